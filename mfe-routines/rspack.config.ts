import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../tools/federation/rspack-config';

export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './RoutinesPanel': './src/features/routines/routines-panel.tsx',
    './WorkoutLog': './src/features/workout-log/components/workout-log-button.tsx',
    // Its own chunk, loaded when /history is opened: never in the dashboard's first paint (docs/decisions/0073).
    './HistoryPage': './src/features/history/components/history-page.tsx',
  },
});
