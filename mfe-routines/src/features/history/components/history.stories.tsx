import type { Meta, StoryObj } from '@storybook/react';
import { addDays } from '@fitness/domain';
import type { HistoryWeek, HistoryWorkout } from '@fitness/schemas';
import { MonthCalendar } from './month-calendar';
import { WeekSummary } from './week-summary';
import { WorkoutCard } from './workout-card';
import '../history.css';

const TODAY = '2026-12-17';
const ignore = () => {};

const figures = (workouts: number, workingSets: number, volumeLb: number, trainingTimeMs: number | null) => ({
  workouts,
  workingSets,
  volumeLb,
  trainingTimeMs,
});
const week = (streakWeeks: number, thisWeek = figures(3, 42, 24_350, 10_800_000)): HistoryWeek => ({
  today: TODAY,
  thisWeek: { start: '2026-12-14', end: '2026-12-20', ...thisWeek },
  lastWeek: { start: '2026-12-07', end: '2026-12-13', ...figures(1, 16, 9_800, 3_300_000) },
  streakWeeks,
});

const workout = (date: string, sets: number, volumeLb: number, extra: Partial<HistoryWorkout> = {}): HistoryWorkout => ({
  date,
  routineName: null,
  durationMs: null,
  exercises: Math.ceil(sets / 4),
  sets,
  workingSets: sets,
  volumeLb,
  ...extra,
});

/** Four workouts a week, light to heavy, and a run (no volume) on Sundays. */
const busyMonth = Array.from({ length: 17 }, (_, i) => addDays('2026-12-01', i))
  .filter((day) => ![2, 4].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))
  .map((day, i) => (new Date(`${day}T00:00:00Z`).getUTCDay() === 0 ? workout(day, 1, 0) : workout(day, 12 + (i % 4) * 3, 6_000 + (i % 4) * 3_000)));

const meta = {
  title: 'mfe-routines/History',
  component: WeekSummary,
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof WeekSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WeekWithStreak: Story = { args: { state: { status: 'ready', week: week(6), type: 'imperial' } } };

export const WeekWithoutStreak: Story = { args: { state: { status: 'ready', week: week(0, figures(0, 0, 0, null)), type: 'metric' } } };

export const CalendarEmptyMonth: Story = {
  args: WeekWithStreak.args,
  render: () => <MonthCalendar year={2026} month={12} today={TODAY} days={[]} onPrevious={ignore} onChoose={ignore} />,
};

export const CalendarBusyMonth: Story = {
  args: WeekWithStreak.args,
  render: () => <MonthCalendar year={2026} month={12} today={TODAY} days={busyMonth} onPrevious={ignore} onChoose={ignore} />,
};

export const AWorkoutCard: Story = {
  args: WeekWithStreak.args,
  render: () => (
    <WorkoutCard
      workout={workout('2026-12-15', 18, 12_345, { exercises: 4, durationMs: 3_120_000, routineName: 'Push Day' })}
      type="imperial"
      today={TODAY}
      records={2}
      onOpen={ignore}
    />
  ),
};
