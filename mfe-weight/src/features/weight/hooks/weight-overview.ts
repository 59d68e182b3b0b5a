import {
  DEFAULT_BODY_WEIGHT_RANGE,
  availableRanges,
  dataSpanDays,
  dayOf,
  forecastLabel,
  graphableWeights,
  pointsInRange,
  poundsToDisplay,
  visibleWeightEntries,
  weightChange,
  weightUnitLabel,
  type MeasurementType,
  type Profile,
  type RangeKey,
  type RangeOption,
} from '@fitness/domain';

/** A stored weight entry (pounds), as the API answers it. */
export interface StoredWeightEntry {
  id: string;
  date: string;
  weight: number;
}

/** An entry as the panel shows it: in the user's unit, one decimal. */
export interface WeightEntryView {
  id: string;
  date: string;
  weight: number;
}

export interface WeightOverview {
  type: MeasurementType;
  unit: 'lbs' | 'kgs';
  /** Chart points, oldest first, entries without a weight skipped. */
  points: { date: string; weight: number }[];
  ranges: RangeOption[];
  /** The chosen range, or the default when the data no longer spans it. */
  range: RangeKey;
  /** Start and now of the shown range, and the change between them (one decimal). */
  summary: { start: number; now: number; change: number } | null;
  target: number | null;
  /** '3.5 months to goal', or null when the goal does not point at the target. */
  forecast: string | null;
  /** The list: entries with a weight, newest first. */
  entries: WeightEntryView[];
}

/** Everything the weight panel shows, from the stored entries and profile, through the domain rules. */
export function weightOverview(stored: readonly StoredWeightEntry[], profile: Pick<Profile, 'measurementType' | 'targetWeight' | 'weightGoal'>, chosen: RangeKey): WeightOverview {
  const type = profile.measurementType;
  const points = graphableWeights(stored).map((e) => ({ date: dayOf(e.date), weight: poundsToDisplay(e.weight, type) }));
  const ranges = availableRanges('bodyWeight', dataSpanDays(points.map((p) => p.date)));
  const range = ranges.some((r) => r.key === chosen) ? chosen : DEFAULT_BODY_WEIGHT_RANGE;
  const latest = points[points.length - 1];
  const shown = latest ? pointsInRange(points, range, latest.date) : [];
  const first = shown[0];
  const summary = latest && first ? { start: first.weight, now: latest.weight, change: weightChange(first.weight, latest.weight) } : null;
  const target = profile.targetWeight > 0 ? poundsToDisplay(profile.targetWeight, type) : null;
  const forecast = latest && target !== null ? forecastLabel({ current: latest.weight, target, weeklyGoal: profile.weightGoal }) : null;
  const entries = visibleWeightEntries(stored).map((e) => ({ id: e.id, date: dayOf(e.date), weight: poundsToDisplay(e.weight, type) }));
  return { type, unit: weightUnitLabel(type), points, ranges, range, summary, target, forecast, entries };
}

/** '+1.5 lbs', '-15.0 kgs', '0.0 lbs': the change, always one decimal. */
export function formatChange(change: number, unit: string): string {
  return `${change > 0 ? '+' : ''}${change.toFixed(1)} ${unit}`;
}
