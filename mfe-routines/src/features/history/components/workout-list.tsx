import type { Ref } from 'react';
import { useDayRecords } from '@fitness/api-client';
import type { Day, MeasurementType } from '@fitness/domain';
import type { HistoryWorkout } from '@fitness/schemas';
import { Button } from '@fitness/ui';
import { HISTORY_TEXT } from '../history-text';
import { WorkoutCard } from './workout-card';

export interface WorkoutListProps {
  workouts: readonly HistoryWorkout[];
  type: MeasurementType;
  today: Day;
  /** Older workouts remain: "Show more" reads the next twenty. */
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  onOpen: (workout: HistoryWorkout) => void;
  /** The list element (the calendar scrolls to a day in it). */
  ref?: Ref<HTMLUListElement>;
}

/** The workouts, newest first, twenty a page, each with its day's new records. */
export function WorkoutList({ workouts, type, today, hasMore, loadingMore, onShowMore, onOpen, ref }: WorkoutListProps) {
  return (
    <>
      <ul className="history-list" ref={ref} aria-label={HISTORY_TEXT.workouts}>
        {workouts.map((workout) => (
          <li key={workout.date}>
            <ListedWorkout workout={workout} type={type} today={today} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" className="history-more" onClick={onShowMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
          {HISTORY_TEXT.showMore}
        </Button>
      ) : null}
    </>
  );
}

/** A card with its trophies: the day's new records (`progress.dayRecords`, batched with the other cards' reads). */
function ListedWorkout(props: { workout: HistoryWorkout; type: MeasurementType; today: Day; onOpen: (workout: HistoryWorkout) => void }) {
  const day = useDayRecords(props.workout.date);
  const records = day.data?.exercises.reduce((sum, exercise) => sum + exercise.records.length, 0);
  return <WorkoutCard {...props} records={records} />;
}
