import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './history.stories';

afterEach(() => vi.restoreAllMocks());

const { WeekWithStreak, WeekWithoutStreak, CalendarEmptyMonth, CalendarBusyMonth, AWorkoutCard } = composeStories(stories);

describe('History stories (no network)', () => {
  it('render without console errors', () => {
    const errors = vi.spyOn(console, 'error');
    for (const Story of [WeekWithStreak, WeekWithoutStreak, CalendarEmptyMonth, CalendarBusyMonth, AWorkoutCard]) render(<Story />).unmount();
    expect(errors).not.toHaveBeenCalled();
  });

  it('the week with a streak and without one', () => {
    render(<WeekWithStreak />);
    expect(screen.getByText('3 workouts · 2 more than last week')).toBeInTheDocument();
    expect(screen.getByText('Streak: 6 weeks')).toBeInTheDocument();
    render(<WeekWithoutStreak />);
    expect(screen.getByText('0 workouts · 1 fewer than last week')).toBeInTheDocument();
    expect(screen.getByText('No streak yet: a workout this week starts one')).toBeInTheDocument();
  });

  it('an empty month marks no day; a busy month marks its workouts, shaded, and today', () => {
    const empty = render(<CalendarEmptyMonth />);
    expect(within(screen.getByRole('grid', { name: 'December 2026' })).getAllByRole('button', { name: /December$/ })).toHaveLength(31);
    empty.unmount();
    render(<CalendarBusyMonth />);
    const grid = screen.getByRole('grid', { name: 'December 2026' });
    const marked = within(grid).getAllByRole('button', { name: /sets?$/ });
    expect(marked).toHaveLength(11);
    expect(new Set(marked.map((day) => day.className.match(/shade-(\d)/)?.[1])).size).toBeGreaterThan(2);
    expect(within(grid).getByRole('button', { name: 'Thursday 17 December' })).toHaveAttribute('aria-current', 'date');
  });

  it('a workout card: its day, routine, figures and trophies', () => {
    render(<AWorkoutCard />);
    const card = screen.getByRole('article', { name: 'Tuesday 15 December' });
    expect(card).toHaveTextContent('Push Day');
    expect(card).toHaveTextContent('4 exercises · 18 sets · 12,345 lbs · 52 min');
    expect(card).toHaveTextContent('2 new records');
  });
});
