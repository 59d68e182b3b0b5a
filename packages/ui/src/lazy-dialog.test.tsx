import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './fields';
import { lazyDialog } from './lazy-dialog';
import { Modal } from './modal';

interface NameDialogProps {
  open: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** A real dialog, as a remote's lazily loaded module would export it. */
function NameDialog({ open, onSave, onClose }: NameDialogProps) {
  const [name, setName] = useState('');
  return (
    <Modal open={open} title="Add Routine" onClose={onClose} onSubmit={() => onSave(name)} confirmLabel="Save">
      <TextField label="Name" value={name} data-autofocus onChange={(event) => setName(event.target.value)} />
    </Modal>
  );
}

/** The dialog's code arrives when the test says so (or the fetch fails), like a chunk on a slow network. */
function controlledLoad() {
  const calls: { resolve: (c: ComponentType<NameDialogProps>) => void; reject: (e: Error) => void; fetched: Promise<unknown> }[] = [];
  const load = () => {
    let settle!: Omit<(typeof calls)[number], 'fetched'>;
    const fetched = new Promise<ComponentType<NameDialogProps>>((resolve, reject) => (settle = { resolve, reject }));
    calls.push({ ...settle, fetched });
    return fetched;
  };
  return { load, calls };
}

function Screen({ Dialog }: { Dialog: ComponentType<NameDialogProps> }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setOpen(true)}>Add routine</button>
      {saved && <p>Saved {saved}</p>}
      <Dialog
        open={open}
        onSave={(name) => {
          setSaved(name);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

describe('lazyDialog', () => {
  it('fetches nothing while closed; opened by keyboard it says Loading…, then works by keyboard', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    render(<Screen Dialog={lazyDialog(load, { what: 'routine form', isOpen: (p) => p.open })} />);
    expect(calls).toHaveLength(0);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add routine' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('dialog', { name: 'Loading the routine form' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    calls[0]!.resolve(NameDialog);
    const dialog = await screen.findByRole('dialog', { name: 'Add Routine' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Legs{Enter}');
    expect(await screen.findByText('Saved Legs')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add routine' })).toHaveFocus();

    // Loaded once: the next opening shows the dialog without fetching again.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('once preloaded, opens at once with no Loading… in between', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    const Dialog = lazyDialog(load, { what: 'routine form', isOpen: (p) => p.open });
    render(<Screen Dialog={Dialog} />);
    Dialog.preload();
    Dialog.preload();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(NameDialog);
    await calls[0]!.fetched;

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    expect(screen.getByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('says when the code could not be fetched, and Retry fetches it again', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    render(<Screen Dialog={lazyDialog(load, { what: 'routine form', isOpen: (p) => p.open })} />);

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    await screen.findByRole('status');
    calls[0]!.reject(new Error('Loading chunk routine-dialogs failed'));

    const failed = await screen.findByRole('alertdialog', { name: 'The routine form could not be loaded' });
    expect(screen.getByRole('alert')).toHaveTextContent('The routine form could not be loaded. Check your connection, then retry.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(failed).not.toBeInTheDocument();
    await screen.findByRole('status');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(NameDialog);
    expect(await screen.findByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
  });

  it('closes from the failure dialog, and opening again fetches again', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    render(<Screen Dialog={lazyDialog(load, { what: 'routine form', isOpen: (p) => p.open })} />);

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    calls[0]!.reject(new Error('offline'));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    await screen.findByRole('status');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(NameDialog);
    expect(await screen.findByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
  });
});
