import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExerciseDialog } from '../../routines/components/exercise-dialog';
import type { PickerChunk } from '../hooks/picker-chunk-on-demand';

// The picker's chunk held back until the test lets it come, its index build watched.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived, prepared: 0 };
});
vi.mock('../picker-chunk', async (importOriginal) => {
  await chunk.arrived;
  const actual = await importOriginal<PickerChunk>();
  return {
    ...actual,
    prepareExerciseSearch: () => {
      chunk.prepared += 1;
      actual.prepareExerciseSearch();
    },
  };
});

function openDialog() {
  const onSave = vi.fn(async () => true);
  const user = userEvent.setup();
  const view = render(<ExerciseDialog open exercise={null} type="imperial" onSave={onSave} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Exercise' });
  return { ...view, user, onSave, dialog, field: within(dialog).getByRole('combobox', { name: 'Exercise' }) };
}

describe("the picker's chunk, loaded on demand", () => {
  it('leaves the dialog usable while it comes (the field takes a name as typed), then lists; the index is built once idle', async () => {
    const first = openDialog();
    await first.user.type(first.field, 'Plank');
    expect(first.field).toHaveValue('Plank');
    expect(first.field).toHaveAttribute('aria-expanded', 'false');
    expect(first.field).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    expect(first.onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Plank', kind: 'weightReps' }));
    first.unmount();
    expect(chunk.prepared).toBe(0);

    chunk.arrive();
    const second = openDialog();
    await waitFor(() => expect(second.field).toHaveAttribute('aria-controls'), { timeout: 15_000 });
    await second.user.type(second.field, 'plank');
    expect(within(screen.getByRole('listbox', { name: 'Exercises' })).getAllByRole('option')[0]).toHaveTextContent(/^Plank/);
    await expect.poll(() => chunk.prepared, { timeout: 15_000 }).toBe(1);
  });
});
