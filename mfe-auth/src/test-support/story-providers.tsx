import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ApiProvider, makeQueryClient, makeTrpcClient } from '@fitness/api-client';

/**
 * Stories render a screen as the shell would, on a memory router. Nothing is requested until a
 * form is submitted, so stories need no network.
 */
export function StoryProviders({ path, state, children }: { path: string; state?: unknown; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() => makeTrpcClient());
  return (
    <ApiProvider queryClient={queryClient} trpcClient={trpcClient}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>{children}</MemoryRouter>
    </ApiProvider>
  );
}
