import { useId, useState } from 'react';
import { formatDay, formatWeight } from '@fitness/charts';
import { Button, IconButton, TrashIcon } from '@fitness/ui';
import type { WeightEntryView } from '../hooks/weight-overview';

export const ENTRIES_PAGE_SIZE = 30;

/** The weight entries, newest first, each with a delete control; long logs show a page at a time. */
export function WeightEntryList({ entries, unit, onDelete }: { entries: readonly WeightEntryView[]; unit: string; onDelete: (entry: WeightEntryView) => void }) {
  const headingId = useId();
  const [shown, setShown] = useState(ENTRIES_PAGE_SIZE);
  const visible = entries.slice(0, shown);
  return (
    <section className="weight-entries" aria-labelledby={headingId}>
      <h3 id={headingId}>Entries</h3>
      <div className="weight-entries__scroll">
        <ul aria-labelledby={headingId}>
          {visible.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.date}>{formatDay(entry.date)}</time>
              <span className="weight-entries__weight">{formatWeight(entry.weight, unit)}</span>
              <IconButton label={`Delete weight entry for ${entry.date}`} icon={<TrashIcon />} variant="danger" onClick={() => onDelete(entry)} />
            </li>
          ))}
        </ul>
      </div>
      {entries.length > shown && (
        <Button variant="secondary" onClick={() => setShown((n) => n + ENTRIES_PAGE_SIZE)}>
          Show {Math.min(ENTRIES_PAGE_SIZE, entries.length - shown)} more of {entries.length - shown}
        </Button>
      )}
    </section>
  );
}
