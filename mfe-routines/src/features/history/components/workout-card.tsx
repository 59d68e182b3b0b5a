import { useId } from 'react';
import type { Day, MeasurementType } from '@fitness/domain';
import type { HistoryWorkout } from '@fitness/schemas';
import { TrophyIcon } from '@fitness/ui';
import { dayName, fullDayName, recordsLabel, workoutLine } from '../history-text';

export interface WorkoutCardProps {
  workout: HistoryWorkout;
  type: MeasurementType;
  today: Day;
  /** The day's new records once known. */
  records?: number;
  onOpen: (workout: HistoryWorkout) => void;
}

/** One workout of the list: its day (the button that opens it), the routine when known, its figures, its trophies. */
export function WorkoutCard({ workout, type, today, records, onOpen }: WorkoutCardProps) {
  const headingId = useId();
  return (
    <article className="history-workout" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <button type="button" className="history-workout__open" data-day={workout.date} onClick={() => onOpen(workout)}>
          {workout.date.slice(0, 4) === today.slice(0, 4) ? dayName(workout.date) : fullDayName(workout.date)}
        </button>
      </h3>
      {workout.routineName ? <p>{workout.routineName}</p> : null}
      <p>{workoutLine(workout, type)}</p>
      {records ? (
        <p className="history-workout__records">
          <TrophyIcon aria-hidden="true" />
          {recordsLabel(records)}
        </p>
      ) : null}
    </article>
  );
}
