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
