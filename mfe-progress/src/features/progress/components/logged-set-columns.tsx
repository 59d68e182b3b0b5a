import type { ReactNode } from 'react';
import { formatOneRepMax, formatWeight } from '@fitness/charts';
import {
  estimateOneRepMax,
  formatDistance,
  formatDuration,
  formatPace,
  ONE_REP_MAX_FORMULA_LABELS,
  ONE_REP_MAX_UNRELIABLE_TOOLTIP,
  oneRepMaxInUnits,
  paceSeconds,
  poundsToDisplay,
  type ExerciseKind,
  type OneRepMaxEstimate,
  type OneRepMaxFormula,
} from '@fitness/domain';
import { Tooltip } from '@fitness/ui';
import type { LoggedEntry } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';

export type LoggedSet = LoggedEntry['sets'][number];

/** One column of the log entries table: its header and a set's cell. */
export interface SetColumn {
  key: string;
  header: ReactNode;
  cell: (set: LoggedSet) => ReactNode;
}

/** What a set's e1RM counts: the user's formula, and the day's body weight on a bodyweight-compared exercise. */
export type OneRepMaxContext = { formula: OneRepMaxFormula; bw: boolean; bodyWeightLb: number | null };

/**
 * The columns of a day's sets by the exercise's kind (docs/decisions/0071): weight and reps keeps reps,
 * weight and e1RM; reps only its reps; time its time; distance its distance, time and pace. A time or
 * distance set's added weight shows only when one of the day's sets has some (a farmer's carry). Notes last.
 */
export function setColumns(kind: ExerciseKind, sets: readonly LoggedSet[], units: ProgressUnits, context: OneRepMaxContext): SetColumn[] {
  const reps: SetColumn = { key: 'reps', header: 'Reps', cell: (set) => set.reps };
  const weight: SetColumn = { key: 'weight', header: 'Weight', cell: (set) => formatWeight(poundsToDisplay(set.weight, units.type), units.unit) };
  const oneRepMax: SetColumn = {
    key: 'e1rm',
    header: <abbr title={`Estimated one-rep max (${ONE_REP_MAX_FORMULA_LABELS[units.formula]})`}>e1RM</abbr>,
    cell: (set) => <OneRepMaxCell estimate={estimateOneRepMax(set, context)} units={units} />,
  };
  const time: SetColumn = { key: 'time', header: 'Time', cell: (set) => (set.seconds ? formatDuration(set.seconds) : <NoValue what="time" />) };
  const distance: SetColumn = {
    key: 'distance',
    header: 'Distance',
    cell: (set) => (set.meters ? formatDistance(set.meters, units.type) : <NoValue what="distance" />),
  };
  const pace: SetColumn = {
    key: 'pace',
    header: 'Pace',
    cell: (set) => {
      const secondsPerUnit = paceSeconds(set.meters, set.seconds, units.type);
      return secondsPerUnit === null ? <NoValue what="pace" /> : formatPace(secondsPerUnit, units.type);
    },
  };
  const notes: SetColumn = { key: 'notes', header: 'Notes', cell: (set) => set.notes };
  const addedWeight = sets.some((set) => set.weight > 0) ? [weight] : [];
  switch (kind) {
    case 'weightReps':
      return [reps, weight, oneRepMax, notes];
    case 'repsOnly':
      return [reps, notes];
    case 'time':
      return [time, ...addedWeight, notes];
    case 'distanceTime':
      return [distance, time, pace, ...addedWeight, notes];
  }
}

/** A dash that says what is missing. */
function NoValue({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="ui-visually-hidden">No {what}</span>
    </>
  );
}

/** A set's e1RM in the user's unit; above 10 reps greyed, with why; a dash when it has none (warm-up, no load, over 20 reps). */
function OneRepMaxCell({ estimate, units }: { estimate: OneRepMaxEstimate | null; units: ProgressUnits }) {
  if (!estimate) return <NoValue what="estimate" />;
  const text = formatOneRepMax(oneRepMaxInUnits(estimate.value, units.type), units.unit);
  if (estimate.reliable) return <>{text}</>;
  return (
    <Tooltip content={ONE_REP_MAX_UNRELIABLE_TOOLTIP}>
      <span className="progress-e1rm--unreliable" tabIndex={0}>
        {text}
      </span>
    </Tooltip>
  );
}
