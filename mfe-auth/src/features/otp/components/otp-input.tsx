import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@fitness/domain';

export interface OtpInputProps {
  /** One entry per box: '' or a single digit. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Visible name of the group. */
  legend?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export const emptyOtp = (): string[] => Array.from({ length: LIMITS.otpDigits }, () => '');

/**
 * Four one-digit boxes: typing a digit moves to the next box, Backspace on an empty box goes back,
 * arrows move, and pasting (or autofilling) the whole code fills every box.
 */
export function OtpInput({ digits, onChange, legend = 'One-time password', invalid = false, disabled = false }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(LIMITS.otpDigits - 1, index))]?.focus();

  /** Writes `text`'s digits into the boxes from `start`, then focuses the box after the last one written. */
  function fill(start: number, text: string) {
    const incoming = text
      .replace(/\D/g, '')
      .slice(0, LIMITS.otpDigits - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focusBox(start + incoming.length);
  }

  function onBoxChange(index: number, value: string) {
    const typed = value.replace(/\D/g, '');
    if (typed === '') {
      if (value === '') onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A box that held a digit now holds two characters: keep the one just typed.
    const previous = digits[index] ?? '';
    if (typed.length === 2 && previous && typed.includes(previous)) {
      const replacement = typed.startsWith(previous) ? typed[1]! : typed[0]!;
      fill(index, replacement);
      return;
    }
    // Autofill of the whole code lands in one box: spread it from the first box.
    fill(typed.length >= LIMITS.otpDigits ? 0 : index, typed);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!/\d/.test(text)) return;
    event.preventDefault();
    const digitsOnly = text.replace(/\D/g, '');
    fill(digitsOnly.length >= LIMITS.otpDigits ? 0 : index, digitsOnly);
  }

  return (
    <fieldset className="otp-input" style={{ border: 0, padding: 0, margin: '0 0 var(--space-3)', minWidth: 0 }}>
      <legend className="ui-field__label" style={{ padding: 0, marginBottom: 'var(--space-2)' }}>
        {legend}
      </legend>
      <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="ui-input"
            style={{ width: 56, height: 56, textAlign: 'center', fontSize: '1.5rem', padding: 0 }}
            aria-label={`Digit ${index + 1} of ${LIMITS.otpDigits}`}
            aria-invalid={invalid || undefined}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            value={digit}
            disabled={disabled}
            onChange={(event) => onBoxChange(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
