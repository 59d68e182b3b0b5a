import { useState } from 'react';
import { LIMITS } from '@fitness/domain';
import { Modal, TextField } from '@fitness/ui';

export interface RenameDialogProps {
  /** The name being renamed; null when closed. */
  name: string | null;
  /** What the field starts with (a merge offered under "Two names, one exercise"); the name itself by default. */
  newName?: string;
  /** The other tracked names: choosing one merges the histories. */
  otherNames: readonly string[];
  /** Resolves true once renamed (the dialog closes), false to keep it open. */
  onRename: (name: string, newName: string) => Promise<boolean>;
  onClose: () => void;
}

/** Rename a tracked exercise (max 45). The same name just closes; another tracked name merges into it. */
export function RenameDialog({ name, ...props }: RenameDialogProps) {
  // Mounted only while open, so every opening starts from the current name.
  return name === null ? null : <RenameForm name={name} {...props} />;
}

function RenameForm({ name, newName: offered, otherNames, onRename, onClose }: Omit<RenameDialogProps, 'name'> & { name: string }) {
  const [value, setValue] = useState(offered ?? name);
  const [saving, setSaving] = useState(false);
  const newName = value.trim();
  const merges = newName !== name && otherNames.includes(newName);

  const submit = async () => {
    if (!newName || saving) return;
    if (newName === name) return onClose();
    setSaving(true);
    const renamed = await onRename(name, newName);
    if (renamed) onClose();
    else setSaving(false);
  };

  return (
    <Modal open title={`Rename ${name}`} onClose={onClose} onSubmit={submit} confirmLabel="Save" confirmDisabled={!newName || saving}>
      <TextField
        label="Exercise name"
        value={value}
        maxLength={LIMITS.nameMax}
        required
        data-autofocus
        hint={
          merges
            ? `${newName} is already tracked: the two histories will merge.`
            : `Up to ${LIMITS.nameMax} characters. Using another tracked name merges the two.`
        }
        onChange={(event) => setValue(event.target.value)}
      />
    </Modal>
  );
}
