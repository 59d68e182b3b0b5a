import { loadExposed } from './exposed-loads';

/** The exposed components the dashboard mounts (features/dashboard/dashboard-page.tsx). */
const DASHBOARD_PANELS = ['mfe_weight/WeightPanel', 'mfe_routines/RoutinesPanel', 'mfe_routines/WorkoutLog', 'mfe_progress/ProgressPanel'];

/**
 * Starts loading the dashboard panels' code (each remote's entry, then the panels' chunks and styles)
 * right after the dashboard's data has left, while it and the rest of the shell's code are on their way, instead of after the
 * profile's answer has let the panels mount; a panel whose code is here by then mounts at once with
 * its data. Only the panels' own files: the shell's shared packages are the ones used. A failure is
 * the panel's to show: its fallback. Loading twice is loading once.
 */
export function loadDashboardPanels(): void {
  for (const id of DASHBOARD_PANELS) loadExposed(id);
}
