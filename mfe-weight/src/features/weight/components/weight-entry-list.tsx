import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { formatDay, formatWeight } from '@fitness/charts';
import { Button, IconButton, TrashIcon } from '@fitness/ui';
import type { WeightEntryView } from '../hooks/weight-overview';

const ENTRIES_PAGE_SIZE = 30;

/** The row whose delete was asked for, and where it stood. */
interface PendingDelete {
  /** The entry's day (one entry per day). */
  date: string;
  index: number;
  /** It was the only entry: the list itself goes away with it. */
  last: boolean;
}

function focusHeading(heading: HTMLElement | null | undefined) {
  if (!heading?.isConnected) return;
  heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * The weight entries, newest first, each with a delete control; long logs show a page at a time.
 * Once a deleted row is gone, focus moves to the next row's delete button (else the previous, else
 * the heading), so a keyboard user keeps their place instead of landing on the page body.
 */
export function WeightEntryList({
  entries,
  unit,
  onDelete,
}: {
  entries: readonly WeightEntryView[];
  unit: string;
  onDelete: (entry: WeightEntryView) => void;
}) {
  const headingId = useId();
  const [shown, setShown] = useState(ENTRIES_PAGE_SIZE);
  const visible = entries.slice(0, shown);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pending = useRef<PendingDelete | null>(null);

  useEffect(() => {
    const asked = pending.current;
    if (!asked || entries.some((entry) => entry.date === asked.date)) return;
    pending.current = null;
    const next = visible[Math.min(asked.index, visible.length - 1)];
    const button = next && deleteButtons.current.get(next.date);
    if (button) button.focus();
    else focusHeading(headingRef.current);
  }, [entries, visible]);

  // The panel drops the list with its last entry: focus the panel's heading instead (captured while mounted).
  const panelHeading = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const region = sectionRef.current?.parentElement?.closest<HTMLElement>('section[aria-labelledby]');
    const labelledBy = region?.getAttribute('aria-labelledby');
    panelHeading.current = labelledBy ? document.getElementById(labelledBy) : null;
  });
  useEffect(
    () => () => {
      if (pending.current?.last) focusHeading(panelHeading.current);
    },
    [],
  );

  const askToDelete = (entry: WeightEntryView, index: number) => {
    pending.current = { date: entry.date, index, last: entries.length === 1 };
    onDelete(entry);
  };

  return (
    <section className="weight-entries" aria-labelledby={headingId} ref={sectionRef}>
      <h3 id={headingId} ref={headingRef}>
        Entries
      </h3>
      <div className="weight-entries__scroll">
        <ul aria-labelledby={headingId}>
          {visible.map((entry, index) => (
            <li key={entry.date}>
              <time dateTime={entry.date}>{formatDay(entry.date)}</time>
              <span className="weight-entries__weight">{formatWeight(entry.weight, unit)}</span>
              <IconButton
                ref={(button) => {
                  if (button) deleteButtons.current.set(entry.date, button);
                  else deleteButtons.current.delete(entry.date);
                }}
                label={`Delete weight entry for ${entry.date}`}
                icon={<TrashIcon />}
                variant="danger"
                onClick={() => askToDelete(entry, index)}
              />
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
