import { useEffect } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

const APP_NAME = 'Fitness Tracker';

/** What a route declares in its `handle`: the page's name in the document title. */
interface RouteHandle {
  title: string;
}

/** "Dashboard · Fitness Tracker": the page first, so tabs and history stay readable. */
export function pageTitle(page: string): string {
  return `${page} · ${APP_NAME}`;
}

function titleOf(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string' ? (handle as RouteHandle).title : undefined;
}

/** Sets the document title from the deepest route of `routes` matching the address that names itself. */
export function useRouteDocumentTitle(routes: RouteObject[]) {
  const location = useLocation();
  const matches = matchRoutes(routes, location) ?? [];
  const page = matches
    .map((match) => titleOf(match.route.handle))
    .filter((title) => title !== undefined)
    .at(-1);
  useEffect(() => {
    document.title = page ? pageTitle(page) : APP_NAME;
  }, [page]);
}
