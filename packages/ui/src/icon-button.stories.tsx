import type { Meta, StoryObj } from '@storybook/react';
import { IconButton } from './icon-button';
import { ChartIcon, EditIcon, NotesIcon, PlusIcon, TrashIcon } from './icons';

const meta = { title: 'ui/IconButton', component: IconButton, args: { label: 'Add weight', icon: <PlusIcon /> } } satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Danger: Story = { args: { label: 'Delete weight', icon: <TrashIcon />, variant: 'danger' } };
export const Row: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 4 }}>
      <IconButton label="Notes" icon={<NotesIcon />} />
      <IconButton label="Edit exercise" icon={<EditIcon />} />
      <IconButton label="Statistics" icon={<ChartIcon />} />
      <IconButton label="Delete exercise" icon={<TrashIcon />} variant="danger" />
    </div>
  ),
};
