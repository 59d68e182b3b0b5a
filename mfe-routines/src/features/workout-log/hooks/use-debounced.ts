import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `ms` (compared by content), e.g. exercise names while typing.
 * A new `resetKey` (another day's log) takes its value at once: only changes within it wait.
 */
export function useDebounced<T>(value: T, ms: number, resetKey?: unknown): T {
  const text = JSON.stringify(value);
  const [settled, setSettled] = useState({ value, text, resetKey });
  if (settled.resetKey !== resetKey) setSettled({ value, text, resetKey });
  useEffect(() => {
    const timer = setTimeout(() => setSettled((last) => (last.text === text ? last : { value: JSON.parse(text) as T, text, resetKey })), ms);
    return () => clearTimeout(timer);
  }, [text, ms, resetKey]);
  return settled.resetKey === resetKey ? settled.value : value;
}
