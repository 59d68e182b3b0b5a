import { createContext } from 'react';

/** What the fallback needs to say and do: which part is unavailable, and how to try again. */
export const RemoteSlotContext = createContext<{ title: string; retry: () => void; compact?: boolean }>({
  title: 'This part of the app',
  retry: () => window.location.reload(),
});
