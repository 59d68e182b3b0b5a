import { useId, useMemo, useRef } from 'react';
import type { RangeKey } from '@fitness/domain';
import { formatWeight } from './format';
import { LineChart } from './line-chart';
import { useContainerWidth } from './use-container-width';
import { weightChartLayout, type WeightChartLayout, type WeightPoint, type WeightProjection } from './weight-chart-layout';

export interface WeightChartProps {
  /** Readings in the user's display unit; entries without a weight are skipped. */
  points: readonly WeightPoint[];
  range: RangeKey;
  /** Target weight in the same unit; 0 or null draws no target line. */
  targetWeight?: number | null;
  /** The weight trend in the same unit, oldest first (domain's `weightTrend`): drawn as a smooth line over the points. */
  trend?: Array<{ date: string; weight: number }>;
  /** Where the weight is heading (domain's `goalProjection` points): a dashed line from the latest days with a shaded band; the time axis runs on to its end. */
  projection?: WeightProjection | null;
  /** 'lbs' or 'kgs'. */
  unit: string;
  /** Fixed width in px; by default the chart fills its container's width. */
  width?: number;
  height?: number;
}

/**
 * Body weight over time: d3 computes the scales, ticks and paths (in `weightChartLayout`), the shared
 * `LineChart` renders the SVG, with the trend line and the target (line or edge marker) drawn over it.
 */
export function WeightChart({ points, range, targetWeight, trend, projection, unit, width: fixedWidth, height = 260 }: WeightChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, fixedWidth);
  const layout = useMemo(
    () => (width === null ? null : weightChartLayout({ points, range, targetWeight: targetWeight ?? null, trend, projection, unit, width, height })),
    [points, range, targetWeight, trend, projection, unit, width, height],
  );
  const formatValue = useMemo(() => (value: number) => formatWeight(value, unit), [unit]);
  const withTrend = Boolean(layout?.trend);
  const withKey = withTrend || Boolean(layout?.projection);
  return (
    <LineChart
      containerRef={containerRef}
      width={width}
      layout={layout}
      height={height}
      name="weight-chart"
      pointsLabel="Weight entries"
      formatValue={formatValue}
      emptyMessage="No weights to chart yet."
      muted={withTrend}
      legend={
        withKey ? <WeightChartLegend trend={withTrend} target={Boolean(layout?.target)} bandPercent={layout?.projection?.bandPercent ?? null} /> : undefined
      }
    >
      {layout?.projection && <ProjectionMark layout={layout} projection={layout.projection} />}
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

/** The band (clipped to the plot: a wide one runs off its edges rather than squeezing the weights) under the dashed line. */
function ProjectionMark({ layout, projection }: { layout: WeightChartLayout; projection: NonNullable<WeightChartLayout['projection']> }) {
  // useId's characters are not all valid in url(#…).
  const clipId = `weight-chart-projection-${useId().replace(/[^\w-]/g, '')}`;
  const { plot } = layout;
  return (
    <g className="weight-chart__projection">
      <clipPath id={clipId}>
        <rect x={plot.left} y={plot.top} width={plot.right - plot.left} height={plot.bottom - plot.top} />
      </clipPath>
      <path className="weight-chart__projection-band" d={projection.bandPath} clipPath={`url(#${clipId})`} />
      <path className="weight-chart__projection-line" d={projection.linePath} clipPath={`url(#${clipId})`} />
    </g>
  );
}

function WeightChartLegend({ trend, target, bandPercent }: { trend: boolean; target: boolean; bandPercent: number | null }) {
  return (
    <ul className="line-chart__legend weight-chart__legend" aria-label="Chart key">
      <li>
        <span className="line-chart__swatch" data-kind={trend ? 'values' : undefined} aria-hidden="true" />
        Weight
      </li>
      {trend && (
        <li>
          <span className="line-chart__swatch" data-kind="trend" aria-hidden="true" />
          Trend
        </li>
      )}
      {bandPercent !== null && (
        <>
          <li>
            <span className="line-chart__swatch" data-kind="projection" aria-hidden="true" />
            Projection
          </li>
          <li>
            <span className="line-chart__swatch" data-kind="projection-band" aria-hidden="true" />
            Likely range ({bandPercent} %)
          </li>
        </>
      )}
      {target && (
        <li>
          <span className="line-chart__swatch" data-kind="target" aria-hidden="true" />
          Target
        </li>
      )}
    </ul>
  );
}
