import { useId, useState } from 'react';
import { formatDay } from '@fitness/charts';
import { MEASUREMENT_FIELDS, type MeasurementEntry, type MeasurementType } from '@fitness/domain';
import { FormMessage, LoadError, Modal, Skeleton } from '@fitness/ui';
import { MeasurementEntries } from './measurement-entries';
import { MeasurementSummary } from './measurement-summary';
import { MeasurementsForm, type NewMeasurements, type SaveOutcome } from './measurements-form';
import '../measurements.css';

export type StoredMeasurements = MeasurementEntry & { id: string };

export type MeasurementsState = { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; entries: readonly StoredMeasurements[] };

export interface MeasurementsDialogViewProps {
  state: MeasurementsState;
  type: MeasurementType;
  today: string;
  onClose: () => void;
  onSave: (values: NewMeasurements) => Promise<SaveOutcome>;
  /** Resolves true once deleted. */
  onDelete: (entry: StoredMeasurements) => Promise<boolean>;
}

/**
 * The body measurements dialog from data and callbacks: the day's form, then each measurement's
 * latest value with its change and chart, then the entries (deletes can be undone).
 */
export function MeasurementsDialogView({ state, type, today, onClose, onSave, onDelete }: MeasurementsDialogViewProps) {
  const headingId = useId();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<{ entry: StoredMeasurements; undoing: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = state.status === 'ready' ? state.entries : null;

  const remove = async (entry: StoredMeasurements) => {
    setDeleting(entry.id);
    setProblem(null);
    const ok = await onDelete(entry);
    setDeleting(null);
    if (ok) setDeleted({ entry, undoing: false });
    else setProblem(`The measurements of ${formatDay(entry.date)} could not be deleted. Check your connection, then try again.`);
  };

  const undo = async () => {
    if (!deleted) return;
    const { entry } = deleted;
    setDeleted({ entry, undoing: true });
    const values: NewMeasurements = { date: entry.date };
    for (const field of MEASUREMENT_FIELDS) if (entry[field] !== undefined) values[field] = entry[field];
    const outcome = await onSave(values);
    if (outcome.ok) setDeleted(null);
    else {
      setDeleted({ entry, undoing: false });
      setProblem(outcome.message || `The measurements of ${formatDay(entry.date)} could not be restored. Check your connection, then try again.`);
    }
  };

  return (
    <Modal open title="Body measurements" size="large" onClose={onClose} hideConfirm hideCancel>
      <div className="measurements">
        <MeasurementsForm entries={entries} type={type} today={today} onSave={onSave} />
        <section aria-labelledby={headingId} className="measurements__yours">
          <h3 id={headingId} className="measurements__heading">
            Your measurements
          </h3>
          {state.status === 'loading' && <Skeleton label="Loading your measurements…" blocks={[{ height: 96 }, { height: 200 }]} />}
          {state.status === 'error' && <LoadError what="measurements" onRetry={state.onRetry} />}
          {entries !== null && entries.length === 0 && !deleted && (
            <p className="measurements__empty">No measurements yet. Add your first above: any of the six will do.</p>
          )}
          {entries !== null && entries.length > 0 && <MeasurementSummary entries={entries} type={type} />}
          <FormMessage>{problem}</FormMessage>
          {entries !== null && (entries.length > 0 || deleted) && (
            <MeasurementEntries
              entries={entries}
              type={type}
              deleting={deleting}
              onDelete={(entry) => void remove(entry)}
              deleted={deleted && { date: deleted.entry.date, undoing: deleted.undoing, onUndo: () => void undo() }}
            />
          )}
        </section>
      </div>
    </Modal>
  );
}
