import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { DragHandle, SortableList } from './sortable-list';

const starters = ['Squats', 'Bench Press', 'Bent-over Rows', 'Overhead Press'].map((name, i) => ({ id: `e${i}`, name }));

function LiftsWithHandles({ disabled = false }: { disabled?: boolean }) {
  const [items, setItems] = useState(starters);
  return (
    <SortableList
      items={items}
      getId={(l) => l.id}
      getName={(l) => l.name}
      label="Full Body 1"
      disabled={disabled}
      onReorder={setItems}
      renderItem={(l, { handle }) => (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid var(--color-border)' }}>
          <span>{l.name}</span>
          <DragHandle {...handle} label={`Reorder ${l.name}`} />
        </div>
      )}
    />
  );
}

const meta = { title: 'ui/SortableList', component: LiftsWithHandles } satisfies Meta<typeof LiftsWithHandles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Drag a handle with the mouse (5 px), a long-press on touch (120 ms), or Space + arrows + Space. */
export const WithHandles: Story = {};
export const Disabled: Story = { args: { disabled: true } };
