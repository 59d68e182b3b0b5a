import { loadExposed } from './exposed-loads';

/** The exposed components the dashboard mounts (features/dashboard/dashboard-page.tsx). */
const DASHBOARD_PANELS = ['mfe_weight/WeightPanel', 'mfe_routines/RoutinesPanel', 'mfe_routines/WorkoutLog', 'mfe_progress/ProgressPanel'];

/**
 * Starts loading the dashboard panels' code (each remote's entry, then the panels' chunks and styles)
 * while the shell's own code and the dashboard's data are on their way, instead of after the
 * profile's answer has let the panels mount; a panel whose code is here by then mounts at once with
 * its data. Only the panels' own files: the shell's shared packages are the ones used. A failure is
 * the panel's to show: its fallback. Loading twice is loading once.
 */
export function loadDashboardPanels(): void {
  for (const id of DASHBOARD_PANELS) loadExposed(id);
}

/**
 * Whether this page load opens the dashboard for a signed-in browser: api-client's
 * `showsDashboardData`, which the eager entry cannot import (api-client is shared, so it is loaded
 * only after the entry has run). The path and the auth marker of spec section 3 (the first name in
 * local storage); a test keeps the two in agreement.
 */
export function opensDashboard(pathname: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  if (pathname.replace(/(.)\/+$/, '$1') !== '/dashboard') return false;
  try {
    return storage?.getItem('firstName') != null;
  } catch {
    return false; // storage refused (privacy mode): the shell's bootstrap starts the panels instead
  }
}
