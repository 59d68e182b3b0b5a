import { existsSync } from 'node:fs';

/** Debian's Chromium, the browser a person runs: the benches measure pages in it. Never a downloaded browser (../shared/TOOLCHAIN.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The tests' Chromium: Debian's `chromium-headless-shell` (the same Chromium release, built without
 * the browser's window layer, Playwright's default for headless runs) when installed — the journeys
 * take about a quarter less time and CPU in it (docs/decisions/0058) — else `chromiumPath`.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

/**
 * Flags that keep Chromium off the closed network. Playwright adds --headless and a fresh
 * temporary profile (user-data-dir) itself on every launch.
 */
export function chromiumArgs(): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}
