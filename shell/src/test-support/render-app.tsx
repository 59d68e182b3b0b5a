import { render } from '@testing-library/react';
import type { TRPCClient } from '@trpc/client';
import { ApiProvider, makeQueryClient, makeTrpcClient, type AppRouter } from '@fitness/api-client';
import { testMemoryRouter } from '../../../tools/test-support/memory-router';
import { AppRoutes } from '../app/router';

/**
 * The shell's real routes and guards on a memory router. Remotes cannot load under jsdom, so tests
 * replace RemoteComponent with `RemoteStub` (vi.mock, see remote-stub.tsx) and see which remote screen a route shows.
 */
export function renderApp(path: string, client: TRPCClient<AppRouter> = makeTrpcClient('http://127.0.0.1:9')) {
  const { router, TestMemoryRouter } = testMemoryRouter(path);
  const queryClient = makeQueryClient();
  const result = render(
    <ApiProvider queryClient={queryClient} trpcClient={client}>
      <TestMemoryRouter>
        <AppRoutes />
      </TestMemoryRouter>
    </ApiProvider>,
  );
  return { ...result, router, queryClient };
}
