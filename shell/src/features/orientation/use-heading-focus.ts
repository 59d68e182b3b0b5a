import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Long enough for a slow remote to arrive; after that the user has moved on. */
const WAIT_FOR_HEADING_MS = 15_000;

/** Focuses `heading` unless the user is already working inside the page; true once settled. */
function focusHeading(main: HTMLElement): boolean {
  const active = document.activeElement;
  // <main> itself (the skip link's target) is not "working inside the page": the new heading still takes focus.
  if (active && active !== document.body && active !== main && main.contains(active)) return true;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * After a navigation (not the first load), moves focus to the new page's h1, so keyboard and screen
 * reader users start on the page they asked for. Remote pages arrive later: waits for their heading.
 * Redirects before the user's first navigation (e.g. / → /dashboard) still count as the first load.
 */
export function useHeadingFocusOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  const userNavigated = useRef(false);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === 'REPLACE' && !userNavigated.current) return;
    userNavigated.current = true;
    const main = mainRef.current;
    if (!main || focusHeading(main)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) stop();
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, navigationType, mainRef]);
}
