import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';

describe('useDebounced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers a change once it has stood for the delay; a new reset key (another log) takes its value at once', () => {
    const { result, rerender } = renderHook(({ value, log }) => useDebounced(value, 400, log), { initialProps: { value: '', log: 'none' } });
    // A log loads: its names count at once (last time's numbers are asked for in the first render).
    rerender({ value: 'Squats', log: 'today' });
    expect(result.current).toBe('Squats');
    // A name typed within that log waits until the typing stops.
    rerender({ value: 'Squats\nDips', log: 'today' });
    expect(result.current).toBe('Squats');
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe('Squats');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Squats\nDips');
  });
});
