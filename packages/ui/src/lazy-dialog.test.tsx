import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './fields';
import { lazyChunk, type DialogOpenerProps } from './lazy-chunk';
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

/** A second dialog of the same chunk. */
function NotesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Notes" onClose={onClose} hideConfirm cancelLabel="Close">
      <p>Slow on the way down.</p>
    </Modal>
  );
}

interface Chunk {
  NameDialog: ComponentType<NameDialogProps>;
  NotesDialog: typeof NotesDialog;
}

/** A chunk whose code arrives when the test says so (or whose fetch fails), like a chunk on a slow network. */
function controlledChunk() {
  const calls: { resolve: () => void; reject: (e: Error) => void; fetched: Promise<unknown> }[] = [];
  const chunk = lazyChunk<Chunk>(() => {
    let settle!: Omit<(typeof calls)[number], 'fetched'>;
    const fetched = new Promise<Chunk>((resolve, reject) => (settle = { resolve: () => resolve({ NameDialog, NotesDialog }), reject }));
    calls.push({ ...settle, fetched });
    return fetched;
  });
  const Name = lazyDialog(chunk, (m) => m.NameDialog, { what: 'routine form', isOpen: (p) => p.open });
  const Notes = lazyDialog(chunk, (m) => m.NotesDialog, { what: 'notes', isOpen: (p) => p.open });
  return { chunk, calls, Name, Notes };
}

function Screen({
  Dialog,
  Notes,
  opener = {},
}: {
  Dialog: ComponentType<NameDialogProps>;
  Notes?: ComponentType<{ open: boolean; onClose: () => void }>;
  opener?: DialogOpenerProps | object;
}) {
  const [open, setOpen] = useState<'name' | 'notes' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <button {...opener} onClick={() => setOpen('name')}>
        Add routine
      </button>
      <button onClick={() => setOpen('notes')}>View notes</button>
      {saved && <p>Saved {saved}</p>}
      <Dialog
        open={open === 'name'}
        onSave={(name) => {
          setSaved(name);
          setOpen(null);
        }}
        onClose={() => setOpen(null)}
      />
      {Notes && <Notes open={open === 'notes'} onClose={() => setOpen(null)} />}
    </>
  );
}

/** Every "Loading…" text that reaches the page from now on, however briefly. */
function recordLoadingTexts() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes('Loading…')) seen.push(document.body.textContent);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('lazyDialog', () => {
  it('fetches nothing while closed; opened by keyboard it says Loading…, then works by keyboard', async () => {
    const user = userEvent.setup();
    const { calls, Name } = controlledChunk();
    render(<Screen Dialog={Name} />);
    expect(calls).toHaveLength(0);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Add routine' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('dialog', { name: 'Loading the routine form' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    calls[0]!.resolve();
    const dialog = await screen.findByRole('dialog', { name: 'Add Routine' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('Legs{Enter}');
    expect(await screen.findByText('Saved Legs')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add routine' })).toHaveFocus();

    // Loaded once: the next opening shows the dialog in its first commit, without fetching again.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the dialog as soon as its code arrives, with no timer to wait for', async () => {
    vi.useFakeTimers();
    try {
      const { calls, Name } = controlledChunk();
      render(<Screen Dialog={Name} />);
      fireEvent.click(screen.getByRole('button', { name: 'Add routine' }));
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      // React holds a Suspense retry back 300 ms after its fallback showed; the clock stands still here.
      await act(async () => {
        calls[0]!.resolve();
        await calls[0]!.fetched;
      });
      expect(screen.getByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('once a sibling of its chunk has loaded, a dialog opens at once: no Loading… ever shows', async () => {
    const user = userEvent.setup();
    const { calls, Name, Notes } = controlledChunk();
    render(<Screen Dialog={Name} Notes={Notes} />);
    await user.click(screen.getByRole('button', { name: 'View notes' }));
    calls[0]!.resolve();
    await screen.findByRole('dialog', { name: 'Notes' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const loading = recordLoadingTexts();
    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    expect(screen.getByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Push');
    loading.stop();
    expect(loading.seen).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('once preloaded, opens at once with no Loading… in between', async () => {
    const user = userEvent.setup();
    const { chunk, calls, Name } = controlledChunk();
    render(<Screen Dialog={Name} />);
    chunk.preload();
    chunk.preload();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await act(() => calls[0]!.fetched);

    const loading = recordLoadingTexts();
    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    expect(screen.getByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
    loading.stop();
    expect(loading.seen).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['the pointer comes near the opening button', (user: UserEvent, button: HTMLElement) => user.hover(button)],
    ['the opening button gets focus', (user: UserEvent) => user.tab()],
    ['a finger touches the opening button', async (_user: UserEvent, button: HTMLElement) => void fireEvent.touchStart(button)],
  ])('starts fetching the chunk when %s', async (_when, intent) => {
    const user = userEvent.setup();
    const { chunk, calls, Name } = controlledChunk();
    render(<Screen Dialog={Name} opener={chunk.openerProps} />);
    expect(calls).toHaveLength(0);
    await intent(user, screen.getByRole('button', { name: 'Add routine' }));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await act(() => calls[0]!.fetched);

    const loading = recordLoadingTexts();
    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    expect(screen.getByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
    loading.stop();
    expect(loading.seen).toEqual([]);
  });

  it('says when the code could not be fetched, and Retry fetches it again', async () => {
    const user = userEvent.setup();
    const { calls, Name } = controlledChunk();
    render(<Screen Dialog={Name} />);

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
    calls[1]!.resolve();
    expect(await screen.findByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
  });

  it('closes from the failure dialog, and opening again fetches again', async () => {
    const user = userEvent.setup();
    const { calls, Name } = controlledChunk();
    render(<Screen Dialog={Name} />);

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    calls[0]!.reject(new Error('offline'));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    await screen.findByRole('status');
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    expect(await screen.findByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
  });

  it('a failure stays on screen when focus goes back to the opening button: no fetch until Retry', async () => {
    const user = userEvent.setup();
    const { chunk, calls, Name } = controlledChunk();
    render(<Screen Dialog={Name} opener={chunk.openerProps} />);
    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    expect(calls).toHaveLength(1);
    await screen.findByRole('status');
    calls[0]!.reject(new Error('offline'));

    await screen.findByRole('alertdialog', { name: 'The routine form could not be loaded' });
    await act(async () => {});
    expect(screen.getByRole('alertdialog', { name: 'The routine form could not be loaded' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
  });

  it('a preload that failed before the dialog opened is not shown as its failure: the opening fetches again', async () => {
    const user = userEvent.setup();
    const { chunk, calls, Name } = controlledChunk();
    render(<Screen Dialog={Name} />);
    chunk.preload();
    calls[0]!.reject(new Error('offline'));
    await act(() => calls[0]!.fetched.catch(() => {}));

    await user.click(screen.getByRole('button', { name: 'Add routine' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    expect(await screen.findByRole('dialog', { name: 'Add Routine' })).toBeInTheDocument();
  });
});
