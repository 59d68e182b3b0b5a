import { bisector } from 'd3';
import { memo, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import type { RangeKey } from '@fitness/domain';
import { formatDay, formatWeight } from './format';
import { useContainerWidth } from './use-container-width';
import { weightChartLayout, type PlottedPoint, type WeightPoint } from './weight-chart-layout';
import './charts.css';

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

const MIN_TICK_LABEL_GAP = 52;
const byX = bisector<PlottedPoint, number>((p) => p.x);

/** Above this many points only the line is drawn; the points stay focusable and show when active. */
const DENSE_POINTS = 400;

function pointRadius(count: number): number {
  if (count > DENSE_POINTS) return 3;
  if (count > 90) return 3;
  return 4.5;
}

/**
 * Body weight over time: d3 computes the scales, ticks and line path (in `weightChartLayout`),
 * React renders the SVG. Points are reachable by keyboard (Tab to the chart, arrow keys between
 * points) and by hover; either shows the point's date and weight.
 */
export function WeightChart({ points, range, targetWeight, unit, width: fixedWidth, height = 260, emptyMessage = 'No weights to chart yet.' }: WeightChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const pointsRef = useRef<SVGSVGElement>(null);
  const width = useContainerWidth(containerRef, fixedWidth);
  const layout = useMemo(
    () => (width === null ? null : weightChartLayout({ points, range, targetWeight: targetWeight ?? null, unit, width, height })),
    [points, range, targetWeight, unit, width, height],
  );
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [tabbable, setTabbable] = useState<number | null>(null);

  const count = layout?.points.length ?? 0;
  // The newest point is the keyboard entry point until the user moves elsewhere.
  const tabbableIndex = tabbable !== null && tabbable < count ? tabbable : count - 1;
  const activeIndex = hovered ?? focused;
  const active = activeIndex !== null ? layout?.points[activeIndex] : undefined;

  if (width !== null && !layout) {
    return (
      <div ref={containerRef} className="weight-chart weight-chart--empty" style={{ minHeight: height }}>
        <p className="weight-chart__empty">{emptyMessage}</p>
      </div>
    );
  }

  const pointElements = () => pointsRef.current?.querySelector('.weight-chart__point-list')?.children;
  const focusPoint = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    const element = pointElements()?.[next] as SVGElement | undefined;
    if (!element) return;
    // Only the tabbable point carries a tabindex (fewer attributes on thousands of circles): the
    // next point gets it before focus moves, React then takes it off the previous one.
    element.setAttribute('tabindex', '0');
    element.focus();
    setTabbable(next);
  };
  const indexOf = (event: FocusEvent<SVGSVGElement>) => {
    const elements = pointElements();
    const index = elements ? Array.prototype.indexOf.call(elements, event.target) : -1;
    return index < 0 ? null : index;
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = indexOf(event as unknown as FocusEvent<SVGSVGElement>);
    if (current === null) return;
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowUp: current + 1, ArrowLeft: current - 1, ArrowDown: current - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusPoint(target);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!layout || event.pointerType === 'touch') return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setHovered(byX.center(layout.points, x));
  };

  const labelEvery = layout ? Math.max(1, Math.ceil(MIN_TICK_LABEL_GAP / ((layout.plot.right - layout.plot.left) / Math.max(1, layout.xTicks.length - 1)))) : 1;
  const tooltipAlign = active && layout ? (active.x < layout.width * 0.2 ? 'start' : active.x > layout.width * 0.8 ? 'end' : 'middle') : 'middle';

  return (
    <div ref={containerRef} className="weight-chart" style={{ minHeight: height }}>
      {layout && (
        <>
          <svg role="img" aria-label={layout.summary} width={layout.width} height={layout.height} className="weight-chart__canvas">
            <g className="weight-chart__grid" aria-hidden="true">
              {layout.yTicks.map((tick) => (
                <g key={tick.key}>
                  <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.position} y2={tick.position} />
                  <text x={layout.plot.left - 6} y={tick.position} dy="0.32em" textAnchor="end" className="weight-chart__tick-label">
                    {tick.label}
                  </text>
                </g>
              ))}
              {layout.xTicks.map((tick, i) =>
                i % labelEvery === 0 ? (
                  <text key={tick.key} x={tick.position} y={layout.plot.bottom + 18} textAnchor="middle" className="weight-chart__tick-label">
                    {tick.label}
                  </text>
                ) : null,
              )}
            </g>
            {/* The line first: the target label is drawn over it. */}
            <path className="weight-chart__line" d={layout.linePath} />
            {layout.target && (
              <g className="weight-chart__target" data-target-y={layout.target.y}>
                <line x1={layout.plot.left} x2={layout.plot.right} y1={layout.target.y} y2={layout.target.y} />
                <text x={layout.plot.right} y={layout.target.y - 5} textAnchor="end">
                  {layout.target.label}
                </text>
              </g>
            )}
          </svg>
          <svg
            ref={pointsRef}
            data-dense={count > DENSE_POINTS ? '' : undefined}
            role="group"
            aria-label="Weight entries"
            width={layout.width}
            height={layout.height}
            className="weight-chart__points"
            onFocus={(event) => {
              const index = indexOf(event);
              if (index === null) return;
              setFocused(index);
              setTabbable(index);
            }}
            onBlur={() => setFocused(null)}
            onKeyDown={onKeyDown}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHovered(null)}
          >
            <ChartPoints points={layout.points} radius={pointRadius(count)} tabbable={tabbableIndex} />
            {active && <circle className="weight-chart__highlight" cx={active.x} cy={active.y} r={pointRadius(count) + 4} aria-hidden="true" />}
          </svg>
          {active && (
            <div role="tooltip" className="weight-chart__tooltip" data-align={tooltipAlign} style={{ left: active.x, top: active.y }}>
              <span>{formatDay(active.date)}</span>
              <strong>{formatWeight(active.weight, unit)}</strong>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The points, memoised: hovering moves only the highlight and tooltip, not thousands of circles.
 * Each circle carries only what it needs (position, label, the one tabindex); looks come from CSS.
 */
const ChartPoints = memo(function ChartPoints({ points, radius, tabbable }: { points: PlottedPoint[]; radius: number; tabbable: number }) {
  return (
    // The radius is CSS (`r: var(--point-radius)`), set once here rather than on every circle.
    <g className="weight-chart__point-list" style={{ '--point-radius': `${radius}px` } as CSSProperties}>
      {points.map((p, i) => (
        <circle key={p.date} cx={p.x} cy={p.y} role="img" aria-label={p.label} tabIndex={i === tabbable ? 0 : undefined} />
      ))}
    </g>
  );
});
