import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failCallsTo, renderWithApi, signInFreshUser, startTestApi, type TestApi } from '../../../../../tools/test-support/api-harness';
import { ExerciseDialog } from '../../routines/components/exercise-dialog';
import { deleteQuestion } from './my-exercises-dialog';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

type Me = Awaited<ReturnType<typeof signInFreshUser>>;

/** A routine's "Add Exercise" dialog against the API, its picker's chunk loaded. */
async function openDialog(me: Me) {
  const onSave = vi.fn(async () => true);
  const view = renderWithApi(
    api,
    me,
    [{ path: '/', element: <ExerciseDialog open exercise={null} type="imperial" onSave={onSave} onClose={() => {}} /> }],
    '/',
  );
  const dialog = screen.getByRole('dialog', { name: 'Add Exercise' });
  const field = within(dialog).getByRole('combobox', { name: 'Exercise' });
  await waitFor(() => expect(field).toHaveAttribute('aria-controls'), { timeout: 15_000 });
  return { ...view, dialog, field, onSave };
}

const options = () => within(screen.getByRole('listbox', { name: 'Exercises' })).getAllByRole('option');
const mine = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.my-exercises__name')?.textContent);

describe('custom exercises from the picker', () => {
  it('"Create “Zercher Squat”" saves a custom exercise with its Type, muscles and equipment, chooses it, and lists it from then on', async () => {
    const me = await signInFreshUser(api);
    const { dialog, field, user, onSave } = await openDialog(me);
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Reps only');
    await user.type(field, 'Zercher Squat');
    const create = options().at(-1)!;
    expect(create).toHaveTextContent('Create “Zercher Squat”');
    await user.click(create);

    const form = screen.getByRole('dialog', { name: 'Create exercise' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Zercher Squat');
    expect(within(form).getByLabelText('Type')).toHaveValue('repsOnly');
    await user.selectOptions(within(form).getByLabelText('Type'), 'Weight and reps');
    await user.click(within(within(form).getByRole('group', { name: 'Muscles' })).getByLabelText('Quads'));
    await user.click(within(within(form).getByRole('group', { name: 'Muscles' })).getByLabelText('Glutes'));
    await user.click(within(within(form).getByRole('group', { name: 'Equipment' })).getByLabelText('Barbell'));
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create exercise' })).not.toBeInTheDocument());
    expect(field).toHaveValue('Zercher Squat');
    expect(field).toHaveFocus();
    expect(within(dialog).getByLabelText('Type')).toHaveValue('weightReps');
    // The form inside the routine's dialog did not save the routine's exercise.
    expect(onSave).not.toHaveBeenCalled();
    expect(await me.trpc.customExercises.list.query()).toMatchObject([
      { name: 'Zercher Squat', kind: 'weightReps', primary: ['glutes', 'quads'], secondary: [], equipment: ['barbell'] },
    ]);

    await user.clear(field);
    await user.type(field, 'zerch');
    expect(options()).toHaveLength(1);
    expect(options()[0]).toHaveTextContent('Zercher Squat, My exercise · glutes, quads');
  });

  it('a create that fails says so and keeps the form as typed; the next try saves', async () => {
    const me = await signInFreshUser(api);
    const { field, user } = await openDialog(me);
    await user.type(field, 'Sandbag Shouldering');
    await user.click(options().at(-1)!);
    const form = screen.getByRole('dialog', { name: 'Create exercise' });
    me.setIntercept(failCallsTo('customExercises.create'));
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The server could not be reached. Please try again.');
    expect(within(form).getByLabelText('Name')).toHaveValue('Sandbag Shouldering');
    expect(await me.trpc.customExercises.list.query()).toEqual([]);

    me.setIntercept();
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect((await me.trpc.customExercises.list.query()).map((e) => e.name)).toEqual(['Sandbag Shouldering']);
  });

  it('"My exercises" lists them newest first, edits one, and deletes one after asking', async () => {
    const me = await signInFreshUser(api);
    await me.trpc.customExercises.create.mutate({ name: 'Landmine Squat', kind: 'weightReps', primary: ['quads'] });
    await me.trpc.customExercises.create.mutate({ name: 'Band Pull-Apart Hold', kind: 'time' });
    const { dialog, field, user, onSave } = await openDialog(me);
    await user.keyboard('{ArrowDown}');
    await user.click(within(dialog).getByRole('button', { name: 'My exercises' }));
    const myDialog = screen.getByRole('dialog', { name: 'My exercises' });
    const list = await within(myDialog).findByRole('list', { name: 'My exercises' });
    expect(mine(list)).toEqual(['Band Pull-Apart Hold', 'Landmine Squat']);

    await user.click(within(list).getByRole('button', { name: 'Edit Landmine Squat' }));
    const edit = screen.getByRole('dialog', { name: 'Edit exercise' });
    expect(within(within(edit).getByRole('group', { name: 'Muscles' })).getByLabelText('Quads')).toBeChecked();
    await user.clear(within(edit).getByLabelText('Name'));
    await user.type(within(edit).getByLabelText('Name'), 'Landmine Front Squat');
    await user.click(within(within(edit).getByRole('group', { name: 'Equipment' })).getByLabelText('Barbell'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mine(list)).toEqual(['Band Pull-Apart Hold', 'Landmine Front Squat']));
    expect(screen.queryByRole('dialog', { name: 'Edit exercise' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete Band Pull-Apart Hold' }));
    let ask = screen.getByRole('alertdialog', { name: 'Delete exercise' });
    expect(ask).toHaveTextContent(deleteQuestion('Band Pull-Apart Hold'));
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(mine(list)).toEqual(['Band Pull-Apart Hold', 'Landmine Front Squat']);
    await user.click(within(list).getByRole('button', { name: 'Delete Band Pull-Apart Hold' }));
    ask = screen.getByRole('alertdialog', { name: 'Delete exercise' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mine(list)).toEqual(['Landmine Front Squat']));

    expect(await me.trpc.customExercises.list.query()).toMatchObject([
      { name: 'Landmine Front Squat', kind: 'weightReps', primary: ['quads'], equipment: ['barbell'] },
    ]);
    await user.click(within(myDialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'My exercises' })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(field, 'landmine');
    expect(options()[0]).toHaveTextContent(/^Landmine Front Squat/);
  });
});
