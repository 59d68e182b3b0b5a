import { useDayRecords } from '@fitness/api-client';
import { durationLabel, sessionDurationMs, volumeLabel, workoutTotals, type LogExerciseForm, type MeasurementType, type WorkoutSession } from '@fitness/domain';
import { Modal } from '@fitness/ui';
import { LOG_TEXT } from '../log-text';
import { newRecordLines, type DayRecords } from './new-records-notice';

export interface WorkoutSummaryProps {
  session: WorkoutSession;
  /** The workout's exercises as saved (stored pounds). */
  exercises: readonly LogExerciseForm[];
  type: MeasurementType;
  /** The day's new records once known (`progress.dayRecords`); undefined while unknown (or not sent yet). */
  records?: readonly DayRecords[];
  onClose: () => void;
}

/** What a finished workout added up to: its duration, exercises, sets, volume in the user's unit, notes and new records. */
export function WorkoutSummary({ session, exercises, type, records, onClose }: WorkoutSummaryProps) {
  const totals = workoutTotals(exercises);
  const duration = sessionDurationMs(session, session.finishedAt ?? Date.now());
  const lines = records ? newRecordLines(records, type) : null;
  const earned = lines ? [...lines.records, ...lines.firstLogs] : [];
  const figures: [string, string][] = [
    ['Duration', duration === null ? '–' : durationLabel(duration)],
    ['Exercises', String(totals.exercises)],
    ['Sets', String(totals.sets)],
    ['Volume', volumeLabel(totals.volumeLb, type)],
  ];
  return (
    <Modal open title={LOG_TEXT.summaryTitle} onClose={onClose} onConfirm={onClose} confirmLabel="Done" hideCancel>
      <div className="workout-summary">
        <dl className="workout-summary__figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {session.notes ? <p className="workout-summary__notes">{session.notes}</p> : null}
        {earned.length > 0 ? (
          <section className="workout-summary__records" aria-label={lines?.records.length ? 'New records' : 'First logs'}>
            <h3>{lines?.records.length ? 'New records' : 'First logs'}</h3>
            <ul>
              {earned.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Modal>
  );
}

export interface WorkoutSummaryDialogProps extends Omit<WorkoutSummaryProps, 'records'> {
  date: string;
  /** The day is saved on the server: its new records can be read. */
  withRecords: boolean;
}

/** The summary, wired: the day's new records from the server (the records notice's query). */
export function WorkoutSummaryDialog({ date, withRecords, ...props }: WorkoutSummaryDialogProps) {
  return withRecords ? <WithRecords date={date} {...props} /> : <WorkoutSummary {...props} />;
}

function WithRecords({ date, ...props }: Omit<WorkoutSummaryProps, 'records'> & { date: string }) {
  const day = useDayRecords(date);
  return <WorkoutSummary {...props} records={day.data?.exercises} />;
}
