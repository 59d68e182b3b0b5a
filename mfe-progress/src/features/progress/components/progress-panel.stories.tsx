import type { Meta, StoryObj } from '@storybook/react';
import { sampleWeights } from '@fitness/charts/samples';
import type { ProgressData } from '../api/progress-data';
import { sampleProgress, type SampleExercise } from '../../../test-support/sample-progress-data';
import { progressUnits } from '../hooks/progress-context';
import { ProgressPanelView, type ProgressPanelState } from './progress-panel-view';
import { StatisticsDialog } from './statistics-dialog';
import '../../../progress-remote.css';

const weights = sampleWeights(900, { start: 200, trendPerDay: -0.02, end: '2026-11-20' });
const imperial = progressUnits('imperial', weights, 185);
const resolve = async () => true;

function panel(exercises: readonly SampleExercise[], units = imperial): { state: ProgressPanelState; data: ProgressData } {
  const { list, data } = sampleProgress(exercises);
  return { state: { status: 'ready', exercises: list, units }, data };
}

function PanelStory({ state, data }: { state: ProgressPanelState; data: ProgressData }) {
  return <ProgressPanelView state={state} data={data} onRename={resolve} onDelete={resolve} onReorder={resolve} />;
}

const meta = {
  title: 'mfe-progress/ProgressPanel',
  component: PanelStory,
  args: panel([
    { name: 'Squat', count: 24, start: 185, bw: true },
    { name: 'Bench Press', count: 20, start: 135 },
    { name: 'Pullups (Assisted if needed)', count: 12, start: 0 },
  ]),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanelStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lists: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadFailed: Story = { args: { state: { status: 'error', onRetry: () => {} } } };
export const Empty: Story = { args: panel([]) };
export const OneEntry: Story = { args: panel([{ name: 'Deadlift', count: 1, start: 225 }]) };
export const LongHistory: Story = {
  args: panel([
    { name: 'Squat', count: 1000, everyDays: 1, start: 95, bw: true },
    { name: 'Bench Press', count: 400, start: 95 },
  ]),
};
/** After "Bench" was renamed to "Bench Press": one list holding both histories, by date. */
export const Merged: Story = {
  args: panel([
    { name: 'Bench Press', count: 30, everyDays: 3, start: 135 },
    { name: 'Overhead Press', count: 8, start: 75 },
  ]),
};
export const Metric: Story = {
  args: panel(
    [
      { name: 'Squat', count: 24, start: 185, bw: true },
      { name: 'Bench Press', count: 20, start: 135 },
    ],
    progressUnits('metric', weights, 185),
  ),
};
/** Every kind side by side: a Time exercise (longest set, total time), a Distance and time one (distance, best pace, longest distance), Reps only, Weight and reps. */
export const Kinds: Story = {
  args: panel([
    { name: 'Plank', count: 18, start: 45, kind: 'time' },
    { name: 'Run', count: 24, kind: 'distanceTime' },
    { name: 'Pull-ups', count: 12, kind: 'repsOnly' },
    { name: 'Bench Press', count: 20, start: 135 },
  ]),
};
/** The kinds in kilometres. */
export const KindsMetric: Story = {
  args: panel(
    [
      { name: 'Plank', count: 18, start: 45, kind: 'time' },
      { name: 'Run', count: 24, kind: 'distanceTime' },
    ],
    progressUnits('metric', weights, 185),
  ),
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

/** The statistics dialog, open. */
function StatisticsStory({ exercise, units = imperial }: { exercise: SampleExercise; units?: typeof imperial }) {
  const { data } = sampleProgress([exercise], { formula: units.formula });
  return <StatisticsDialog name={exercise.name} units={units} data={data} onClose={() => {}} />;
}

export const StatisticsOneEntry: StoryObj<typeof StatisticsStory> = { render: () => <StatisticsStory exercise={{ name: 'Deadlift', count: 1, start: 225 }} /> };
export const StatisticsThreeYears: StoryObj<typeof StatisticsStory> = {
  render: () => <StatisticsStory exercise={{ name: 'Squat', count: 540, everyDays: 2, start: 95 }} />,
};
/** Records and the e1RM figure in kilograms, by Brzycki. */
export const StatisticsMetricRecords: StoryObj<typeof StatisticsStory> = {
  render: () => (
    <StatisticsStory exercise={{ name: 'Bench Press', count: 40, everyDays: 3, start: 135 }} units={progressUnits('metric', weights, 185, 'brzycki')} />
  ),
};
/** Nothing with a load yet: "No records yet", no e1RM figure. */
export const StatisticsNoRecordsYet: StoryObj<typeof StatisticsStory> = {
  render: () => <StatisticsStory exercise={{ name: 'Plank', count: 4, noWeight: true }} />,
};
/** A Time exercise: longest set and total time, the "Longest time" record. */
export const StatisticsTime: StoryObj<typeof StatisticsStory> = {
  render: () => <StatisticsStory exercise={{ name: 'Plank', count: 30, start: 45, kind: 'time' }} />,
};
/** A Distance and time exercise in kilometres: distance, best pace (down is faster) and longest distance, "Farthest" and "Best pace" with the pace rule. */
export const StatisticsDistance: StoryObj<typeof StatisticsStory> = {
  render: () => <StatisticsStory exercise={{ name: 'Run', count: 40, everyDays: 3, kind: 'distanceTime' }} units={progressUnits('metric', weights, 185)} />,
};
/** The same runs in miles. */
export const StatisticsDistanceImperial: StoryObj<typeof StatisticsStory> = {
  render: () => <StatisticsStory exercise={{ name: 'Run', count: 40, everyDays: 3, kind: 'distanceTime' }} />,
};
/** A Reps only exercise: most reps, no weight figure. */
export const StatisticsRepsOnly: StoryObj<typeof StatisticsStory> = {
  render: () => <StatisticsStory exercise={{ name: 'Pull-ups', count: 24, kind: 'repsOnly' }} />,
};
