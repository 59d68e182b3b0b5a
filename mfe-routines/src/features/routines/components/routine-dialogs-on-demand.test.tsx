import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoutinesPanelView, type RoutinesPanelActions } from './routines-panel-view';
import { sampleStarterRoutines } from '../../../test-support/sample-routines';

const resolve = async () => true;
const actions: RoutinesPanelActions = {
  onCreateRoutine: resolve,
  onRenameRoutine: resolve,
  onDeleteRoutine: resolve,
  onReorderRoutines: () => {},
  onCreateStarters: resolve,
  onCreateExercise: resolve,
  onUpdateExercise: resolve,
  onDeleteExercise: resolve,
  onReorderExercises: () => {},
};

/** Every "Loading…" text that reaches the page from now on, however briefly. */
function recordLoadingTexts() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes('Loading…')) seen.push(document.body.textContent);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe("the routines panel's editors (one chunk)", () => {
  it('once the starter routines dialog has loaded the chunk, Add routine, Edit and Rename open at once, with no Loading…', async () => {
    const user = userEvent.setup();
    render(<RoutinesPanelView {...actions} state={{ status: 'ready', ...sampleStarterRoutines(), measurementType: 'imperial' }} />);
    await user.click(screen.getByRole('button', { name: 'Need help?' }));
    await screen.findByRole('dialog', { name: 'Starter Routines' }, { timeout: 10_000 });
    await user.keyboard('{Escape}');

    const loading = recordLoadingTexts();
    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    expect(screen.getByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Full Body 1' }));
    const exercises = screen.getByRole('list', { name: 'Exercises in Full Body 1' });
    await user.click(within(exercises).getAllByRole('button', { name: /^Edit / })[0]!);
    expect(screen.getByRole('dialog', { name: 'Update Exercise' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Rename routine Full Body 2' }));
    expect(screen.getByRole('dialog', { name: 'Rename Routine' })).toBeInTheDocument();
    loading.stop();
    expect(loading.seen).toEqual([]);
  });
});
