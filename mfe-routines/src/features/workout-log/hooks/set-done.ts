import { groupRestAfter, groupSpan, nextInRound, normalizeGroups } from '@fitness/domain';
import type { LogStore } from './log-store';
import { primeRestSound } from './rest-alerts';
import { restTimer } from './rest-timer-store';

/**
 * A set was ticked done: the workout starts (the first tick), the rest timer starts and the focus
 * moves on. Alone, an exercise rests after each set and its last open set leads to the next
 * exercise. In a superset or circuit the next member's set of the round comes first (added when it
 * has none yet, as Add set would); the rest starts only after the round's last member, with the
 * group's rest (docs/decisions/0072).
 */
export function setDone(store: LogStore, userId: string, exerciseKey: string, index: number) {
  const exercises = store.exercises();
  const at = exercises.findIndex((e) => e.key === exerciseKey);
  const exercise = exercises[at];
  if (!exercise) return;
  if ((store.session()?.startedAt ?? null) === null) store.startSession();
  // After the frame that shows the tick (starting an AudioContext takes tens of ms on a slow phone;
  // a bare timer could still run before that paint); seconds after a tap still count as the tap's
  // for the browser's sound rules.
  afterNextPaint(primeRestSound);
  const name = exercise.name.trim() || `Exercise ${at + 1}`;
  const span = groupSpan(normalizeGroups(exercises), at);
  if (span.start === span.end) {
    restTimer.start(userId, { key: exercise.key, name, restSeconds: exercise.restSeconds });
    // The last open set of an exercise: on to the next exercise's first set.
    if (exercise.sets.every((s) => s.done) && exercise.sets[index]?.done) focusFirstSetOf(exercises[at + 1]?.key);
    return;
  }
  const next = exercises[at + 1];
  if (at < span.end && next && next.sets.length <= index) store.addSet(next.key);
  const now = store.exercises();
  const target = at < span.end && next ? { key: next.key, setIndex: Math.min(index, lastSet(store, next.key)) } : nextInRound(now, exerciseKey, index);
  const rest = groupRestAfter(now, exerciseKey, index);
  if (rest !== null) restTimer.start(userId, { key: exercise.key, name, restSeconds: rest });
  if (target && target.setIndex >= 0) focusSet(target.key, target.setIndex);
  else focusFirstSetOf(exercises[span.end + 1]?.key);
}

/** Runs `task` in a task of its own after the next frame is painted. */
const afterNextPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task));

const lastSet = (store: LogStore, key: string) => (store.exercises().find((e) => e.key === key)?.sets.length ?? 0) - 1;

const cardOf = (exerciseKey: string) => document.querySelector(`[data-exercise-key="${CSS.escape(exerciseKey)}"]`);

/** Focus a set's done toggle, scrolled into view; a set just added is on screen after React's next commit. */
function focusSet(exerciseKey: string, setIndex: number) {
  const focus = () => {
    const toggle = cardOf(exerciseKey)?.querySelectorAll<HTMLElement>('.log-set__done')[setIndex];
    toggle?.focus();
    toggle?.scrollIntoView?.({ block: 'center' });
    return !!toggle;
  };
  if (!focus()) requestAnimationFrame(focus);
}

/** Focus the first set's done toggle of an exercise (its Add set when it has none), scrolled into view. */
export function focusFirstSetOf(exerciseKey: string | undefined) {
  if (!exerciseKey) return;
  const card = cardOf(exerciseKey);
  const target = card?.querySelector<HTMLElement>('.log-set__done') ?? card?.querySelector<HTMLElement>('.log-exercise__add-set');
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}
