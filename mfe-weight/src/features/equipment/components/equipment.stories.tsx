import type { Meta, StoryObj } from '@storybook/react';
import { DEFAULT_EQUIPMENT_KG, DEFAULT_EQUIPMENT_LB } from '@fitness/domain';
import { EquipmentForm } from './equipment-form';
import '../../../weight-remote.css';

const meta = {
  title: 'mfe-weight/PlatesAndBar',
  component: EquipmentForm,
  args: { equipment: DEFAULT_EQUIPMENT_LB, type: 'imperial', onSave: () => {} },
  decorators: [
    (Story) => (
      <div className="ui-panel weight-page" style={{ maxWidth: 390 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof EquipmentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PoundDefaults: Story = {};

export const KilogramDefaults: Story = { args: { equipment: DEFAULT_EQUIPMENT_KG, type: 'metric' } };

export const HomeGym: Story = {
  args: {
    equipment: {
      bar: 35,
      plates: [
        { weight: 25, pairs: 2 },
        { weight: 10, pairs: 2 },
        { weight: 5, pairs: 1 },
      ],
    },
  },
};

export const Saved: Story = { args: { status: { tone: 'success', text: 'Plates and bar saved.' } } };

export const SaveFailed: Story = { args: { status: { tone: 'error', text: 'Your plates and bar were not saved. Check your connection and try again.' } } };
