import type { Meta, StoryObj } from '@storybook/react';
import { sampleWeights } from '@fitness/charts/samples';
import { addDays, type Profile } from '@fitness/domain';
import { WeightPanelView } from './weight-panel-view';
import '../../../weight-remote.css';

const profile: Profile = {
  weight: 184.2,
  height: 70,
  age: 36,
  activityLevel: 'Lightly Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 175,
};

const entries = sampleWeights(120, { start: 196, trendPerDay: -0.1, end: '2026-11-20' });
// Weigh-ins every few days with a two-week gap: the trend line and the summary's weekly rate follow the time between them.
const sparse = sampleWeights(30, { start: 212, trendPerDay: -0.08, everyDays: 3, end: '2026-11-20' }).filter((_, i) => i < 12 || i > 16);
const resolve = async () => true;

/** Daily weigh-ins for 8 weeks up to the stories' today, changing `perWeek` lbs a week with a little scatter: each verdict's data. */
const weeks = (perWeek: number, start = 190) =>
  Array.from({ length: 56 }, (_, i) => ({
    date: addDays('2026-11-20', i - 55),
    weight: Math.round((start + (perWeek / 7) * i + (i % 3 === 0 ? 0.4 : -0.2)) * 10) / 10,
  }));
const atPace = (perWeek: number, shown: Partial<Profile> = {}) => ({
  state: { status: 'ready' as const, entries: weeks(perWeek), profile: { ...profile, weightGoal: -2, targetWeight: 180, ...shown } },
});

const meta = {
  title: 'mfe-weight/WeightPanel',
  component: WeightPanelView,
  args: {
    today: '2026-11-20',
    onSave: resolve,
    onDelete: resolve,
    state: { status: 'ready', entries, profile },
    measurements: { open: () => {}, preload: () => {} },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WeightPanelView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntries: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const LoadFailed: Story = { args: { state: { status: 'error', onRetry: () => {} } } };

export const NoEntries: Story = { args: { state: { status: 'ready', entries: [], profile: { ...profile, weight: 0 } } } };

export const IncompleteProfile: Story = {
  args: { state: { status: 'ready', entries: entries.slice(-5), profile: { ...profile, age: 0, activityLevel: '' } } },
};

export const Metric: Story = { args: { state: { status: 'ready', entries, profile: { ...profile, measurementType: 'metric', targetWeight: 165.35 } } } };

/** The summary shows the trend weight and its weekly rate over the chosen range ("-0.6 lbs/week"). */
export const TrendWithGaps: Story = { args: { state: { status: 'ready', entries: sparse, profile } } };

/** "On track: −0.6 lbs/week, goal −0.5", the date the target comes at that pace with its range, and the projection on the chart. */
export const VerdictOnTrack: Story = { args: atPace(-0.6) };

/** "Slower than planned: −0.2 lbs/week, goal −0.5": the date is further out, its range wider. */
export const VerdictSlowerThanPlanned: Story = { args: atPace(-0.2) };

/** "Going the wrong way: +0.3 lbs/week, goal −0.5" and "Not at this rate": the projection heads away for 6 months. */
export const VerdictWrongWay: Story = { args: atPace(0.3) };

/** "Maintaining: within 1 lb of your start" for a maintain goal (no target, no date; the projection still drawn). */
export const VerdictMaintaining: Story = { args: atPace(0.1, { weightGoal: 0, targetWeight: 0 }) };

/** Fewer than 8 weigh-ins in the last 4 weeks: "Log a few more weigh-ins to see how you are doing", no date, no projection. */
export const VerdictNotEnoughWeighIns: Story = {
  args: { state: { status: 'ready', entries: weeks(-0.6).filter((_, i) => i % 5 === 0), profile: { ...profile, targetWeight: 180 } } },
};

/** The verdict in kilograms: "On track: −0.3 kgs/week, goal −0.25". */
export const VerdictMetric: Story = { args: atPace(-0.6, { measurementType: 'metric', targetWeight: 176.4 }) };

export const OneWeighIn: Story = { args: { state: { status: 'ready', entries: entries.slice(-1), profile } } };

/** A 360 px phone (336 px inside the page gutters): Start / Now / Change and the trend figures stay on one line each. */
export const Phone360: Story = {
  args: { state: { status: 'ready', entries: entries.map((e) => ({ ...e, weight: e.weight + 15.3 })), profile } },
  decorators: [
    (Story) => (
      <div style={{ width: 336 }}>
        <Story />
      </div>
    ),
  ],
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};
