import { useMemo, useRef } from 'react';
import type { RangeKey } from '@fitness/domain';
import { exerciseChartLayout, EXERCISE_METRIC_LABELS, formatExerciseValue, type ExerciseMetric, type ExercisePoint } from './exercise-chart-layout';
import { LineChart } from './line-chart';
import { useContainerWidth } from './use-container-width';

export interface ExerciseChartProps {
  /** A tracked exercise's entries in the user's display unit; entries without a working weight are skipped. */
  points: readonly ExercisePoint[];
  /** Working weight (the default), volume or e1RM. */
  metric?: ExerciseMetric;
  range: RangeKey;
  /** 'lbs' or 'kgs' (volume too). */
  unit: string;
  width?: number;
  height?: number;
  emptyMessage?: string;
}

/** A tracked exercise's working weight, volume or e1RM over time (the statistics dialog's chart), on the shared `LineChart`. */
export function ExerciseChart({
  points,
  metric = 'workingWeight',
  range,
  unit,
  width: fixedWidth,
  height = 240,
  emptyMessage = 'No entries with a working weight to chart yet.',
}: ExerciseChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, fixedWidth);
  const layout = useMemo(
    () => (width === null ? null : exerciseChartLayout({ points, metric, range, unit, width, height })),
    [points, metric, range, unit, width, height],
  );
  const formatValue = useMemo(() => (value: number) => formatExerciseValue(metric, value, unit), [metric, unit]);
  return (
    <LineChart
      containerRef={containerRef}
      width={width}
      layout={layout}
      height={height}
      name="exercise-chart"
      pointsLabel={`${EXERCISE_METRIC_LABELS[metric]} entries`}
      formatValue={formatValue}
      emptyMessage={emptyMessage}
    />
  );
}
