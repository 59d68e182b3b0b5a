/**
 * The page the weight-chart benchmark opens in Chromium (bundled by bench/weight-chart.bench.ts
 * in production mode). It mounts the chart from scratch again and again and times each mount.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { WeightChart, weightChartLayout } from '@fitness/charts';
import { sampleWeights } from '@fitness/charts/samples';
import '@fitness/ui/styles.css';

export interface WeightChartBenchResult {
  /** React render + DOM commit of a fresh chart (d3 layout included), ms per run. */
  commit: number[];
  /** From the start of the render until after the next frame (style, layout and paint included). */
  toPaint: number[];
  /** weightChartLayout alone (d3 scales, ticks, path, labels), ms per run. */
  layout: number[];
  pointsDrawn: number;
}

declare global {
  interface Window {
    runWeightChartBench: (options: { points: number; runs: number; warmup: number; width: number }) => Promise<WeightChartBenchResult>;
  }
}

const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

window.runWeightChartBench = async ({ points: count, runs, warmup, width }) => {
  const data = sampleWeights(count, { start: 230, trendPerDay: -0.012 });
  const host = document.getElementById('root')!;
  const result: WeightChartBenchResult = { commit: [], toPaint: [], layout: [], pointsDrawn: 0 };
  for (let i = 0; i < warmup + runs; i += 1) {
    // A fresh array each run, so nothing memoised from the previous mount is reused.
    const points = data.map((p) => ({ ...p }));
    const container = document.createElement('div');
    container.style.width = `${width}px`;
    host.append(container);
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() => root.render(<WeightChart points={points} range="all" unit="lbs" targetWeight={185} width={width} />));
    const committed = performance.now();
    await afterNextFrame();
    const painted = performance.now();
    result.pointsDrawn = container.querySelectorAll('.weight-chart__point-list circle').length;

    const layoutStart = performance.now();
    weightChartLayout({ points, range: 'all', targetWeight: 185, unit: 'lbs', width, height: 260 });
    const layoutEnd = performance.now();

    if (i >= warmup) {
      result.commit.push(committed - start);
      result.toPaint.push(painted - start);
      result.layout.push(layoutEnd - layoutStart);
    }
    root.unmount();
    container.remove();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return result;
};
