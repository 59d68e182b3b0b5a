import {
  DEFAULT_BODY_WEIGHT_RANGE,
  availableRanges,
  dataSpanDays,
  dayOf,
  forecastLabel,
  graphableWeights,
  pointsInRange,
  poundsToDisplay,
  roundTo,
  trendOfWeighIns,
  weeklyTrendRate,
  weightChange,
  weightUnitLabel,
  type MeasurementType,
  type Profile,
  type RangeKey,
  type RangeOption,
  type TrendPoint,
} from '@fitness/domain';

/** A stored weight entry (pounds), as the API answers it: one per day, so its day names it. */
export interface StoredWeightEntry {
  date: string;
  weight: number;
}

/** An entry as the panel shows it: in the user's unit, one decimal. */
export interface WeightEntryView {
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
  /** The weight trend of every point, oldest first, unrounded (docs/decisions/0015). */
  trend: TrendPoint[];
  summary: WeightSummaryFigures | null;
  target: number | null;
  /** '3.5 months to goal', or null when the goal does not point at the target. */
  forecast: string | null;
  /** The list: entries with a weight, newest first. */
  entries: WeightEntryView[];
}

/** The summary of the shown range, one decimal each. */
export interface WeightSummaryFigures {
  /** Start and now of the shown range, and the change between them. */
  start: number;
  now: number;
  change: number;
  /** The trend weight at the latest point. */
  trend: number;
  /** The trend's change per week over the shown range; null under two points or a day. */
  weeklyRate: number | null;
}

/** Everything the weight panel shows, from the stored entries and profile, through the domain rules. */
export function weightOverview(
  stored: readonly StoredWeightEntry[],
  profile: Pick<Profile, 'measurementType' | 'targetWeight' | 'weightGoal'>,
  chosen: RangeKey,
): WeightOverview {
  const type = profile.measurementType;
  const points = graphableWeights(stored).map((e) => ({ date: dayOf(e.date), weight: poundsToDisplay(e.weight, type) }));
  const ranges = availableRanges('bodyWeight', dataSpanDays(points.map((p) => p.date)));
  const range = ranges.some((r) => r.key === chosen) ? chosen : DEFAULT_BODY_WEIGHT_RANGE;
  const latest = points[points.length - 1];
  const shown = latest ? pointsInRange(points, range, latest.date) : [];
  const first = shown[0];
  const trend = trendOfWeighIns(points);
  const latestTrend = trend[trend.length - 1];
  const summary =
    latest && first && latestTrend
      ? {
          start: first.weight,
          now: latest.weight,
          change: weightChange(first.weight, latest.weight),
          trend: roundTo(latestTrend.weight, 1),
          weeklyRate: roundedOrNull(weeklyTrendRate(pointsInRange(trend, range, latest.date))),
        }
      : null;
  const target = profile.targetWeight > 0 ? poundsToDisplay(profile.targetWeight, type) : null;
  const forecast = latest && target !== null ? forecastLabel({ current: latest.weight, target, weeklyGoal: profile.weightGoal, type }) : null;
  // The list: the chart's weigh-ins, newest first (an entry without a weight is in neither, spec section 2).
  const entries = points.slice().reverse();
  return { type, unit: weightUnitLabel(type), points, ranges, range, trend, summary, target, forecast, entries };
}

const roundedOrNull = (value: number | null) => (value === null ? null : roundTo(value, 1));

/** '+1.5 lbs', '-15.0 kgs', '0.0 lbs': the change, always one decimal. */
export function formatChange(change: number, unit: string): string {
  return `${change > 0 ? '+' : ''}${change.toFixed(1)} ${unit}`;
}

/** '-0.6 lbs/week', '+0.3 kgs/week', '0.0 lbs/week': the weekly rate, signed like the change. */
export function formatWeeklyRate(rate: number, unit: string): string {
  return `${formatChange(roundTo(rate, 1), unit)}/week`;
}
