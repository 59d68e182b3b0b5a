import { REST, isValidRestSeconds } from './rest-timer';
import { groupSpan, normalizeGroups, SUPERSET_SIZE, type GroupRef } from './exercise-groups';

// A group's round order in the daily log (issue #48, docs/decisions/0072): ticking a set moves to the
// next member's set of the same round, and the rest comes only after the round's last member.

type RoundExercise = { key: string; group?: GroupRef | null; sets: readonly unknown[]; restSeconds?: number };

/** The members of the group of the exercise `key` (it alone when ungrouped), and its place among them. */
function roundOf<E extends RoundExercise>(exercises: readonly E[], key: string): { members: E[]; at: number } | null {
  const normal = normalizeGroups(exercises);
  const index = normal.findIndex((e) => e.key === key);
  if (index < 0) return null;
  const { start, end } = groupSpan(normal, index);
  return { members: normal.slice(start, end + 1), at: index - start };
}

/**
 * The set to go to after ticking set `setIndex` of `key` in a group: the next member's set of the
 * same round, after the last member the first member's next set (members with fewer sets are
 * skipped). Null when the exercise is not grouped or the group has no set left.
 */
export function nextInRound(exercises: readonly RoundExercise[], key: string, setIndex: number): { key: string; setIndex: number } | null {
  const round = roundOf(exercises, key);
  if (!round || round.members.length < SUPERSET_SIZE) return null;
  const { members, at } = round;
  const longest = Math.max(...members.map((m) => m.sets.length));
  for (let r = setIndex, i = at + 1; r < longest; r += 1, i = 0) {
    for (; i < members.length; i += 1) {
      const member = members[i] as RoundExercise;
      if (member.sets.length > r) return { key: member.key, setIndex: r };
    }
  }
  return null;
}

/**
 * The rest after ticking set `setIndex` of `key`: null when a later member of the group has a set
 * in this round (no rest yet); else the group's rest: its own when set, otherwise the longest rest
 * among its members (a member without one counts `defaultRest`). An ungrouped exercise: its own rest.
 */
export function groupRestAfter(exercises: readonly RoundExercise[], key: string, setIndex: number, defaultRest: number = REST.defaultSeconds): number | null {
  const round = roundOf(exercises, key);
  if (!round) return null;
  const { members, at } = round;
  const own = (e: RoundExercise) => (isValidRestSeconds(e.restSeconds) ? e.restSeconds : defaultRest);
  if (members.length < SUPERSET_SIZE) return own(members[0] as RoundExercise);
  if (members.slice(at + 1).some((m) => m.sets.length > setIndex)) return null;
  const groupRest = members[0]?.group?.restSeconds;
  if (isValidRestSeconds(groupRest)) return groupRest;
  return Math.max(...members.map(own));
}
