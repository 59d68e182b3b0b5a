import { loadExposed } from './exposed-loads';

/** The exposed components the dashboard mounts (features/dashboard/dashboard-page.tsx) and starts early. */
export const DASHBOARD_PANELS = {
  weight: 'mfe_weight/WeightPanel',
  routines: 'mfe_routines/RoutinesPanel',
  progress: 'mfe_progress/ProgressPanel',
  workoutLog: 'mfe_routines/WorkoutLog',
} as const;

/**
 * Starts loading the dashboard panels' code (each remote's entry, then the panels' chunks and styles)
 * right after the dashboard's data has left, while it and the rest of the shell's code are on their
 * way, instead of after the profile's answer has let the panels mount; a panel whose code is here by
 * then mounts at once with its data. Only the panels' own files: the shell's shared packages are the
 * ones used. A failure is the panel's to show: its fallback. Loading twice is loading once.
 */
export function loadDashboardPanels(): void {
  for (const id of Object.values(DASHBOARD_PANELS)) loadExposed(id);
}
