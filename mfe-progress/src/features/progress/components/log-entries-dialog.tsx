import { formatDay, formatOneRepMax, formatWeight } from '@fitness/charts';
import {
  bodyWeightOn,
  estimateOneRepMax,
  ONE_REP_MAX_FORMULA_LABELS,
  ONE_REP_MAX_UNRELIABLE_TOOLTIP,
  oneRepMaxInUnits,
  poundsToDisplay,
  type OneRepMaxEstimate,
} from '@fitness/domain';
import { Modal, LoadError, Skeleton, Tooltip } from '@fitness/ui';
import type { ProgressData } from '../api/progress-data';
import type { HistoryEntry } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';

export interface LogEntriesDialogProps {
  /** The history row whose day is shown; null when closed. */
  entry: { name: string; entry: HistoryEntry } | null;
  units: ProgressUnits;
  data: ProgressData;
  onClose: () => void;
}

/** Workout log entries: every set of that day's log for the exercise (reps, weight, e1RM, notes). */
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
        <table className="progress-sets">
          <caption className="ui-visually-hidden">Sets of {title}</caption>
          <thead>
            <tr>
              <th scope="col">Set</th>
              <th scope="col">Reps</th>
              <th scope="col">Weight</th>
              <th scope="col">
                <abbr title={`Estimated one-rep max (${ONE_REP_MAX_FORMULA_LABELS[units.formula]})`}>e1RM</abbr>
              </th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {logged.data.sets.map((set, i) => (
              <tr key={set.id ?? i} className={set.warmup ? 'progress-sets__warmup' : undefined}>
                <th scope="row">
                  {/* As the daily log numbers them: a warm-up shows "W" in its place. */}
                  {set.warmup ? (
                    <>
                      <span aria-hidden="true">W</span>
                      <span className="ui-visually-hidden">{i + 1}, warm-up</span>
                    </>
                  ) : (
                    i + 1
                  )}
                </th>
                <td>{set.reps}</td>
                <td>{formatWeight(poundsToDisplay(set.weight, units.type), units.unit)}</td>
                <td>
                  <OneRepMaxCell estimate={estimateOneRepMax(set, context)} units={units} />
                </td>
                <td>{set.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {logged.status === 'ready' && bodyWeightLb !== null && bodyWeightLb > 0 && (
        <p className="progress-sets__note">e1RM includes your body weight that day, {formatWeight(poundsToDisplay(bodyWeightLb, units.type), units.unit)}.</p>
      )}
    </Modal>
  );
}

/** A set's e1RM in the user's unit; above 10 reps greyed, with why; a dash when it has none (warm-up, no load, over 20 reps). */
function OneRepMaxCell({ estimate, units }: { estimate: OneRepMaxEstimate | null; units: ProgressUnits }) {
  if (!estimate)
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="ui-visually-hidden">No estimate</span>
      </>
    );
  const text = formatOneRepMax(oneRepMaxInUnits(estimate.value, units.type), units.unit);
  if (estimate.reliable) return <>{text}</>;
  return (
    <Tooltip content={ONE_REP_MAX_UNRELIABLE_TOOLTIP}>
      <span className="progress-e1rm--unreliable" tabIndex={0}>
        {text}
      </span>
    </Tooltip>
  );
}
