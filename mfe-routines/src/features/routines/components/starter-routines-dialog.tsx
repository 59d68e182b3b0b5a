import { useState } from 'react';
import { formatSetsReps, STARTER_ROUTINES } from '@fitness/domain';
import { Modal } from '@fitness/ui';
import { SaveFailed } from './save-failed';

export interface StarterRoutinesDialogProps {
  open: boolean;
  /** Resolves true once created (the dialog closes), false to keep it open. */
  onCreate: () => Promise<boolean>;
  onClose: () => void;
}

/** "Need help?": offers Full Body 1, 2 and 3 with the spec's twelve exercises. */
export function StarterRoutinesDialog(props: StarterRoutinesDialogProps) {
  return props.open ? <StarterRoutinesForm {...props} /> : null;
}

function StarterRoutinesForm({ onCreate, onClose }: StarterRoutinesDialogProps) {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const create = async () => {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    if (await onCreate()) return onClose();
    setSaving(false);
    setFailed(true);
  };

  return (
    <Modal open title="Starter Routines" onClose={onClose} onConfirm={create} confirmLabel="Add starter routines" confirmDisabled={saving}>
      <p>Not sure where to begin? Add three full-body routines with four exercises each. You can edit, reorder or delete them afterwards.</p>
      <div className="starter-routines">
        {STARTER_ROUTINES.map((routine) => (
          <section key={routine.name} aria-label={routine.name}>
            <h3>{routine.name}</h3>
            <ul>
              {routine.exercises.map((exercise) => (
                <li key={exercise.name}>
                  <span>{exercise.name}</span> <span className="starter-routines__sets">{formatSetsReps(exercise)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <SaveFailed failed={failed} />
    </Modal>
  );
}
