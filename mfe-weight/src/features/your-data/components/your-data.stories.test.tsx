import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './your-data.stories';

afterEach(() => vi.restoreAllMocks());

const { Empty, PreviewWithWarnings, PreviewWithNames, PreviewWithManyNamesKept, BackupPreview, Progress, Finished, Error: Failed } = composeStories(stories);

describe('Your data stories (no network)', () => {
  it('render every step without console errors', () => {
    const errors = vi.spyOn(console, 'error');
    for (const Story of [Empty, PreviewWithWarnings, PreviewWithNames, PreviewWithManyNamesKept, BackupPreview, Progress, Finished, Failed]) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('heading', { name: 'Your data', level: 1 })).toBeInTheDocument();
      unmount();
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('each step shows what it is about', () => {
    render(<Empty />);
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
    expect(screen.getByText('Nothing imported yet.')).toBeInTheDocument();
    expect(screen.getByText(/A row with a time and no reps becomes a Time set, one with a distance a Distance and time set/)).toBeInTheDocument();
    expect(screen.queryByText(/cardio/)).not.toBeInTheDocument();
    render(<PreviewWithWarnings />);
    expect(screen.getByText('Sets').nextElementSibling?.textContent).toBe('35,940 sets: 35,300 weight and reps, 400 time, 240 distance (3,100 warm-ups)');
    expect(screen.getByText('310 rest timer rows skipped')).toBeInTheDocument();
    expect(screen.getByText('4 sets over the day caps, left out')).toBeInTheDocument();
    const backup = within(render(<BackupPreview />).container);
    expect(backup.getByText('Days measured').nextElementSibling).toHaveTextContent('24');
    expect(backup.getByText('Sets').nextElementSibling?.textContent).toBe(
      '4,830 sets: 4,520 weight and reps, 120 reps only, 130 time, 60 distance (420 warm-ups)',
    );
    expect(screen.getByText('1 day of measurements on days you already measured, left out')).toBeInTheDocument();
    render(<Progress />);
    expect(screen.getByRole('progressbar', { name: 'Import' })).toHaveAttribute('aria-valuenow', '40');
    render(<Finished />);
    expect(screen.getByText('Imported 1,500 workouts, 35,940 sets')).toBeInTheDocument();
    render(<Failed />);
    expect(screen.getAllByRole('alert').some((el) => /none of the formats/.test(el.textContent ?? ''))).toBe(true);
  });

  it('the previews with names list each name with the one it gets, a long list collapsed under its count', () => {
    const short = within(render(<PreviewWithNames />).container);
    const rows = within(short.getByRole('table', { name: 'Exercise names' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toContain('Bench Press (Barbell)Barbell Bench Press');
    expect(rows.map((row) => row.textContent)).toContain('Zercher SquatZercher Squat (not linked yet)');
    expect(short.getByText('Exercise names (6)').closest('details')).toHaveAttribute('open');
    expect(short.getByRole('checkbox', { name: "Keep the file's names" })).not.toBeChecked();

    const long = within(render(<PreviewWithManyNamesKept />).container);
    expect(long.getByText('Exercise names (24)').closest('details')).not.toHaveAttribute('open');
    expect(long.getByText('Exercise names (24)')).toHaveTextContent('Exercise names (24), 2 not linked yet');
    expect(long.getByRole('checkbox', { name: "Keep the file's names" })).toBeChecked();
  });

  it('an answer without names (an API before them) shows no names and no choice', () => {
    render(<PreviewWithWarnings />);
    expect(screen.queryByText(/Exercise names/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: "Keep the file's names" })).not.toBeInTheDocument();
  });
});
