import { describe, expect, it } from 'vitest';
import { isValidEmail, validateForgotPassword, validateLogin, validateRegister, validateResetPassword } from './auth-validation';

const ok = { email: 'ann@example.com', password: 'secret', confirmPassword: 'secret', firstName: 'Ann' };

describe('isValidEmail', () => {
  it.each(['a@b.co', 'ann.lee+gym@mail.example.org', '  ann@example.com '])('accepts %j', (s) => expect(isValidEmail(s)).toBe(true));
  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'an n@example.com', 'ann@@example.com'])('rejects %j', (s) => expect(isValidEmail(s)).toBe(false));
});

describe('validateRegister', () => {
  it('passes a complete form', () => expect(validateRegister(ok)).toBeNull());

  it('checks in the spec order, reporting only the first failure', () => {
    const allWrong = { email: '', password: '', confirmPassword: 'x', firstName: '' };
    expect(validateRegister(allWrong)).toBe('Must enter email');
    expect(validateRegister({ ...allWrong, email: 'nope' })).toBe('Invalid email format');
    expect(validateRegister({ ...allWrong, email: ok.email })).toBe('Must enter password');
    expect(validateRegister({ ...allWrong, email: ok.email, password: 'a' })).toBe('Passwords must be the same');
    expect(validateRegister({ ...allWrong, email: ok.email, password: 'x' })).toBe('Must enter name');
  });

  it('treats whitespace-only email and name as empty but keeps passwords as typed', () => {
    expect(validateRegister({ ...ok, email: '   ' })).toBe('Must enter email');
    expect(validateRegister({ ...ok, firstName: '  ' })).toBe('Must enter name');
    expect(validateRegister({ ...ok, password: ' ', confirmPassword: ' ' })).toBeNull();
    expect(validateRegister({ ...ok, confirmPassword: 'secret ' })).toBe('Passwords must be the same');
  });
});

describe('validateLogin', () => {
  it('needs both fields', () => {
    expect(validateLogin({ email: '', password: 'x' })).toBe('Please enter login information');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Please enter login information');
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });
});

describe('validateForgotPassword', () => {
  it('asks for an email, then a well-formed one', () => {
    expect(validateForgotPassword('')).toBe('Please enter email');
    expect(validateForgotPassword(' ')).toBe('Please enter email');
    expect(validateForgotPassword('ann@')).toBe('Invalid email format');
    expect(validateForgotPassword('ann@example.com')).toBeNull();
  });
});

describe('validateResetPassword', () => {
  it('checks new, confirm, then match', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' })).toBe('Must enter new password');
    expect(validateResetPassword({ password: 'a', confirmPassword: '' })).toBe('Must confirm password');
    expect(validateResetPassword({ password: 'a', confirmPassword: 'b' })).toBe('Passwords must match');
    expect(validateResetPassword({ password: 'a', confirmPassword: 'a' })).toBeNull();
  });
});
