import { useState } from 'react';
import { EXERCISE_EQUIPMENT, MUSCLES, type Muscle } from '@fitness/catalogue';
import { EXERCISE_KIND_LABELS, EXERCISE_KINDS, LIMITS, type ExerciseKind } from '@fitness/domain';
import { apiErrorMessage } from '@fitness/api-client';
import { FormMessage, Modal, SelectField, TextField } from '@fitness/ui';
import type { CustomExerciseValues } from '../hooks/picker-data';
import { ChoiceChips } from './choice-chips';

const KIND_OPTIONS = EXERCISE_KINDS.map((kind) => ({ value: kind, label: EXERCISE_KIND_LABELS[kind] }));

export interface CustomExerciseDialogProps {
  /** "Create exercise" or "Edit exercise". */
  title: string;
  confirmLabel: string;
  initial: CustomExerciseValues;
  /** Resolves once saved (the caller closes the dialog); a rejection's message stays in the dialog with what was typed. */
  onSave: (values: CustomExerciseValues) => Promise<unknown>;
  onClose: () => void;
}

/** A custom exercise's name, its Type, and optionally the muscles it trains and its equipment. */
export function CustomExerciseDialog({ title, confirmLabel, initial, onSave, onClose }: CustomExerciseDialogProps) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const set = (changes: Partial<CustomExerciseValues>) => setValues((current) => ({ ...current, ...changes }));
  // A muscle is primary or secondary, never both: choosing it in one group takes it out of the other.
  const setMuscles = (group: 'primary' | 'secondary', chosen: Muscle[]) => {
    const other = group === 'primary' ? 'secondary' : 'primary';
    set({ [group]: chosen, [other]: values[other].filter((m) => !chosen.includes(m)) });
  };
  const blank = values.name.trim() === '';

  const submit = async () => {
    if (blank || saving) return;
    setSaving(true);
    setError(undefined);
    try {
      await onSave({ ...values, name: values.name.trim().replace(/\s+/g, ' ') });
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} onClose={onClose} onSubmit={submit} confirmLabel={confirmLabel} confirmDisabled={blank || saving}>
      <div className="custom-exercise-form">
        <TextField
          label="Name"
          required
          maxLength={LIMITS.nameMax}
          value={values.name}
          data-autofocus
          onChange={(event) => set({ name: event.target.value })}
        />
        <SelectField label="Type" options={KIND_OPTIONS} value={values.kind} onChange={(event) => set({ kind: event.target.value as ExerciseKind })} />
        <ChoiceChips
          legend="Muscles"
          hint="Optional: the muscles it trains most"
          values={MUSCLES}
          chosen={values.primary}
          onChange={(m) => setMuscles('primary', m)}
        />
        {/* Open from the start when there are some; React leaves it alone after (the prop never changes). */}
        <details className="custom-exercise-form__more" open={initial.secondary.length > 0 || undefined}>
          <summary>Secondary muscles</summary>
          <ChoiceChips
            legend="Secondary muscles"
            hint="Optional: muscles it also works"
            values={MUSCLES}
            chosen={values.secondary}
            onChange={(m) => setMuscles('secondary', m)}
          />
        </details>
        <ChoiceChips legend="Equipment" hint="Optional" values={EXERCISE_EQUIPMENT} chosen={values.equipment} onChange={(equipment) => set({ equipment })} />
        <FormMessage tone="error">{error}</FormMessage>
      </div>
    </Modal>
  );
}
