import { useId, useState } from 'react';
import { useImports } from '@fitness/api-client';
import { ConfirmDialog, FormMessage } from '@fitness/ui';
import { useUndoImport } from '../api/use-undo-import';
import { useImport } from '../hooks/use-import';
import { count, measurementDays } from './data-text';
import { ExportSection } from './export-section';
import { ImportPanel } from './import-panel';
import { PastImports } from './past-imports';
import '../../../weight-remote.css';
import '../your-data.css';

/** `/data`: export everything as files, import a file from another app or a backup, undo an import. */
export default function YourDataPage() {
  const headingId = useId();
  const imports = useImports();
  const importing = useImport();
  const undo = useUndoImport();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [undone, setUndone] = useState<string | null>(null);

  const confirmUndo = () => {
    const id = confirming;
    if (!id) return;
    undo.mutate(id, {
      onSuccess: ({ removed }) => {
        const measured = removed.measurements ? `, ${measurementDays(removed.measurements)}` : '';
        setUndone(
          `Import undone: ${count(removed.sets, 'set')}, ${count(removed.weighIns, 'weigh-in')}${measured} and ${count(removed.routines, 'routine')} removed.`,
        );
        if (importing.state.step === 'finished' && importing.state.summary.id === id) importing.reset();
      },
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <section className="ui-panel weight-page data-page" aria-labelledby={headingId}>
      <h1 id={headingId}>Your data</h1>
      <ExportSection />
      <ImportPanel
        state={importing.state}
        onChoose={(file) => {
          setUndone(null);
          void importing.choose(file);
        }}
        onChange={importing.change}
        onStart={() => void importing.start()}
        onReset={importing.reset}
        onUndo={setConfirming}
      />
      <FormMessage tone="success">{undone}</FormMessage>
      {undo.isError && <FormMessage tone="error">{undo.error.message}</FormMessage>}
      <PastImports imports={imports.data} failed={imports.isError} onRetry={() => void imports.refetch()} onUndo={setConfirming} />
      <ConfirmDialog
        open={confirming !== null}
        title="Undo import"
        confirmLabel="Undo import"
        busy={undo.isPending}
        onConfirm={confirmUndo}
        onCancel={() => setConfirming(null)}
      >
        Remove every set, weigh-in, measurement and routine this import added? What you logged yourself stays.
      </ConfirmDialog>
    </section>
  );
}
