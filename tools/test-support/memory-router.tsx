import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';

/** What a test sees of the memory router it rendered: the address shown, and a move elsewhere (as a link would). */
export interface TestRouter {
  readonly location: Location;
  navigate(to: string): Promise<void>;
}

/**
 * A memory router (the declarative one the builds share) starting at `initialEntry`, with a handle
 * for the test: `router.location` follows every navigation, redirects included.
 */
export function testMemoryRouter(initialEntry: string | { pathname: string; state?: unknown }) {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  function Watch() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  const router: TestRouter = {
    get location() {
      if (!seen.location) throw new Error('The memory router is not rendered');
      return seen.location;
    },
    async navigate(to) {
      await act(async () => {
        await seen.navigate?.(to);
      });
    },
  };
  function TestMemoryRouter({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[initialEntry]}>
        {children}
        <Watch />
      </MemoryRouter>
    );
  }
  return { router, TestMemoryRouter };
}

/** Renders the first of `routes` matching the address (a route table as a component). */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
