import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { DragHandle, SortableList } from '../sortable-list';

/** Three lifts in a sortable list, as the sortable list's browser tests drive it. */
export type Lift = { id: string; name: string };
export const lifts: Lift[] = [
  { id: 'a', name: 'Squats' },
  { id: 'b', name: 'Bench Press' },
  { id: 'c', name: 'Bent-over Rows' },
];

export function Lifts({ onReorder, extra }: { onReorder?: (names: string[]) => void; extra?: (lift: Lift) => ReactNode }) {
  const [items, setItems] = useState(lifts);
  return (
    <SortableList
      items={items}
      getId={(l) => l.id}
      getName={(l) => l.name}
      label="Lifts"
      onReorder={(next) => {
        setItems(next);
        onReorder?.(next.map((l) => l.name));
      }}
      renderItem={(l, { handle }) => (
        <div style={{ display: 'flex', alignItems: 'center', height: 48 }}>
          <span>{l.name}</span>
          {extra?.(l)}
          <DragHandle {...handle} label={`Reorder ${l.name}`} />
        </div>
      )}
    />
  );
}

export const names = () => screen.getAllByRole('listitem').map((li) => li.textContent);
