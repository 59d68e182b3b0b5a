import { useMemo, useState } from 'react';
import { ExerciseChart, EXERCISE_METRIC_LABELS, RangeSelector, formatExerciseValue, type ExerciseMetric, type ExercisePoint } from '@fitness/charts';
import {
  availableRanges,
  dataSpanDays,
  DEFAULT_EXERCISE_RANGE,
  exerciseStatistics,
  graphableProgress,
  kindOf,
  oneRepMaxInUnits,
  percentChange,
  poundsToDisplay,
  type PercentChange as Change,
  type RangeKey,
} from '@fitness/domain';
import { Modal, LoadError, Skeleton } from '@fitness/ui';
import type { ProgressData } from '../api/progress-data';
import type { HistoryEntry, LoadState, RecordsAnswer } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { MeasureStatistics } from './measure-statistics';
import { FigureChoice, StatisticsRecords } from './statistics-parts';

export interface StatisticsDialogProps {
  /** The exercise shown; null when closed. */
  name: string | null;
  units: ProgressUnits;
  data: ProgressData;
  onClose: () => void;
}

/**
 * The exercise statistics dialog (large), titled with the exercise name; its history and records load when
 * it opens. Its figures follow the name's kind, its latest entry's (docs/decisions/0071).
 */
export function StatisticsDialog({ name, ...props }: StatisticsDialogProps) {
  return name === null ? null : <OpenStatistics name={name} {...props} />;
}

function OpenStatistics({ name, units, data, onClose }: StatisticsDialogProps & { name: string }) {
  const history = data.useHistory(name, true);
  const records = data.useNameRecords(name, true);
  return (
    <Modal open title={name} size="large" onClose={onClose} hideConfirm hideCancel>
      {history.status === 'loading' && <Skeleton label={`Loading the statistics of ${name}…`} blocks={[{ height: 72 }, { height: 220 }]} />}
      {history.status === 'error' && <LoadError what={`statistics of ${name}`} onRetry={history.onRetry} />}
      {history.status === 'ready' && <StatisticsByKind history={history.data} records={records} units={units} />}
    </Modal>
  );
}

function StatisticsByKind({ history, records, units }: { history: readonly HistoryEntry[]; records: LoadState<RecordsAnswer>; units: ProgressUnits }) {
  const latest = history[history.length - 1];
  const kind = latest ? kindOf(latest) : 'weightReps';
  // Entries logged as another kind before have no weight figures: they would read as a drop to 0.
  if (kind === 'weightReps') return <ExerciseStatistics history={history.filter((e) => kindOf(e) === 'weightReps')} records={records} units={units} />;
  return <MeasureStatistics history={history} kind={kind} records={records} units={units} />;
}

/**
 * Weight and reps: latest working weight, volume and (once the records are here) e1RM with their change since the
 * first entry, a metric toggle, the range selector, the chart, and the records.
 */
export function ExerciseStatistics({ history, records, units }: { history: readonly HistoryEntry[]; records: LoadState<RecordsAnswer>; units: ProgressUnits }) {
  const [metric, setMetric] = useState<ExerciseMetric>('workingWeight');
  const [chosenRange, setChosenRange] = useState<RangeKey>(DEFAULT_EXERCISE_RANGE);
  const stats = exerciseStatistics(history, units.type);
  const recordsData = records.status === 'ready' ? records.data : undefined;
  const nameRecords = recordsData?.exercises[0];
  const weightPoints = useMemo(
    () =>
      graphableProgress(history).map(
        (e): ExercisePoint => ({ date: e.date, workingWeight: poundsToDisplay(e.workingWeight, units.type), volume: poundsToDisplay(e.volume, units.type) }),
      ),
    [history, units.type],
  );
  // The e1RM line is made only when chosen: most openings never show it.
  const oneRepMaxPoints = useMemo(
    () =>
      metric === 'oneRepMax'
        ? (nameRecords?.entries ?? []).flatMap((e): ExercisePoint[] =>
            e.oneRepMax === null ? [] : [{ date: e.date, workingWeight: 0, volume: 0, oneRepMax: oneRepMaxInUnits(e.oneRepMax, units.type) }],
          )
        : null,
    [metric, nameRecords, units.type],
  );
  const points = oneRepMaxPoints ?? weightPoints;
  const ranges = useMemo(() => availableRanges('exercise', dataSpanDays(points.map((p) => p.date))), [points]);
  const range = ranges.some((r) => r.key === chosenRange) ? chosenRange : DEFAULT_EXERCISE_RANGE;
  const oneRepMax = useMemo(() => oneRepMaxFigure(nameRecords?.entries ?? [], units), [nameRecords, units]);
  if (!stats) return <p>No entries yet.</p>;

  const figures: { metric: ExerciseMetric; label: string; value: number; change: Change }[] = [
    {
      metric: 'workingWeight',
      label: `Latest ${EXERCISE_METRIC_LABELS.workingWeight.toLowerCase()}`,
      value: stats.workingWeight,
      change: stats.workingWeightChange,
    },
    { metric: 'volume', label: `Latest ${EXERCISE_METRIC_LABELS.volume.toLowerCase()}`, value: stats.volume, change: stats.volumeChange },
    ...(oneRepMax ? [{ metric: 'oneRepMax' as const, label: `Latest ${EXERCISE_METRIC_LABELS.oneRepMax}`, ...oneRepMax }] : []),
  ];
  return (
    <div className="progress-statistics">
      <div role="group" aria-label="Chart metric" className="progress-statistics__figures">
        {figures.map((figure) => (
          <FigureChoice
            key={figure.metric}
            label={figure.label}
            value={formatExerciseValue(figure.metric, figure.value, units.unit)}
            change={figure.change}
            pressed={metric === figure.metric}
            onChoose={() => setMetric(figure.metric)}
          />
        ))}
      </div>
      {history.length > 1 && <RangeSelector options={ranges} value={range} onChange={setChosenRange} />}
      <ExerciseChart
        points={points}
        metric={metric}
        range={range}
        unit={units.unit}
        emptyMessage={metric === 'oneRepMax' ? 'No sets of 10 reps or fewer with a load to estimate from yet.' : undefined}
      />
      <StatisticsRecords records={records} units={units} kind="weightReps" />
    </div>
  );
}

/** The latest e1RM in the user's unit and its change since the first one (from stored pounds, as the other figures). */
function oneRepMaxFigure(entries: readonly { oneRepMax: number | null }[], units: ProgressUnits): { value: number; change: Change } | null {
  const estimates = entries.flatMap((e) => (e.oneRepMax === null ? [] : [e.oneRepMax]));
  const first = estimates[0];
  const latest = estimates[estimates.length - 1];
  if (first === undefined || latest === undefined) return null;
  return { value: oneRepMaxInUnits(latest, units.type), change: percentChange(first, latest) };
}
