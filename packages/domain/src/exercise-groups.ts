import { isValidRestSeconds } from './rest-timer';

/**
 * Supersets and circuits (issue #48, docs/decisions/0072). A group lives on each member exercise;
 * members are consecutive. Every function here returns a new list and never mutates its input;
 * an exercise that leaves a group gets `group: null` (so a write sends the removal).
 */
export type GroupRef = { id: string; restSeconds?: number };

type Grouped = { group?: GroupRef | null };

/** A group of this many is a superset; more is a circuit. */
export const SUPERSET_SIZE = 2;

function groupIdOf(exercise: Grouped): string | null {
  const id = exercise.group?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

function sameGroup(a: GroupRef | null | undefined, b: GroupRef | null | undefined): boolean {
  return (a?.id ?? null) === (b?.id ?? null) && a?.restSeconds === b?.restSeconds;
}

function withGroup<E extends Grouped>(exercise: E, group: GroupRef | null): E {
  if (group === null ? exercise.group === null : sameGroup(exercise.group, group)) return exercise;
  return { ...exercise, group };
}

/** The first and last index of the run of `list[index]`'s group (the exercise alone when ungrouped). */
export function groupSpan(list: readonly Grouped[], index: number): { start: number; end: number } {
  const id = list[index] ? groupIdOf(list[index]) : null;
  if (id === null) return { start: index, end: index };
  let start = index;
  let end = index;
  while (start > 0 && groupIdOf(list[start - 1] as Grouped) === id) start -= 1;
  while (end < list.length - 1 && groupIdOf(list[end + 1] as Grouped) === id) end += 1;
  return { start, end };
}

/**
 * Consecutive equal group ids form a group; a run of one loses its group; an id seen again after
 * another run keeps only its first run; a group's rest is its first member's on every member.
 * Idempotent: a normalised list comes back equal.
 */
export function normalizeGroups<E extends Grouped>(list: readonly E[]): E[] {
  const result: E[] = [];
  const seen = new Set<string>();
  let index = 0;
  while (index < list.length) {
    const first = list[index] as E;
    const id = groupIdOf(first);
    const { end } = id === null ? { end: index } : groupSpan(list, index);
    const run = list.slice(index, end + 1);
    if (id === null || run.length < SUPERSET_SIZE || seen.has(id)) {
      for (const e of run) result.push(e.group == null ? e : withGroup(e, null));
    } else {
      seen.add(id);
      const rest = first.group?.restSeconds;
      const group: GroupRef = isValidRestSeconds(rest) ? { id, restSeconds: rest } : { id };
      for (const e of run) result.push(withGroup(e, group));
    }
    index = end + 1;
  }
  return result;
}

/**
 * Each group's members moved together to where its first member stands (the relative order of
 * everything else kept), then normalised: what a merge of two orders needs so a group that both
 * devices kept is not split by the order of the other.
 */
export function gatherGroups<E extends Grouped>(list: readonly E[]): E[] {
  const members = new Map<string, E[]>();
  for (const e of list) {
    const id = groupIdOf(e);
    if (id !== null) members.set(id, [...(members.get(id) ?? []), e]);
  }
  const placed = new Set<string>();
  const result: E[] = [];
  for (const e of list) {
    const id = groupIdOf(e);
    if (id === null) result.push(e);
    else if (!placed.has(id)) {
      placed.add(id);
      result.push(...(members.get(id) as E[]));
    }
  }
  return normalizeGroups(result);
}

/**
 * "Group with next": the exercise and the next one end up in one group — the next joins this
 * exercise's group, this one joins the next's, or a new group (`newId()`) holds both; when both
 * are grouped, the next one's whole group joins this one's. Unchanged on the last exercise.
 */
export function groupWithNext<E extends Grouped>(list: readonly E[], index: number, newId: () => string): E[] {
  const current = list[index];
  const next = list[index + 1];
  if (!current || !next) return normalizeGroups(list);
  const target: GroupRef = current.group && groupIdOf(current) !== null ? current.group : next.group && groupIdOf(next) !== null ? next.group : { id: newId() };
  const nextId = groupIdOf(next);
  const { end } = groupSpan(list, index + 1);
  const joined = list.map((e, i) => {
    if (i === index || i === index + 1) return withGroup(e, target);
    // The rest of the next exercise's run joins too (only when it was grouped).
    if (nextId !== null && i > index + 1 && i <= end) return withGroup(e, target);
    return e;
  });
  return normalizeGroups(joined);
}

/**
 * "Ungroup": the exercise leaves its group. A middle member is moved to just after the group so
 * the others stay one group; a group left with one dissolves.
 */
export function ungroup<E extends Grouped>(list: readonly E[], index: number): E[] {
  const current = list[index];
  if (!current || groupIdOf(current) === null) return normalizeGroups(list);
  const { start, end } = groupSpan(list, index);
  // The first or last member leaves in place; a middle one goes after the group, which stays whole.
  if (index === start || index === end) return normalizeGroups(list.map((e, i) => (i === index ? withGroup(e, null) : e)));
  const rest = [...list];
  rest.splice(index, 1);
  rest.splice(end, 0, withGroup(current, null));
  return normalizeGroups(rest);
}

/**
 * A drag in a sortable list of exercises: `from` is the dragged exercise's index and `to` the index
 * of the one it was dropped over (as SortableList reports them, before the move).
 * - `whole` (the drag started on the group, e.g. its bracket's handle): the dragged exercise's
 *   whole group moves, and lands beside — never inside — another group.
 * - otherwise one exercise moves: dropped within its own group it stays a member (a reorder of the
 *   group); dropped outside it leaves it (a group left with one dissolves); it never lands inside
 *   another group (it goes past it, in the drag's direction).
 */
export function moveGroupBlock<E extends Grouped>(list: readonly E[], from: number, to: number, whole = false): E[] {
  if (from === to || !list[from] || !list[to]) return normalizeGroups(list);
  const own = groupSpan(list, from);
  const down = to > from;
  if (whole && own.end > own.start) {
    if (to >= own.start && to <= own.end) return normalizeGroups(list);
    const size = own.end - own.start + 1;
    const block = list.slice(own.start, own.end + 1);
    const others = [...list.slice(0, own.start), ...list.slice(own.end + 1)];
    const target = groupSpan(list, to);
    // The block goes after the target's group (down) or before it (up); indexes shift past the block.
    const anchor = down ? target.end - size + 1 : target.start;
    others.splice(anchor, 0, ...block);
    return normalizeGroups(others);
  }
  const moving = list[from] as E;
  const staysInGroup = groupIdOf(moving) !== null && to >= own.start && to <= own.end;
  const others = list.filter((_, i) => i !== from);
  const target = groupSpan(list, to);
  const landsInOther = !staysInGroup && target.end > target.start;
  const anchorIndex = landsInOther ? (down ? target.end : target.start) : to;
  // After removing `from`, an index past it shifts by one: "after anchor" (down) is anchorIndex itself.
  others.splice(anchorIndex, 0, staysInGroup ? moving : withGroup(moving, null));
  return normalizeGroups(others);
}

export type GroupLabel = {
  /** "A" for the first group of the list, "B" for the next… */
  letter: string;
  /** "A1", "A2"… */
  label: string;
  /** 1-based place in the group. */
  position: number;
  size: number;
  groupKind: 'superset' | 'circuit';
  /** "Superset A: Bench Press and Barbell Row", "Circuit B: Squat, Lunge and Step-up". */
  description: string;
};

/** "A"…"Z", then "AA", "AB"… */
function groupLetter(n: number): string {
  let letter = '';
  let rest = n;
  do {
    letter = String.fromCharCode(65 + (rest % 26)) + letter;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return letter;
}

/** "Bench Press", "Bench Press and Barbell Row", "Squat, Lunge and Step-up". */
function namesList(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The label of each exercise of a list (null when not in a group), groups read as normalizeGroups reads them. */
export function groupLabels(list: readonly { name: string; group?: GroupRef | null }[]): (GroupLabel | null)[] {
  const normal = normalizeGroups(list);
  const labels: (GroupLabel | null)[] = [];
  let groups = 0;
  let index = 0;
  while (index < normal.length) {
    const { end } = groupSpan(normal, index);
    if (end === index) {
      labels.push(null);
      index += 1;
      continue;
    }
    const members = normal.slice(index, end + 1);
    const letter = groupLetter(groups);
    const groupKind = members.length === SUPERSET_SIZE ? 'superset' : 'circuit';
    const description = `${groupKind === 'superset' ? 'Superset' : 'Circuit'} ${letter}: ${namesList(members.map((m) => m.name))}`;
    members.forEach((_, i) => labels.push({ letter, label: `${letter}${i + 1}`, position: i + 1, size: members.length, groupKind, description }));
    groups += 1;
    index = end + 1;
  }
  return labels;
}
