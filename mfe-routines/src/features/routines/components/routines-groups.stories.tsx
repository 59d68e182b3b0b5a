import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import type { MeasurementType } from '@fitness/domain';
import { replaceRoutineExercises } from '../hooks/group-exercises';
import { groupedRoutine } from '../test-support/grouped-routine';
import { RoutinesPanelView, type RoutinesPanelActions } from './routines-panel-view';
import '../../../routines-remote.css';

const resolve = async () => true;
const actions: RoutinesPanelActions = {
  onCreateRoutine: resolve,
  onRenameRoutine: resolve,
  onDeleteRoutine: resolve,
  onReorderRoutines: () => {},
  onCreateStarters: resolve,
  onCreateExercise: resolve,
  onUpdateExercise: resolve,
  onDeleteExercise: resolve,
  onReorderExercises: () => {},
};

/**
 * The panel over an in-memory routine with a superset and a circuit: "Group with next", "Ungroup" and
 * drags apply at once (and are reported to `onReorderExercises`, as the API would be told).
 */
function GroupedRoutines({
  measurementType = 'imperial',
  onReorderExercises = actions.onReorderExercises,
}: {
  measurementType?: MeasurementType;
  onReorderExercises?: RoutinesPanelActions['onReorderExercises'];
}) {
  const [data, setData] = useState(groupedRoutine);
  return (
    <RoutinesPanelView
      {...actions}
      state={{ status: 'ready', ...data, measurementType }}
      onReorderExercises={(routine, next) => {
        onReorderExercises(routine, next);
        setData((d) => ({ ...d, exercises: replaceRoutineExercises(d.exercises, routine.id, next) }));
      }}
    />
  );
}

/** Opens the routine (routines start collapsed). */
const expand: Story['play'] = async ({ canvasElement }) => {
  const toggle = canvasElement.querySelector<HTMLButtonElement>('.routine__toggle[aria-expanded="false"]');
  toggle?.click();
};

const meta = {
  title: 'mfe-routines/Supersets and circuits',
  component: GroupedRoutines,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GroupedRoutines>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Superset A (Bench Press, Barbell Row), Circuit B (Squat, Lunge, Step-up) and a plank on its own. */
export const SupersetAndCircuit: Story = { play: expand };

export const SupersetAndCircuitMetric: Story = { args: { measurementType: 'metric' }, play: expand };

export const SupersetAndCircuitPhone: Story = {
  play: expand,
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};
