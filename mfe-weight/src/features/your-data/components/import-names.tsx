import { CheckboxField } from '@fitness/ui';
import type { ImportAnswer } from '../api/data-transfer-requests';

export type ImportedName = NonNullable<ImportAnswer['names']>[number];

export interface ImportNamesProps {
  names: readonly ImportedName[];
  /** "Keep the file's names" is offered: another app's file, with a name the import changes (or kept already). */
  offerKeep: boolean;
  keepNames: boolean;
  onKeepNames: (keep: boolean) => void;
}

// A file of a few names shows them at once; a long one (a ten-year export) starts collapsed under its count.
const OPEN_UP_TO = 8;

/** Each of the file's exercise names with the name it is imported as, the ones not linked to the catalogue marked. */
export function ImportNames({ names, offerKeep, keepNames, onKeepNames }: ImportNamesProps) {
  const unlinked = names.filter((n) => !n.linked).length;
  return (
    <div className="data-names">
      <details open={names.length <= OPEN_UP_TO}>
        <summary>
          Exercise names ({names.length.toLocaleString('en-US')})
          {unlinked > 0 && <span className="data-figures__note">, {unlinked.toLocaleString('en-US')} not linked yet</span>}
        </summary>
        <table>
          <caption className="ui-visually-hidden">Exercise names</caption>
          <thead>
            <tr>
              <th scope="col">In the file</th>
              <th scope="col">Imported as</th>
            </tr>
          </thead>
          <tbody>
            {names.map((n) => (
              <tr key={n.fileName}>
                <th scope="row">{n.fileName}</th>
                <td>
                  {n.name}
                  {!n.linked && <span className="data-names__unlinked"> (not linked yet)</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {offerKeep && (
        <CheckboxField
          label="Keep the file's names"
          hint="They stay as the file writes them: linked to the catalogue, not renamed."
          checked={keepNames}
          onChange={(event) => onKeepNames(event.currentTarget.checked)}
        />
      )}
    </div>
  );
}
