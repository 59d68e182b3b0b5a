import type { Meta, StoryObj } from '@storybook/react';
import { CheckboxField, FormMessage, SelectField, TextAreaField, TextField } from './fields';
import { Tooltip } from './tooltip';

const meta = { title: 'ui/Fields', component: TextField, args: { label: 'Email', type: 'email', maxLength: 100 } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const WithHint: Story = { args: { label: 'Weight (lbs)', type: 'number', hint: 'Leave blank for no added weight' } };
export const WithNote: Story = {
  args: { label: 'Weight (lbs)', inputMode: 'decimal', hint: 'Up to 1000 lbs', note: 'Maximum is 1000 lbs', defaultValue: '1000' },
};
export const WithError: Story = { args: { error: 'Invalid email format', defaultValue: 'not-an-email' } };
export const Disabled: Story = { args: { label: 'Target weight', disabled: true, defaultValue: '0' } };

export const Select: Story = {
  render: () => (
    <SelectField
      label="Activity level"
      placeholder="Choose…"
      options={['Sedentary', 'Lightly Active', 'Active', 'Very Active', 'Extremely Active'].map((v) => ({ value: v, label: v }))}
    />
  ),
};
export const TextArea: Story = { render: () => <TextAreaField label="Notes" maxLength={300} defaultValue="Pause at the bottom." /> };
export const Checkbox: Story = {
  render: () => (
    <CheckboxField
      label="Track progress"
      defaultChecked
      adornment={<Tooltip label="About tracking" content="Tracked exercises appear in Exercise Progress." />}
    />
  ),
};
export const Messages: Story = {
  render: () => (
    <>
      <FormMessage>Passwords must be the same</FormMessage>
      <FormMessage tone="success">Password reset successfully</FormMessage>
      <FormMessage tone="info">A new one time password has successfully been sent to your email.</FormMessage>
    </>
  ),
};
