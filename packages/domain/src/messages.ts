/** Every user-facing text of spec section 8, verbatim. */
export const MESSAGES = {
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
} as const;

export type Message = (typeof MESSAGES)[keyof typeof MESSAGES];

/** Router statuses the error page names (spec section 8). */
export const ROUTER_STATUS_TEXT = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
} as const;

/** Texts that are only logged, never shown (spec section 8). */
export const LOG_MESSAGES = {
  creatingRoutine: 'Error creating routine',
  updatingWeight: 'Error updating weight',
  settingWeight: 'Error setting weight',
  deletingWeight: 'Error deleting weight',
  creatingRoutines: 'Error creating routines:',
  creatingExercises: 'Error creating exercises:',
  updatingTrackedExerciseName: 'Error updating tracked exercise name:',
} as const;
