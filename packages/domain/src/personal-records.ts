import { compareDays, dayOf } from './dates';
import type { OneRepMaxFormula } from './one-rep-max';
import { summariseDay } from './record-days';
import { RecordState } from './record-state';
import type { PersonalRecords, RecordEntry, RecordEvent, RecordKind } from './record-types';

export type * from './record-types';

export { firstLogLabel, formatRecordValue, MEASURE_RECORD_TITLES, RECORD_KIND_LABELS, recordEventLabel, type MeasureRecordKind } from './record-labels';
export { REP_RECORD_ROWS } from './record-state';

export type RecordOptions = { formula?: OneRepMaxFormula };

/**
 * Records of one tracked exercise name from its whole history (entries in any order; warm-ups,
 * sets without whole reps ≥ 1 and negative weights are left out; drop sets and sets to failure count),
 * each entry's sets holding only its kind's records (`RecordKind`), and every record each day set
 * when it was logged. A renamed or merged name, or a history with an entry deleted, is simply
 * passed in as the history it now is: nothing is kept between calls, so a deleted record never stays.
 *
 * Cost: one sort by day, then one pass; rep records keep a frontier searched by bisection.
 * Entries of one day keep their input order, which decides ties (the earlier set holds a record).
 */
export function personalRecords(history: readonly RecordEntry[], options: RecordOptions = {}): PersonalRecords {
  const sorted = [...history].sort((a, b) => compareDays(a.date, b.date));
  const state = new RecordState();
  const events: RecordEvent[] = [];
  let start = 0;
  while (start < sorted.length) {
    const date = dayOf(sorted[start]!.date);
    let end = start + 1;
    while (end < sorted.length && dayOf(sorted[end]!.date) === date) end += 1;
    const day = summariseDay(date, sorted.slice(start, end), options.formula);
    state.judge(day, events);
    state.absorb(day);
    start = end;
  }
  return { records: state.records(), events };
}

/** Which entries set a record when they were logged (for the history list's trophies), kinds in event order. */
export function recordKindsByEntry(events: readonly RecordEvent[]): Map<string, RecordKind[]> {
  const kinds = new Map<string, RecordKind[]>();
  for (const event of events) {
    for (const id of event.entryIds) {
      const list = kinds.get(id) ?? [];
      if (!list.includes(event.kind)) list.push(event.kind);
      kinds.set(id, list);
    }
  }
  return kinds;
}

/** What a saved day's log of one name earned: "First log of …" (nothing to beat), or its new records (maybe none). */
export type DayRecords = { firstLog: boolean; records: RecordEvent[] };

/**
 * The new records of `day`'s log of one name, judged against the history before that day only;
 * entries after it (the day is a back-dated log) change nothing. `firstLog` when the name has no
 * entry before the day (then no records); neither when the day has no entry of the name.
 */
export function newRecordsOfDay(history: readonly RecordEntry[], day: string, options: RecordOptions = {}): DayRecords {
  const date = dayOf(day);
  const upToDay = history.filter((e) => compareDays(e.date, date) <= 0);
  if (!upToDay.some((e) => dayOf(e.date) === date)) return { firstLog: false, records: [] };
  if (!upToDay.some((e) => compareDays(e.date, date) < 0)) return { firstLog: true, records: [] };
  return { firstLog: false, records: personalRecords(upToDay, options).events.filter((e) => e.date === date) };
}
