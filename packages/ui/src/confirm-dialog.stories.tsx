import type { Meta, StoryObj } from '@storybook/react';
import { ConfirmDialog } from './confirm-dialog';

const noop = () => {};
const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  // The dialog renders in a portal on document.body; the page behind it is the story's own content.
  decorators: [
    (Story) => (
      <>
        <p>Weight entries</p>
        <Story />
      </>
    ),
  ],
  args: { open: true, title: 'Delete weight', children: 'Delete the entry for 2024-05-01?', onConfirm: noop, onCancel: noop },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delete: Story = {};
export const Busy: Story = { args: { busy: true } };
export const NonDestructive: Story = { args: { title: 'Start from Scratch', children: 'Discard the current log?', confirmLabel: 'Discard', tone: 'primary' } };
