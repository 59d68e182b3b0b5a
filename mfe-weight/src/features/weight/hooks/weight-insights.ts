import {
  daysBetween,
  goalProjection,
  MAINTAIN_TOLERANCE,
  onTrackVerdict,
  PROJECTION_BAND_PERCENT,
  PROJECTION_RANGES,
  recentWeightRate,
  roundTo,
  weeklyGoalRate,
  type Day,
  type GoalProjection,
  type MeasurementType,
  type OnTrackVerdict,
  type Profile,
  type RangeKey,
  type TrendPoint,
} from '@fitness/domain';
import type { WeightProjection } from '@fitness/charts';

/** How the user is doing and where the weight is heading, at the pace of the last 4 weeks (docs/decisions/0033, 0046). */
export interface WeightInsights {
  verdict: { kind: OnTrackVerdict['kind']; text: string };
  /** "around 2 Mar, between 10 Feb and 6 Apr", "Not at this rate", "Target reached"; null without a target or enough weigh-ins. */
  pace: string | null;
  /** The projection line and band to draw (chosen range permitting: see `projectionFor`), or null. */
  projection: WeightProjection | null;
}

export const NOT_ENOUGH_WEIGH_INS = 'Log a few more weigh-ins to see how you are doing';

/**
 * The verdict, the pace and the projection from the weigh-ins (graphable, user's unit, oldest first,
 * as the overview has them) and their trend, the goal, the target (user's unit) and today in the
 * user's time zone. The recent rate is fitted once, on the panel's trend. Pure: the panel memoises it.
 */
export function weightInsights(
  points: readonly { date: string; weight: number }[],
  trend: readonly TrendPoint[],
  profile: Pick<Profile, 'measurementType' | 'weightGoal'>,
  target: number | null,
  today: Day,
): WeightInsights {
  const type = profile.measurementType;
  const input = { weighIns: points, today, weeklyGoal: profile.weightGoal, type };
  const recent = recentWeightRate(points, today, { trend });
  const verdict = onTrackVerdict(input, recent);
  const projection = goalProjection({ ...input, target: target ?? 0 }, recent);
  return {
    verdict: { kind: verdict.kind, text: verdictText(verdict, profile.weightGoal, type) },
    pace: paceText(projection, today),
    projection: 'points' in projection ? { points: projection.points, bandPercent: PROJECTION_BAND_PERCENT } : null,
  };
}

/** The projection when the chosen range shows one (1 month, 2 months, All), else null. */
export function projectionFor(insights: WeightInsights, range: RangeKey): WeightProjection | null {
  return PROJECTION_RANGES.includes(range) ? insights.projection : null;
}

const MINUS = '\u2212';

/** '−0.6', '+0.3', '0.0': one decimal, a true minus sign, no sign for zero. */
function signed(value: number, decimals = 1): string {
  const rounded = roundTo(value, decimals);
  const text = Math.abs(rounded).toFixed(decimals);
  return rounded < 0 ? `${MINUS}${text}` : rounded > 0 ? `+${text}` : text;
}

/** '−0.5', '+1', '−0.25': the goal's weekly rate as the user chose it. */
function goalText(rate: number): string {
  const text = String(Math.abs(rate));
  return rate < 0 ? `${MINUS}${text}` : rate > 0 ? `+${text}` : text;
}

/**
 * "On track: −0.6 lbs/week, goal −0.5", "Slower than planned: −0.2 lbs/week, goal −0.5",
 * "Going the wrong way: +0.3 lbs/week, goal −0.5", "Maintaining: within 1 lb of your start",
 * "Going the wrong way: +1.4 lbs in 4 weeks, goal within 1 lb", or NOT_ENOUGH_WEIGH_INS.
 */
export function verdictText(verdict: OnTrackVerdict, weeklyGoal: number, type: MeasurementType): string {
  if (verdict.kind === 'not-enough-data') return NOT_ENOUGH_WEIGH_INS;
  const unit = type === 'metric' ? 'kgs' : 'lbs';
  const tolerance = `within ${MAINTAIN_TOLERANCE[type]} ${type === 'metric' ? 'kg' : 'lb'}`;
  if (verdict.kind === 'maintaining') return `Maintaining: ${tolerance} of your start`;
  if (weeklyGoal === 0) return `Going the wrong way: ${signed(verdict.change)} ${unit} in 4 weeks, goal ${tolerance}`;
  const rate = `${signed(verdict.rate)} ${unit}/week, goal ${goalText(weeklyGoalRate(weeklyGoal, type))}`;
  const heading = { 'on-track': 'On track', 'slower-than-planned': 'Slower than planned', 'wrong-way': 'Going the wrong way' }[verdict.kind];
  return `${heading}: ${rate}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** Within this many days a day and month name one date unambiguously; farther, the year is added. */
const WITHOUT_YEAR_DAYS = 330;

/** '2 Mar' (within 11 months of today), '2 Mar 2028' (farther). */
export function formatPaceDay(day: Day, today: Day): string {
  const text = `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
  return daysBetween(today, day) > WITHOUT_YEAR_DAYS ? `${text} ${day.slice(0, 4)}` : text;
}

/**
 * What follows "At your current pace:": "around 2 Mar, between 10 Feb and 6 Apr" (one date when the
 * band is that narrow; "10 Feb or later" when its slow end never gets there), "Not at this rate",
 * "Target reached"; null with no target or too few weigh-ins (the verdict says why).
 */
export function paceText(projection: GoalProjection, today: Day): string | null {
  switch (projection.kind) {
    case 'projected': {
      const around = `around ${formatPaceDay(projection.date, today)}`;
      if (projection.latest === null) return `${around}, ${formatPaceDay(projection.earliest, today)} or later`;
      if (projection.earliest === projection.date && projection.latest === projection.date) return around;
      return `${around}, between ${formatPaceDay(projection.earliest, today)} and ${formatPaceDay(projection.latest, today)}`;
    }
    case 'not-at-this-rate':
      return 'Not at this rate';
    case 'reached':
      return 'Target reached';
    default:
      return null;
  }
}
