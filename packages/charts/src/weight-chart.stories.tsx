import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { availableRanges, dataSpanDays, type RangeKey } from '@fitness/domain';
import { RangeSelector } from './range-selector';
import { sampleWeights } from './sample-weights';
import { WeightChart } from './weight-chart';

const meta = {
  title: 'charts/WeightChart',
  component: WeightChart,
  args: { points: [], range: '1m', unit: 'lbs' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WeightChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const year = sampleWeights(365, { start: 205, trendPerDay: -0.04 });
const tenYears = sampleWeights(3650, { start: 230, trendPerDay: -0.012 });

export const Empty: Story = {};

export const OnePoint: Story = { args: { points: [{ date: '2026-11-20', weight: 182.4 }], targetWeight: 170 } };

export const AYear: Story = { args: { points: year, range: '1y', targetWeight: 180 } };

export const TenYears: Story = { args: { points: tenYears, range: 'all', targetWeight: 185 } };

export const Metric: Story = {
  args: { points: year.map((p) => ({ ...p, weight: Math.round((p.weight / 2.20462262185) * 10) / 10 })), range: '3m', unit: 'kgs', targetWeight: 80 },
};

export const Phone: Story = {
  args: { points: year, range: '1m', targetWeight: 190 },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
};

function WithRanges() {
  const [range, setRange] = useState<RangeKey>('1m');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <RangeSelector options={availableRanges('bodyWeight', dataSpanDays(year.map((p) => p.date)))} value={range} onChange={setRange} />
      <WeightChart points={year} range={range} unit="lbs" targetWeight={180} />
    </div>
  );
}

export const WithRangeSelector: Story = { render: () => <WithRanges /> };
