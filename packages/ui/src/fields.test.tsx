import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, FormMessage, SelectField, TextAreaField, TextField } from './fields';
import { IconButton } from './icon-button';
import { PlusIcon } from './icons';

describe('fields', () => {
  it('label their controls and tie hints and errors to them', () => {
    render(
      <>
        <TextField label="Email" hint="We never share it" error="Invalid email format" />
        <TextAreaField label="Notes" />
        <SelectField label="Gender" placeholder="Choose…" options={[{ value: 'Male', label: 'Male' }]} />
        <CheckboxField label="Track progress" />
      </>,
    );
    const email = screen.getByLabelText('Email');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('We never share it Invalid email format');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Track progress' })).not.toBeChecked();
  });

  it('keep a polite live region for a note of what the field did to the input, read with the control', () => {
    const { rerender } = render(<TextField label="Weight (lbs)" hint="Up to 1000 lbs" note="" />);
    const field = screen.getByLabelText('Weight (lbs)');
    const region = document.getElementById(`${field.id}-note`)!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(field).toHaveAccessibleDescription('Up to 1000 lbs');
    rerender(<TextField label="Weight (lbs)" hint="Up to 1000 lbs" note="Maximum is 1000 lbs" />);
    expect(document.getElementById(`${field.id}-note`)).toBe(region);
    expect(region).toHaveTextContent('Maximum is 1000 lbs');
    expect(field).toHaveAccessibleDescription('Up to 1000 lbs Maximum is 1000 lbs');
  });

  it('FormMessage announces errors as alerts and successes as status', () => {
    render(
      <>
        <FormMessage>Must enter email</FormMessage>
        <FormMessage tone="success">Password reset successfully</FormMessage>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Must enter email');
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successfully');
  });

  it('IconButton is named by its label', () => {
    render(<IconButton label="Add weight" icon={<PlusIcon />} />);
    expect(screen.getByRole('button', { name: 'Add weight' })).toBeInTheDocument();
  });
});
