import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dragCodeLoaded, mouseDrag } from '../../../tools/test-support/drag';
import { Lifts, names } from './test-support/lifts';

// This file's own page: the drag code (dnd-kit) is not loaded until the first press below (docs/decisions/0077).
afterEach(() => cleanup());

// The first row holds a disclosure: it must stay open (its row not remounted) when the drag code arrives.
function LiftsWithDetails({ onReorder }: { onReorder: (names: string[]) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Lifts
      onReorder={onReorder}
      extra={(l) =>
        l.id === 'a' && (
          <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
            Details
          </button>
        )
      }
    />
  );
}

describe('the first drag of a visit, before the drag code is here', () => {
  it('the first mouse drag moves the item, and the rows stay mounted when the code arrives', async () => {
    const orders: string[][] = [];
    render(<LiftsWithDetails onReorder={(n) => orders.push(n)} />);
    // A row's own state (its details open) survives the drag code's arrival.
    screen.getByRole('button', { name: 'Details' }).click();
    await expect.poll(() => screen.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded'), { timeout: 15_000 }).toBe('true');
    expect(dragCodeLoaded()).toBe(false);

    const handle = screen.getByRole('button', { name: 'Reorder Bent-over Rows' });
    const top = screen.getByRole('button', { name: 'Reorder Squats' }).getBoundingClientRect().top;
    const start = handle.getBoundingClientRect().top;
    await mouseDrag(handle, [-2, -4, -6, -10, -30, -60, -(start - top) - 5], {
      landed: () => expect.poll(() => document.body.textContent, { timeout: 15_000 }).toContain('Bent-over Rows moved to position 1 of 3.'),
    });
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Bent-over Rows', 'SquatsDetails', 'Bench Press']);
    expect(orders).toEqual([['Bent-over Rows', 'Squats', 'Bench Press']]);
    expect(dragCodeLoaded()).toBe(true);
    expect(screen.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('true');
  });
});
