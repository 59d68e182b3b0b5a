import { useState, type ReactNode } from 'react';
import { Button } from '@fitness/ui';

/**
 * A section of the panel that reads its data (and the catalogue's chunk) only once asked for: the
 * dashboard's first load stays the one preloaded request, and its first paint carries no catalogue.
 * A disclosure button until then; the section, with its own heading, after.
 */
export function ShownOnRequest({ title, children }: { title: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  if (shown) return children;
  return (
    <Button variant="secondary" className="progress-on-request" aria-expanded={false} onClick={() => setShown(true)}>
      {title}
    </Button>
  );
}
