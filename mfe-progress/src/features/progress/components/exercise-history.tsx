import { useMemo, useState } from 'react';
import { formatDay, formatWeight } from '@fitness/charts';
import { formatBodyWeightMultiple, kindFigures, kindOf, progressRow, showsWeightFigures, type RecordKind } from '@fitness/domain';
import { Button, IconButton, ListIcon, TrashIcon, LoadError, Skeleton } from '@fitness/ui';
import type { ProgressData } from '../api/progress-data';
import type { HistoryEntry } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { RecordTrophy } from './record-trophy';
import { progressDialogs } from './progress-dialogs-on-demand';

/** Rows shown at first and added per "Show more": a long history stays quick to open. */
const HISTORY_PAGE = 20;

export interface ExerciseHistoryProps {
  id: string;
  name: string;
  units: ProgressUnits;
  data: ProgressData;
  onShowSets: (entry: HistoryEntry) => void;
  onDelete: (entry: HistoryEntry) => void;
}

/** A tracked exercise's expanded history, newest first; it loads when first opened. */
export function ExerciseHistory({ id, name, units, data, onShowSets, onDelete }: ExerciseHistoryProps) {
  const history = data.useHistory(name, true);
  // The trophies come with the name's records, asked for at the same time; rows show without them until then.
  const records = data.useNameRecords(name, true);
  const recordsData = records.status === 'ready' ? records.data : undefined;
  const trophies = useMemo(() => new Map((recordsData?.exercises[0]?.entries ?? []).map((e) => [e.id, e.recordKinds] as const)), [recordsData]);
  const [shown, setShown] = useState(HISTORY_PAGE);
  if (history.status === 'loading') return <Skeleton label={`Loading the history of ${name}…`} blocks={[{ height: 36 }, { height: 36 }]} />;
  if (history.status === 'error') return <LoadError what={`history of ${name}`} onRetry={history.onRetry} />;
  const newestFirst = [...history.data].reverse();
  return (
    <div id={id} className="progress-history">
      <ul aria-label={`History of ${name}`}>
        {newestFirst.slice(0, shown).map((entry) => (
          <HistoryRow key={entry.id} name={name} entry={entry} recordKinds={trophies.get(entry.id)} units={units} onShowSets={onShowSets} onDelete={onDelete} />
        ))}
      </ul>
      {newestFirst.length > shown && (
        <Button variant="secondary" onClick={() => setShown((n) => n + HISTORY_PAGE)}>
          Show {Math.min(HISTORY_PAGE, newestFirst.length - shown)} older entries
        </Button>
      )}
    </div>
  );
}

type HistoryRowProps = {
  name: string;
  entry: HistoryEntry;
  /** The records this entry set when it was logged. */
  recordKinds: readonly RecordKind[] | undefined;
  units: ProgressUnits;
  onShowSets: (entry: HistoryEntry) => void;
  onDelete: (entry: HistoryEntry) => void;
};

/**
 * One day by its kind (docs/decisions/0071): weight and reps shows working weight, BWx and sets x reps;
 * reps only its sets x reps; time its longest set and total time; distance its distance, best pace and
 * longest distance.
 */
function HistoryRow({ name, entry, recordKinds, units, onShowSets, onDelete }: HistoryRowProps) {
  const row = progressRow(entry, units.weights, units.profileWeight, units.type);
  const day = formatDay(entry.date);
  const kind = kindOf(entry);
  return (
    <li className="progress-history__row">
      {showsWeightFigures(kind) && <span className="progress-history__weight">{formatWeight(row.workingWeight, units.unit)}</span>}
      {row.bodyWeightMultiple !== null && <span className="progress-history__bwx">{formatBodyWeightMultiple(row.bodyWeightMultiple)}</span>}
      {(kind === 'weightReps' || kind === 'repsOnly') && <span className="progress-history__sets">{row.setsByReps}</span>}
      {kindFigures(entry, units.type).map((figure) => (
        <span key={figure.figure} className="progress-history__figure">
          <span className="progress-history__figure-label">{figure.label}</span> {figure.value}
        </span>
      ))}
      <time dateTime={entry.date}>{day}</time>
      {recordKinds && <RecordTrophy kinds={recordKinds} />}
      <span className="progress-history__actions">
        <IconButton label={`Show sets of ${name} on ${day}`} icon={<ListIcon />} {...progressDialogs.openerProps} onClick={() => onShowSets(entry)} />
        <IconButton label={`Delete ${name} entry of ${day}`} icon={<TrashIcon />} variant="danger" onClick={() => onDelete(entry)} />
      </span>
    </li>
  );
}
