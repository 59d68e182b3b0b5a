import {
  bestOneRepMax,
  bodyWeightLookup,
  dayOf,
  kindOf,
  newRecordsOfDay,
  personalRecords,
  recordKindsByEntry,
  type ExerciseKind,
  type ExerciseRecords,
  type OneRepMaxFormula,
  type PersonalRecords,
  type RecordEntry,
  type RecordEvent,
  type RecordKind,
  type RecordSetInput,
} from '@fitness/domain';
import { AppError } from '../../platform/errors/errors';
import type { Derivation, DerivationCache } from '../../platform/user-data/derivation-cache';
import type { ProgressEntry, ProgressService } from './progress';

/**
 * What records need from other features (injected by the composition root): the profile's
 * "1RM formula", and the body weight of each day for bodyweight-compared exercises.
 */
export interface RecordFacts {
  oneRepMaxFormula(userId: string): Promise<OneRepMaxFormula>;
  /** Weight entries (stored pounds, any order) and the profile weight (before the first entry). */
  bodyWeights(userId: string): Promise<{ entries: readonly { date: string; weight: number | null }[]; profileWeight: number }>;
}

/** One history entry as the statistics and the history list show it: its best e1RM (sets of ≤ 10 reps) and the records it set when logged. */
export interface EntryRecords {
  id: string;
  date: string;
  /** Stored pounds, two decimals; null when no set of 10 reps or fewer has an estimate, and for every kind but weight and reps. */
  oneRepMax: number | null;
  includesBodyWeight: boolean;
  recordKinds: RecordKind[];
}

export interface NameRecords {
  exerciseName: string;
  /** The kind of the name's latest entry: which records the Records section shows (docs/decisions/0071). */
  kind: ExerciseKind;
  /**
   * Weight records in stored pounds (e1RM by the user's formula); longest time in seconds, farthest in metres, best pace
   * in seconds per km; the set each record came from. Each record comes from the entries of its kind only.
   */
  records: ExerciseRecords;
  /** Only when one name is asked for: every entry, oldest first (the e1RM line and the trophies). */
  entries?: EntryRecords[];
}

export interface RecordsAnswer {
  oneRepMaxFormula: OneRepMaxFormula;
  /** One name, or every tracked name in display order. */
  exercises: NameRecords[];
}

/** What one tracked name earned on a day: "First log of …" (nothing to beat), or its new records (maybe none). */
export interface DayRecords {
  exerciseName: string;
  firstLog: boolean;
  records: RecordEvent[];
}

interface NameDerivation {
  exerciseName: string;
  /** The progress entries the history was made from (taken over unchanged by the next derivation when the write left their log alone). */
  source: readonly ProgressEntry[];
  history: RecordEntry[];
  computed: PersonalRecords;
  /** Made on the first ask for this name. */
  entries?: EntryRecords[];
}

type BodyWeights = Awaited<ReturnType<RecordFacts['bodyWeights']>>;

interface RecordsDerivation {
  formula: OneRepMaxFormula;
  names: Map<string, NameDerivation>;
  /** As the facts gave them (the same object while no weigh-in changed), and the lookup made from them. */
  bodyWeights: BodyWeights;
  bodyWeightOf: (date: string) => number;
}

const NO_BODY_WEIGHTS: BodyWeights = { entries: [], profileWeight: 0 };

/** The records derivation in the derivation cache; its memory: each name's history (shared with progress, counted here too) and records. */
const RECORDS: Derivation<RecordsDerivation> = {
  name: 'records',
  sizeOf: ({ names }) => [...names.values()].reduce((bytes, name) => bytes + 1_000 + name.history.length * 200 + (name.entries?.length ?? 0) * 150, 0),
};

/**
 * Personal records of every tracked name, from the progress derivation (docs/decisions/0039), kept in the
 * derivation cache: every change is a write, so a deleted record never stays (unchanged names keep theirs).
 */
export class PersonalRecordsService {
  constructor(
    private readonly progress: ProgressService,
    private readonly facts: RecordFacts,
    private readonly cache: DerivationCache,
  ) {}

  /** One name's records with each entry's e1RM and trophies (404 for a name without entries), or every name's records. */
  async records(userId: string, exerciseName?: string): Promise<RecordsAnswer> {
    const derived = await this.derivation(userId);
    if (exerciseName === undefined) {
      return {
        oneRepMaxFormula: derived.formula,
        exercises: [...derived.names.values()].map((n) => ({ exerciseName: n.exerciseName, kind: latestKind(n), records: n.computed.records })),
      };
    }
    const name = derived.names.get(exerciseName);
    if (!name) throw new AppError(404, 'No tracked exercise with that name');
    name.entries ??= entryRecords(name, derived);
    return { oneRepMaxFormula: derived.formula, exercises: [{ exerciseName, kind: latestKind(name), records: name.computed.records, entries: name.entries }] };
  }

  /** Per tracked name logged on `date`: its records of that day judged against the days before only, or "first log". */
  async dayRecords(userId: string, date: string): Promise<{ date: string; oneRepMaxFormula: OneRepMaxFormula; exercises: DayRecords[] }> {
    const derived = await this.derivation(userId);
    const day = dayOf(date);
    const exercises: DayRecords[] = [];
    for (const name of derived.names.values()) {
      if (!name.history.some((e) => dayOf(e.date) === day)) continue;
      exercises.push({ exerciseName: name.exerciseName, ...newRecordsOfDay(name.history, day, { formula: derived.formula }) });
    }
    return { date: day, oneRepMaxFormula: derived.formula, exercises };
  }

  /**
   * The user's records; after a write, the last derivation's records of every name whose history is
   * equal are taken over. Reuse is decided by content, so it is as exact as recomputing.
   */
  private derivation(userId: string): Promise<RecordsDerivation> {
    return this.cache.read(RECORDS, userId, (before) => this.derive(userId, before));
  }

  private async derive(userId: string, before: RecordsDerivation | undefined): Promise<RecordsDerivation> {
    const [histories, formula] = await Promise.all([this.progress.histories(userId), this.facts.oneRepMaxFormula(userId)]);
    // Body weights are read only when some entry is compared to body weight.
    const needsBodyWeight = histories.some((h) => h.entries.some((e) => e.bw));
    const bodyWeights = needsBodyWeight ? await this.facts.bodyWeights(userId) : NO_BODY_WEIGHTS;
    const sameWeights = before?.bodyWeights === bodyWeights;
    const bodyWeightOf = sameWeights ? before.bodyWeightOf : bodyWeightLookup(bodyWeights.entries, bodyWeights.profileWeight);
    const names = new Map<string, NameDerivation>();
    for (const { exerciseName, entries } of histories) {
      // A write changes a name or two: the others' records are taken over when their histories are
      // the very same entries (logs the write left alone), else when equal field by field.
      const earlier = before?.formula === formula ? before.names.get(exerciseName) : undefined;
      if (earlier && (sameEntries(earlier.source, entries, sameWeights) || sameHistory(earlier.history, entries, bodyWeightOf))) {
        names.set(exerciseName, earlier.source === entries ? earlier : { ...earlier, source: entries });
        continue;
      }
      const history: RecordEntry[] = entries.map((e) => ({
        id: e.id,
        date: e.date,
        kind: e.kind,
        bw: e.bw,
        sets: e.sets,
        bodyWeightLb: e.bw ? bodyWeightOf(e.date) : null,
      }));
      names.set(exerciseName, { exerciseName, source: entries, history, computed: personalRecords(history, { formula }) });
    }
    return { formula, names, bodyWeights, bodyWeightOf };
  }
}

/** A name's kind is its latest log's (entries are oldest first). */
const latestKind = (name: NameDerivation): ExerciseKind => name.source[name.source.length - 1]?.kind ?? 'weightReps';

/** The same entry objects in the same order (entries never change), and no body weight to look up again. */
function sameEntries(a: readonly ProgressEntry[], b: readonly ProgressEntry[], sameWeights: boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i] || (!sameWeights && b[i]!.bw)) return false;
  return true;
}

/** Equal for `personalRecords`: the same entries in the same order, with the same days, flags, body weights and sets. */
function sameHistory(a: readonly RecordEntry[], b: readonly ProgressEntry[], bodyWeightOf: (date: string) => number): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.id !== y.id || x.date !== y.date || x.kind !== y.kind || x.bw !== y.bw || x.sets.length !== y.sets.length) return false;
    if (y.bw && x.bodyWeightLb !== bodyWeightOf(y.date)) return false;
    // The same sets array: the entry of a log the write left alone, taken over by the progress derivation (values never change).
    if (x.sets === y.sets) continue;
    for (let j = 0; j < x.sets.length; j += 1) {
      const s = x.sets[j]!;
      const t: RecordSetInput = y.sets[j]!;
      if (s.id !== t.id || s.reps !== t.reps || s.weight !== t.weight || Boolean(s.warmup) !== Boolean(t.warmup)) return false;
      if (s.type !== t.type || s.seconds !== t.seconds || s.meters !== t.meters) return false;
    }
  }
  return true;
}

function entryRecords(name: NameDerivation, derived: RecordsDerivation): EntryRecords[] {
  const kinds = recordKindsByEntry(name.computed.events);
  return name.history.map((entry) => {
    // An e1RM means something for weight and reps only (a plank's added weight × 1 "rep" is not one).
    const best =
      kindOf(entry) === 'weightReps' ? bestOneRepMax(entry.sets, { formula: derived.formula, bw: entry.bw, bodyWeightLb: entry.bodyWeightLb ?? null }) : null;
    return {
      id: entry.id,
      date: entry.date,
      oneRepMax: best?.value ?? null,
      includesBodyWeight: best?.includesBodyWeight ?? false,
      recordKinds: kinds.get(entry.id) ?? [],
    };
  });
}
