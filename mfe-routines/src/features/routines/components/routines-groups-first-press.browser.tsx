import { composeStories } from '@storybook/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '@fitness/ui/styles.css';
import { dragCodeLoaded } from '../../../../../tools/test-support/drag';
import * as stories from './routines-groups.stories';

// This file's own page: the drag code (dnd-kit) is not loaded until the press below (docs/decisions/0077).
afterEach(() => cleanup());

const { SupersetAndCircuit } = composeStories(stories);

describe("a group's handle pressed before the drag code is here", () => {
  it('Space picks up the whole superset once the code arrives, and the arrows then move it', async () => {
    const saved: string[][] = [];
    render(<SupersetAndCircuit onReorderExercises={(_routine, next) => saved.push(next.map((e) => e.name))} />);
    // Opened without a pointer: a hover over the routines would fetch the drag code before the press.
    screen.getByRole('button', { name: 'Push Pull' }).click();
    const list = await screen.findByRole('list', { name: 'Exercises in Push Pull' }, { timeout: 15_000 });
    expect(dragCodeLoaded()).toBe(false);

    // Focus and Space in one task: the drag code cannot have arrived in between.
    const handle = within(list).getByRole('button', { name: 'Reorder Superset A' });
    handle.focus();
    handle.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    await expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Picked up Superset A, at position 1 of 6.');
    expect(dragCodeLoaded()).toBe(true);

    for (const key of ['{ArrowDown}', '{ArrowDown}', '{ArrowDown}', '{ArrowDown}', '{ArrowDown}']) await userEvent.keyboard(key);
    await expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Superset A moved to position 6 of 6.');
    await userEvent.keyboard(' ');
    await expect.poll(() => saved, { timeout: 15_000 }).toEqual([['Squat', 'Lunge', 'Step-up', 'Plank', 'Bench Press', 'Barbell Row']]);
  });
});
