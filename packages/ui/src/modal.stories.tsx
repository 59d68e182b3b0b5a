import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from './button';
import { TextField } from './fields';
import { Modal, type ModalProps } from './modal';

function ModalDemo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal open={open} onClose={() => setOpen(false)} onConfirm={() => setOpen(false)} {...props} />
    </>
  );
}

const meta = {
  title: 'ui/Modal',
  component: ModalDemo,
  args: { title: 'Add Weight', children: <TextField label="Weight (lbs)" type="number" step={0.1} min={0} max={1000} /> },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {};
export const WithoutHeader: Story = {
  args: { title: undefined, label: 'Notes', children: <p>Keep elbows tucked.</p>, hideConfirm: true, cancelLabel: 'Close' },
};
export const OnlyConfirm: Story = { args: { hideCancel: true, confirmLabel: 'Got it', children: <p>Saved.</p> } };
export const NoButtons: Story = { args: { hideCancel: true, hideConfirm: true, children: <p>Close with Esc or the × button.</p> } };
export const Large: Story = { args: { size: 'large', title: 'Bench Press', children: <p>A large dialog for charts and the workout log.</p> } };
