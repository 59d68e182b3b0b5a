import { useMemo, useRef } from 'react';
import type { RangeKey } from '@fitness/domain';
import { formatWeight } from './format';
import { LineChart } from './line-chart';
import { useContainerWidth } from './use-container-width';
import { weightChartLayout, type WeightChartLayout, type WeightPoint } from './weight-chart-layout';

export interface WeightChartProps {
  /** Readings in the user's display unit; entries without a weight are skipped. */
  points: readonly WeightPoint[];
  range: RangeKey;
  /** Target weight in the same unit; 0 or null draws no target line. */
  targetWeight?: number | null;
  /** The weight trend in the same unit, oldest first (domain's `weightTrend`): drawn as a smooth line over the points. */
  trend?: Array<{ date: string; weight: number }>;
  /** 'lbs' or 'kgs'. */
  unit: string;
  /** Fixed width in px; by default the chart fills its container's width. */
  width?: number;
  height?: number;
  /** Shown in place of the chart when there is nothing to plot. */
  emptyMessage?: string;
}

/**
 * Body weight over time: d3 computes the scales, ticks and paths (in `weightChartLayout`), the shared
 * `LineChart` renders the SVG, with the trend line and the target (line or edge marker) drawn over it.
 */
export function WeightChart({ points, range, targetWeight, trend, unit, width: fixedWidth, height = 260, emptyMessage = 'No weights to chart yet.' }: WeightChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, fixedWidth);
  const layout = useMemo(
    () => (width === null ? null : weightChartLayout({ points, range, targetWeight: targetWeight ?? null, trend, unit, width, height })),
    [points, range, targetWeight, trend, unit, width, height],
  );
  const formatValue = useMemo(() => (value: number) => formatWeight(value, unit), [unit]);
  const withTrend = Boolean(layout?.trend);
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
      muted={withTrend}
      legend={withTrend ? <WeightChartLegend target={Boolean(layout?.target)} /> : undefined}
    >
      {layout?.trend && <path className="weight-chart__trend" d={layout.trend.path} />}
      {layout?.target && <TargetMark layout={layout} target={layout.target} />}
    </LineChart>
  );
}

/** The target as a dashed line at its weight, or, when far from the weights, its value and an arrow at the top or bottom edge. */
function TargetMark({ layout, target }: { layout: WeightChartLayout; target: NonNullable<WeightChartLayout['target']> }) {
  const { plot } = layout;
  if (target.edge === null) {
    return (
      <g className="weight-chart__target" data-target-y={target.y}>
        <line x1={plot.left} x2={plot.right} y1={target.y} y2={target.y} />
        <text x={plot.right} y={target.y - 5} textAnchor="end">
          {target.label}
        </text>
      </g>
    );
  }
  const down = target.edge === 'bottom';
  const baseline = down ? plot.bottom - 5 : plot.top + 12;
  const arrowX = plot.right - 5;
  // An arrow pointing off the plot, the way the target lies: shaft and head.
  const arrow = down
    ? `M${arrowX},${plot.bottom - 16}V${plot.bottom - 3}M${arrowX - 4},${plot.bottom - 7}L${arrowX},${plot.bottom - 3}L${arrowX + 4},${plot.bottom - 7}`
    : `M${arrowX},${plot.top + 16}V${plot.top + 3}M${arrowX - 4},${plot.top + 7}L${arrowX},${plot.top + 3}L${arrowX + 4},${plot.top + 7}`;
  return (
    <g className="weight-chart__target weight-chart__target--edge" data-edge={target.edge} data-target-y={target.y}>
      <path d={arrow} aria-hidden="true" />
      <text x={arrowX - 9} y={baseline} textAnchor="end">
        {target.label}
      </text>
    </g>
  );
}

function WeightChartLegend({ target }: { target: boolean }) {
  return (
    <ul className="line-chart__legend weight-chart__legend" aria-label="Chart key">
      <li>
        <span className="line-chart__swatch" data-kind="values" aria-hidden="true" />
        Weight
      </li>
      <li>
        <span className="line-chart__swatch" data-kind="trend" aria-hidden="true" />
        Trend
      </li>
      {target && (
        <li>
          <span className="line-chart__swatch" data-kind="target" aria-hidden="true" />
          Target
        </li>
      )}
    </ul>
  );
}
