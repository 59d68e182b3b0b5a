import { useId } from 'react';
import { firstLogLabel, recordEventLabel, type MeasurementType, type RecordEvent } from '@fitness/domain';
import { CloseIcon, IconButton } from '@fitness/ui';

/** What one tracked name earned in the saved log (`progress.dayRecords`). */
export type DayRecords = { exerciseName: string; firstLog: boolean; records: readonly RecordEvent[] };

/** The notice's lines: every new record ("Bench Press: best e1RM 251 lbs (was 245)"), then "First log of …". */
export function newRecordLines(exercises: readonly DayRecords[], type: MeasurementType): { records: string[]; firstLogs: string[] } {
  return {
    records: exercises.flatMap((e) => e.records.map((record) => recordEventLabel(e.exerciseName, record, type))),
    firstLogs: exercises.filter((e) => e.firstLog).map((e) => firstLogLabel(e.exerciseName)),
  };
}

export interface NewRecordsNoticeProps {
  exercises: readonly DayRecords[];
  type: MeasurementType;
  onDismiss: () => void;
}

/**
 * After a save: the log's new records and first logs, in a note that stays until dismissed (it
 * never takes the focus; screen readers hear it as a status). Nothing when there is nothing to say.
 */
export function NewRecordsNotice({ exercises, type, onDismiss }: NewRecordsNoticeProps) {
  const headingId = useId();
  const { records, firstLogs } = newRecordLines(exercises, type);
  if (records.length === 0 && firstLogs.length === 0) return null;
  return (
    <section className="new-records" role="status" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{records.length > 0 ? 'New records' : 'Log saved'}</h2>
        <ul>
          {[...records, ...firstLogs].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <IconButton label="Dismiss new records" icon={<CloseIcon />} onClick={onDismiss} />
    </section>
  );
}
