import { useState } from 'react';
import { LIMITS } from '@fitness/domain';
import { Modal, TextField } from '@fitness/ui';
import { SaveFailed } from './save-failed';

export interface RoutineNameDialogProps {
  open: boolean;
  /** The routine's current name when renaming; absent to add a routine. */
  currentName?: string;
  /** Resolves true once saved (the dialog closes), false to keep it open with what was typed. */
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/** Add a routine, or rename one: a name of at most 45 characters. */
export function RoutineNameDialog(props: RoutineNameDialogProps) {
  return props.open ? <RoutineNameForm {...props} /> : null;
}

function RoutineNameForm({ currentName, onSave, onClose }: RoutineNameDialogProps) {
  const [name, setName] = useState(currentName ?? '');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const valid = name.trim() !== '';

  const submit = async () => {
    if (!valid || saving) return;
    setSaving(true);
    setFailed(false);
    if (await onSave(name.trim())) return onClose();
    setSaving(false);
    setFailed(true);
  };

  return (
    <Modal
      open
      title={currentName === undefined ? 'Add Routine' : 'Rename Routine'}
      onClose={onClose}
      onSubmit={submit}
      confirmLabel="Save"
      confirmDisabled={!valid || saving}
    >
      <TextField
        label="Routine name"
        required
        maxLength={LIMITS.nameMax}
        value={name}
        hint={`Up to ${LIMITS.nameMax} characters`}
        data-autofocus
        onChange={(event) => setName(event.target.value)}
      />
      <SaveFailed failed={failed} />
    </Modal>
  );
}
