import type { Meta, StoryObj } from '@storybook/react';
import { ExerciseChart } from './exercise-chart';
import { sampleExerciseHistory } from './test-support/samples';

const meta = {
  title: 'charts/ExerciseChart',
  component: ExerciseChart,
  args: { points: [], range: '3m', unit: 'lbs', metric: 'workingWeight' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExerciseChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const threeYears = sampleExerciseHistory(540, { everyDays: 2 });

export const Empty: Story = {};
export const OneEntry: Story = { args: { points: [{ date: '2026-11-20', workingWeight: 135, volume: 2025 }] } };
export const ThreeMonths: Story = { args: { points: threeYears } };
export const ThreeYearsAll: Story = { args: { points: threeYears, range: 'all' } };
export const Volume: Story = { args: { points: threeYears, range: '1y', metric: 'volume' } };
export const Metric: Story = {
  args: {
    points: threeYears.map((p) => ({
      ...p,
      workingWeight: Math.round((p.workingWeight / 2.20462262185) * 10) / 10,
      volume: Math.round((p.volume / 2.20462262185) * 10) / 10,
    })),
    unit: 'kgs',
  },
};
