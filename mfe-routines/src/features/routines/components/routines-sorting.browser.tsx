import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DRAG } from '@fitness/domain';
import '@fitness/ui/styles.css';
import '../../../routines-remote.css';
import { centre, mouse, mouseDrag, touch } from '../../../../../tools/test-support/drag';
import { replaceRoutineExercises } from '../hooks/group-exercises';
import { RoutinesPanelView, type RoutinesPanelActions } from './routines-panel-view';
import { sampleStarterRoutines } from '../../../test-support/sample-routines';

afterEach(() => cleanup());

const resolve = async () => true;
const idle: RoutinesPanelActions = {
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

/** The panel over an in-memory copy of the starter routines; every reorder it asks for is recorded and applied. */
function Harness({ saved }: { saved: { routines: string[][]; exercises: string[][] } }) {
  const [data, setData] = useState(sampleStarterRoutines);
  return (
    <div style={{ maxWidth: 640 }}>
      <RoutinesPanelView
        {...idle}
        state={{ status: 'ready', ...data, measurementType: 'imperial' }}
        onReorderRoutines={(next) => {
          saved.routines.push(next.map((r) => r.name));
          setData((d) => ({ ...d, routines: next }));
        }}
        onReorderExercises={(routine, next) => {
          saved.exercises.push(next.map((e) => e.name));
          setData((d) => ({ ...d, exercises: replaceRoutineExercises(d.exercises, routine.id, next) }));
        }}
      />
    </div>
  );
}

function setup() {
  const saved = { routines: [] as string[][], exercises: [] as string[][] };
  render(<Harness saved={saved} />);
  return saved;
}

const routineOrder = () =>
  screen.getAllByRole('button', { name: /^Reorder routine / }).map((b) => b.getAttribute('aria-label')!.replace('Reorder routine ', ''));
const exerciseOrder = (routine: string) =>
  within(screen.getByRole('list', { name: `Exercises in ${routine}` }))
    .getAllByRole('button', { name: /^Reorder / })
    .map((b) => b.getAttribute('aria-label')!.replace('Reorder ', ''));
const announced = () => document.body.textContent ?? '';

async function expand(routine: string) {
  await userEvent.click(page.getByRole('button', { name: routine, exact: true }));
  await expect.poll(() => screen.queryByRole('list', { name: `Exercises in ${routine}` })).not.toBeNull();
}

/** Press on `handle`, move in steps as a hand does (the first step passes the threshold and picks it up), drop on `target`. */
/** Drags `handle` onto `target` with the mouse, letting go once the list says it is over the target's place (`position`: "3 of 3"). */
async function dragWithMouse(handle: Element, target: Element, name: string, position: string) {
  const dy = centre(target).y - centre(handle).y;
  await mouseDrag(handle, [Math.sign(dy) * (DRAG.mouseDistancePx + 1), ...[1, 2, 3, 4, 5].map((step) => (dy * step) / 5)], {
    pickedUp: () => expect.poll(announced).toContain(`Picked up ${name}`),
    // Not any position on the way: a hand lets go when the item shows where it should land.
    landed: () => expect.poll(announced).toContain(`${name} moved to position ${position}.`),
  });
}

describe('Workout Routines drag sorting in Chromium', () => {
  it('reorders exercises from the keyboard (handle, Space, arrows, Space) with announcements naming the exercise', async () => {
    const saved = setup();
    await expand('Full Body 1');
    screen.getByRole('button', { name: 'Reorder Bench Press' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(announced).toContain('Picked up Bench Press, at position 2 of 4.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.poll(() => exerciseOrder('Full Body 1')).toEqual(['Squats', 'Bent-over Rows', 'Overhead Press', 'Bench Press']);
    expect(saved.exercises).toEqual([['Squats', 'Bent-over Rows', 'Overhead Press', 'Bench Press']]);
    expect(announced()).toContain('Bench Press dropped at position 4 of 4.');
    // The other routines and the routine order are untouched.
    expect(saved.routines).toEqual([]);
  });

  it('reorders routines from the keyboard, and Escape cancels a move', async () => {
    const saved = setup();
    screen.getByRole('button', { name: 'Reorder routine Full Body 3' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(announced).toContain('Picked up Full Body 3, at position 3 of 3.');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await expect.poll(announced).toContain('Reordering cancelled.');
    expect(saved.routines).toEqual([]);

    screen.getByRole('button', { name: 'Reorder routine Full Body 3' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await expect.poll(routineOrder).toEqual(['Full Body 3', 'Full Body 1', 'Full Body 2']);
    expect(saved.routines).toEqual([['Full Body 3', 'Full Body 1', 'Full Body 2']]);
  });

  it(`drags with the mouse only once it has moved ${DRAG.mouseDistancePx} px`, async () => {
    const saved = setup();
    await expand('Full Body 2');
    const handle = () => screen.getByRole('button', { name: 'Reorder Dumbbell Lateral Raise' });
    const start = centre(handle());
    // A wiggle just under the threshold is a click, not a drag.
    mouse('mousedown', start, handle());
    mouse('mousemove', { x: start.x, y: start.y - (DRAG.mouseDistancePx - 1) });
    mouse('mouseup', { x: start.x, y: start.y - (DRAG.mouseDistancePx - 1) });
    expect(announced()).not.toContain('Picked up Dumbbell Lateral Raise');

    await dragWithMouse(handle(), screen.getByRole('button', { name: 'Reorder Dumbbell Romanian Deadlift' }), 'Dumbbell Lateral Raise', '1 of 4');
    await expect
      .poll(() => exerciseOrder('Full Body 2'))
      .toEqual(['Dumbbell Lateral Raise', 'Dumbbell Romanian Deadlift', 'Incline Bench Press', 'Lat Pulldown']);
    expect(saved.exercises).toEqual([['Dumbbell Lateral Raise', 'Dumbbell Romanian Deadlift', 'Incline Bench Press', 'Lat Pulldown']]);

    await dragWithMouse(
      screen.getByRole('button', { name: 'Reorder routine Full Body 1' }),
      screen.getByRole('button', { name: 'Reorder routine Full Body 3' }),
      'Full Body 1',
      '3 of 3',
    );
    await expect.poll(routineOrder).toEqual(['Full Body 2', 'Full Body 3', 'Full Body 1']);
    expect(saved.routines).toEqual([['Full Body 2', 'Full Body 3', 'Full Body 1']]);
  });

  it(`drags by touch after a ${DRAG.touchDelayMs} ms long-press; a swipe before that does not drag`, async () => {
    const saved = setup();
    await expand('Full Body 3');
    const handle = () => screen.getByRole('button', { name: 'Reorder Seated Shoulder Press' });
    const target = centre(screen.getByRole('button', { name: 'Reorder Lunges' }));
    const start = centre(handle());

    // A swipe (moving at once, as when scrolling) never picks the exercise up.
    touch('touchstart', handle(), start);
    touch('touchmove', handle(), { x: start.x, y: start.y - 40 });
    touch('touchend', handle(), { x: start.x, y: start.y - 40 });

    // A long-press: hold still until it is picked up, then move and lift.
    const pressedAt = performance.now();
    touch('touchstart', handle(), start);
    await expect.poll(announced).toContain('Picked up Seated Shoulder Press, at position 4 of 4.');
    expect(performance.now() - pressedAt).toBeGreaterThanOrEqual(DRAG.touchDelayMs - 1);
    for (let step = 1; step <= 5; step += 1) {
      touch('touchmove', handle(), { x: start.x, y: start.y + ((target.y - 4 - start.y) * step) / 5 });
      await expect.poll(announced).toContain('Seated Shoulder Press');
    }
    await expect.poll(announced).toContain('Seated Shoulder Press moved to position 1 of 4.');
    touch('touchend', handle(), { x: start.x, y: target.y - 4 });
    await expect.poll(() => exerciseOrder('Full Body 3')).toEqual(['Seated Shoulder Press', 'Lunges', 'Dips', 'Pullups (Assisted if needed)']);
    expect(saved.exercises).toEqual([['Seated Shoulder Press', 'Lunges', 'Dips', 'Pullups (Assisted if needed)']]);
  });
});
