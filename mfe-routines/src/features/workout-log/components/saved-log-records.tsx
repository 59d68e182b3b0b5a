import { useDayRecords } from '@fitness/api-client';
import type { MeasurementType } from '@fitness/domain';
import { NewRecordsNotice } from './new-records-notice';

/** The new records of the day just saved, once the server has them (a failed read shows nothing: the log is saved either way). */
export function SavedLogRecords({ date, type, onDismiss }: { date: string; type: MeasurementType; onDismiss: () => void }) {
  const day = useDayRecords(date);
  return day.data ? <NewRecordsNotice exercises={day.data.exercises} type={type} onDismiss={onDismiss} /> : null;
}
