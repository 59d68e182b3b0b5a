import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './workout-log.stories';

afterEach(() => vi.restoreAllMocks());

const { RoutineSelection, PrefilledLog, LongLog, Metric, EmptyLog, Loading, LoadFailed, SaveFailed, RoutineSelectionWithEarlierDraft } = composeStories(stories);

describe('workout log stories (no network)', () => {
  it('render every state without console errors', () => {
    const errors = vi.spyOn(console, 'error');
    for (const Story of [RoutineSelection, RoutineSelectionWithEarlierDraft, EmptyLog, PrefilledLog, LongLog, Metric, Loading, LoadFailed, SaveFailed]) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      unmount();
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('the long log holds 10 exercises × 5 sets, with last time beside the ones logged before', () => {
    render(<LongLog />);
    const dialog = screen.getByRole('dialog', { name: 'Daily Workout Log' });
    // Counted through the DOM: fifty label lookups are slow in jsdom.
    expect(dialog.querySelectorAll('fieldset.log-exercise')).toHaveLength(10);
    expect(dialog.querySelectorAll('.log-set__reps input')).toHaveLength(50);
    expect(within(within(dialog).getByRole('group', { name: 'Squats' })).getByText('Last time, Nov 18: 5 × 220, 5 × 220, 3 × 200 lbs')).toBeInTheDocument();
  });

  it('metric shows kgs, and the previous numbers in kgs', () => {
    render(<Metric />);
    const squats = within(screen.getByRole('dialog')).getByRole('group', { name: 'Squats' });
    expect(within(squats).getAllByLabelText('Weight (kgs)').map((i) => (i as HTMLInputElement).value)).toEqual(['102.1', '102.1', '93']);
    expect(within(squats).getByText('Last time, Nov 18: 5 × 99.8, 5 × 99.8, 3 × 90.7 kgs')).toBeInTheDocument();
  });
});
