import { preloadRemote } from '@module-federation/enhanced/runtime';

/** The exposed components the dashboard mounts (features/dashboard/dashboard-page.tsx), by remote. */
const DASHBOARD_REMOTES = [
  { nameOrAlias: 'mfe_weight', exposes: ['WeightPanel'] },
  { nameOrAlias: 'mfe_routines', exposes: ['RoutinesPanel', 'WorkoutLog'] },
  { nameOrAlias: 'mfe_progress', exposes: ['ProgressPanel'] },
];

/**
 * Starts downloading the dashboard panels' code (each remote's manifest, entry and the panels' first
 * chunks and styles) while the dashboard's data is on its way, instead of after the profile's answer
 * has let the panels mount. Only the panels' own files: the shell's shared packages are the ones used.
 * A failure here changes nothing: the panel's own load reports it and shows its fallback.
 */
export function preloadDashboardRemotes(): void {
  preloadRemote(DASHBOARD_REMOTES.map((remote) => ({ ...remote, resourceCategory: 'sync' as const, share: false, depsRemote: false }))).catch((error: unknown) =>
    console.warn('Preloading the dashboard panels failed; they load when shown.', error),
  );
}
