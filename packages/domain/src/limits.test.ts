import { describe, expect, it } from 'vitest';
import { DRAG, HEIGHT_MAX_INCHES, LIMITS } from './limits';
import { LOG_MESSAGES, MESSAGES, ROUTER_STATUS_TEXT } from './messages';

describe('LIMITS', () => {
  it('pins every constant of spec sections 5 and 9', () => {
    expect(LIMITS).toEqual({
      nameMax: 45,
      notesMax: 300,
      emailMax: 100,
      passwordMax: 100,
      firstNameMax: 50,
      setsRepsMin: 1,
      setsRepsMax: 99,
      bodyWeightMaxLb: 1000,
      bodyWeightMaxKg: 500,
      exerciseWeightMaxLb: 1500,
      exerciseWeightMaxKg: 750,
      heightMaxFeet: 10,
      heightMaxInches: 12,
      heightMaxCm: 500,
      ageMax: 100,
      weightStep: 0.1,
      otpMin: 1000,
      otpMax: 9999,
      otpDigits: 4,
      otpResendSeconds: 60,
    });
    expect(HEIGHT_MAX_INCHES).toBe(132);
    expect(DRAG).toEqual({ touchDelayMs: 120, mouseDistancePx: 5 });
  });
});

describe('MESSAGES', () => {
  it('holds the user-facing texts of spec section 8 verbatim', () => {
    expect(MESSAGES).toEqual({
      userAlreadyExists: 'User already exists',
      mustEnterEmail: 'Must enter email',
      invalidEmail: 'Invalid email format',
      mustEnterPassword: 'Must enter password',
      passwordsMustBeSame: 'Passwords must be the same',
      mustEnterName: 'Must enter name',
      enterLoginInformation: 'Please enter login information',
      pleaseEnterEmail: 'Please enter email',
      incorrectOtp: 'Incorrect OTP',
      otpResent: 'A new one time password has successfully been sent to your email.',
      mustEnterNewPassword: 'Must enter new password',
      mustConfirmPassword: 'Must confirm password',
      passwordsMustMatch: 'Passwords must match',
      passwordResetSuccessfully: 'Password reset successfully',
      unexpectedApplicationError: 'Unexpected Application Error',
    });
  });

  it('names the router statuses and the log-only texts', () => {
    expect(ROUTER_STATUS_TEXT).toEqual({ 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed' });
    expect(Object.values(LOG_MESSAGES)).toEqual([
      'Error creating routine',
      'Error updating weight',
      'Error setting weight',
      'Error deleting weight',
      'Error creating routines:',
      'Error creating exercises:',
      'Error updating tracked exercise name:',
    ]);
  });
});
