import type { Meta, StoryObj } from '@storybook/react';
import { ConfirmDialog } from '@fitness/ui';
import { ExerciseDialog } from './exercise-dialog';
import { NotesDialog } from './notes-dialog';
import { RoutineNameDialog } from './routine-name-dialog';
import { deleteRoutineQuestion } from './routines-panel-view';
import { sampleStarterRoutines } from '../../../test-support/sample-routines';
import { StarterRoutinesDialog } from './starter-routines-dialog';
import '../../../routines-remote.css';

const resolve = async () => true;
const fail = async () => false;
const noop = () => {};
const { routines, exercises } = sampleStarterRoutines();
const bench = { ...exercises[1]!, weight: 185, tracked: true, bw: true, notes: 'Pause one second on the chest.' };

const meta = {
  title: 'mfe-routines/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddRoutine: Story = { render: () => <RoutineNameDialog open onSave={resolve} onClose={noop} /> };

export const RenameRoutine: Story = { render: () => <RoutineNameDialog open currentName="Full Body 1" onSave={resolve} onClose={noop} /> };

export const DeleteRoutine: Story = {
  render: () => (
    <ConfirmDialog open title="Delete routine" onConfirm={noop} onCancel={noop}>
      <p>{deleteRoutineQuestion(routines[0]!, 4)}</p>
    </ConfirmDialog>
  ),
};

export const AddExercise: Story = { render: () => <ExerciseDialog open exercise={null} type="imperial" onSave={resolve} onClose={noop} /> };

export const UpdateExercise: Story = { render: () => <ExerciseDialog open exercise={bench} type="imperial" onSave={resolve} onClose={noop} /> };

export const UpdateExerciseMetric: Story = { render: () => <ExerciseDialog open exercise={bench} type="metric" onSave={resolve} onClose={noop} /> };

/** Press Save: the call fails, the dialog stays open with what was typed and says so. */
export const SaveFails: Story = { render: () => <ExerciseDialog open exercise={bench} type="imperial" onSave={fail} onClose={noop} /> };

export const DeleteExercise: Story = {
  render: () => (
    <ConfirmDialog open title="Delete exercise" onConfirm={noop} onCancel={noop}>
      <p>Delete Bench Press from Full Body 1?</p>
    </ConfirmDialog>
  ),
};

export const Notes: Story = { render: () => <NotesDialog exercise={bench} onClose={noop} /> };

export const StarterRoutines: Story = { render: () => <StarterRoutinesDialog open onCreate={resolve} onClose={noop} /> };
