import { useMemo, useState } from 'react';
import { ExerciseChart, EXERCISE_METRIC_LABELS, RangeSelector, formatWeight, type ExerciseMetric } from '@fitness/charts';
import { availableRanges, dataSpanDays, DEFAULT_EXERCISE_RANGE, exerciseStatistics, graphableProgress, poundsToDisplay, type RangeKey } from '@fitness/domain';
import { Modal, LoadError, Skeleton } from '@fitness/ui';
import { useProgressData } from '../api/progress-data';
import type { HistoryEntry } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { PercentChange } from './percent-change';

export interface StatisticsDialogProps {
  /** The exercise shown; null when closed. */
  name: string | null;
  units: ProgressUnits;
  onClose: () => void;
}

/** The exercise statistics dialog (large), titled with the exercise name; its history loads when it opens. */
export function StatisticsDialog({ name, units, onClose }: StatisticsDialogProps) {
  return name === null ? null : <OpenStatistics name={name} units={units} onClose={onClose} />;
}

function OpenStatistics({ name, units, onClose }: { name: string; units: ProgressUnits; onClose: () => void }) {
  const history = useProgressData().useHistory(name, true);
  return (
    <Modal open title={name} size="large" onClose={onClose} hideConfirm hideCancel>
      {history.status === 'loading' && <Skeleton label={`Loading the statistics of ${name}…`} blocks={[{ height: 72 }, { height: 220 }]} />}
      {history.status === 'error' && <LoadError what={`statistics of ${name}`} onRetry={history.onRetry} />}
      {history.status === 'ready' && <ExerciseStatistics history={history.data} units={units} />}
    </Modal>
  );
}

/** Latest working weight and volume with their change since the first entry, a metric toggle, the range selector and the chart. */
export function ExerciseStatistics({ history, units }: { history: readonly HistoryEntry[]; units: ProgressUnits }) {
  const [metric, setMetric] = useState<ExerciseMetric>('workingWeight');
  const [chosenRange, setChosenRange] = useState<RangeKey>(DEFAULT_EXERCISE_RANGE);
  const stats = exerciseStatistics(history, units.type);
  const points = useMemo(
    () => graphableProgress(history).map((e) => ({ date: e.date, workingWeight: poundsToDisplay(e.workingWeight, units.type), volume: poundsToDisplay(e.volume, units.type) })),
    [history, units.type],
  );
  const ranges = useMemo(() => availableRanges('exercise', dataSpanDays(points.map((p) => p.date))), [points]);
  const range = ranges.some((r) => r.key === chosenRange) ? chosenRange : DEFAULT_EXERCISE_RANGE;
  if (!stats) return <p>No entries yet.</p>;

  const figures: { metric: ExerciseMetric; value: number; change: typeof stats.workingWeightChange }[] = [
    { metric: 'workingWeight', value: stats.workingWeight, change: stats.workingWeightChange },
    { metric: 'volume', value: stats.volume, change: stats.volumeChange },
  ];
  return (
    <div className="progress-statistics">
      <div role="group" aria-label="Chart metric" className="progress-statistics__figures">
        {figures.map((figure) => (
          <button
            key={figure.metric}
            type="button"
            className="progress-statistics__figure"
            aria-pressed={metric === figure.metric}
            onClick={() => setMetric(figure.metric)}
          >
            <span className="progress-statistics__label">Latest {EXERCISE_METRIC_LABELS[figure.metric].toLowerCase()}</span>
            <strong>{formatWeight(figure.value, units.unit)}</strong>
            <PercentChange change={figure.change} />
          </button>
        ))}
      </div>
      {history.length > 1 && <RangeSelector options={ranges} value={range} onChange={setChosenRange} />}
      <ExerciseChart points={points} metric={metric} range={range} unit={units.unit} />
    </div>
  );
}
