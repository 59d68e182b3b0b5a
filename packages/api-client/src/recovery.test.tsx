import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { apiErrorCode, apiErrorMessage, retryAfterSeconds } from './api-errors';
import { clearAuthMarker, readAuthMarker, writeAuthMarker } from './auth-marker';
import { useAuthMarker } from './use-auth-marker';
import { clearRecovery, grantPasswordReset, readRecovery, restartResendCountdown, startRecovery, useRecovery } from './recovery';

afterEach(() => sessionStorage.clear());

describe('the local auth marker', () => {
  it('is the first name under "firstName", observed by hooks', () => {
    const { result } = renderHook(() => useAuthMarker());
    expect(result.current).toBeNull();
    act(() => writeAuthMarker('Ada'));
    expect(localStorage.getItem('firstName')).toBe('Ada');
    expect(result.current).toBe('Ada');
    act(() => clearAuthMarker());
    expect(readAuthMarker()).toBeNull();
    expect(result.current).toBeNull();
  });
});

describe('a recovery in progress', () => {
  it('starts with a code sent, gains a reset token, and ends', () => {
    const { result } = renderHook(() => useRecovery());
    expect(result.current).toBeNull();
    act(() => startRecovery('ada@example.com', 60, 1_000));
    expect(result.current).toEqual({ email: 'ada@example.com', sentAt: 1_000, resendInSeconds: 60 });
    act(() => restartResendCountdown(42, 5_000));
    expect(readRecovery()).toMatchObject({ sentAt: 5_000, resendInSeconds: 42 });
    act(() => grantPasswordReset('token-123'));
    expect(result.current?.resetToken).toBe('token-123');
    act(() => clearRecovery());
    expect(result.current).toBeNull();
  });

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem('passwordRecovery', '{not json');
    expect(readRecovery()).toBeNull();
    sessionStorage.setItem('passwordRecovery', JSON.stringify({ email: 5 }));
    expect(readRecovery()).toBeNull();
  });
});

describe('API error texts', () => {
  it('shows the server’s message as returned, the first field error for bad input, and a sentence when offline', () => {
    const answered = TRPCClientError.from({ error: { message: 'Incorrect email or password', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } } });
    expect(apiErrorMessage(answered)).toBe('Incorrect email or password');
    expect(apiErrorCode(answered)).toBe('UNAUTHORIZED');

    const invalid = TRPCClientError.from({
      error: { message: '[...]', code: -32600, data: { code: 'BAD_REQUEST', fieldErrors: { email: ['Invalid email format'] } } },
    });
    expect(apiErrorMessage(invalid)).toBe('Invalid email format');

    const tooSoon = TRPCClientError.from({
      error: { message: 'Please wait 42 seconds', code: -32029, data: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 } },
    });
    expect(retryAfterSeconds(tooSoon)).toBe(42);

    expect(apiErrorMessage(new TypeError('Failed to fetch'))).toBe('The server could not be reached. Please try again.');
  });
});
