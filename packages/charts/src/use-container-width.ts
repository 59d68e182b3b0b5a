import { useLayoutEffect, useState, type RefObject } from 'react';

/** Width used where layout cannot be measured (jsdom, a detached node). */
export const FALLBACK_CHART_WIDTH = 640;

/**
 * The container's content width in px, kept current with a ResizeObserver, so the chart draws in
 * real pixels (text stays legible at 375 px) instead of scaling a fixed viewBox. Null until measured;
 * a `fixed` width skips measuring.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fixed?: number): number | null {
  const [width, setWidth] = useState<number | null>(fixed ?? null);
  useLayoutEffect(() => {
    if (fixed !== undefined) {
      setWidth(fixed);
      return;
    }
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth) || FALLBACK_CHART_WIDTH);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fixed]);
  return width;
}
