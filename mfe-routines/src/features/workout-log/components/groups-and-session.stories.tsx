import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { logToForm, type LogExerciseForm, type MeasurementType, type WorkoutSession } from '@fitness/domain';
import { createLogStore } from '../hooks/log-store';
import type { DayRecords } from './new-records-notice';
import { WorkoutLogDialogView } from './workout-log-dialog-view';
import { WorkoutSummary } from './workout-summary';
import '../workout-log.css';
import '../groups-and-session.css';

// Issue #48 in the daily log: a superset and a circuit, the workout's session header and its summary.

const TODAY = '2026-11-25';
let keys = 0;
const key = () => `groups-story-${(keys += 1)}`;
const MINUTE = 60_000;

const sets = (reps: number[], weight: number) => reps.map((r) => ({ reps: r, weight, notes: '' }));
const superset = { id: 'ss-a', restSeconds: 120 };
const circuit = { id: 'ci-b' };
const groupedLog: LogExerciseForm[] = [
  { name: 'Bench Press', tracked: true, bw: false, group: superset, sets: sets([8, 8, 6], 185) },
  { name: 'Barbell Row', tracked: true, bw: false, group: superset, sets: sets([10, 10], 135) },
  { name: 'Squat', tracked: true, bw: false, group: circuit, sets: sets([5], 225) },
  { name: 'Lunge', tracked: false, bw: false, group: circuit, sets: sets([12], 40) },
  { name: 'Step-up', tracked: false, bw: false, group: circuit, sets: [] },
  { name: 'Plank', kind: 'time', tracked: false, bw: false, sets: [{ reps: 1, weight: 0, seconds: 60 }] },
];

/** 18:02 to 19:05 on the story's day, with notes. */
const at = (hours: number, minutes: number) => new Date(2026, 10, 25, hours, minutes).getTime();
const finished: WorkoutSession = { startedAt: at(18, 2), finishedAt: at(19, 5), notes: 'Felt strong; shoulder fine.', changedAt: at(19, 5) };

interface SessionLogProps {
  type: MeasurementType;
  exercises: LogExerciseForm[];
  /** The session as the log opens; `runningFor` (ms) starts one that long ago instead. */
  session?: WorkoutSession | null;
  runningFor?: number;
}

/** The log dialog with local state (no network): the session header and the cards read one store. */
function SessionLog({ type, exercises, session = null, runningFor }: SessionLogProps) {
  const [store] = useState(() =>
    createLogStore(logToForm(exercises, type, key), type, {
      savedSetIds: new Set(),
      newId: () => '',
      session: runningFor === undefined ? session : { startedAt: Date.now() - runningFor, finishedAt: null, notes: '', changedAt: Date.now() },
    }),
  );
  const [summary, setSummary] = useState(false);
  const current = store.session();
  return (
    <>
      <WorkoutLogDialogView
        date={TODAY}
        today={TODAY}
        type={type}
        state={{ status: 'ready', store }}
        onDateChange={() => {}}
        onAddExercise={() => store.addExercise()}
        onShowSummary={() => setSummary(true)}
        onSave={() => {}}
        onClose={() => {}}
      />
      {summary && current ? <WorkoutSummary session={current} exercises={exercises} type={type} onClose={() => setSummary(false)} /> : null}
    </>
  );
}

const meta = {
  title: 'mfe-routines/WorkoutLog/Groups and session',
  component: SessionLog,
  args: { type: 'imperial', exercises: groupedLog },
} satisfies Meta<typeof SessionLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A superset (A1, A2) and a circuit (B1–B3) in the log: labels, brackets, each card's "More for …" menu. */
export const SupersetInLog: Story = {};

/** Not started yet: "Start workout" and the notes. */
export const SessionNotStarted: Story = { args: { exercises: groupedLog.slice(0, 2) } };

/** While the workout runs: "Started" and the time since ("0:42:10"), "Finish workout". */
export const SessionRunning: Story = { args: { exercises: groupedLog.slice(0, 2), runningFor: 42 * MINUTE + 10_000 } };

/** A finished workout: its start and finish editable, and "Workout summary". */
export const SessionFinished: Story = { args: { exercises: groupedLog.slice(0, 2), session: finished } };

const dayRecords: DayRecords[] = [
  {
    exerciseName: 'Bench Press',
    firstLog: false,
    records: [
      {
        kind: 'heaviestWeight',
        date: TODAY,
        entryIds: ['e1'],
        value: 185,
        previous: 180,
        set: { date: TODAY, entryId: 'e1', setIndex: 0, reps: 8, weight: 185 },
      },
    ],
  },
  { exerciseName: 'Barbell Row', firstLog: true, records: [] },
];

/** After "Finish workout": duration, exercises, sets, volume in the user's unit, notes and the day's new records. */
export const FinishSummary: StoryObj<typeof WorkoutSummary> = {
  render: () => <WorkoutSummary session={finished} exercises={groupedLog} type="imperial" records={dayRecords} onClose={() => {}} />,
};

export const FinishSummaryMetric: StoryObj<typeof WorkoutSummary> = {
  render: () => <WorkoutSummary session={finished} exercises={groupedLog} type="metric" records={dayRecords} onClose={() => {}} />,
};
