import { distanceUnitLabel, formatDuration, isValidSeconds, parseDuration, type MeasurementType } from '@fitness/domain';
import { TextField } from '@fitness/ui';

export interface TimeFieldProps {
  /** The time as typed. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A set's "Time": typed as m:ss, h:mm:ss or plain seconds ("90"), shown as m:ss once the field is
 * left ("90" becomes "1:30"). The full keyboard: the numeric keypads have no colon.
 */
export function TimeField({ value, error, onChange }: TimeFieldProps) {
  return (
    <TextField
      className="log-set__time"
      label="Time"
      placeholder="m:ss"
      autoComplete="off"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const seconds = parseDuration(value);
        if (seconds !== null && isValidSeconds(seconds) && formatDuration(seconds) !== value) onChange(formatDuration(seconds));
      }}
    />
  );
}

export interface DistanceFieldProps {
  /** The distance as typed, in the user's unit. */
  value: string;
  type: MeasurementType;
  error?: string;
  onChange: (value: string) => void;
}

/** A set's "Distance (km)" or "Distance (mi)" by the profile's units (decimal keypad; "2,5" reads as 2.5). */
export function DistanceField({ value, type, error, onChange }: DistanceFieldProps) {
  return (
    <TextField
      className="log-set__distance"
      label={`Distance (${distanceUnitLabel(type)})`}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
