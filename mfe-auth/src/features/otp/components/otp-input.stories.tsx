import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { emptyOtp, OtpInput } from './otp-input';

function OtpInputDemo({ initial = emptyOtp(), invalid = false }: { initial?: string[]; invalid?: boolean }) {
  const [digits, setDigits] = useState(initial);
  return <OtpInput digits={digits} onChange={setDigits} invalid={invalid} />;
}

const meta = { title: 'mfe-auth/OTP boxes', component: OtpInputDemo } satisfies Meta<typeof OtpInputDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: ['1', '2', '3', '4'] } };
export const Invalid: Story = { args: { initial: ['1', '2', '3', '4'], invalid: true } };
