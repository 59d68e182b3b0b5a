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

/** A chart's time range as a row of radio buttons (arrow keys move between them). */
export function RangeSelector({ options, value, onChange, label = 'Time range' }: RangeSelectorProps) {
  const name = useId();
  return (
    <fieldset className="chart-range">
      <legend className="chart-range__legend">{label}</legend>
      <div className="chart-range__options">
        {options.map((option) => (
          <label key={option.key} className="chart-range__option">
            <input type="radio" name={name} value={option.key} checked={option.key === value} onChange={() => onChange(option.key)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
