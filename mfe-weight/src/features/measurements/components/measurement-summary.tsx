import { useMemo, useState } from 'react';
import { formatDay, MeasurementChart, RangeSelector } from '@fitness/charts';
import {
  availableRanges,
  dataSpanDays,
  DEFAULT_BODY_MEASUREMENT_RANGE,
  MEASUREMENT_LABELS,
  measurementSeries,
  measurementSummary,
  measurementUnit,
  type MeasurementEntry,
  type MeasurementField,
  type MeasurementType,
  type RangeKey,
} from '@fitness/domain';
import { formatMeasurement, formatMeasurementChange } from '../hooks/measurement-text';

/**
 * Each measurement's latest value and its change since the first entry, as buttons that pick the
 * chart below (the statistics dialog's pattern); the chart has the measurement ranges.
 */
export function MeasurementSummary({ entries, type }: { entries: readonly MeasurementEntry[]; type: MeasurementType }) {
  const rows = useMemo(() => measurementSummary(entries, type), [entries, type]);
  const [chosen, setChosen] = useState<MeasurementField | null>(null);
  const [chosenRange, setChosenRange] = useState<RangeKey>(DEFAULT_BODY_MEASUREMENT_RANGE);
  const field = rows.find((row) => row.field === chosen)?.field ?? rows[0]?.field;
  const series = useMemo(() => (field ? measurementSeries(entries, field, type) : []), [entries, field, type]);
  const ranges = useMemo(() => availableRanges('bodyMeasurement', dataSpanDays(series.map((p) => p.date))), [series]);
  const range = ranges.some((r) => r.key === chosenRange) ? chosenRange : DEFAULT_BODY_MEASUREMENT_RANGE;
  if (!field) return null;

  return (
    <div className="measurement-summary">
      <ul aria-label="Measurements" className="measurement-summary__list">
        {rows.map((row) => (
          <li key={row.field}>
            <button type="button" className="ui-figure-choice measurement-summary__row" aria-pressed={row.field === field} onClick={() => setChosen(row.field)}>
              <span className="measurement-summary__name">{MEASUREMENT_LABELS[row.field]}</span>
              <strong className="measurement-summary__value">{formatMeasurement(row.latest, row.field, type)}</strong>
              <span className="measurement-summary__change">
                {row.change === null
                  ? `first entry ${formatDay(row.firstDate)}`
                  : `${formatMeasurementChange(row.change, row.field, type)} since ${formatDay(row.firstDate)}`}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {ranges.length > 1 && <RangeSelector options={ranges} value={range} onChange={setChosenRange} />}
      <MeasurementChart points={series} label={MEASUREMENT_LABELS[field]} unit={measurementUnit(field, type)} range={range} />
    </div>
  );
}
