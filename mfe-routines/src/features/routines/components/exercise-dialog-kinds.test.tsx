import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DISTANCE_RANGE_MESSAGE, EXERCISE_KIND_LABELS, TIME_RANGE_MESSAGE, type MeasurementType } from '@fitness/domain';
import type { Exercise, ExerciseValues } from '../types';
import { ExerciseDialog } from './exercise-dialog';

const base: Exercise = {
  id: 'e1',
  routineId: 'r1',
  name: 'Bench Press',
  setsLow: 3,
  setsHigh: null,
  repsLow: 5,
  repsHigh: 8,
  weight: 135,
  tracked: true,
  bw: false,
  notes: '',
  sortOrder: 1,
  increaseBy: 10,
};
const plank: Exercise = { ...base, name: 'Plank', kind: 'time', repsLow: 1, repsHigh: null, weight: 0, increaseBy: null, targetSeconds: 60 };
const run: Exercise = { ...plank, name: 'Run', kind: 'distanceTime', setsLow: 1, targetMeters: 5000, targetSeconds: 1500 };

function open(exercise: Exercise | null, type: MeasurementType = 'imperial') {
  const saved: ExerciseValues[] = [];
  const onClose = vi.fn();
  render(<ExerciseDialog open exercise={exercise} type={type} onSave={async (values) => saved.push(values) > 0} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: exercise ? 'Update Exercise' : 'Add Exercise' });
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const has = (label: string) => within(dialog).queryByLabelText(label) !== null;
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const user = userEvent.setup();
  return { dialog, field, has, save, saved, onClose, user };
}

/** A new exercise named and given a type. */
async function add(name: string, kind: keyof typeof EXERCISE_KIND_LABELS, type: MeasurementType = 'imperial') {
  const opened = open(null, type);
  await opened.user.type(opened.field('Exercise'), name);
  await opened.user.selectOptions(opened.field('Type'), EXERCISE_KIND_LABELS[kind]);
  return opened;
}

describe('ExerciseDialog: the "Type" control', () => {
  it('offers exactly the four kinds, "Weight and reps" first and chosen for a new exercise and for one stored without a type', () => {
    const fresh = open(null);
    const options = within(fresh.field('Type')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Weight and reps', 'Reps only', 'Time', 'Distance and time']);
    expect(within(fresh.field('Type')).getByRole('option', { selected: true })).toHaveTextContent('Weight and reps');
    // Today's fields, and nothing new.
    for (const label of ['Sets low', 'Reps low', 'Reps high', 'Weight (lbs)', 'Increase by (lbs)']) expect(fresh.has(label)).toBe(true);
    expect(fresh.has('Time')).toBe(false);
    expect(fresh.has('Distance (mi)')).toBe(false);
    cleanup();

    const stored = open(base);
    expect(within(stored.field('Type')).getByRole('option', { selected: true })).toHaveTextContent('Weight and reps');
  });

  it('explains the kinds on hover', async () => {
    const { dialog, user } = open(null);
    const button = within(dialog).getByRole('button', { name: 'About type' });
    await user.hover(button);
    expect(button).toHaveAccessibleDescription(/a time \(plank, dead hang, wall sit\); or a distance and time \(run, row, bike, carry\)/);
  });
});

describe('ExerciseDialog: Reps only', () => {
  it('has sets and reps but no weight and no "Increase by"; saves weight 0 and no targets', async () => {
    const { field, has, save, saved, user } = await add('Pull-ups', 'repsOnly');
    expect(has('Weight (lbs)')).toBe(false);
    expect(has('Increase by (lbs)')).toBe(false);
    expect(has('Time')).toBe(false);
    await user.clear(field('Sets low'));
    await user.type(field('Sets low'), '3');
    await user.clear(field('Reps low'));
    await user.type(field('Reps low'), '8');
    await user.type(field('Reps high'), '12');
    await save();
    expect(saved).toEqual([
      expect.objectContaining({ kind: 'repsOnly', setsLow: 3, repsLow: 8, repsHigh: 12, weight: 0, increaseBy: null, targetSeconds: null, targetMeters: null }),
    ]);
  });

  it('drops the weight and the weight step of an exercise turned into reps only', async () => {
    const { field, save, saved, user } = open(base);
    await user.selectOptions(field('Type'), 'Reps only');
    await save();
    expect(saved[0]).toMatchObject({ kind: 'repsOnly', weight: 0, increaseBy: null, repsLow: 5, repsHigh: 8 });
  });
});

describe('ExerciseDialog: Time', () => {
  it('has sets, a "Time" per set and an optional weight, no reps and no "Increase by"; saves the time in seconds', async () => {
    const { field, has, save, saved, user } = await add('Weighted plank', 'time');
    expect(has('Reps low')).toBe(false);
    expect(has('Increase by (lbs)')).toBe(false);
    expect(has('Distance (mi)')).toBe(false);
    expect(field('Time')).toHaveAccessibleDescription("Each set's time: m:ss, h:mm:ss or seconds (90 = 1:30)");
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'About weight' })).toHaveAccessibleDescription(
      /Optional weight added to each set, in lbs/,
    );
    await user.clear(field('Sets low'));
    await user.type(field('Sets low'), '3');
    await user.type(field('Time'), '1:30');
    await user.clear(field('Weight (lbs)'));
    await user.type(field('Weight (lbs)'), '25');
    await save();
    expect(saved).toEqual([
      expect.objectContaining({ kind: 'time', setsLow: 3, targetSeconds: 90, targetMeters: null, weight: 25, repsLow: 1, repsHigh: null, increaseBy: null }),
    ]);
  });

  it.each([
    ['90', 90],
    ['60', 60],
    ['2:05', 125],
    ['1:02:03', 3723],
    ['24:00:00', 86_400],
    ['0:01', 1],
  ])('takes "%s" as %i s', async (typed, seconds) => {
    const { field, save, saved, user } = await add('Wall sit', 'time');
    await user.type(field('Time'), typed);
    await save();
    expect(saved[0]).toMatchObject({ targetSeconds: seconds });
  });

  it.each(['', '0', '0:00', '24:00:01', '1:75', 'abc', '-5'])(
    'refuses "%s": says "Time must be between 0:01 and 24:00:00" and saves nothing',
    async (typed) => {
      const { dialog, field, save, saved, onClose, user } = await add('Dead hang', 'time');
      if (typed) await user.type(field('Time'), typed);
      await save();
      expect(saved).toEqual([]);
      expect(onClose).not.toHaveBeenCalled();
      expect(field('Time')).toHaveFocus();
      expect(field('Time')).toBeInvalid();
      expect(field('Time')).toHaveAccessibleDescription(expect.stringContaining(TIME_RANGE_MESSAGE));
      expect(dialog).toHaveTextContent(TIME_RANGE_MESSAGE);
    },
  );

  it('says so when a bad time is left, forgets it once typed again, and saves once it is right', async () => {
    const { dialog, field, save, saved, user } = await add('Plank', 'time');
    await user.type(field('Time'), '25:00:00');
    expect(within(dialog).queryByText(TIME_RANGE_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByText(TIME_RANGE_MESSAGE)).toBeInTheDocument();
    await user.clear(field('Time'));
    expect(within(dialog).queryByText(TIME_RANGE_MESSAGE)).not.toBeInTheDocument();
    expect(field('Time')).toBeValid();
    // Tabbing past a blank field says nothing; only saving asks for the missing time.
    await user.tab();
    expect(within(dialog).queryByText(TIME_RANGE_MESSAGE)).not.toBeInTheDocument();
    await save();
    expect(within(dialog).getByText(TIME_RANGE_MESSAGE)).toBeInTheDocument();
    await user.type(field('Time'), '45');
    await save();
    expect(saved).toEqual([expect.objectContaining({ kind: 'time', targetSeconds: 45 })]);
  });

  it('edits a time exercise from its stored time, shown as m:ss', async () => {
    const { field, save, saved } = open(plank);
    expect(within(field('Type')).getByRole('option', { selected: true })).toHaveTextContent('Time');
    expect(field('Time')).toHaveValue('1:00');
    await save();
    expect(saved[0]).toMatchObject({ kind: 'time', targetSeconds: 60, targetMeters: null });
    cleanup();

    const longer = open(plank);
    await longer.user.clear(longer.field('Time'));
    await longer.user.type(longer.field('Time'), '65');
    await longer.save();
    expect(longer.saved[0]).toMatchObject({ targetSeconds: 65 });
  });
});

describe('ExerciseDialog: Distance and time', () => {
  it('has sets, "Distance (km)" for a metric user, an optional "Time" to beat and an optional weight; saves metres and seconds', async () => {
    const { field, has, save, saved, user } = await add('Run', 'distanceTime', 'metric');
    expect(has('Reps low')).toBe(false);
    expect(has('Increase by (kgs)')).toBe(false);
    expect(field('Time')).toHaveAccessibleDescription('Optional time to beat: m:ss, h:mm:ss or seconds (90 = 1:30)');
    expect(field('Distance (km)')).toHaveAccessibleDescription("Each set's distance in km, e.g. 5 or 2.5");
    await user.type(field('Distance (km)'), '5');
    await user.type(field('Time'), '25:00');
    await save();
    expect(saved).toEqual([expect.objectContaining({ kind: 'distanceTime', setsLow: 1, targetMeters: 5000, targetSeconds: 1500, weight: 0, repsLow: 1 })]);
  });

  it("takes miles for an imperial user, a comma as the decimal point, and no time (a farmer's carry with its weight)", async () => {
    const { field, has, save, saved, user } = await add("Farmer's carry", 'distanceTime');
    expect(has('Distance (km)')).toBe(false);
    await user.type(field('Distance (mi)'), '0,1');
    await user.clear(field('Weight (lbs)'));
    await user.type(field('Weight (lbs)'), '70');
    await save();
    // 0.1 mi = 160.9344 m, stored as whole metres.
    expect(saved).toEqual([expect.objectContaining({ kind: 'distanceTime', targetMeters: 161, targetSeconds: null, weight: 70 })]);
  });

  it.each(['', '0', '0.0001', '1000.001', 'five', '-2'])(
    'refuses the distance "%s": says "Distance must be between 1 m and 1,000 km" and saves nothing',
    async (typed) => {
      const { dialog, field, save, saved, user } = await add('Row', 'distanceTime', 'metric');
      if (typed) await user.type(field('Distance (km)'), typed);
      await save();
      expect(saved).toEqual([]);
      expect(field('Distance (km)')).toHaveFocus();
      expect(field('Distance (km)')).toHaveAccessibleDescription(expect.stringContaining(DISTANCE_RANGE_MESSAGE));
      expect(dialog).toHaveTextContent(DISTANCE_RANGE_MESSAGE);
    },
  );

  it('takes 1 m and 1,000 km; refuses a bad time to beat with the time message', async () => {
    const shortest = await add('Sled push', 'distanceTime', 'metric');
    await shortest.user.type(shortest.field('Distance (km)'), '0.001');
    await shortest.save();
    expect(shortest.saved[0]).toMatchObject({ targetMeters: 1 });
    cleanup();

    const { dialog, field, save, saved, user } = await add('Ride', 'distanceTime', 'metric');
    await user.type(field('Distance (km)'), '1000');
    await user.type(field('Time'), '1:2:3');
    await save();
    expect(saved).toEqual([]);
    expect(field('Time')).toHaveFocus();
    expect(dialog).toHaveTextContent(TIME_RANGE_MESSAGE);
    expect(dialog).not.toHaveTextContent(DISTANCE_RANGE_MESSAGE);
    await user.clear(field('Time'));
    await save();
    expect(saved).toEqual([expect.objectContaining({ targetMeters: 1_000_000, targetSeconds: null })]);
  });

  it('edits a run from its stored distance and time; an unchanged distance in miles keeps its metres', async () => {
    const { field, save, saved } = open(run);
    expect(within(field('Type')).getByRole('option', { selected: true })).toHaveTextContent('Distance and time');
    // 5000 m = 3.107 mi, shown to hundredths; saved back untouched it stays 5000 m, not 3.11 mi = 5005 m.
    expect(field('Distance (mi)')).toHaveValue('3.11');
    expect(field('Time')).toHaveValue('25:00');
    await save();
    expect(saved[0]).toMatchObject({ kind: 'distanceTime', targetMeters: 5000, targetSeconds: 1500 });
    cleanup();

    const metric = open(run, 'metric');
    expect(metric.field('Distance (km)')).toHaveValue('5');
    await metric.user.clear(metric.field('Distance (km)'));
    await metric.user.type(metric.field('Distance (km)'), '10');
    await metric.user.clear(metric.field('Time'));
    await metric.save();
    expect(metric.saved[0]).toMatchObject({ targetMeters: 10_000, targetSeconds: null });
  });
});

describe('ExerciseDialog: changing the type', () => {
  it("shows each kind's fields, forgets the messages of the type left, and saves only what the kind has", async () => {
    const { dialog, field, has, save, saved, user } = await add('Row', 'distanceTime', 'metric');
    await save();
    expect(dialog).toHaveTextContent(DISTANCE_RANGE_MESSAGE);
    await user.selectOptions(field('Type'), 'Time');
    expect(has('Distance (km)')).toBe(false);
    expect(dialog).not.toHaveTextContent(DISTANCE_RANGE_MESSAGE);
    await user.type(field('Time'), '2:00');
    await user.selectOptions(field('Type'), 'Weight and reps');
    expect(has('Time')).toBe(false);
    expect(has('Reps low')).toBe(true);
    await save();
    // The time typed for another type is not saved with a weight and reps exercise.
    expect(saved).toEqual([expect.objectContaining({ kind: 'weightReps', targetSeconds: null, targetMeters: null })]);
  });

  it('turns a weight and reps exercise into a timed one keeping its added weight, dropping its weight step and reps', async () => {
    const { field, save, saved, user } = open(base);
    await user.selectOptions(field('Type'), 'Time');
    await user.type(field('Time'), '45');
    await save();
    expect(saved[0]).toMatchObject({ kind: 'time', targetSeconds: 45, weight: 135, increaseBy: null, repsLow: 1, repsHigh: null, setsLow: 3 });
  });
});
