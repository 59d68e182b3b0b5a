import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldChrome {
  /** Visible label text (every control has one). */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error text for this field; marks the control invalid and is read with it. */
  error?: ReactNode;
  /**
   * A short notice of what the field just did to the input ("Maximum is 1000 lbs"). Pass it, even
   * empty, to keep a polite live region under the control, so each new notice is announced.
   */
  note?: ReactNode;
}

function describedBy(ids: Array<string | false | undefined>, extra?: string) {
  const all = [...ids.filter(Boolean), extra].filter(Boolean).join(' ');
  return all || undefined;
}

interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The chrome every labelled control shares: the label tied to the control, hint and error under it,
 * both read with the control. `children` renders the control with the props it is given.
 */
function FieldShell({
  id,
  label,
  hint,
  error,
  note,
  className,
  extraDescribedBy,
  children,
}: FieldChrome & { id?: string; className?: string; extraDescribedBy?: string; children: (control: FieldControl) => ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const noteId = `${inputId}-note`;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="ui-field__label">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy([!!hint && hintId, !!note && noteId, !!error && errorId], extraDescribedBy),
      })}
      {hint ? (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {note !== undefined ? (
        <span id={noteId} className="ui-field__hint ui-field__note" aria-live="polite">
          {note}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

/** A labelled `<input>` (text, email, password, number, date …) with optional hint and error. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, note, id, className, 'aria-describedby': extraDescribedBy, ...inputProps },
  ref,
) {
  return (
    <FieldShell {...{ id, label, hint, error, note, className, extraDescribedBy }}>
      {(control) => <input ref={ref} className="ui-input" {...control} {...inputProps} />}
    </FieldShell>
  );
});

export type TextAreaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>;

/** A labelled `<textarea>`, e.g. exercise notes (max 300). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, note, id, className, ...props },
  ref,
) {
  return (
    <FieldShell {...{ id, label, hint, error, note, className }}>
      {(control) => <textarea ref={ref} className="ui-input ui-textarea" {...control} {...props} />}
    </FieldShell>
  );
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: SelectOption[];
    /** Text of an empty first option (value ""), e.g. "Choose…". */
    placeholder?: string;
  };

/** A labelled `<select>`. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, note, id, className, options, placeholder, ...props },
  ref,
) {
  return (
    <FieldShell {...{ id, label, hint, error, note, className }}>
      {(control) => (
        <select ref={ref} className="ui-input ui-select" {...control} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});

export type CheckboxFieldProps = Omit<FieldChrome, 'error' | 'note'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
    /** Shown beside the label, e.g. a `<Tooltip>` explaining the option. */
    adornment?: ReactNode;
  };

/** A checkbox with its label on the right (e.g. "Track progress"). */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField({ label, hint, id, className, adornment, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['ui-checkbox', className].filter(Boolean).join(' ')}>
      <input ref={ref} id={inputId} type="checkbox" aria-describedby={hint ? hintId : undefined} {...props} />
      <label htmlFor={inputId}>{label}</label>
      {adornment}
      {hint ? (
        <span id={hintId} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
});

export interface FormMessageProps {
  /** `error` is announced at once (role="alert"); `success` politely (role="status"). */
  tone?: 'error' | 'success' | 'info';
  children?: ReactNode;
  id?: string;
}

/**
 * The message beside a form (validation or server answer). The live region always stays
 * in the page, so a message that appears in it is announced.
 */
export function FormMessage({ tone = 'error', children, id }: FormMessageProps) {
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className="ui-form-message" data-tone={tone} data-empty={children ? undefined : ''}>
      {children}
    </div>
  );
}
