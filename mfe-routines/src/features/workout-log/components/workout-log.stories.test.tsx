import { composeStories } from '@storybook/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './workout-log.stories';

afterEach(() => vi.restoreAllMocks());

const {
  RoutineSelection,
  PrefilledLog,
  LongLog,
  Metric,
  EmptyLog,
  Loading,
  LoadFailed,
  SaveFailed,
  RoutineSelectionWithEarlierDraft,
  WithTargets,
  WithTargetsMetric,
  NewRecords,
  NewRecordsMetric,
  FirstLogOnly,
} = composeStories(stories);

describe('workout log stories (no network)', () => {
  it('render every state without console errors', () => {
    const errors = vi.spyOn(console, 'error');
    for (const Story of [
      RoutineSelection,
      RoutineSelectionWithEarlierDraft,
      EmptyLog,
      PrefilledLog,
      LongLog,
      Metric,
      Loading,
      LoadFailed,
      SaveFailed,
      WithTargets,
      WithTargetsMetric,
    ]) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      unmount();
    }
    for (const Story of [NewRecords, NewRecordsMetric, FirstLogOnly]) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('status')).toBeInTheDocument();
      unmount();
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("targets: increase, more reps, repeat, in the user's unit", () => {
    render(<WithTargets />);
    const dialog = screen.getByRole('dialog');
    const target = (name: string) => within(dialog).getByRole('group', { name: `Next-session target for ${name}` }).textContent;
    expect(target('Bench Press')).toMatch(/^Target: 3 × 5 at 190 lbs/);
    expect(target('Bent-over Rows')).toMatch(/^Target: 8, 8, 6 reps at 135 lbs/);
    expect(target('Dips')).toMatch(/^Target: 10, 9, 8 repsNo rep range: repeat last time/);
    cleanup();
    render(<WithTargetsMetric />);
    expect(within(screen.getByRole('dialog')).getByRole('group', { name: 'Next-session target for Bench Press' })).toHaveTextContent(
      /^Target: 3 × 4 at 82.5 kgs/,
    );
  });

  it("the new-records note words each record in the user's unit, then first logs", () => {
    render(<NewRecords />);
    expect(
      within(screen.getByRole('status', { name: 'New records' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Bench Press: best e1RM 251.5 lbs (was 245)',
      'Bench Press: heaviest weight 215 lbs × 6 (was 205)',
      'Squats: 8 reps at 225 lbs (was 6)',
      'First log of Romanian Deadlift',
    ]);
    cleanup();
    render(<FirstLogOnly />);
    expect(screen.getByRole('status', { name: 'Log saved' })).toHaveTextContent('First log of Bench Press');
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
    expect(
      within(squats)
        .getAllByLabelText('Weight (kgs)')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['102.1', '102.1', '93']);
    expect(within(squats).getByText('Last time, Nov 18: 5 × 99.8, 5 × 99.8, 3 × 90.7 kgs')).toBeInTheDocument();
  });

  it("a set's note shows under it; Add note (focused) and Remove set are in the set's menu, by touch and by keyboard", async () => {
    const user = userEvent.setup();
    render(<PrefilledLog />);
    const squats = within(screen.getByRole('dialog')).getByRole('group', { name: 'Squats' });
    const row = (n: number) => within(squats).getByRole('group', { name: `Set ${n}` });
    // A note is shown and edited in place; a set without one shows no field.
    expect(within(row(3)).getByLabelText('Notes')).toHaveValue('Last set felt heavy');
    expect(within(row(1)).queryByLabelText('Notes')).not.toBeInTheDocument();
    await user.click(within(row(3)).getByRole('button', { name: 'Set 3 options for Squats' }));
    expect(screen.queryByRole('menuitem', { name: 'Add note' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    // By keyboard: the menu opens on ArrowDown; "Add note" shows the field with the focus in it.
    within(row(1)).getByRole('button', { name: 'Set 1 options for Squats' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Remove set' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Remove set' })).toHaveAttribute('data-tone', 'danger');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(within(row(1)).getByLabelText('Notes')).toHaveFocus();
    // Left empty, it folds back into the menu.
    await user.tab();
    expect(within(row(1)).queryByLabelText('Notes')).not.toBeInTheDocument();

    // Remove set 2: set 3 (with its note) moves up; the menu's button keeps the focus.
    await user.click(within(row(2)).getByRole('button', { name: 'Set 2 options for Squats' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove set' }));
    expect(within(squats).getAllByRole('group', { name: /^Set \d/ })).toHaveLength(2);
    expect(within(row(2)).getByLabelText('Notes')).toHaveValue('Last set felt heavy');
    expect(within(row(2)).getByRole('button', { name: 'Set 2 options for Squats' })).toHaveFocus();
  });
});
