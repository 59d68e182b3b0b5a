import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router';
import type { TRPCClient } from '@trpc/client';
import { ApiProvider, makeQueryClient, makeTrpcClient, type AppRouter } from '@fitness/api-client';
import { RouteTable, testMemoryRouter } from '../../../tools/test-support/memory-router';

/** Stands in for every other route: says where the screen sent the user. */
function Elsewhere() {
  const location = useLocation();
  return <h1>Landed on {location.pathname}</h1>;
}

export interface RenderScreenOptions {
  /** The screen's own route (e.g. '/login'). */
  path: string;
  /** A client of a real API (see e2e/support/api-server.ts). Default: one that reaches nothing. */
  client?: TRPCClient<AppRouter>;
  /** Router state handed to the screen (e.g. a login notice). */
  state?: unknown;
  /** Real screens on other routes (everything else lands on a stub that names the path). */
  otherRoutes?: RouteObject[];
}

/** Renders one account screen in the providers the shell gives it, on a memory router. */
export function renderScreen(screen: ReactElement, { path, client, state, otherRoutes = [] }: RenderScreenOptions) {
  const { router, TestMemoryRouter } = testMemoryRouter({ pathname: path, state });
  const routes: RouteObject[] = [{ path, element: screen }, ...otherRoutes, { path: '*', element: <Elsewhere /> }];
  const queryClient = makeQueryClient();
  const result = render(
    <ApiProvider queryClient={queryClient} trpcClient={client ?? makeTrpcClient('http://127.0.0.1:9')}>
      <TestMemoryRouter>
        <RouteTable routes={routes} />
      </TestMemoryRouter>
    </ApiProvider>,
  );
  return { ...result, router, queryClient };
}
