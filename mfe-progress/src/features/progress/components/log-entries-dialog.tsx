import { formatDay, formatWeight } from '@fitness/charts';
import { poundsToDisplay } from '@fitness/domain';
import { Modal, LoadError, Skeleton } from '@fitness/ui';
import { useProgressData } from '../api/progress-data';
import type { HistoryEntry } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';

export interface LogEntriesDialogProps {
  /** The history row whose day is shown; null when closed. */
  entry: { name: string; entry: HistoryEntry } | null;
  units: ProgressUnits;
  onClose: () => void;
}

/** Workout log entries: every set of that day's log for the exercise (reps, weight, notes). */
export function LogEntriesDialog({ entry, units, onClose }: LogEntriesDialogProps) {
  return entry === null ? null : <OpenLogEntries name={entry.name} entry={entry.entry} units={units} onClose={onClose} />;
}

function OpenLogEntries({ name, entry, units, onClose }: { name: string; entry: HistoryEntry; units: ProgressUnits; onClose: () => void }) {
  const logged = useProgressData().useLoggedEntry(entry.id);
  const title = `${name}, ${formatDay(entry.date)}`;
  return (
    <Modal open title={title} onClose={onClose} hideConfirm hideCancel>
      {logged.status === 'loading' && <Skeleton label="Loading the sets…" blocks={[{ height: 24 }, { height: 24 }, { height: 24 }]} />}
      {logged.status === 'error' && <LoadError what="sets" onRetry={logged.onRetry} />}
      {logged.status === 'ready' && (
        <table className="progress-sets">
          <caption className="ui-visually-hidden">Sets of {title}</caption>
          <thead>
            <tr>
              <th scope="col">Set</th>
              <th scope="col">Reps</th>
              <th scope="col">Weight</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {logged.data.sets.map((set, i) => (
              <tr key={set.id ?? i}>
                <th scope="row">{i + 1}</th>
                <td>{set.reps}</td>
                <td>{formatWeight(poundsToDisplay(set.weight, units.type), units.unit)}</td>
                <td>{set.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
