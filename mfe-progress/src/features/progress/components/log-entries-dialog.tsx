import { formatDay, formatWeight } from '@fitness/charts';
import { bodyWeightOn, kindOf, poundsToDisplay, SET_TYPE_CHIPS, SET_TYPE_LABELS, setTypeOf } from '@fitness/domain';
import { Modal, LoadError, Skeleton } from '@fitness/ui';
import type { ProgressData } from '../api/progress-data';
import type { HistoryEntry } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { setColumns, type LoggedSet, type SetColumn } from './logged-set-columns';

export interface LogEntriesDialogProps {
  /** The history row whose day is shown; null when closed. */
  entry: { name: string; entry: HistoryEntry } | null;
  units: ProgressUnits;
  data: ProgressData;
  onClose: () => void;
}

/** Workout log entries: every set of that day's log for the exercise, in the columns of its kind (reps, weight, e1RM; time; distance, pace), and notes. */
export function LogEntriesDialog({ entry, ...props }: LogEntriesDialogProps) {
  return entry === null ? null : <OpenLogEntries name={entry.name} entry={entry.entry} {...props} />;
}

function OpenLogEntries({ name, entry, units, data, onClose }: Omit<LogEntriesDialogProps, 'entry'> & { name: string; entry: HistoryEntry }) {
  const logged = data.useLoggedEntry(entry.id);
  const title = `${name}, ${formatDay(entry.date)}`;
  // A bodyweight-compared exercise's e1RM counts the body weight of that day.
  const bodyWeightLb = entry.bw ? bodyWeightOn(entry.date, units.weights, units.profileWeight) : null;
  const context = { formula: units.formula, bw: entry.bw, bodyWeightLb };
  return (
    <Modal open title={title} onClose={onClose} hideConfirm hideCancel>
      {logged.status === 'loading' && <Skeleton label="Loading the sets…" blocks={[{ height: 24 }, { height: 24 }, { height: 24 }]} />}
      {logged.status === 'error' && <LoadError what="sets" onRetry={logged.onRetry} />}
      {logged.status === 'ready' && (
        <SetsTable title={title} sets={logged.data.sets} columns={setColumns(kindOf(logged.data), logged.data.sets, units, context)} />
      )}
      {logged.status === 'ready' && kindOf(logged.data) === 'weightReps' && bodyWeightLb !== null && bodyWeightLb > 0 && (
        <p className="progress-sets__note">e1RM includes your body weight that day, {formatWeight(poundsToDisplay(bodyWeightLb, units.type), units.unit)}.</p>
      )}
    </Modal>
  );
}

/** The day's sets in its kind's columns, numbered as the daily log numbers them. */
function SetsTable({ title, sets, columns }: { title: string; sets: LoggedSet[]; columns: SetColumn[] }) {
  return (
    <table className="progress-sets">
      <caption className="ui-visually-hidden">Sets of {title}</caption>
      <thead>
        <tr>
          <th scope="col">Set</th>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sets.map((set, i) => {
          const type = setTypeOf(set);
          return (
            <tr key={set.id ?? i} className={type === 'warmup' ? 'progress-sets__warmup' : undefined}>
              <th scope="row">
                {/* As the daily log numbers them: a set that is not normal shows its type's chip ("W", "D", "F") in its place. */}
                {type === 'normal' ? (
                  i + 1
                ) : (
                  <>
                    <span aria-hidden="true">{SET_TYPE_CHIPS[type]}</span>
                    <span className="ui-visually-hidden">
                      {i + 1}, {SET_TYPE_LABELS[type].toLowerCase()}
                    </span>
                  </>
                )}
              </th>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(set)}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
