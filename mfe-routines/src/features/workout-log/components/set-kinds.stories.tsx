import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { formToLog, logToForm, nextSessionTarget, type LogExerciseForm, type LogFormProblem, type MeasurementType } from '@fitness/domain';
import { createLogStore } from '../hooks/log-store';
import type { PreviousSets } from '../types';
import { WorkoutLogDialogView } from './workout-log-dialog-view';
import '../workout-log.css';

const TODAY = '2026-11-25';
let keys = 0;
const key = () => `kinds-${(keys += 1)}`;
const set = (fields: Partial<LogExerciseForm['sets'][number]>) => ({ reps: 1, weight: 0, notes: '', ...fields });

/** A day with every kind of exercise, and every set type on the bench press. */
const everyKind: LogExerciseForm[] = [
  {
    name: 'Bench Press',
    tracked: true,
    bw: false,
    sets: [
      set({ reps: 10, weight: 95, type: 'warmup', warmup: true }),
      set({ reps: 5, weight: 185 }),
      set({ reps: 8, weight: 135, type: 'drop' }),
      set({ reps: 6, weight: 135, type: 'failure' }),
    ],
  },
  { name: 'Pull-ups', kind: 'repsOnly', tracked: true, bw: true, sets: [set({ reps: 8 }), set({ reps: 6, type: 'failure' })] },
  { name: 'Plank', kind: 'time', tracked: true, bw: false, sets: [set({ seconds: 65 }), set({ seconds: 60, weight: 25 })] },
  { name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [set({ meters: 5000, seconds: 1500 })] },
  { name: "Farmer's Carry", kind: 'distanceTime', tracked: false, bw: false, sets: [set({ meters: 40, weight: 140 })] },
];

const previous: PreviousSets[] = [
  {
    name: 'Pull-ups',
    date: '2026-11-18',
    kind: 'repsOnly',
    sets: [
      { reps: 7, weight: 0 },
      { reps: 6, weight: 0 },
    ],
  },
  {
    name: 'Plank',
    date: '2026-11-18',
    kind: 'time',
    sets: [
      { reps: 1, weight: 0, seconds: 60 },
      { reps: 1, weight: 0, seconds: 55 },
    ],
  },
  { name: 'Run', date: '2026-11-18', kind: 'distanceTime', sets: [{ reps: 1, weight: 0, meters: 5000, seconds: 1560 }] },
];

/** A routine's Plank (3 × 60 s) and Run (5 km) with last time's sets: their targets, and Use target. */
const fromRoutine: LogExerciseForm[] = [
  { name: 'Plank', kind: 'time', tracked: true, bw: false, sets: [] },
  { name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [] },
];
const plankSets = [60, 62, 65].map((seconds) => ({ reps: 1, weight: 0, seconds }));
const runSets = [{ reps: 1, weight: 0, meters: 5000, seconds: 1500 }];
const plankRange = { setsLow: 3, repsLow: 1, repsHigh: null, kind: 'time' as const, targetSeconds: 60 };
const runRange = { setsLow: 1, repsLow: 1, repsHigh: null, kind: 'distanceTime' as const, targetMeters: 5000 };
const targets: PreviousSets[] = [
  {
    name: 'Plank',
    date: '2026-11-21',
    kind: 'time',
    sets: plankSets,
    target: { ...nextSessionTarget(plankRange, plankSets, { type: 'imperial' })!, range: plankRange },
  },
  {
    name: 'Run',
    date: '2026-11-21',
    kind: 'distanceTime',
    sets: runSets,
    target: { ...nextSessionTarget(runRange, runSets, { type: 'imperial' })!, range: runRange },
  },
];

interface KindsLogProps {
  type: MeasurementType;
  exercises: LogExerciseForm[];
  previous?: PreviousSets[];
  /** What Save would sync (when nothing blocks it). */
  onSend?: (exercises: LogExerciseForm[]) => void;
}

/** The log dialog with local state and Save checked as the app checks it (no network). */
function KindsLog({ type, exercises, previous: last = [], onSend = () => {} }: KindsLogProps) {
  const [store] = useState(() => createLogStore(logToForm(exercises, type, key), type));
  const [problems, setProblems] = useState<LogFormProblem[]>([]);
  const save = () => {
    const result = formToLog(store.exercises(), type);
    setProblems(result.problems);
    if (result.problems.length === 0) onSend(result.exercises);
  };
  return (
    <WorkoutLogDialogView
      date={TODAY}
      today={TODAY}
      type={type}
      state={{ status: 'ready', store }}
      previous={last}
      problems={problems}
      onDateChange={() => {}}
      onAddExercise={() => store.addExercise()}
      onSave={save}
      onClose={() => {}}
    />
  );
}

const meta = {
  title: 'mfe-routines/WorkoutLog/Set kinds',
  component: KindsLog,
  args: { type: 'metric', exercises: everyKind, previous },
} satisfies Meta<typeof KindsLog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each card's "Type", rows with only their kind's fields, and a chip on each set that is not normal. */
export const EveryKind: Story = {};

export const EveryKindImperial: Story = { args: { type: 'imperial' } };

/** A bad time and a bad distance: Save shows why under the field and sends nothing. */
export const BadTimeAndDistance: Story = {
  args: {
    exercises: [
      { name: 'Plank', kind: 'time', tracked: true, bw: false, sets: [set({})] },
      { name: 'Run', kind: 'distanceTime', tracked: true, bw: false, sets: [set({ seconds: 1500 })] },
    ],
    previous: [],
  },
};

export const KindTargets: Story = { args: { type: 'imperial', exercises: fromRoutine, previous: targets } };
