import { Panel } from '@fitness/ui';

/** Body-weight panel: chart, ranges, target line, forecast and entries (placeholder). */
export default function WeightPanel() {
  return (
    <Panel title="Body Weight">
      <p>Your body-weight chart and entries will appear here.</p>
    </Panel>
  );
}
