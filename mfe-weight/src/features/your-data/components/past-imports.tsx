import { useId } from 'react';
import type { RouterOutputs } from '@fitness/api-client';
import { Button, LoadError, Skeleton } from '@fitness/ui';
import { importedText } from './data-text';

export type PastImport = RouterOutputs['dataTransfer']['imports'][number];

export interface PastImportsProps {
  imports: PastImport[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onUndo: (id: string) => void;
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The imports so far, newest first, each with Undo (which removes exactly what it added). */
export function PastImports({ imports, failed, onRetry, onUndo }: PastImportsProps) {
  const headingId = useId();
  return (
    <section className="data-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Your imports</h2>
      {failed ? (
        <LoadError what="imports" onRetry={onRetry} />
      ) : !imports ? (
        <Skeleton label="Loading your imports…" blocks={[{ height: 56 }]} />
      ) : imports.length === 0 ? (
        <p className="data-empty">Nothing imported yet.</p>
      ) : (
        <ul className="data-imports">
          {imports.map((item) => (
            <li key={item.id}>
              <div>
                <strong>{item.fileName || item.formatName}</strong>
                <span>
                  {item.formatName}, {when(item.createdAt)}:{' '}
                  {item.state === 'done' ? importedText(item) : item.state === 'writing' ? 'still importing…' : 'stopped before it finished'}
                </span>
              </div>
              <Button
                variant="secondary"
                onClick={() => onUndo(item.id)}
                disabled={item.state === 'writing'}
                aria-label={`Undo the import of ${item.fileName || item.formatName}`}
              >
                Undo
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
