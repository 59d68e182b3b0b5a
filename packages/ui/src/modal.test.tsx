import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { TextField } from './fields';
import { Modal, type ModalProps } from './modal';

function Opener(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add weight</button>
      <Modal title="Add Weight" open={open} onClose={() => setOpen(false)} {...props}>
        <TextField label="Weight" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, keeps Tab inside, closes on Esc and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener onConfirm={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Add weight' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Add Weight' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('shows Confirm and Cancel, each of which can be hidden', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(<Modal open title="Rename" onClose={onClose} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();

    rerender(<Modal open title="Rename" onClose={onClose} hideConfirm />);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    rerender(<Modal open title="Rename" onClose={onClose} hideCancel onConfirm={onConfirm} />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('is named by label when it has no header, and has a large variant', () => {
    render(<Modal open label="Walkthrough" onClose={() => {}} size="large" hideConfirm hideCancel />);
    const dialog = screen.getByRole('dialog', { name: 'Walkthrough' });
    expect(dialog).toHaveAttribute('data-size', 'large');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('submits as a form on Enter when given onSubmit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Modal open title="Add Weight" onClose={() => {}} onSubmit={onSubmit} confirmLabel="Save">
        <TextField label="Weight" />
      </Modal>,
    );
    await user.type(screen.getByLabelText('Weight'), '180{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('ConfirmDialog', () => {
  it('is an alertdialog that starts on Cancel and confirms with Delete', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Delete weight" onConfirm={onConfirm} onCancel={onCancel}>
        Delete this entry?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete weight' })).toHaveTextContent('Delete this entry?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
