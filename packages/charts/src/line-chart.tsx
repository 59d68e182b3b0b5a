import { bisector } from 'd3';
import {
  memo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { formatDay } from './format';
import type { PlottedPoint, TimeSeriesLayout } from './time-series-layout';
import './charts.css';

export interface LineChartProps {
  /** The measured container (see `useContainerWidth`). */
  containerRef: RefObject<HTMLDivElement | null>;
  /** Null until the container is measured. */
  width: number | null;
  layout: TimeSeriesLayout | null;
  height: number;
  /** Class prefix of this chart's elements ('weight-chart' gives `weight-chart__point-list` …), beside the shared `line-chart__*`. */
  name: string;
  /** Accessible name of the group of points: 'Weight entries'. */
  pointsLabel: string;
  /** A value with its unit, for the tooltip. */
  formatValue: (value: number) => string;
  emptyMessage: string;
  /** Extra SVG drawn over the line (e.g. a target line). */
  children?: ReactNode;
  /** Draws the line and points lighter, under something drawn over them (e.g. a trend line). */
  muted?: boolean;
  /** Shown under the chart (e.g. what each line is). */
  legend?: ReactNode;
}

const MIN_TICK_LABEL_GAP = 52;
const byX = bisector<PlottedPoint, number>((p) => p.x);

/** Radius of the (invisible) point targets when the markers are thinned out. */
const HIDDEN_MARKER_RADIUS = 3;

/**
 * The SVG of a time chart from its layout, shared by the weight and exercise charts: grid and axis
 * labels, the line, the points and the tooltip. A point shows its date and value on hover, on tap
 * (the nearest point) and on keyboard focus (Tab to the chart, arrow keys / Home / End between points).
 */
export function LineChart({
  containerRef,
  width,
  layout,
  height,
  name,
  pointsLabel,
  formatValue,
  emptyMessage,
  children,
  muted = false,
  legend,
}: LineChartProps) {
  const pointsRef = useRef<SVGSVGElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  // A tap belongs to the layout it was made on: after a range switch the index means another point.
  const [tap, setTap] = useState<{ layout: TimeSeriesLayout; index: number } | null>(null);
  // The tap started by the last touch or pen press (its click is the same tap), and what it replaced.
  const pressRef = useRef<{ previous: typeof tap } | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [tabbable, setTabbable] = useState<number | null>(null);
  const cls = (part: string) => `line-chart__${part} ${name}__${part}`;

  const count = layout?.points.length ?? 0;
  // The newest point is the keyboard entry point until the user moves elsewhere.
  const tabbableIndex = tabbable !== null && tabbable < count ? tabbable : count - 1;
  const tapped = tap && tap.layout === layout ? tap.index : null;
  const activeIndex = hovered ?? focused ?? tapped;
  const active = activeIndex !== null ? layout?.points[activeIndex] : undefined;

  if (width !== null && !layout) {
    return (
      <div ref={containerRef} className={`line-chart line-chart--empty ${name} ${name}--empty`} style={{ minHeight: height }}>
        <p className={cls('empty')}>{emptyMessage}</p>
      </div>
    );
  }

  const pointElements = () => pointsRef.current?.querySelector('.line-chart__point-list')?.children;
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
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusPoint(target);
  };
  const nearest = (event: MouseEvent<SVGSVGElement>) =>
    layout ? byX.center(layout.points, event.clientX - event.currentTarget.getBoundingClientRect().left) : null;
  // A tap anywhere shows the nearest point (touch has no hover); tapping the same point again hides it.
  const tapAt = (event: MouseEvent<SVGSVGElement>) => {
    const index = nearest(event);
    if (!layout || index === null) return;
    setTap(tapped === index ? null : { layout, index });
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType !== 'touch') setHovered(nearest(event));
  };
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse') return;
    // No focus from the press (its compatibility mousedown): a focused point would keep its tooltip after a second tap.
    event.preventDefault();
    pressRef.current = { previous: tap };
    tapAt(event);
  };
  // The browser took the touch for a scroll or zoom: not a tap after all.
  const onPointerCancel = () => {
    if (pressRef.current) setTap(pressRef.current.previous);
    pressRef.current = null;
  };
  // A click the press has not already shown (e.g. from assistive technology); the mouse has hover.
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const pressed = pressRef.current;
    pressRef.current = null;
    // Chromium's clicks are pointer events that say which pointer made them; others count as taps.
    const pointer = 'pointerType' in event.nativeEvent ? event.nativeEvent.pointerType : '';
    if (!pressed && pointer !== 'mouse') tapAt(event);
  };

  const labelEvery = layout ? Math.max(1, Math.ceil(MIN_TICK_LABEL_GAP / ((layout.plot.right - layout.plot.left) / Math.max(1, layout.xTicks.length - 1)))) : 1;
  const tooltipAlign = active && layout ? (active.x < layout.width * 0.2 ? 'start' : active.x > layout.width * 0.8 ? 'end' : 'middle') : 'middle';
  const radius = layout?.markerRadius || HIDDEN_MARKER_RADIUS;

  return (
    <div ref={containerRef} className={`line-chart ${name}`} data-muted={muted ? '' : undefined} style={{ minHeight: height }}>
      {layout && (
        <>
          <svg role="img" aria-label={layout.summary} width={layout.width} height={layout.height} className={cls('canvas')}>
            <ChartAxes layout={layout} labelEvery={labelEvery} cls={cls} />
            <path className={cls('line')} d={layout.linePath} />
            {children}
          </svg>
          <svg
            ref={pointsRef}
            data-markers={layout.markerRadius === 0 ? 'hidden' : undefined}
            role="group"
            aria-label={pointsLabel}
            width={layout.width}
            height={layout.height}
            className={cls('points')}
            onFocus={(event) => {
              const index = indexOf(event);
              if (index === null) return;
              setFocused(index);
              setTabbable(index);
            }}
            onBlur={() => setFocused(null)}
            onKeyDown={onKeyDown}
            onPointerMove={onPointerMove}
            onPointerDown={onPointerDown}
            onPointerCancel={onPointerCancel}
            onClick={onClick}
            onPointerLeave={() => setHovered(null)}
          >
            <ChartPoints points={layout.points} radius={radius} tabbable={tabbableIndex} className={cls('point-list')} />
            {active && <circle className={cls('highlight')} cx={active.x} cy={active.y} r={radius + 4} aria-hidden="true" />}
          </svg>
          {active && <ChartTooltip point={active} align={tooltipAlign} formatValue={formatValue} className={cls('tooltip')} />}
          {legend}
        </>
      )}
    </div>
  );
}

/** Horizontal grid lines with their value labels, and the date labels under the plot (thinned to stay legible). */
function ChartAxes({ layout, labelEvery, cls }: { layout: TimeSeriesLayout; labelEvery: number; cls: (part: string) => string }) {
  return (
    <g className={cls('grid')} aria-hidden="true">
      {layout.yTicks.map((tick) => (
        <g key={tick.key}>
          <line x1={layout.plot.left} x2={layout.plot.right} y1={tick.position} y2={tick.position} />
          <text x={layout.plot.left - 6} y={tick.position} dy="0.32em" textAnchor="end" className={cls('tick-label')}>
            {tick.label}
          </text>
        </g>
      ))}
      {layout.xTicks.map((tick, i) =>
        i % labelEvery === 0 ? (
          <text key={tick.key} x={tick.position} y={layout.plot.bottom + 18} textAnchor="middle" className={cls('tick-label')}>
            {tick.label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/** The active point's date and value, placed over it (kept inside the chart near its edges). */
function ChartTooltip({
  point,
  align,
  formatValue,
  className,
}: {
  point: PlottedPoint;
  align: string;
  formatValue: (value: number) => string;
  className: string;
}) {
  return (
    <div role="tooltip" className={className} data-align={align} style={{ left: point.x, top: point.y }}>
      <span>{formatDay(point.date)}</span>
      <strong>{formatValue(point.value)}</strong>
    </div>
  );
}

/**
 * The points, memoised: hovering moves only the highlight and tooltip, not thousands of circles.
 * Each circle carries only what it needs (position, label, the one tabindex); looks come from CSS.
 * Keys include the index: two entries can share a day (e.g. after merging two exercises' histories).
 */
const ChartPoints = memo(function ChartPoints({
  points,
  radius,
  tabbable,
  className,
}: {
  points: PlottedPoint[];
  radius: number;
  tabbable: number;
  className: string;
}) {
  return (
    // The radius is CSS (`r: var(--point-radius)`), set once here rather than on every circle.
    <g className={className} style={{ '--point-radius': `${radius}px` } as CSSProperties}>
      {points.map((p, i) => (
        <circle key={`${p.date}-${i}`} cx={p.x} cy={p.y} role="img" aria-label={p.label} tabIndex={i === tabbable ? 0 : undefined} />
      ))}
    </g>
  );
});
