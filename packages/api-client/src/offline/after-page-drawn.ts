/**
 * Resolves once the page has loaded and the main thread is idle: the dashboard's panels have drawn
 * (their scripts hold `load` back, their render is the long task the idle callback waits for). Work a
 * first visit does not need for its first paint waits for it (docs/decisions/0077). At most `MAX_WAIT_MS`
 * after `load`, so a page that never goes idle still gets it.
 */
const MAX_WAIT_MS = 3_000;

let drawn: Promise<void> | undefined;

export function afterPageDrawn(): Promise<void> {
  drawn ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const whenIdle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: MAX_WAIT_MS }) : setTimeout(resolve, 500);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return drawn;
}
