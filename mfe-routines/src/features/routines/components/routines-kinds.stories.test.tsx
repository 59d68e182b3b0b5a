import { composeStories } from '@storybook/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_RANGE_MESSAGE } from '@fitness/domain';
import * as dialogStories from './routines-dialogs.stories';
import * as panelStories from './routines-panel.stories';

afterEach(() => vi.restoreAllMocks());

const { TypeRepsOnly, TypeTime, TypeDistanceAndTime, TypeDistanceAndTimeMiles, TypeTimeBadInput } = composeStories(dialogStories);
const { EveryKind, EveryKindImperial } = composeStories(panelStories);

const rows = () =>
  within(screen.getByRole('list', { name: 'Exercises in Conditioning' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.exercise-row__text')!.textContent);

describe('stories of exercise kinds (no network)', () => {
  it('show the "Type" control on each kind with that kind\'s fields', () => {
    const errors = vi.spyOn(console, 'error');
    const cases = [
      [TypeRepsOnly, 'Reps only', 'Reps low'],
      [TypeTime, 'Time', 'Time'],
      [TypeDistanceAndTime, 'Distance and time', 'Distance (km)'],
      [TypeDistanceAndTimeMiles, 'Distance and time', 'Distance (mi)'],
    ] as const;
    for (const [Story, kind, field] of cases) {
      render(<Story />);
      const type = screen.getByLabelText('Type');
      expect(within(type).getByRole('option', { selected: true })).toHaveTextContent(kind);
      expect(screen.getByLabelText(field)).toBeInTheDocument();
      cleanup();
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('the bad-input story says the time message on Save', async () => {
    render(<TypeTimeBadInput />);
    expect(screen.getByLabelText('Time')).toHaveValue('25:00:00');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(expect.stringContaining(TIME_RANGE_MESSAGE));
  });

  it('a routine with every kind shows each target by kind, in km or mi', async () => {
    const user = userEvent.setup();
    render(<EveryKind />);
    await user.click(screen.getByRole('button', { name: 'Conditioning' }));
    expect(rows()).toEqual(['Bench Press3-4 x 5-883.9 kgs', 'Pull-ups3 x 8-12', 'Plank3 × 60 s', 'Run1 × 5 km in 25:00', "Farmer's carry3 × 0.04 km63.5 kgs"]);
    cleanup();

    render(<EveryKindImperial />);
    await user.click(screen.getByRole('button', { name: 'Conditioning' }));
    expect(rows()).toEqual(['Bench Press3-4 x 5-8185 lbs', 'Pull-ups3 x 8-12', 'Plank3 × 60 s', 'Run1 × 3.11 mi in 25:00', "Farmer's carry3 × 0.02 mi140 lbs"]);
  });
});
