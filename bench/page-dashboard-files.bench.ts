/**
 * What a first visit spends: the files of one cold /dashboard of the heavy user (loopback), each with
 * its bytes on the wire (Chromium's encoded size, headers included), and the total (issue #52: ≤ 1.0×
 * the original app's 204 KiB). The same figures as the page bench's cold column, file by file.
 *
 *   npm run build && npm run bench -- page-dashboard-files
 *   BENCH_BASELINE=<git ref> npm run bench -- page-dashboard-files   (that commit's builds too)
 * Not part of the test run.
 */
import { rmSync } from 'node:fs';
import { launchBrowser } from '../e2e/support/browser';
import { startApp } from '../e2e/support/app-server';
import { WATCH_PANELS, waitForPanels } from './page-dashboard/panels-shown';
import { seedHeavyUser, signInHeavyUser } from './page-dashboard/heavy-user';
import { baseline, baselineWebRoot } from './support/baseline';

const before = baseline();
const builds: [string, string | undefined][] = [
  ...(before ? [[`before (${before.ref})`, baselineWebRoot(before)] as [string, string]] : []),
  ['this tree', undefined],
];

const dataDir = await seedHeavyUser();
const browser = await launchBrowser();
try {
  for (const [name, root] of builds) {
    const app = await startApp({ DATA_DIR: dataDir, ...(root ? { WEB_ROOT: root } : {}) });
    try {
      const session = await signInHeavyUser(browser, app.url);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: session.storageState });
      await context.addInitScript({ content: WATCH_PANELS });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const urls = new Map<string, string>();
      const sizes = new Map<string, number>();
      cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
      cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
      await page.goto(`${app.url}/dashboard`, { waitUntil: 'commit' });
      await waitForPanels(page, 30_000);
      const drawnAt = [...sizes.keys()].length;
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      await context.close();
      let total = 0;
      console.log(`\n${name}: ${sizes.size} requests (${drawnAt} finished when the panels showed)`);
      for (const [id, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) {
        total += bytes;
        const path = new URL(urls.get(id) ?? 'about:blank').pathname;
        console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${path}`);
      }
      console.log(`  total ${(total / 1024).toFixed(1)} KiB`);
    } finally {
      await app.stop();
    }
  }
} finally {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
}
