import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mouseDrag } from '../../../tools/test-support/drag';
import { DragHandle, SortableList } from './sortable-list';

// This file's own page: the drag code (dnd-kit) is not loaded until the first press below (docs/decisions/0077).
afterEach(() => cleanup());

const lifts = [
  { id: 'a', name: 'Squats' },
  { id: 'b', name: 'Bench Press' },
  { id: 'c', name: 'Bent-over Rows' },
];

function Lifts({ onReorder }: { onReorder: (names: string[]) => void }) {
  const [items, setItems] = useState(lifts);
  const [open, setOpen] = useState(false);
  return (
    <SortableList
      items={items}
      getId={(l) => l.id}
      getName={(l) => l.name}
      label="Lifts"
      onReorder={(next) => {
        setItems(next);
        onReorder(next.map((l) => l.name));
      }}
      renderItem={(l, { handle }) => (
        <div style={{ display: 'flex', alignItems: 'center', height: 48 }}>
          <span>{l.name}</span>
          {l.id === 'a' && (
            <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
              Details
            </button>
          )}
          <DragHandle {...handle} label={`Reorder ${l.name}`} />
        </div>
      )}
    />
  );
}

const names = () => screen.getAllByRole('listitem').map((li) => li.textContent);
const dragCodeLoaded = () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('sortable-drag'));

describe('the first drag of a visit, before the drag code is here', () => {
  it('the first mouse drag moves the item, and the rows stay mounted when the code arrives', async () => {
    const orders: string[][] = [];
    render(<Lifts onReorder={(n) => orders.push(n)} />);
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
