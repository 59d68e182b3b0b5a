import { composeStories } from '@storybook/react';
import axe from 'axe-core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DRAG } from '@fitness/domain';
import '@fitness/ui/styles.css';
import { centre, frame, mouseDrag, touch } from '../../../../../tools/test-support/drag';
import * as stories from './routines-groups.stories';

afterEach(() => cleanup());

const { SupersetAndCircuit } = composeStories(stories);

/** The story's routine opened; every save it asks for is recorded as "label name" rows. */
async function setup() {
  const saved: string[][] = [];
  render(
    <div style={{ maxWidth: 640 }}>
      <SupersetAndCircuit onReorderExercises={(_routine, next) => saved.push(next.map((e) => `${e.name}:${e.group?.id ?? '-'}`))} />
    </div>,
  );
  await userEvent.click(page.getByRole('button', { name: 'Push Pull', exact: true }));
  await expect.poll(() => screen.queryByRole('list', { name: 'Exercises in Push Pull' }), { timeout: 15_000 }).not.toBeNull();
  return saved;
}

/** Each row as "label name" ("A1 Bench Press", "Plank" when ungrouped), in list order. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Exercises in Push Pull' }))
    .getAllByRole('listitem')
    .map((item) => [item.querySelector('.exercise-row__label')?.textContent, item.querySelector('.exercise-row__name')?.textContent].filter(Boolean).join(' '));
const announced = () => document.body.textContent ?? '';
const focused = () => document.activeElement?.getAttribute('aria-label');
/** The members shown travelling with a group dragged whole. */
const travelling = () => [...document.querySelectorAll('.exercise-group[data-travelling] .exercise-row__name')].map((name) => name.textContent);

async function press(keys: string[]) {
  for (const key of keys) await userEvent.keyboard(key);
}

describe('supersets and circuits dragged in Chromium', () => {
  it("drags a whole superset from the keyboard with its group's handle: it moves together and stays a superset", async () => {
    const saved = await setup();
    screen.getByRole('button', { name: 'Reorder Superset A' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(announced, { timeout: 15_000 }).toContain('Picked up Superset A, at position 1 of 6.');
    await expect.poll(travelling, { timeout: 15_000 }).toEqual(['Barbell Row']);
    // Down over its own second member and the circuit's three, then drop on the circuit's last.
    await press(['{ArrowDown}', '{ArrowDown}', '{ArrowDown}', '{ArrowDown}']);
    await expect.poll(announced, { timeout: 15_000 }).toContain('Superset A moved to position 5 of 6.');
    await userEvent.keyboard(' ');
    await expect.poll(rows, { timeout: 15_000 }).toEqual(['A1 Squat', 'A2 Lunge', 'A3 Step-up', 'B1 Bench Press', 'B2 Barbell Row', 'Plank']);
    expect(saved).toEqual([['Squat:circuit-1', 'Lunge:circuit-1', 'Step-up:circuit-1', 'Bench Press:superset-1', 'Barbell Row:superset-1', 'Plank:-']]);
    // The focus stays on the handle it was dragged by (now the second group's).
    await expect.poll(focused, { timeout: 15_000 }).toBe('Reorder Superset B');
    expect(travelling()).toEqual([]);

    // The next drag, by a member's own handle, moves that exercise alone within its group.
    screen.getByRole('button', { name: 'Reorder Barbell Row' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(announced, { timeout: 15_000 }).toContain('Picked up Barbell Row, at position 5 of 6.');
    expect(travelling()).toEqual([]);
    await press(['{ArrowUp}', ' ']);
    await expect.poll(rows, { timeout: 15_000 }).toEqual(['A1 Squat', 'A2 Lunge', 'A3 Step-up', 'B1 Barbell Row', 'B2 Bench Press', 'Plank']);
    await expect.poll(focused, { timeout: 15_000 }).toBe('Reorder Barbell Row');
  });

  it('a member dragged out of its group leaves it, and the superset left with one dissolves', async () => {
    const saved = await setup();
    screen.getByRole('button', { name: 'Reorder Barbell Row' }).focus();
    await userEvent.keyboard(' ');
    await expect.poll(announced, { timeout: 15_000 }).toContain('Picked up Barbell Row, at position 2 of 6.');
    await press(['{ArrowDown}', '{ArrowDown}', '{ArrowDown}', '{ArrowDown}']);
    await expect.poll(announced, { timeout: 15_000 }).toContain('Barbell Row moved to position 6 of 6.');
    await userEvent.keyboard(' ');
    await expect.poll(rows, { timeout: 15_000 }).toEqual(['Bench Press', 'A1 Squat', 'A2 Lunge', 'A3 Step-up', 'Plank', 'Barbell Row']);
    expect(saved).toEqual([['Bench Press:-', 'Squat:circuit-1', 'Lunge:circuit-1', 'Step-up:circuit-1', 'Plank:-', 'Barbell Row:-']]);
  });

  it('drags a whole circuit with the mouse, and lands it beside, never inside, the superset', async () => {
    const saved = await setup();
    const handle = screen.getByRole('button', { name: 'Reorder Circuit B' });
    // The circuit's row (its head and first member) taken to where the superset's second member's row is.
    const dy = centre(screen.getByRole('group', { name: 'A2 Barbell Row' }).closest('li')!).y - centre(handle.closest('li')!).y;
    await mouseDrag(handle, [Math.sign(dy) * (DRAG.mouseDistancePx + 1), ...[1, 2, 3, 4, 5].map((step) => (dy * step) / 5)], {
      pickedUp: () => expect.poll(announced, { timeout: 15_000 }).toContain('Picked up Circuit B, at position 3 of 6.'),
      landed: () => expect.poll(announced, { timeout: 15_000 }).toContain('Circuit B moved to position 2 of 6.'),
    });
    await expect.poll(rows, { timeout: 15_000 }).toEqual(['A1 Squat', 'A2 Lunge', 'A3 Step-up', 'B1 Bench Press', 'B2 Barbell Row', 'Plank']);
    expect(saved).toHaveLength(1);
  });

  it('the groups, their handles and an open "More for …" menu pass axe', async () => {
    await setup();
    await userEvent.click(page.getByRole('button', { name: 'More for Barbell Row' }));
    await expect.poll(() => screen.queryByRole('menu', { name: 'More for Barbell Row' }), { timeout: 15_000 }).not.toBeNull();
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it(`drags a whole superset by touch after a ${DRAG.touchDelayMs} ms long-press on its handle`, async () => {
    const saved = await setup();
    const handle = screen.getByRole('button', { name: 'Reorder Superset A' });
    const start = centre(handle);
    const dy = centre(screen.getByRole('button', { name: 'Reorder Plank' }).closest('li')!).y - centre(handle.closest('li')!).y;
    touch('touchstart', handle, start);
    await expect.poll(announced, { timeout: 15_000 }).toContain('Picked up Superset A, at position 1 of 6.');
    for (let step = 1; step <= 5; step += 1) {
      touch('touchmove', handle, { x: start.x, y: start.y + (dy * step) / 5 });
      await frame();
    }
    await expect.poll(announced, { timeout: 15_000 }).toContain('Superset A moved to position 6 of 6.');
    touch('touchend', handle, { x: start.x, y: start.y + dy });
    await expect.poll(rows, { timeout: 15_000 }).toEqual(['A1 Squat', 'A2 Lunge', 'A3 Step-up', 'Plank', 'B1 Bench Press', 'B2 Barbell Row']);
    expect(saved).toHaveLength(1);
  });
});
