import { useState } from 'react';
import { FUTURE_DATE_ERROR, LIMITS, bodyWeightMax, isFutureDay, isValidDay, roundTo, weightUnitLabel, type MeasurementType } from '@fitness/domain';
import { Modal, TextField } from '@fitness/ui';

export interface NewWeight {
  date: string;
  /** In the user's unit (lb or kg), one decimal. */
  weight: number;
}

export interface AddWeightDialogProps {
  open: boolean;
  type: MeasurementType;
  /** The date the dialog starts with (today, in the user's time zone). */
  today: string;
  /** Resolves true once saved (the dialog closes), false to keep it open. */
  onSave: (entry: NewWeight) => Promise<boolean>;
  onClose: () => void;
}

/** Add (or, for a day that has one, update) a body-weight entry. */
export function AddWeightDialog(props: AddWeightDialogProps) {
  // Mounted only while open, so every opening starts from today and a blank weight.
  return props.open ? <AddWeightForm {...props} /> : null;
}

function AddWeightForm({ type, today, onSave, onClose }: AddWeightDialogProps) {
  const [date, setDate] = useState(today);
  const [weight, setWeight] = useState('');
  const [saving, setSaving] = useState(false);
  const unit = weightUnitLabel(type);
  const max = bodyWeightMax(type);
  const value = Number(weight);
  const future = isValidDay(date) && isFutureDay(date, today);
  const valid = isValidDay(date) && !future && weight.trim() !== '' && Number.isFinite(value) && value > 0 && value <= max;

  const submit = async () => {
    if (!valid || saving) return;
    setSaving(true);
    const saved = await onSave({ date, weight: roundTo(value, 1) });
    if (saved) onClose();
    else setSaving(false);
  };

  return (
    <Modal open title="Add Weight" onClose={onClose} onSubmit={submit} confirmLabel="Save" confirmDisabled={!valid || saving}>
      <TextField
        label="Date"
        type="date"
        value={date}
        max={today}
        required
        error={future ? FUTURE_DATE_ERROR : undefined}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextField
        label={`Weight (${unit})`}
        type="number"
        inputMode="decimal"
        step={LIMITS.weightStep}
        min={0}
        max={max}
        required
        value={weight}
        hint={`0 to ${max} ${unit}, step ${LIMITS.weightStep}`}
        data-autofocus
        onChange={(event) => setWeight(event.target.value)}
      />
    </Modal>
  );
}
