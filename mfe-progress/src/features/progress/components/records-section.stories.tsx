import type { Meta, StoryObj } from '@storybook/react';
import { personalRecords } from '@fitness/domain';
import { sampleEntries, SAMPLE_BODY_WEIGHT_LB } from '../../../test-support/sample-progress-data';
import { RecordsSection } from './records-section';
import '../../../progress-remote.css';

/** Records of a made-up history, computed by the same domain function the API uses. */
function recordsOf(...args: Parameters<typeof sampleEntries>) {
  const history = sampleEntries(...args).map((e) => ({
    id: e.id,
    date: e.date,
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
