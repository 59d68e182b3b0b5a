import type { Meta, StoryObj } from '@storybook/react';
import { useState, type CSSProperties } from 'react';
import { addDays, availableRanges, dataSpanDays, goalProjection, PROJECTION_BAND_PERCENT, weightTrend, type RangeKey } from '@fitness/domain';
import { RangeSelector } from './range-selector';
import { sampleWeights } from './test-support/samples';
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
const yearTrend = weightTrend(year);
// The month: 209–213 lbs, far above a 170 lbs target.
const flatMonth = sampleWeights(31, { start: 211, trendPerDay: 0 });
const threeHundred = sampleWeights(300, { start: 204, trendPerDay: -0.03 });

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

function WithRanges({ trend = false }: { trend?: boolean }) {
  const [range, setRange] = useState<RangeKey>('1m');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <RangeSelector options={availableRanges('bodyWeight', dataSpanDays(year.map((p) => p.date)))} value={range} onChange={setRange} />
      <WeightChart points={year} range={range} unit="lbs" targetWeight={180} trend={trend ? yearTrend : undefined} />
    </div>
  );
}

export const WithRangeSelector: Story = { render: () => <WithRanges /> };

/** A 360 px phone leaves about 302 px in the weight panel: the six ranges stay in one row. */
export const PhoneWithRangeSelector: Story = {
  render: () => <WithRanges trend />,
  decorators: [
    (Story) => (
      <div style={{ width: 302 }}>
        <Story />
      </div>
    ),
  ],
};

/** The trend (time-aware moving average) as a smooth line over lighter raw points, with its key. */
export const WithTrend: Story = { args: { points: year, range: '3m', trend: yearTrend, targetWeight: 190 } };

/** A target far below a month of 209–213 lbs: the weights keep the plot, the target is an edge marker. */
export const FarTarget: Story = { args: { points: flatMonth, range: '1m', targetWeight: 170 } };

export const FarTargetAbove: Story = { args: { points: flatMonth, range: '1m', targetWeight: 250 } };

/** 300 daily weights on 'All': no point markers (the line carries them), each point still focusable. */
export const ThreeHundredPoints: Story = { args: { points: threeHundred, range: 'all', trend: weightTrend(threeHundred), targetWeight: 185 } };

/** The chart's dark colours: a `data-theme="dark"` ancestor does what `prefers-color-scheme: dark` does in the app. */
export const DarkMode: Story = {
  render: () => <WithRanges trend />,
  decorators: [
    (Story) => (
      <div
        data-theme="dark"
        style={
          {
            colorScheme: 'dark',
            padding: 16,
            borderRadius: 10,
            background: '#1a1d23',
            color: '#e6e8eb',
            // packages/ui's dark tokens, for the range selector beside the chart.
            '--color-surface': '#1a1d23',
            '--color-bg': '#0f1115',
            '--color-text': '#e6e8eb',
            '--color-border': '#3a404a',
            '--color-primary': '#8ab4f8',
            '--color-primary-contrast': '#0b1b36',
          } as CSSProperties
        }
      >
        <Story />
      </div>
    ),
  ],
};

/**
 * Ten weeks of daily weigh-ins (a straight line plus a wobble of `scatter` lbs) and the projection
 * domain's `goalProjection` makes of them, as the weight panel passes it.
 */
function projected({ perWeek, scatter, target, weeklyGoal }: { perWeek: number; scatter: number; target: number; weeklyGoal: number }) {
  const points = Array.from({ length: 70 }, (_, i) => ({
    date: addDays('2026-09-12', i),
    weight: Math.round((196 + (perWeek / 7) * i + scatter * Math.sin(i * 2.1) + (scatter / 2) * Math.cos(i * 0.9)) * 10) / 10,
  }));
  const result = goalProjection({ weighIns: points, today: points[points.length - 1]!.date, weeklyGoal, type: 'imperial', target });
  const projection = 'points' in result ? { points: result.points, bandPercent: PROJECTION_BAND_PERCENT } : null;
  return { points, trend: weightTrend(points), projection, targetWeight: target, range: '1m' as const, unit: 'lbs' };
}

/** Steady weigh-ins: losing 1 lb a week with little scatter, the band around the dashed projection stays narrow to the target. */
export const ProjectionNarrowBand: Story = { args: projected({ perWeek: -1, scatter: 0.2, target: 180, weeklyGoal: -4 }) };

/** The same pace with ±1.5 lbs of day-to-day scatter: a wide band, clipped to the plot. */
export const ProjectionWideBand: Story = { args: projected({ perWeek: -1, scatter: 1.5, target: 180, weeklyGoal: -4 }) };

/** Gaining while the goal is to lose: the projection heads away from the target for 6 months ("Not at this rate"). */
export const ProjectionWrongWay: Story = { args: projected({ perWeek: 0.4, scatter: 0.4, target: 180, weeklyGoal: -2 }) };

/** A flat trend: no date to reach the target; the line runs flat to 6 months ahead with its band. */
export const ProjectionNoDate: Story = { args: projected({ perWeek: 0, scatter: 0.5, target: 185, weeklyGoal: -2 }) };

/** The projection on a 343 px phone. */
export const ProjectionPhone: Story = {
  args: projected({ perWeek: -1, scatter: 0.6, target: 180, weeklyGoal: -4 }),
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
};

export const DarkModeFarTarget: Story = { ...DarkMode, render: () => <WeightChart points={flatMonth} range="1m" unit="lbs" targetWeight={170} /> };
