import type { SyntheticEvent } from 'react';
import type { CustomExercise } from '@fitness/catalogue';
import type { ExerciseKind } from '@fitness/domain';
import type { PickerChunk } from '../hooks/picker-chunk-on-demand';
import type { PickerData } from '../hooks/picker-data';

/** The dialog the picker has open: "Create “…”" chosen, or "My exercises". */
export type PickerDialog = { type: 'create'; name: string } | { type: 'mine' };

export interface PickerDialogsProps {
  chunk: PickerChunk | undefined;
  dialog: PickerDialog | null;
  data: PickerData;
  kind: ExerciseKind;
  onCreated: (saved: CustomExercise) => void;
  onClose: () => void;
}

// The dialogs are portals, but React bubbles their events along the components: a submit of theirs must not
// reach a form around the picker (the routine's exercise dialog would save).
const stop = (event: SyntheticEvent) => event.stopPropagation();

export function PickerDialogs({ chunk, dialog, data, kind, onCreated, onClose }: PickerDialogsProps) {
  const { actions } = data;
  if (!dialog || !chunk || !actions) return null;
  return (
    <div className="exercise-picker__dialogs" onSubmit={stop}>
      {dialog.type === 'create' ? (
        <chunk.CustomExerciseDialog
          title="Create exercise"
          confirmLabel="Create"
          initial={{ name: dialog.name, kind, primary: [], secondary: [], equipment: [] }}
          onSave={async (values) => onCreated(await actions.create(values))}
          onClose={onClose}
        />
      ) : (
        <chunk.MyExercisesDialog custom={data.custom} actions={actions} onClose={onClose} />
      )}
    </div>
  );
}
