import { describe, expect, it } from 'vitest';
import { isValidOtp, otpFromDigits, otpResendSecondsLeft } from './otp';

describe('OTP', () => {
  it('accepts exactly 1000..9999', () => {
    expect(isValidOtp(1000)).toBe(true);
    expect(isValidOtp(9999)).toBe(true);
    expect(isValidOtp('4821')).toBe(true);
    for (const bad of [999, 10000, 1000.5, '0999', '123', '12345', '12a4', ' 1234']) expect(isValidOtp(bad)).toBe(false);
  });

  it('joins four one-digit boxes only', () => {
    expect(otpFromDigits(['1', '2', '3', '4'])).toBe('1234');
    expect(otpFromDigits(['1', '2', '3'])).toBeNull();
    expect(otpFromDigits(['1', '2', '', '4'])).toBeNull();
    expect(otpFromDigits(['1', '2', '34', '4'])).toBeNull();
  });

  it('counts the 60 s resend wait down in whole seconds', () => {
    expect(otpResendSecondsLeft(0, 0)).toBe(60);
    expect(otpResendSecondsLeft(0, 500)).toBe(60);
    expect(otpResendSecondsLeft(0, 1000)).toBe(59);
    expect(otpResendSecondsLeft(0, 59_001)).toBe(1);
    expect(otpResendSecondsLeft(0, 60_000)).toBe(0);
    expect(otpResendSecondsLeft(0, 120_000)).toBe(0);
  });
});
