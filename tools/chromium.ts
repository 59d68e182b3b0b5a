/** Debian's Chromium; never a downloaded browser (see ../shared/TOOLCHAIN.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
