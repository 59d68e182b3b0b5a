import type { Meta, StoryObj } from '@storybook/react';
import * as catalogue from '@fitness/catalogue';
import { addDays } from '@fitness/domain';
import { nameResolver } from '../hooks/name-links';
import { setsPerMuscleWeeks, type SetsByName } from '../hooks/weeks-of-sets';
import { SetsPerMuscleView } from './sets-per-muscle-view';
import '../../../progress-remote.css';

const TODAY = '2026-11-18';
const zercher = { id: 'c1', name: 'Zercher Squat', kind: 'weightReps', primary: ['quads'], secondary: ['glutes', 'abs'] } as const;
const resolve = nameResolver(catalogue, [zercher], [{ name: 'Benchpress', catalogueId: 'barbell-bench-press' }]);

/** A push/pull/legs lifter's 8 weeks, counted by the same code as the panel (weeks back from this one). */
function weeksOf(byWeek: Record<number, Record<string, number>>) {
  const answer: SetsByName = {
    weeks: Object.entries(byWeek).map(([back, names]) => ({
      weekStart: addDays(catalogue.weekOf(TODAY), -7 * Number(back)),
      names: Object.entries(names).map(([name, workingSets]) => ({ name, workingSets })),
    })),
  };
  return setsPerMuscleWeeks(catalogue, answer, TODAY, resolve);
}

const week = (scale: number) => ({
  'Bench Press': 4 * scale,
  Benchpress: 2,
  'Overhead Press': 3 * scale,
  'Triceps Pushdown': 3,
  'Barbell Row': 4 * scale,
  'Pull-up': 3 * scale,
  'Dumbbell Curl': 3,
  Squat: 5 * scale,
  'Zercher Squat': 2,
  'Romanian Deadlift': 3 * scale,
  'Standing Calf Raise': 4,
  'Hanging Leg Raise': 3,
});

const meta = {
  title: 'mfe-progress/Sets per muscle',
  component: SetsPerMuscleView,
  args: {
    state: { status: 'ready', data: weeksOf({ 0: { ...week(1), 'Grandpa’s Secret Lift': 2 }, 1: week(1), 2: week(2), 4: week(1), 6: week(1), 7: week(1) }) },
  },
  decorators: [
    (Story) => (
      <div className="progress-panel" style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SetsPerMuscleView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This week's bars (with a name not linked yet, left out of the counts); tap a muscle for its exercises, choose another week. */
export const Chart: Story = {};
/** Nothing logged in the last 8 weeks. */
export const Empty: Story = { args: { state: { status: 'ready', data: weeksOf({}) } } };
/** Weeks with sets, but none this week. */
export const NothingThisWeek: Story = { args: { state: { status: 'ready', data: weeksOf({ 1: week(1), 3: week(1) }) } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadFailed: Story = { args: { state: { status: 'error', onRetry: () => {} } } };
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};
