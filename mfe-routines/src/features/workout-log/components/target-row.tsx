import { useState } from 'react';
import { nextSessionTargetLabel, nextSessionTargetReason, setToForm, setTypeOf, type ExerciseForm, type MeasurementType } from '@fitness/domain';
import { Button } from '@fitness/ui';
import type { SessionTarget } from '../types';
import type { LogStore } from '../hooks/log-store';

export interface TargetRowProps {
  target: SessionTarget;
  store: LogStore;
  exercise: ExerciseForm;
  /** The exercise's name as the lifter sees it ("Exercise 2" while blank). */
  name: string;
  type: MeasurementType;
}

/**
 * "Target: 3 × 5 at 230 lbs" under "Last time", why in a line, and Use target, which fills this
 * exercise's working sets with the target through the log store (warm-ups entered stay; the sets
 * are stamped for the merge; nothing is filled without the tap). Sets it replaced come back with Undo until the sets are edited again.
 */
export function TargetRow({ target, store, exercise, name, type }: TargetRowProps) {
  const [replaced, setReplaced] = useState<{ before: ExerciseForm['sets']; filled: ExerciseForm['sets'] } | null>(null);
  const canUndo = replaced !== null && replaced.filled === exercise.sets;
  const setsNow = () => store.exercises().find((e) => e.key === exercise.key)?.sets;
  const use = () => {
    const before = exercise.sets;
    // Warm-ups already entered stay first; the target is the working sets (their time and distance for those kinds).
    const warmups = before.filter((set) => setTypeOf(set) === 'warmup');
    store.replaceSets(exercise.key, [
      ...warmups,
      ...target.sets.map(({ reps, weight, seconds, meters }) => setToForm({ reps, weight, notes: '', seconds, meters }, type)),
    ]);
    const filled = setsNow();
    setReplaced(before.length > 0 && filled ? { before, filled } : null);
  };
  const undo = () => {
    if (!replaced) return;
    store.replaceSets(exercise.key, replaced.before);
    setReplaced(null);
  };
  return (
    <div className="log-target" role="group" aria-label={`Next-session target for ${name}`}>
      <p className="log-target__text">
        <strong>{nextSessionTargetLabel(target, type)}</strong>
        <span className="log-target__reason">{nextSessionTargetReason(target, target.range.repsHigh)}</span>
      </p>
      <div className="log-target__actions">
        <Button variant="secondary" aria-label={`Use target for ${name}`} onClick={use}>
          Use target
        </Button>
        {canUndo && (
          <Button variant="secondary" aria-label={`Undo use target for ${name}`} onClick={undo}>
            Undo
          </Button>
        )}
      </div>
    </div>
  );
}
