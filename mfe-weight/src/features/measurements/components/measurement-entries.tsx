import { useId } from 'react';
import { formatDay } from '@fitness/charts';
import type { MeasurementEntry, MeasurementType } from '@fitness/domain';
import { Button, IconButton, TrashIcon } from '@fitness/ui';
import { describeDay } from '../hooks/measurement-text';

export interface MeasurementEntriesProps {
  /** Oldest first, as stored; shown newest first. */
  entries: readonly (MeasurementEntry & { id: string })[];
  type: MeasurementType;
  /** The entry being deleted (its button waits). */
  deleting: string | null;
  onDelete: (entry: MeasurementEntry & { id: string }) => void;
  /** The last deleted day, until undone or another is deleted. */
  deleted: { date: string; onUndo: () => void; undoing: boolean } | null;
}

/** The days measured, newest first, each with a delete control; a delete can be undone. */
export function MeasurementEntries({ entries, type, deleting, onDelete, deleted }: MeasurementEntriesProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="measurement-entries">
      <h4 id={headingId} className="measurement-entries__heading">
        Entries
      </h4>
      <div role="status" className="measurement-entries__undo">
        {deleted && (
          <>
            <span>Deleted the measurements of {formatDay(deleted.date)}.</span>
            {/* The deleted row took focus with it: Undo is where the user is. */}
            <Button variant="secondary" autoFocus disabled={deleted.undoing} onClick={deleted.onUndo}>
              Undo
            </Button>
          </>
        )}
      </div>
      {entries.length > 0 && (
        <ul aria-labelledby={headingId} className="measurement-entries__list">
          {[...entries].reverse().map((entry) => (
            <li key={entry.id}>
              <span className="measurement-entries__day">
                <span className="measurement-entries__date">{formatDay(entry.date)}</span>{' '}
                <span className="measurement-entries__values">{describeDay(entry, type)}</span>
              </span>
              <IconButton
                label={`Delete measurements of ${entry.date}`}
                icon={<TrashIcon />}
                variant="danger"
                disabled={deleting === entry.id}
                onClick={() => onDelete(entry)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
