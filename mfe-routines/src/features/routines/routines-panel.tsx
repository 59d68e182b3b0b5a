import { Panel } from '@fitness/ui';

/** Workout routines panel (placeholder). */
export default function RoutinesPanel() {
  return (
    <Panel title="Workout Routines">
      <p>Your routines and their exercises will appear here.</p>
    </Panel>
  );
}
