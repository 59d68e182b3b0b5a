import { useId, useState } from 'react';
import { EQUIPMENT_LIMITS, defaultEquipment, type Equipment, type MeasurementType } from '@fitness/domain';
import { Button, FormMessage, IconButton, PlusIcon, TextField, TrashIcon } from '@fitness/ui';
import { equipmentFormFrom, equipmentFromForm, equipmentMaxima, type EquipmentFormValues, type EquipmentProblems } from '../hooks/equipment-form';

export interface EquipmentFormProps {
  /** The saved bar and plates in the user's unit (the defaults of their units until saved). */
  equipment: Equipment;
  type: MeasurementType;
  saving?: boolean;
  /** "Saved" or the failure, from the last save. */
  status?: { tone: 'success' | 'error'; text: string };
  onSave: (equipment: Equipment) => void;
}

/** "Plates and bar": the bar weight and each plate size with how many pairs the gym has; the log's plate sheet loads from these. */
export function EquipmentForm({ equipment, type, saving = false, status, onSave }: EquipmentFormProps) {
  const headingId = useId();
  const unit = type === 'metric' ? 'kg' : 'lb';
  const max = equipmentMaxima(type);
  const [form, setForm] = useState<EquipmentFormValues>(() => equipmentFormFrom(equipment));
  const [problems, setProblems] = useState<EquipmentProblems>({ plates: [] });
  const setPlate = (index: number, patch: Partial<EquipmentFormValues['plates'][number]>) =>
    setForm({ ...form, plates: form.plates.map((p, i) => (i === index ? { ...p, ...patch } : p)) });

  return (
    <section className="equipment" aria-labelledby={headingId}>
      <h2 id={headingId}>Plates and bar</h2>
      <p className="equipment__hint">The plate calculator in your workout log loads from these.</p>
      <form
        noValidate
        className="equipment__form"
        onSubmit={(event) => {
          event.preventDefault();
          const result = equipmentFromForm(form, type);
          setProblems(result.problems);
          if (result.equipment) onSave(result.equipment);
        }}
      >
        <TextField
          className="equipment__bar"
          label={`Bar (${unit})`}
          inputMode="decimal"
          value={form.bar}
          error={problems.bar}
          hint={`0 to ${max.bar} ${unit}`}
          onChange={(event) => setForm({ ...form, bar: event.target.value })}
        />
        <fieldset className="equipment__plates">
          <legend>Plates (pairs: one plate for each side)</legend>
          <ul>
            {form.plates.map((plate, index) => (
              <li key={index} className="equipment__plate">
                <TextField
                  label={`Plate ${index + 1} (${unit})`}
                  inputMode="decimal"
                  value={plate.weight}
                  error={problems.plates[index]?.weight}
                  onChange={(event) => setPlate(index, { weight: event.target.value })}
                />
                <TextField
                  label={`Pairs of plate ${index + 1}`}
                  inputMode="numeric"
                  value={plate.pairs}
                  error={problems.plates[index]?.pairs}
                  onChange={(event) => setPlate(index, { pairs: event.target.value })}
                />
                <IconButton
                  label={`Remove plate ${index + 1}${plate.weight ? ` (${plate.weight} ${unit})` : ''}`}
                  icon={<TrashIcon />}
                  variant="danger"
                  onClick={() => setForm({ ...form, plates: form.plates.filter((_, i) => i !== index) })}
                />
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            disabled={form.plates.length >= EQUIPMENT_LIMITS.plateSizes}
            onClick={() => setForm({ ...form, plates: [...form.plates, { weight: '', pairs: '1' }] })}
          >
            <PlusIcon aria-hidden="true" /> Add plate
          </Button>
        </fieldset>
        <FormMessage tone="error">{problems.form}</FormMessage>
        <div className="equipment__actions">
          <Button variant="secondary" onClick={() => setForm(equipmentFormFrom(defaultEquipment(type)))}>
            Use the {type === 'metric' ? 'kg' : 'lb'} defaults
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save plates and bar'}
          </Button>
        </div>
        <FormMessage tone={status?.tone ?? 'success'}>{status?.text}</FormMessage>
      </form>
    </section>
  );
}
