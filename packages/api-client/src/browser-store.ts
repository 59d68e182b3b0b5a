/**
 * A tiny observable wrapper over Web Storage: components re-render when a key changes in this tab
 * (through the setters here) or in another tab (the `storage` event).
 */
const listeners = new Set<() => void>();

function notifyStorageChange(): void {
  for (const listener of listeners) listener();
}

export function subscribeToStorage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function safeSet(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Private mode or storage disabled: the app still works for this page view.
  }
  notifyStorageChange();
}
