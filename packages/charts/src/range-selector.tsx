import { useId } from 'react';
import type { RangeKey, RangeOption } from '@fitness/domain';
import './charts.css';

export interface RangeSelectorProps {
  /** The ranges offered (e.g. `availableRanges('bodyWeight', spanDays)`). */
  options: readonly RangeOption[];
  value: RangeKey;
  onChange: (range: RangeKey) => void;
  /** Visible legend of the group. */
  label?: string;
}

/**
 * A chart's time range as one segmented row of radio buttons (arrow keys move between them). On a
 * phone the unit goes under its number ("1 / Month") so six choices fit 300 px.
 */
export function RangeSelector({ options, value, onChange, label = 'Time range' }: RangeSelectorProps) {
  const name = useId();
  return (
    <fieldset className="chart-range">
      <legend className="chart-range__legend">{label}</legend>
      <div className="chart-range__options">
        {options.map((option) => (
          <label key={option.key} className="chart-range__option">
            <input type="radio" name={name} value={option.key} checked={option.key === value} onChange={() => onChange(option.key)} />
            <span>
              <OptionLabel label={option.label} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** '2 Months' → 2, a space and 'Months' in its own span (the text and the radio's name stay '2 Months'). */
function OptionLabel({ label }: { label: string }) {
  const space = label.indexOf(' ');
  if (space < 0) return label;
  return (
    <>
      {label.slice(0, space)} <span className="chart-range__unit">{label.slice(space + 1)}</span>
    </>
  );
}
