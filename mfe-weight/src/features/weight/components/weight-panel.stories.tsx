import type { Meta, StoryObj } from '@storybook/react';
import { sampleWeights } from '@fitness/charts';
import type { Profile } from '@fitness/domain';
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
const sparse = sampleWeights(30, { start: 212, trendPerDay: -0.08, everyDays: 3, end: '2026-11-20' })
  .filter((_, i) => i < 12 || i > 16);
const resolve = async () => true;

const meta = {
  title: 'mfe-weight/WeightPanel',
  component: WeightPanelView,
  args: { today: '2026-11-20', onSave: resolve, onDelete: resolve, state: { status: 'ready', entries, profile } },
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
