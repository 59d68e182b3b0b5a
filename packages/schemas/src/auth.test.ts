import { describe, expect, it } from 'vitest';
import { loginInput, loginStatus, recoveryRequestInput, registerInput, resetPasswordInput, verifyOtpInput } from './auth';
import { issuesOf } from './test-support/issues-of';

const first = (schema: Parameters<typeof issuesOf>[0], value: unknown) => issuesOf(schema, value)[0];

describe('registerInput', () => {
  it('trims and lower-cases the email and trims the first name, never the password', () => {
    expect(registerInput.parse({ email: '  Ann@Example.COM ', password: ' pw ', firstName: ' Ann ' })).toEqual({
      email: 'ann@example.com',
      password: ' pw ',
      firstName: 'Ann',
    });
  });

  it('uses the spec messages', () => {
    expect(first(registerInput, { email: '', password: 'x', firstName: 'A' })).toBe('email: Must enter email');
    expect(issuesOf(registerInput, { email: ' ', password: 'x', firstName: 'A' })).toEqual(['email: Must enter email']);
    expect(first(registerInput, { email: 'ann@', password: 'x', firstName: 'A' })).toBe('email: Invalid email format');
    expect(first(registerInput, { email: 'a@b.co', password: '', firstName: 'A' })).toBe('password: Must enter password');
    expect(first(registerInput, { email: 'a@b.co', password: 'x', firstName: ' ' })).toBe('firstName: Must enter name');
  });

  it('pins the max lengths: email 100, password 100, first name 50', () => {
    const email100 = `${'a'.repeat(94)}@b.com`;
    expect(email100).toHaveLength(100);
    const ok = { email: email100, password: 'p'.repeat(100), firstName: 'f'.repeat(50) };
    expect(registerInput.safeParse(ok).success).toBe(true);
    expect(first(registerInput, { ...ok, email: `a${email100}` })).toBe('email: email must be at most 100 characters');
    expect(first(registerInput, { ...ok, password: 'p'.repeat(101) })).toBe('password: password must be at most 100 characters');
    expect(first(registerInput, { ...ok, firstName: 'f'.repeat(51) })).toBe('firstName: firstName must be at most 50 characters');
  });

  it('never lets operator objects through', () => {
    expect(registerInput.safeParse({ email: { $gt: '' }, password: { $ne: null }, firstName: 'A' }).success).toBe(false);
  });
});

describe('login and recovery', () => {
  it('needs email and password on login', () => {
    expect(loginInput.parse({ email: ' A@B.co ', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
    expect(first(loginInput, { email: '', password: 'x' })).toBe('email: Please enter login information');
    expect(first(loginInput, { email: 'a@b.co', password: '' })).toBe('password: Please enter login information');
    expect(loginInput.safeParse({ email: 'a@b.co', password: { $ne: '' } }).success).toBe(false);
  });

  it('asks for an email, then a valid one, on recovery', () => {
    expect(issuesOf(recoveryRequestInput, { email: '' })).toEqual(['email: Please enter email']);
    expect(issuesOf(recoveryRequestInput, { email: 'nope' })).toEqual(['email: Invalid email format']);
    expect(recoveryRequestInput.parse({ email: ' Ann@X.io' })).toEqual({ email: 'ann@x.io' });
  });

  it('takes a four-digit code from 1000 to 9999', () => {
    expect(verifyOtpInput.parse({ email: 'a@b.co', otp: '1000' }).otp).toBe('1000');
    expect(verifyOtpInput.safeParse({ email: 'a@b.co', otp: '9999' }).success).toBe(true);
    for (const otp of ['0999', '999', '10000', 'abcd', 1234, { $gt: '' }]) {
      expect(verifyOtpInput.safeParse({ email: 'a@b.co', otp }).success).toBe(false);
    }
    expect(issuesOf(verifyOtpInput, { email: 'a@b.co', otp: '12' })).toEqual(['otp: otp must be 4 digits from 1000 to 9999']);
  });

  it('resets with a new password and the token from the code', () => {
    const token = 'A'.repeat(32);
    expect(resetPasswordInput.safeParse({ email: 'a@b.co', password: 'new', resetToken: token }).success).toBe(true);
    expect(first(resetPasswordInput, { email: 'a@b.co', password: '', resetToken: token })).toBe('password: Must enter new password');
    expect(resetPasswordInput.safeParse({ email: 'a@b.co', password: 'new' }).success).toBe(false);
  });

  it('describes the login status', () => {
    expect(loginStatus.parse({ loggedIn: false })).toEqual({ loggedIn: false });
    const user = { id: 'u1', firstName: 'Ann', email: 'ann@example.com' };
    expect(loginStatus.parse({ loggedIn: true, user })).toEqual({ loggedIn: true, user });
  });
});
