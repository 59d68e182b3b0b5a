import { loadExposed } from './exposed-loads';

/** The exposed components the dashboard mounts (features/dashboard/dashboard-page.tsx). */
const DASHBOARD_PANELS = ['mfe_weight/WeightPanel', 'mfe_routines/RoutinesPanel', 'mfe_routines/WorkoutLog', 'mfe_progress/ProgressPanel'];

/**
 * Starts loading the dashboard panels' code (each remote's entry, then the panels' chunks and styles)
 * while the dashboard's data is on its way, instead of after the profile's answer has let the panels
 * mount; a panel whose code is here by then mounts at once with its data. Only the panels' own files:
 * the shell's shared packages are the ones used. A failure is the panel's to show: its fallback.
 */
export function loadDashboardPanels(): void {
  for (const id of DASHBOARD_PANELS) loadExposed(id);
}
