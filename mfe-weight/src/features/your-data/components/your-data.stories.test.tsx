import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './your-data.stories';

afterEach(() => vi.restoreAllMocks());

const { Empty, PreviewWithWarnings, BackupPreview, Progress, Finished, Error: Failed } = composeStories(stories);

describe('Your data stories (no network)', () => {
  it('render every step without console errors', () => {
    const errors = vi.spyOn(console, 'error');
    for (const Story of [Empty, PreviewWithWarnings, BackupPreview, Progress, Finished, Failed]) {
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
    render(<PreviewWithWarnings />);
    expect(screen.getByText('12 cardio rows skipped (no reps)')).toBeInTheDocument();
    expect(screen.getByText('4 sets over the day caps, left out')).toBeInTheDocument();
    render(<BackupPreview />);
    expect(screen.getByText('Days measured').nextElementSibling).toHaveTextContent('24');
    expect(screen.getByText('1 day of measurements on days you already measured, left out')).toBeInTheDocument();
    render(<Progress />);
    expect(screen.getByRole('progressbar', { name: 'Import' })).toHaveAttribute('aria-valuenow', '40');
    render(<Finished />);
    expect(screen.getByText('Imported 1,500 workouts, 35,940 sets')).toBeInTheDocument();
    render(<Failed />);
    expect(screen.getAllByRole('alert').some((el) => /none of the formats/.test(el.textContent ?? ''))).toBe(true);
  });
});
