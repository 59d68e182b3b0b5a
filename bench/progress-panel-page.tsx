/**
 * The page the progress-panel benchmark opens in Chromium (bundled by bench/progress-panel.bench.ts
 * in production mode). It mounts, again and again from scratch, (1) the Exercise Progress panel
 * once its list has arrived and (2) the statistics dialog of a name with its whole history.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ExerciseChart } from '@fitness/charts';
import { sampleWeights } from '@fitness/charts/samples';
import '@fitness/ui/styles.css';
// The benchmark measures the remote's own components (a bench page is a tool, not a remote).
import { sampleProgress } from '../mfe-progress/src/test-support/sample-progress-data';
import { progressUnits } from '../mfe-progress/src/features/progress/hooks/progress-context';
import { ProgressPanelView } from '../mfe-progress/src/features/progress/components/progress-panel-view';
import { StatisticsDialog } from '../mfe-progress/src/features/progress/components/statistics-dialog';
import '../mfe-progress/src/progress-remote.css';

export interface ProgressPanelBenchResult {
  /** The panel's first render + commit once the list is there, ms per run. */
  panelCommit: number[];
  panelToPaint: number[];
  /** Opening the statistics dialog (figures, ranges, chart) with the whole history, ms per run. */
  statisticsCommit: number[];
  statisticsToPaint: number[];
  /** The statistics chart switched to All: every one of the history's points drawn. */
  allCommit: number[];
  allToPaint: number[];
  allPointsDrawn: number;
  listsDrawn: number;
  pointsDrawn: number;
}

declare global {
  interface Window {
    runProgressPanelBench: (options: { workouts: number; exercises: number; runs: number; warmup: number }) => Promise<ProgressPanelBenchResult>;
  }
}

const afterNextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const noop = async () => true;

window.runProgressPanelBench = async ({ workouts, exercises, runs, warmup }) => {
  const names = ['Squat', 'Bench Press', 'Deadlift', 'Overhead Press', 'Bent-over Rows', 'Lat Pulldown', 'Dips'].slice(0, exercises);
  // Every workout logs each tracked exercise: one entry per name per workout, a day apart.
  const sample = sampleProgress(names.map((name, i) => ({ name, count: workouts, everyDays: 1, start: 95 + i * 20, bw: i === 0 })));
  const units = progressUnits('imperial', sampleWeights(workouts, { start: 210 }), 200);
  const host = document.getElementById('root')!;
  const result: ProgressPanelBenchResult = {
    panelCommit: [],
    panelToPaint: [],
    statisticsCommit: [],
    statisticsToPaint: [],
    allCommit: [],
    allToPaint: [],
    allPointsDrawn: 0,
    listsDrawn: 0,
    pointsDrawn: 0,
  };

  const mount = async (element: React.ReactNode) => {
    const container = document.createElement('div');
    container.style.width = '760px';
    host.append(container);
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() => root.render(element));
    const committed = performance.now();
    await afterNextFrame();
    const painted = performance.now();
    return { commit: committed - start, toPaint: painted - start, container, done: () => (root.unmount(), container.remove()) };
  };

  for (let i = 0; i < warmup + runs; i += 1) {
    // Fresh objects each run, as a new answer from the API would be.
    const list = sample.list.map((e) => ({ ...e }));
    const panel = await mount(
      <ProgressPanelView state={{ status: 'ready', exercises: list, units }} data={sample.data} onRename={noop} onDelete={noop} onReorder={noop} />,
    );
    result.listsDrawn = panel.container.querySelectorAll('.progress-card').length;
    panel.done();

    const statistics = await mount(<StatisticsDialog name={names[0]!} units={{ ...units }} data={sample.data} onClose={() => {}} />);
    result.pointsDrawn = document.querySelectorAll('.exercise-chart__point-list circle').length;
    statistics.done();

    const history = sample.histories.get(names[0]!)!.map((e) => ({ date: e.date, workingWeight: e.workingWeight, volume: e.volume }));
    const all = await mount(<ExerciseChart points={history} range="all" unit="lbs" />);
    result.allPointsDrawn = all.container.querySelectorAll('.exercise-chart__point-list circle').length;
    all.done();

    if (i >= warmup) {
      result.panelCommit.push(panel.commit);
      result.panelToPaint.push(panel.toPaint);
      result.statisticsCommit.push(statistics.commit);
      result.statisticsToPaint.push(statistics.toPaint);
      result.allCommit.push(all.commit);
      result.allToPaint.push(all.toPaint);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return result;
};
