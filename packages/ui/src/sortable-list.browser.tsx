import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { frame, mouseDrag, touch } from '../../../tools/test-support/drag';
import { Lifts, names } from './test-support/lifts';

afterEach(() => cleanup());

describe('SortableList in Chromium', () => {
  it('reorders from the keyboard: Space picks up, arrows move, Space drops, with announcements naming the item', async () => {
    const orders: string[][] = [];
    render(<Lifts onReorder={(n) => orders.push(n)} />);
    const handle = screen.getByRole('button', { name: 'Reorder Squats' });
    // The page's first pick-up: Space in the same instant the handle takes focus, before the drag code
    // (loaded on demand from that focus, docs/decisions/0077) is here; it is handed over when it comes.
    expect(performance.getEntriesByType('resource').some((entry) => entry.name.includes('sortable-drag'))).toBe(false);
    handle.focus();
    handle.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
    await expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Picked up Squats, at position 1 of 3.');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Bench Press', 'Bent-over Rows', 'Squats']);
    expect(orders).toEqual([['Bench Press', 'Bent-over Rows', 'Squats']]);
  });

  it('drags with the mouse once it has moved 5 px; a smaller move is not a drag', async () => {
    const orders: string[][] = [];
    render(<Lifts onReorder={(n) => orders.push(n)} />);
    const handle = screen.getByRole('button', { name: 'Reorder Bent-over Rows' });
    const top = screen.getByRole('button', { name: 'Reorder Squats' }).getBoundingClientRect().top;
    // A 3 px wiggle does not start a drag.
    await mouseDrag(handle, [-1, -2, -3]);
    expect(orders).toEqual([]);
    expect(document.body.textContent).not.toContain('Picked up');
    // A real drag, in small steps as a hand moves, up to the first row.
    const start = handle.getBoundingClientRect().top;
    await mouseDrag(handle, [-2, -4, -6, -10, -30, -60, -(start - top) - 5], {
      landed: () => expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Bent-over Rows moved to position 1 of 3.'),
    });
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Bent-over Rows', 'Squats', 'Bench Press']);
    expect(orders).toEqual([['Bent-over Rows', 'Squats', 'Bench Press']]);
  });

  it('drags on touch after a 120 ms long-press; a swipe that moves at once scrolls instead', async () => {
    const orders: string[][] = [];
    render(<Lifts onReorder={(n) => orders.push(n)} />);
    const handle = screen.getByRole('button', { name: 'Reorder Squats' });
    const bottom = screen.getByRole('button', { name: 'Reorder Bent-over Rows' }).getBoundingClientRect().bottom;
    const box = handle.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const finger = (type: 'touchstart' | 'touchmove' | 'touchend', dy: number) => touch(type, handle, { x, y: y + dy });
    // A swipe: the finger moves 20 px in the same instant it lands, well inside 120 ms.
    finger('touchstart', 0);
    finger('touchmove', 20);
    finger('touchend', 20);
    await frame();
    expect(document.body.textContent).not.toContain('Picked up');
    // A long-press: hold still until the list picks the item up (after 120 ms), then move it down.
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
  });
});
