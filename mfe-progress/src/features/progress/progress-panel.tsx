import { Panel } from '@fitness/ui';

/** Exercise progress panel (placeholder). */
export default function ProgressPanel() {
  return (
    <Panel title="Exercise Progress">
      <p>Track an exercise in your workout log to follow its progress here.</p>
    </Panel>
  );
}
