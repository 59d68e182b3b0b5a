import { useMemo, useRef } from 'react';
import type { RangeKey } from '@fitness/domain';
import { formatWeight } from './format';
import { LineChart } from './line-chart';
import { useContainerWidth } from './use-container-width';
import { weightChartLayout, type WeightPoint } from './weight-chart-layout';

export interface WeightChartProps {
  /** Readings in the user's display unit; entries without a weight are skipped. */
  points: readonly WeightPoint[];
  range: RangeKey;
  /** Target weight in the same unit; 0 or null draws no target line. */
  targetWeight?: number | null;
  /** 'lbs' or 'kgs'. */
  unit: string;
  /** Fixed width in px; by default the chart fills its container's width. */
  width?: number;
  height?: number;
  /** Shown in place of the chart when there is nothing to plot. */
  emptyMessage?: string;
}

/**
 * Body weight over time: d3 computes the scales, ticks and line path (in `weightChartLayout`),
 * the shared `LineChart` renders the SVG, with the target line drawn over the line.
 */
export function WeightChart({ points, range, targetWeight, unit, width: fixedWidth, height = 260, emptyMessage = 'No weights to chart yet.' }: WeightChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, fixedWidth);
  const layout = useMemo(
    () => (width === null ? null : weightChartLayout({ points, range, targetWeight: targetWeight ?? null, unit, width, height })),
    [points, range, targetWeight, unit, width, height],
  );
  const formatValue = useMemo(() => (value: number) => formatWeight(value, unit), [unit]);
  return (
    <LineChart
      containerRef={containerRef}
      width={width}
      layout={layout}
      height={height}
      name="weight-chart"
      pointsLabel="Weight entries"
      formatValue={formatValue}
      emptyMessage={emptyMessage}
    >
      {layout?.target && (
        <g className="weight-chart__target" data-target-y={layout.target.y}>
          <line x1={layout.plot.left} x2={layout.plot.right} y1={layout.target.y} y2={layout.target.y} />
          <text x={layout.plot.right} y={layout.target.y - 5} textAnchor="end">
            {layout.target.label}
          </text>
        </g>
      )}
    </LineChart>
  );
}
