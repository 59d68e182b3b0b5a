import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateEmailChange } from './account-validation';

describe('validateChangePassword', () => {
  const ok = { currentPassword: 'old', newPassword: 'new-one', confirmPassword: 'new-one' };
  it('asks for the current password, then the new one by the registration rules', () => {
    expect(validateChangePassword(ok)).toBeNull();
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: 'x' })).toBe('Must enter current password');
    expect(validateChangePassword({ ...ok, newPassword: '' })).toBe('Must enter password');
    expect(validateChangePassword({ ...ok, confirmPassword: 'new-one ' })).toBe('Passwords must be the same');
    // Passwords are kept as typed: spaces count.
    expect(validateChangePassword({ currentPassword: ' ', newPassword: ' ', confirmPassword: ' ' })).toBeNull();
  });
});

describe('validateEmailChange', () => {
  it('checks the new address as registration does, then the current password', () => {
    expect(validateEmailChange({ newEmail: '  ', currentPassword: '' })).toBe('Must enter email');
    expect(validateEmailChange({ newEmail: 'ann@', currentPassword: '' })).toBe('Invalid email format');
    expect(validateEmailChange({ newEmail: 'ann@example.com', currentPassword: '' })).toBe('Must enter current password');
    expect(validateEmailChange({ newEmail: ' ann@example.com ', currentPassword: 'pw' })).toBeNull();
  });
});
