import { useMemo, useState } from 'react';
import { RangeSelector } from '@fitness/charts';
import { availableRanges, dataSpanDays, DEFAULT_EXERCISE_RANGE, kindOf, type RangeKey } from '@fitness/domain';
import type { HistoryEntry, LoadState, RecordsAnswer } from '../api/types';
import type { ProgressUnits } from '../hooks/progress-context';
import { MeasureChart } from './measure-chart';
import { measureFigures, type MeasureKind, type MeasureMetric } from './measure-figures';
import { FigureChoice, StatisticsRecords } from './statistics-parts';

export interface MeasureStatisticsProps {
  /** Every entry of the name, oldest first; only those of `kind` count. */
  history: readonly HistoryEntry[];
  kind: MeasureKind;
  records: LoadState<RecordsAnswer>;
  units: ProgressUnits;
}

/**
 * The statistics of a Reps only, Time or Distance and time exercise (docs/decisions/0071): its latest
 * figures with their change since the first entry (time: longest set, total time; distance: distance,
 * best pace, longest distance; reps only: most reps), a metric toggle, the range selector, the chart and
 * the records. No working weight or volume: they mean nothing for these kinds.
 */
export function MeasureStatistics({ history, kind, records, units }: MeasureStatisticsProps) {
  // A name logged as another kind before keeps those entries; they have none of this kind's figures.
  const entries = useMemo(() => history.filter((e) => kindOf(e) === kind), [history, kind]);
  const figures = useMemo(() => measureFigures(entries, kind, units.type), [entries, kind, units.type]);
  const [chosen, setChosen] = useState<MeasureMetric | null>(null);
  const [chosenRange, setChosenRange] = useState<RangeKey>(DEFAULT_EXERCISE_RANGE);
  const figure = figures.find((f) => f.metric === chosen) ?? figures[0];
  const ranges = useMemo(() => availableRanges('exercise', dataSpanDays((figure?.points ?? []).map((p) => p.date))), [figure]);
  if (!figure) return <p>No entries yet.</p>;
  const range = ranges.some((r) => r.key === chosenRange) ? chosenRange : DEFAULT_EXERCISE_RANGE;
  return (
    <div className="progress-statistics">
      <div role="group" aria-label="Chart metric" className="progress-statistics__figures">
        {figures.map((f) => (
          <FigureChoice
            key={f.metric}
            label={`Latest ${f.label.toLowerCase()}`}
            value={f.latest}
            change={f.change}
            lowerIsBetter={f.lowerIsBetter}
            pressed={f === figure}
            onChoose={() => setChosen(f.metric)}
          />
        ))}
      </div>
      {entries.length > 1 && <RangeSelector options={ranges} value={range} onChange={setChosenRange} />}
      <MeasureChart
        points={figure.points}
        label={figure.label}
        range={range}
        formatValue={figure.formatValue}
        formatTick={figure.formatTick}
        emptyMessage={`No entries with a ${figure.label.toLowerCase()} to chart yet.`}
      />
      <StatisticsRecords records={records} units={units} kind={kind} />
    </div>
  );
}
