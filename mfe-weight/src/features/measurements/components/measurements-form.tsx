import { useEffect, useId, useState } from 'react';
import { formatDay } from '@fitness/charts';
import {
  FUTURE_DATE_ERROR,
  isFutureDay,
  isValidDay,
  MEASUREMENT_FIELDS,
  MEASUREMENT_LABELS,
  measurementDisplayBounds,
  measurementsFromForm,
  measurementUnit,
  type BodyMeasurements,
  type MeasurementEntry,
  type MeasurementField,
  type MeasurementType,
} from '@fitness/domain';
import { Button, FormMessage, TextField } from '@fitness/ui';
import { BLANK_TEXTS, textsOf } from '../hooks/measurement-text';

/** A day's measurements to save (stored units: cm, %). */
export type NewMeasurements = BodyMeasurements & { date: string };

/** What a save came to: the saved day, or why not (the form keeps what was typed). */
export type SaveOutcome = { ok: true } | { ok: false; message: string };

export interface MeasurementsFormProps {
  /** The user's entries, oldest first; null while they load (Save waits: it replaces a day's entry). */
  entries: readonly MeasurementEntry[] | null;
  type: MeasurementType;
  /** Today in the user's time zone: the date the form starts with, and the latest it takes. */
  today: string;
  onSave: (values: NewMeasurements) => Promise<SaveOutcome>;
}

const SAVE_FAILED = 'Your measurements could not be saved. Check your connection, then try again.';

/**
 * The day's six measurements, each optional, in the user's unit. A day that has an entry fills the
 * fields with it (saving replaces that day), unless something was already typed: nothing typed is
 * ever overwritten.
 */
export function MeasurementsForm({ entries, type, today, onSave }: MeasurementsFormProps) {
  const formId = useId();
  const [date, setDate] = useState(today);
  // `texts`: what the fields show; `filled`: what the store last filled in (the user typed once they differ).
  const [form, setForm] = useState({ texts: BLANK_TEXTS, filled: BLANK_TEXTS });
  const [errors, setErrors] = useState<Partial<Record<MeasurementField, string>>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const dayEntry = entries?.find((entry) => entry.date === date);
  const future = isValidDay(date) && isFutureDay(date, today);
  const ready = entries !== null;

  useEffect(() => {
    if (!ready) return;
    const fromStore = textsOf(dayEntry, type);
    setForm((current) =>
      MEASUREMENT_FIELDS.every((field) => current.texts[field] === current.filled[field])
        ? { texts: fromStore, filled: fromStore }
        : { ...current, filled: fromStore },
    );
  }, [ready, dayEntry, type]);

  const setText = (field: MeasurementField, text: string) => {
    setForm((current) => ({ ...current, texts: { ...current.texts, [field]: text } }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setMessage(null);
  };

  const submit = async () => {
    if (saving || !ready || future || !isValidDay(date)) return;
    const result = measurementsFromForm(form.texts, type, dayEntry);
    if (!result.ok) {
      setErrors(result.errors);
      setMessage(result.message ? { tone: 'error', text: result.message } : null);
      return;
    }
    setSaving(true);
    setMessage(null);
    const outcome = await onSave({ date, ...result.value });
    setSaving(false);
    if (!outcome.ok) return setMessage({ tone: 'error', text: outcome.message || SAVE_FAILED });
    const saved = textsOf(result.value, type);
    setForm({ texts: saved, filled: saved });
    setMessage({ tone: 'success', text: `Saved the measurements of ${formatDay(date)}.` });
  };

  return (
    <form
      aria-labelledby={`${formId}-title`}
      className="measurements-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${formId}-title`} className="measurements__heading">
        Add measurements
      </h3>
      <TextField
        label="Date"
        type="date"
        value={date}
        max={today}
        required
        error={future ? FUTURE_DATE_ERROR : undefined}
        hint={dayEntry ? `${formatDay(date)} has measurements: saving replaces them.` : undefined}
        onChange={(event) => {
          setDate(event.target.value);
          setMessage(null);
        }}
      />
      <div className="measurements-form__fields">
        {MEASUREMENT_FIELDS.map((field, index) => {
          const { min, max } = measurementDisplayBounds(field, type);
          const unit = measurementUnit(field, type);
          return (
            <TextField
              key={field}
              label={`${MEASUREMENT_LABELS[field]} (${unit})`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={form.texts[field]}
              hint={`${min}–${max}`}
              error={errors[field]}
              data-autofocus={index === 0 ? true : undefined}
              onChange={(event) => setText(field, event.target.value)}
            />
          );
        })}
      </div>
      <FormMessage tone={message?.tone === 'success' ? 'success' : 'error'}>{message?.text}</FormMessage>
      <div className="measurements-form__actions">
        <Button type="submit" disabled={saving || !ready || future}>
          {saving ? 'Saving…' : 'Save measurements'}
        </Button>
      </div>
    </form>
  );
}
