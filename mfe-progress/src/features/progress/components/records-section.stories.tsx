import type { Meta, StoryObj } from '@storybook/react';
import { personalRecords, type RecordEntry } from '@fitness/domain';
import { sampleEntries, SAMPLE_BODY_WEIGHT_LB } from '../../../test-support/sample-progress-data';
import { RecordsSection } from './records-section';
import '../../../progress-remote.css';

/** Records of a made-up history, computed by the same domain function the API uses. */
function recordsOf(...args: Parameters<typeof sampleEntries>) {
  const history = sampleEntries(...args).map((e) => ({
    id: e.id,
    date: e.date,
    kind: e.kind,
    bw: e.bw,
    sets: e.sets,
    ...(e.bw ? { bodyWeightLb: SAMPLE_BODY_WEIGHT_LB } : {}),
  }));
  return personalRecords(history).records;
}

const meta = {
  title: 'mfe-progress/Records',
  component: RecordsSection,
  args: { records: recordsOf({ name: 'Bench Press', count: 24, start: 135 }), formula: 'epley', type: 'imperial' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecordsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Imperial: Story = {};
/** Kilograms, e1RM to the nearest 0.25 kg, by Brzycki. */
export const Metric: Story = { args: { type: 'metric', formula: 'brzycki' } };
/** A bodyweight-compared exercise: the e1RM counts the day's body weight and says so. */
export const Bodyweight: Story = { args: { records: recordsOf({ name: 'Dips', count: 12, start: 0, bw: true }) } };
export const NoRecordsYet: Story = { args: { records: recordsOf({ name: 'Plank', count: 3, noWeight: true }) } };
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
};

/** A Time exercise (plank holds): "Longest time". */
export const Time: Story = { args: { records: recordsOf({ name: 'Plank', count: 16, start: 45, kind: 'time' }), kind: 'time' } };
/** A Distance and time exercise (runs, with sprints that never take the pace record): "Farthest" and "Best pace", and the pace rule. */
export const DistanceAndTime: Story = { args: { records: recordsOf({ name: 'Run', count: 24, kind: 'distanceTime' }), kind: 'distanceTime', type: 'metric' } };
/** The same runs in miles. */
export const DistanceAndTimeImperial: Story = { args: { records: recordsOf({ name: 'Run', count: 24, kind: 'distanceTime' }), kind: 'distanceTime' } };
/** Only short sprints and a carry with no time: no pace record yet, and the rule that explains why. */
export const NoPaceRecordYet: Story = {
  args: {
    records: personalRecords(
      ['2026-11-18', '2026-11-20'].map(
        (date, i): RecordEntry => ({
          id: `sprint-${i}`,
          date,
          kind: 'distanceTime',
          bw: false,
          sets: [{ reps: 1, weight: 0, meters: 400 - 100 * i, seconds: 75 }],
        }),
      ),
    ).records,
    kind: 'distanceTime',
    type: 'metric',
  },
};
/** A Reps only exercise (pull-ups): "Most reps", no weights. */
export const RepsOnly: Story = { args: { records: recordsOf({ name: 'Pull-ups', count: 18, kind: 'repsOnly' }), kind: 'repsOnly' } };
