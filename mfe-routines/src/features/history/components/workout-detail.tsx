import { useDayLog, useDayRecords } from '@fitness/api-client';
import { groupLabels, kindOf, SET_TYPE_CHIPS, SET_TYPE_LABELS, setTypeOf, type LogExerciseForm, type MeasurementType } from '@fitness/domain';
import type { HistoryWorkout } from '@fitness/schemas';
import { Button, LoadError, Modal, Skeleton } from '@fitness/ui';
import { newRecordLines, type DayRecords } from '../../workout-log/components/new-records-notice';
import { fullDayName, HISTORY_TEXT, setText, workoutLine } from '../history-text';

export interface WorkoutDetailProps {
  workout: HistoryWorkout;
  type: MeasurementType;
  /** "Edit": the daily log on that day. */
  onEdit: () => void;
  /** "Repeat today": today's log with these exercises and their sets filled in. */
  onRepeat: (exercises: readonly LogExerciseForm[]) => void;
  onClose: () => void;
}

/** A workout opened from History: every exercise with its sets, the notes, the day's records; Edit and Repeat today. */
export function WorkoutDetail({ workout, type, onEdit, onRepeat, onClose }: WorkoutDetailProps) {
  const day = useDayLog(workout.date);
  const records = useDayRecords(workout.date);
  const log = day.data?.date === workout.date ? day.data : undefined;
  return (
    <Modal
      open
      title={fullDayName(workout.date)}
      onClose={onClose}
      hideCancel
      confirmLabel={HISTORY_TEXT.repeatToday}
      confirmDisabled={!log}
      onConfirm={() => log && onRepeat(log.exercises)}
      footerStart={
        <Button variant="secondary" onClick={onEdit}>
          {HISTORY_TEXT.edit}
        </Button>
      }
    >
      <div className="history-detail">
        {workout.routineName ? <p>{workout.routineName}</p> : null}
        <p>{workoutLine(workout, type)}</p>
        {log ? (
          <WorkoutSets exercises={log.exercises} notes={log.session?.notes ?? ''} type={type} />
        ) : day.isError ? (
          <LoadError what="workout" onRetry={() => void day.refetch()} />
        ) : (
          <Skeleton label="Loading the workout…" blocks={[{ height: 24 }, { height: 24 }, { height: 24 }]} />
        )}
        {records.data ? <DayRecordsList exercises={records.data.exercises} type={type} /> : null}
      </div>
    </Modal>
  );
}

/** Each exercise with its group and its sets as the log shows them: a set that is not normal carries its type's chip. */
export function WorkoutSets({ exercises, notes, type }: { exercises: readonly LogExerciseForm[]; notes: string; type: MeasurementType }) {
  const groups = groupLabels(exercises);
  return (
    <>
      {exercises.map((exercise, index) => (
        <section key={exercise.id ?? index} aria-label={exercise.name}>
          <h3>{exercise.name}</h3>
          {groups[index] ? <p className="history-detail__group">{`${groups[index].label} · ${groups[index].description}`}</p> : null}
          <ol>
            {exercise.sets.map((set, i) => {
              const setType = setTypeOf(set);
              return (
                <li key={set.id ?? i}>
                  {setType === 'normal' ? null : (
                    <>
                      <span className="history-detail__chip" aria-hidden="true">
                        {SET_TYPE_CHIPS[setType]}
                      </span>
                      <span className="ui-visually-hidden">{SET_TYPE_LABELS[setType]}: </span>
                    </>
                  )}
                  {setText(set, kindOf(exercise), type)}
                  {set.notes ? ` (${set.notes})` : null}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      {notes ? (
        <section aria-label="Notes">
          <h3>Notes</h3>
          <p className="history-detail__notes">{notes}</p>
        </section>
      ) : null}
    </>
  );
}

/** The day's new records and first logs, as the log's notice words them after a save. */
function DayRecordsList({ exercises, type }: { exercises: readonly DayRecords[]; type: MeasurementType }) {
  const { records, firstLogs } = newRecordLines(exercises, type);
  if (records.length === 0 && firstLogs.length === 0) return null;
  return (
    <section aria-label="Records of the day">
      <h3>Records of the day</h3>
      <ul>
        {[...records, ...firstLogs].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
