import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { ApiProvider, makeRestApi, makeTrpcClient } from '@fitness/api-client';
// Component tests of every remote talk to the real API app over HTTP, not to a mock of it: the one test API (e2e/support/api-server.ts).
import type { TestApi } from '../../e2e/support/api-server';
import { signUp } from '../../services/api/src/test-support/test-app';
import { RouteTable, testMemoryRouter } from './memory-router';

export { startTestApi, type TestApi } from '../../e2e/support/api-server';

type Fetch = typeof fetch;
const realFetch: Fetch = globalThis.fetch;

/**
 * Registers and logs in a fresh user, and gives back a fetch that carries its session cookie, as
 * the browser would. jsdom's AbortSignal is dropped: Node's fetch only accepts its own.
 * `setIntercept` can answer requests instead of the API (to simulate a failed call).
 */
export async function signInFreshUser(api: TestApi) {
  const account = await signUp(api.app);
  const interceptRef: { current?: (url: string) => Promise<Response> | undefined } = {};
  const cookieFetch: Fetch = (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const intercepted = interceptRef.current?.(url);
    if (intercepted) return intercepted;
    const headers = new Headers(init.headers);
    headers.set('cookie', account.cookie);
    const { signal: _signal, ...rest } = init;
    return realFetch(input, { ...rest, headers });
  };
  return {
    ...account,
    fetch: cookieFetch,
    /** A tRPC client for seeding and checking data as this user. */
    trpc: makeTrpcClient(api.baseUrl, { fetch: cookieFetch }),
    /** Swaps the failure simulation in and out mid-test. */
    setIntercept(next?: (url: string) => Promise<Response> | undefined) {
      interceptRef.current = next;
    },
  };
}

/** A network failure for tRPC calls whose path matches. */
export function failCallsTo(procedure: string) {
  return (url: string) => (url.includes(`/trpc/${procedure}`) ? Promise.reject(new TypeError('fetch failed')) : undefined);
}

/** Renders routes in the app's providers against the test API as `session`'s user, starting at `route`. */
export function renderWithApi(api: TestApi, session: { fetch: Fetch }, routes: RouteObject[], route: string, extra?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
  const { router, TestMemoryRouter } = testMemoryRouter(route);
  const user = userEvent.setup();
  const view = render(
    <ApiProvider queryClient={queryClient} trpcClient={makeTrpcClient(api.baseUrl, { fetch: session.fetch })} restApi={makeRestApi(api.baseUrl, session.fetch)}>
      <TestMemoryRouter>
        <RouteTable routes={routes} />
      </TestMemoryRouter>
      {extra}
    </ApiProvider>,
  );
  return { ...view, router, queryClient, user };
}
