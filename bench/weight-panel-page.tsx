/**
 * The page the weight-panel benchmark opens in Chromium (bundled by bench/weight-panel.bench.ts in
 * production mode, once from this repository and once from an earlier checkout for a before/after
 * run). It mounts the Body Weight panel from scratch with a heavy user's data, again and again, and
 * times each first render.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { sampleWeights } from '@fitness/charts/samples';
import type { Profile } from '@fitness/domain';
import '@fitness/ui/styles.css';
// The benchmark measures the remote's own panel (a bench page is a tool, not a remote).
import { WeightPanelView } from '../mfe-weight/src/features/weight/components/weight-panel-view';
import '../mfe-weight/src/weight-remote.css';

export interface WeightPanelBenchResult {
  /** React render + DOM commit of a fresh panel (summary, verdict, projection, chart, list), ms per run. */
  commit: number[];
  /** From the start of the render until after the next frame (style, layout and paint included). */
  toPaint: number[];
  /** What the panel drew, to check both builds drew a chart: its points and whether a projection is there. */
  pointsDrawn: number;
  projection: boolean;
}

declare global {
  interface Window {
    runWeightPanelBench: (options: { weights: number; runs: number; width: number }) => Promise<WeightPanelBenchResult>;
  }
}

const TODAY = '2026-11-20';
const profile: Profile = {
  weight: 186,
  height: 70,
  age: 40,
  activityLevel: 'Lightly Active',
  gender: 'Male',
  measurementType: 'imperial',
  weightGoal: -2,
  targetWeight: 180,
};
const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const resolve = async () => true;
const measurements = { open: () => {}, preload: () => {} };

window.runWeightPanelBench = async ({ weights, runs, width }) => {
  // Daily weigh-ins for `weights` days up to today, stored pounds, as the API answers them.
  const data = sampleWeights(weights, { start: 230, trendPerDay: -0.012, end: TODAY });
  const host = document.getElementById('root')!;
  const result: WeightPanelBenchResult = { commit: [], toPaint: [], pointsDrawn: 0, projection: false };
  for (let i = 0; i < runs; i += 1) {
    // A fresh array and profile each run, so nothing memoised by the previous mount is reused.
    const entries = data.map((p) => ({ ...p }));
    const container = document.createElement('div');
    container.style.width = `${width}px`;
    host.append(container);
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() =>
      root.render(
        <WeightPanelView
          state={{ status: 'ready', entries, profile: { ...profile } }}
          today={TODAY}
          onSave={resolve}
          onDelete={resolve}
          {...{ measurements }}
        />,
      ),
    );
    const committed = performance.now();
    await afterNextFrame();
    const painted = performance.now();
    result.commit.push(committed - start);
    result.toPaint.push(painted - start);
    result.pointsDrawn = container.querySelectorAll('.weight-chart__point-list circle').length;
    result.projection = container.querySelector('.weight-chart__projection') !== null;
    root.unmount();
    container.remove();
    await new Promise((done) => setTimeout(done, 10));
  }
  return result;
};
