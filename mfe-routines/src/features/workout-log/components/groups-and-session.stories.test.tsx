import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './groups-and-session.stories';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const { SupersetInLog, SessionNotStarted, SessionRunning, SessionFinished, FinishSummary, FinishSummaryMetric } = composeStories(stories);

const log = () => screen.getByRole('dialog', { name: 'Daily Workout Log' });
const card = (name: string) => within(log()).getByRole('group', { name });
const workout = () => within(log()).getByRole('region', { name: 'Workout' });
const figures = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('groups and the session in the log (no network)', () => {
  it('render every story without console errors', () => {
    const errors = vi.spyOn(console, 'error');
    for (const Story of [SupersetInLog, SessionNotStarted, SessionRunning, SessionFinished, FinishSummary, FinishSummaryMetric]) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      unmount();
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('a superset and a circuit: A1, A2 and B1–B3 beside the names, each described, the bracket on their items', () => {
    render(<SupersetInLog />);
    expect(card('Bench Press')).toHaveAccessibleDescription('A1 Superset A: Bench Press and Barbell Row');
    expect(card('Barbell Row')).toHaveAccessibleDescription('A2 Superset A: Bench Press and Barbell Row');
    expect(card('Step-up')).toHaveAccessibleDescription('B3 Circuit B: Squat, Lunge and Step-up');
    expect(card('Plank')).not.toHaveAccessibleDescription();
    // The description shows once, at the head of the group.
    expect(
      within(log())
        .getAllByText('Superset A: Bench Press and Barbell Row')
        .filter((p) => p.className === 'log-exercise__group'),
    ).toHaveLength(1);
    expect(card('Bench Press').closest('li')).toHaveClass('workout-log__member', 'workout-log__member--first');
    expect(card('Step-up').closest('li')).toHaveClass('workout-log__member--last');
    expect(card('Plank').closest('li')).not.toHaveClass('workout-log__member');
  });

  it('the header: "Start workout"; while running the time since the stored start; finished, its times and the summary', () => {
    const { unmount } = render(<SessionNotStarted />);
    expect(within(workout()).getByRole('button', { name: 'Start workout' })).toBeInTheDocument();
    expect(within(workout()).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(workout()).getByLabelText('Workout notes')).toHaveValue('');
    unmount();

    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 10, 25, 18, 44, 0));
    const running = render(<SessionRunning />);
    const timer = within(workout()).getByRole('timer', { name: 'Workout time' });
    expect(timer).toHaveTextContent('0:42:10');
    expect(within(workout()).getByLabelText('Started')).toHaveValue('18:01');
    // The clock redraws just after each whole second.
    act(() => vi.advanceTimersByTime(60_050));
    expect(timer).toHaveTextContent('0:43:10');
    expect(within(workout()).getByRole('button', { name: 'Finish workout' })).toBeInTheDocument();
    running.unmount();
    vi.useRealTimers();

    render(<SessionFinished />);
    expect(within(workout()).getByLabelText('Started')).toHaveValue('18:02');
    expect(within(workout()).getByLabelText('Finished')).toHaveValue('19:05');
    expect(within(workout()).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(workout()).getByLabelText('Workout notes')).toHaveValue('Felt strong; shoulder fine.');
    fireEvent.click(within(workout()).getByRole('button', { name: 'Workout summary' }));
    expect(figures(screen.getByRole('dialog', { name: 'Workout summary' })).Duration).toBe('1 h 3 min');
  });

  it('the summary: duration, exercises and sets saved, volume in the user’s unit, the notes and the new records', () => {
    const { unmount } = render(<FinishSummary />);
    const summary = screen.getByRole('dialog', { name: 'Workout summary' });
    expect(figures(summary)).toEqual({ Duration: '1 h 3 min', Exercises: '5', Sets: '8', Volume: '8,375 lbs' });
    expect(within(summary).getByText('Felt strong; shoulder fine.')).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('region', { name: 'New records' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Bench Press: /), 'First log of Barbell Row']);
    unmount();
    render(<FinishSummaryMetric />);
    expect(figures(screen.getByRole('dialog', { name: 'Workout summary' })).Volume).toBe('3,799 kgs');
  });
});
