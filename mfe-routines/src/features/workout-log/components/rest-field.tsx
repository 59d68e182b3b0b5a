import { useState } from 'react';
import { REST, isValidRestSeconds, parseRestSeconds, restSecondsOf } from '@fitness/domain';
import { TextField } from '@fitness/ui';

export interface RestFieldProps {
  /** The rest in seconds (absent → the default 90 s). */
  seconds: number | undefined;
  onChange: (seconds: number) => void;
  className?: string;
}

/**
 * "Rest (s)": 0–600 in 15 s steps, 0 = no timer. A value on the grid is taken as typed; anything
 * else is snapped to the grid when the field is left, so typing "1", "12", "120" never jumps.
 */
export function RestField({ seconds, onChange, className }: RestFieldProps) {
  const value = restSecondsOf({ restSeconds: seconds });
  const [text, setText] = useState<string | null>(null);
  return (
    <TextField
      className={className}
      label="Rest (s)"
      hint={value === 0 ? 'No timer' : undefined}
      type="number"
      inputMode="numeric"
      min={0}
      max={REST.maxSeconds}
      step={REST.stepSeconds}
      value={text ?? String(value)}
      onChange={(event) => {
        setText(event.target.value);
        const typed = Number(event.target.value);
        if (event.target.value !== '' && isValidRestSeconds(typed)) onChange(typed);
      }}
      onBlur={() => {
        const snapped = text === null ? null : parseRestSeconds(text);
        if (snapped !== null && snapped !== value) onChange(snapped);
        setText(null);
      }}
    />
  );
}
