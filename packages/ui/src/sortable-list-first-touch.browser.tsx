import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dragCodeLoaded, frame, touch } from '../../../tools/test-support/drag';
import { Lifts, names } from './test-support/lifts';

// This file's own page: the drag code (dnd-kit) is not loaded until the first long-press below (docs/decisions/0077).
afterEach(() => cleanup());

describe('the first long-press of a visit, before the drag code is here', () => {
  it('picks the item up and drags it', async () => {
    const orders: string[][] = [];
    render(<Lifts onReorder={(n) => orders.push(n)} />);
    expect(dragCodeLoaded()).toBe(false);
    const handle = screen.getByRole('button', { name: 'Reorder Squats' });
    const bottom = screen.getByRole('button', { name: 'Reorder Bent-over Rows' }).getBoundingClientRect().bottom;
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const finger = (type: 'touchstart' | 'touchmove' | 'touchend', dy: number) => touch(type, handle, { x, y: y + dy });
    // The finger lands and holds still: the press waits for the drag code, then the long-press picks the item up.
    finger('touchstart', 0);
    await expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Picked up Squats');
    for (const dy of [4, 10, 30, 60, bottom - y + 5]) {
      await frame();
      finger('touchmove', dy);
    }
    await expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Squats moved to position 3 of 3.');
    finger('touchend', bottom - y + 5);
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Bench Press', 'Bent-over Rows', 'Squats']);
    expect(orders).toEqual([['Bench Press', 'Bent-over Rows', 'Squats']]);
    expect(dragCodeLoaded()).toBe(true);
  });

  it('a finger lifted before the drag code came was a tap: nothing is picked up', async () => {
    render(<Lifts onReorder={() => undefined} />);
    const handle = screen.getByRole('button', { name: 'Reorder Bench Press' });
    const box = handle.getBoundingClientRect();
    touch('touchstart', handle, { x: box.left + 5, y: box.top + 5 });
    touch('touchend', handle, { x: box.left + 5, y: box.top + 5 });
    await frame();
    await frame();
    expect(document.body.textContent).not.toContain('Picked up Bench Press');
  });
});
