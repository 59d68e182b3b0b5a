import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '@fitness/catalogue';
import * as stories from './exercise-picker.stories';

afterEach(() => vi.restoreAllMocks());

const { Empty, Results, RecentAndCustomFirst, NoMatchCreate, Filters, CreateExercise, MyExercises, MyExercisesEmpty } = composeStories(stories);

const field = () => screen.getByRole('combobox', { name: 'Exercise' });
/** The list once the picker's chunk has come (it loads on demand). */
const listed = async () => within(await screen.findByRole('listbox', { name: 'Exercises' }, { timeout: 15_000 }));
const optionNames = (list: { getAllByRole: (role: 'option') => HTMLElement[] }) =>
  list.getAllByRole('option').map((o) => o.querySelector('.exercise-picker__name')?.textContent ?? o.textContent);

describe('the exercise picker stories (no network)', () => {
  it('render without console errors', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const Story of [Empty, Results, RecentAndCustomFirst, NoMatchCreate, Filters, CreateExercise, MyExercises, MyExercisesEmpty]) {
      const { unmount } = render(<Story />);
      unmount();
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('empty: a closed combobox labelled "Exercise" that controls the list once its chunk is here', async () => {
    render(<Empty />);
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    await waitFor(() => expect(field()).toHaveAttribute('aria-controls'), { timeout: 15_000 });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('results: the recent exercise first, then the other matches; no "Create" while something matches', async () => {
    render(<Results />);
    const list = await listed();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    const names = optionNames(list);
    expect(names[0]).toBe('Barbell Bench Press');
    expect(names).toContain('Dumbbell Bench Press');
    expect(list.getAllByRole('option')[0]).toHaveTextContent(/Recent/);
    expect(names.some((name) => name?.startsWith('Create'))).toBe(false);
  });

  it("nothing typed: recent exercises, then the user's own, then the catalogue", async () => {
    render(<RecentAndCustomFirst />);
    const names = optionNames(await listed());
    expect(names.slice(0, 4)).toEqual(['Barbell Back Squat', 'Barbell Bench Press', 'Band Pull-Apart Hold', 'Landmine Squat']);
    expect(names).toHaveLength(50);
    expect(screen.getByText(`The first 50 of ${CATALOGUE.length + 2}: type more or filter to narrow them.`)).toBeInTheDocument();
  });

  it('no match: the last option reads "Create “Zercher Squat”"', async () => {
    render(<NoMatchCreate />);
    const list = await listed();
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['Create “Zercher Squat”']);
  });

  it('filters: only exercises with that primary muscle and equipment; "Any" lifts a filter', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    const list = await listed();
    expect(optionNames(list)).toEqual(['Goblet Squat', 'Kettlebell Thruster']);
    expect(screen.getByLabelText('Muscle')).toHaveValue('quads');
    await user.selectOptions(screen.getByLabelText('Equipment'), 'Any');
    await waitFor(() => expect(optionNames(list).length).toBeGreaterThan(2));
    expect(optionNames(list)).toContain('Landmine Squat');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('create: the name typed, the four kinds, muscles and equipment as optional chips', () => {
    render(<CreateExercise />);
    const dialog = screen.getByRole('dialog', { name: 'Create exercise' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Zercher Squat');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(
      within(within(dialog).getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weight and reps', 'Reps only', 'Time', 'Distance and time']);
    expect(within(within(dialog).getByRole('group', { name: 'Muscles' })).getAllByRole('checkbox')).toHaveLength(19);
    expect(within(within(dialog).getByRole('group', { name: 'Equipment' })).getAllByRole('checkbox')).toHaveLength(11);
  });

  it('my exercises: each with Edit and Delete; none yet says how to make one', () => {
    const { unmount } = render(<MyExercises />);
    const list = within(screen.getByRole('list', { name: 'My exercises' }));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('.my-exercises__name')?.textContent)).toEqual([
      'Band Pull-Apart Hold',
      'Landmine Squat',
    ]);
    expect(list.getByRole('button', { name: 'Edit Landmine Squat' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Delete Landmine Squat' })).toBeInTheDocument();
    unmount();
    render(<MyExercisesEmpty />);
    expect(screen.getByText('No exercises of your own yet. Type a name the list lacks, then choose Create.')).toBeInTheDocument();
  });
});
