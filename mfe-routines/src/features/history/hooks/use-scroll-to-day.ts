import { useEffect, useState, type RefObject } from 'react';
import type { Day } from '@fitness/domain';

interface PagedWorkouts {
  data: { pages: readonly { items: readonly { date: Day }[] }[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A day chosen on the calendar: the list shows it, reading older pages until it holds the day, then
 * scrolls to its workout and moves the focus there. Answers the function that chooses a day.
 */
export function useScrollToDay(list: PagedWorkouts, container: RefObject<HTMLElement | null>): (day: Day) => void {
  const [target, setTarget] = useState<Day | null>(null);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (target === null) return;
    const items = data?.pages.flatMap((page) => page.items) ?? [];
    if (items.some((workout) => workout.date === target)) {
      const opener = container.current?.querySelector<HTMLElement>(`button[data-day="${target}"]`);
      // jsdom has no scrolling; a browser brings the workout under the sticky bar (scroll-padding).
      opener?.scrollIntoView?.({ block: 'start' });
      opener?.focus({ preventScroll: true });
      setTarget(null);
    } else if (hasNextPage && (items.at(-1)?.date ?? target) > target) {
      // Newest first: the day is on a later page.
      if (!isFetchingNextPage) void fetchNextPage();
    } else setTarget(null);
  }, [target, data, hasNextPage, isFetchingNextPage, fetchNextPage, container]);
  return setTarget;
}
