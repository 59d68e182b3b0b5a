import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HistoryWeek, HistoryWorkout } from '@fitness/schemas';
import { MonthCalendar, type MonthCalendarProps } from './month-calendar';
import { WeekSummary } from './week-summary';
import { WorkoutCard } from './workout-card';

const figures = (workouts: number, workingSets: number, volumeLb: number, trainingTimeMs: number | null = null) => ({
  workouts,
  workingSets,
  volumeLb,
  trainingTimeMs,
});
const week = (streakWeeks: number): HistoryWeek => ({
  today: '2026-12-03',
  thisWeek: { start: '2026-11-30', end: '2026-12-06', ...figures(3, 42, 12_345, 7_200_000) },
  lastWeek: { start: '2026-11-23', end: '2026-11-29', ...figures(1, 30, 10_000) },
  streakWeeks,
});
const workout = (date: string, sets: number, volumeLb: number, routineName: string | null = null): HistoryWorkout => ({
  date,
  routineName,
  durationMs: null,
  exercises: 3,
  sets,
  workingSets: sets,
  volumeLb,
});

describe('"This week"', () => {
  it('says each figure against last week, and the streak', () => {
    render(<WeekSummary state={{ status: 'ready', week: week(6), type: 'imperial' }} />);
    const region = screen.getByRole('region', { name: 'This week' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '3 workouts · 2 more than last week',
      '42 working sets · 12 more than last week',
      '12,345 lbs lifted · 2,345 lbs more than last week',
      '2 h of training · 2 h more than last week',
    ]);
    expect(within(region).getByText('Streak: 6 weeks')).toBeInTheDocument();
  });

  it('without a streak says how to start one; a failed read offers Retry', async () => {
    const { unmount } = render(<WeekSummary state={{ status: 'ready', week: week(0), type: 'metric' }} />);
    expect(screen.getByText('No streak yet: a workout this week starts one')).toBeInTheDocument();
    expect(screen.getByText('5,600 kgs lifted · 1,064 kgs more than last week')).toBeInTheDocument();
    unmount();
    const onRetry = vi.fn();
    render(<WeekSummary state={{ status: 'error', onRetry }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('the month calendar', () => {
  function renderMonth(props: Partial<MonthCalendarProps> = {}) {
    const handlers = { onPrevious: vi.fn(), onNext: vi.fn(), onChoose: vi.fn() };
    const days = [workout('2026-12-01', 18, 10_000), workout('2026-12-03', 12, 2_000, 'Push'), workout('2026-12-05', 4, 0)];
    render(<MonthCalendar year={2026} month={12} today="2026-12-03" days={days} {...handlers} {...props} />);
    return { ...handlers, grid: screen.getByRole('grid', { name: 'December 2026' }) };
  }
  const day = (name: string) => screen.getByRole('button', { name });

  it('is a grid captioned with its month, Monday first, each workout day named, marked and shaded by volume, today marked', () => {
    const { grid } = renderMonth();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(day('Tuesday 1 December: 18 sets')).toHaveClass('history-day--workout', 'history-day--shade-4');
    expect(day('Thursday 3 December: Push, 12 sets')).toHaveClass('history-day--shade-1');
    expect(day('Thursday 3 December: Push, 12 sets')).toHaveAttribute('aria-current', 'date');
    // Reps only, time or distance: marked, at the lightest shade.
    expect(day('Saturday 5 December: 4 sets')).toHaveClass('history-day--shade-1');
    expect(day('Wednesday 2 December')).not.toHaveClass('history-day--workout');
    expect(day('Wednesday 2 December')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Tuesday 1 December: 18 sets')).not.toHaveAttribute('aria-current');
  });

  it('chooses a workout day (not a day without one), and steps months', async () => {
    const user = userEvent.setup();
    const { onChoose, onPrevious, onNext } = renderMonth();
    await user.click(day('Tuesday 1 December: 18 sets'));
    await user.click(day('Wednesday 2 December'));
    expect(onChoose.mock.calls).toEqual([['2026-12-01']]);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect([onPrevious.mock.calls.length, onNext.mock.calls.length]).toEqual([1, 1]);
  });

  it('has no next month in today’s month', () => {
    renderMonth({ onNext: undefined });
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('takes one Tab stop, on today; the arrows move a day or a week, Home and End to the week’s ends, within the month', async () => {
    const user = userEvent.setup();
    renderMonth();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(day('Thursday 3 December: Push, 12 sets')).toHaveFocus();
    const moves: [string, string][] = [
      ['{ArrowRight}', 'Friday 4 December'],
      ['{ArrowDown}', 'Friday 11 December'],
      ['{Home}', 'Monday 7 December'],
      ['{End}', 'Sunday 13 December'],
      ['{ArrowUp}', 'Sunday 6 December'],
      ['{ArrowLeft}', 'Saturday 5 December: 4 sets'],
      ['{ArrowUp}', 'Saturday 5 December: 4 sets'],
    ];
    for (const [key, name] of moves) {
      await user.keyboard(key);
      expect(day(name), key).toHaveFocus();
    }
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([
      screen.getByRole('button', { name: 'Previous month' }),
      screen.getByRole('button', { name: 'Next month' }),
      day('Saturday 5 December: 4 sets'),
    ]);
  });

  it('while the month loads, says the grid is busy and marks no day', () => {
    const { grid } = renderMonth({ days: undefined });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('button', { name: /December$/ })).toHaveLength(31);
  });
});

describe('a workout card', () => {
  it('shows its day (the year only when not this year), the routine when known, its figures and trophies, and opens', async () => {
    const onOpen = vi.fn();
    const shown = { ...workout('2025-12-30', 18, 12_345, 'Push'), durationMs: 3_120_000 };
    render(<WorkoutCard workout={shown} type="imperial" today="2026-12-03" records={2} onOpen={onOpen} />);
    const card = screen.getByRole('article', { name: 'Tuesday 30 December 2025' });
    expect(card).toHaveTextContent('Push');
    expect(card).toHaveTextContent('3 exercises · 18 sets · 12,345 lbs · 52 min');
    expect(card).toHaveTextContent('2 new records');
    await userEvent.click(within(card).getByRole('button', { name: 'Tuesday 30 December 2025' }));
    expect(onOpen).toHaveBeenCalledWith(shown);
  });
});
