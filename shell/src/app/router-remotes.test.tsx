import { isValidElement, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { remotes } from '../../../tools/remotes.mjs';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { DASHBOARD_PANELS } from '../remotes/dashboard-remotes';
import { RemoteComponent } from '../remotes/remote-component';
import { routes } from './router';

/** The exposed components (`remote/Exposed`) an element mounts, through its guards and wrappers. */
function exposedIn(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(exposedIn);
  if (!isValidElement<{ id?: string; children?: ReactNode }>(node)) return [];
  if (node.type === RemoteComponent) return [node.props.id ?? ''];
  if (node.type === DashboardPage) return Object.values(DASHBOARD_PANELS);
  return exposedIn(node.props.children);
}

/** Each routed path → the federation names of the remotes its page mounts, in mount order. */
function remotesByRoute(tree: RouteObject[]): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  const visit = (route: RouteObject) => {
    const names = [...new Set(exposedIn(route.element).map((id) => id.split('/')[0]!))];
    if (route.path && names.length > 0) byRoute.set(route.path, names);
    route.children?.forEach(visit);
  };
  tree.forEach(visit);
  return byRoute;
}

describe("the shell's routes and the remotes manifest (remotes.manifest.json, docs/decisions/0065)", () => {
  it("mount on each route the remotes the manifest lists for it (the server's preload hints come from the manifest's routes)", () => {
    const listed = new Map<string, string[]>();
    for (const remote of remotes) for (const route of remote.routes) listed.set(route, [...(listed.get(route) ?? []), remote.federationName]);
    const mounted = remotesByRoute(routes);
    expect(mounted.get('/dashboard')).toEqual(['mfe_weight', 'mfe_routines', 'mfe_progress']);
    expect(Object.fromEntries([...mounted].map(([route, names]) => [route, [...names].sort()]))).toEqual(
      Object.fromEntries([...listed].map(([route, names]) => [route, [...names].sort()])),
    );
  });
});
