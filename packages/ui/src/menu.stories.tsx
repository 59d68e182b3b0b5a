import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { Menu, type MenuEntry } from './menu';

const TYPES = ['Normal set', 'Warm-up', 'Drop set', 'To failure'];

/** A set's type as the log chooses it: radio items, then a command set apart. */
function SetTypeMenu() {
  const [type, setType] = useState('Normal set');
  const items = (): MenuEntry[] => [
    ...TYPES.map((label) => ({ label, checked: label === type, onSelect: () => setType(label) })),
    'separator',
    { label: 'Remove set', tone: 'danger' as const, onSelect: () => {} },
  ];
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span>Set 2: {type}</span>
      <Menu label="Set 2 options for Bench Press" items={items} />
    </div>
  );
}

const meta = {
  title: 'ui/Menu',
  component: Menu,
  args: {
    label: 'Exercise options',
    items: [
      { label: 'Group with next', onSelect: () => {} },
      { label: 'Ungroup', onSelect: () => {}, disabled: true },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Commands: Story = {};
export const RadioItems: Story = { render: () => <SetTypeMenu /> };
