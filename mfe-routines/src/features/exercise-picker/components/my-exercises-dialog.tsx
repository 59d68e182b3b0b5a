import { useRef, useState } from 'react';
import type { CustomExercise } from '@fitness/catalogue';
import { EXERCISE_KIND_LABELS } from '@fitness/domain';
import { apiErrorMessage } from '@fitness/api-client';
import { ConfirmDialog, EditIcon, FormMessage, IconButton, Modal, TrashIcon } from '@fitness/ui';
import type { CustomExerciseActions, CustomExerciseValues } from '../hooks/picker-data';
import { CustomExerciseDialog } from './custom-exercise-dialog';

export interface MyExercisesDialogProps {
  /** The user's custom exercises, newest first. */
  custom: readonly CustomExercise[];
  actions: CustomExerciseActions;
  onClose: () => void;
}

const valuesOf = (exercise: CustomExercise): CustomExerciseValues => ({
  name: exercise.name,
  kind: exercise.kind,
  primary: [...(exercise.primary ?? [])],
  secondary: [...(exercise.secondary ?? [])],
  equipment: [...(exercise.equipment ?? [])],
});

/** The question before a delete: the logs stay, under the name. */
export const deleteQuestion = (name: string) => `Delete ${name} from My exercises? What you logged under the name stays in your history.`;

/** "My exercises": the user's custom exercises, each edited or deleted here (a delete asks first). */
export function MyExercisesDialog({ custom, actions, onClose }: MyExercisesDialogProps) {
  const [editing, setEditing] = useState<CustomExercise | null>(null);
  const [deleting, setDeleting] = useState<CustomExercise | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const listRef = useRef<HTMLDivElement>(null);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setError(undefined);
    try {
      await actions.remove(deleting.id);
      // Its row (and the Delete button focus would go back to) is gone: the list takes the focus.
      listRef.current?.focus();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
    setBusy(false);
    setDeleting(null);
  };

  return (
    <>
      <Modal open title="My exercises" onClose={onClose} hideConfirm hideCancel>
        <div ref={listRef} tabIndex={-1} className="my-exercises">
          {custom.length === 0 ? (
            <p>No exercises of your own yet. Type a name the list lacks, then choose Create.</p>
          ) : (
            <ul className="my-exercises__list" aria-label="My exercises">
              {custom.map((exercise) => (
                <li key={exercise.id} className="my-exercises__item">
                  <span className="my-exercises__text">
                    <span className="my-exercises__name">{exercise.name}</span>
                    <span className="my-exercises__details">{[EXERCISE_KIND_LABELS[exercise.kind], ...(exercise.primary ?? [])].join(' · ')}</span>
                  </span>
                  <IconButton label={`Edit ${exercise.name}`} icon={<EditIcon />} onClick={() => setEditing(exercise)} />
                  <IconButton label={`Delete ${exercise.name}`} icon={<TrashIcon />} variant="danger" onClick={() => setDeleting(exercise)} />
                </li>
              ))}
            </ul>
          )}
          <FormMessage tone="error">{error}</FormMessage>
        </div>
      </Modal>
      {editing ? (
        <CustomExerciseDialog
          title="Edit exercise"
          confirmLabel="Save"
          initial={valuesOf(editing)}
          onSave={async (values) => {
            await actions.update(editing.id, values);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog open={deleting !== null} title="Delete exercise" busy={busy} onConfirm={() => void remove()} onCancel={() => setDeleting(null)}>
        <p>{deleting ? deleteQuestion(deleting.name) : null}</p>
      </ConfirmDialog>
    </>
  );
}
