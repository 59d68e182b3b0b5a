import { listLabel } from '../hooks/picker-options';

export interface ChoiceChipsProps<T extends string> {
  legend: string;
  hint?: string;
  values: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
}

/** A group of checkboxes shown as chips: muscles or equipment, any number of them. */
export function ChoiceChips<T extends string>({ legend, hint, values, chosen, onChange }: ChoiceChipsProps<T>) {
  return (
    <fieldset className="exercise-chips">
      <legend className="exercise-chips__legend">{legend}</legend>
      {hint ? <p className="exercise-chips__hint">{hint}</p> : null}
      <div className="exercise-chips__list">
        {values.map((value) => (
          <label key={value} className="exercise-chip">
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              // In the list's order, whatever the order of the taps.
              onChange={(event) => onChange(values.filter((v) => (v === value ? event.target.checked : chosen.includes(v))))}
            />
            <span>{listLabel(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
