import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { HASHED_FILE } from '../services/api/src/platform/web/cache-policy';
import type { OpenedPage, PageOptions } from './support/browser';
import { repoRoot, startApp, type RunningApp } from './support/app-server';
import { journey } from './support/journey';
import { buildRemoteCopy, copyRemote, type RemoteCopy } from './support/remote-copy';
import { serveFolderWithCors } from './support/static-origin';
import { signUpAndLogIn } from './support/session';

const defaultMap = {
  mfe_auth: '/mfe/mfe-auth/mf-manifest.json',
  mfe_weight: '/mfe/mfe-weight/mf-manifest.json',
  mfe_routines: '/mfe/mfe-routines/mf-manifest.json',
  mfe_progress: '/mfe/mfe-progress/mf-manifest.json',
};
const BUILDS = ['shell', 'mfe-auth', 'mfe-weight', 'mfe-routines', 'mfe-progress'];
const PANELS = ['Body Weight', 'Workout Routines', 'Exercise Progress'];
/** A remote's entry as the build names it: content-hashed (docs/decisions/0023). */
const REMOTE_ENTRY = /^remoteEntry\.[0-9a-f]{10}\.js(\?|$)/;

/**
 * The all-in-one server with some remotes taken from elsewhere: a server of its own, since the
 * remote map is read once at start (the shared server keeps the repo's map).
 */
async function startAppWithRemotes(overrides: Partial<Record<keyof typeof defaultMap, string>>): Promise<RunningApp> {
  const dir = mkdtempSync(join(tmpdir(), 'remotes-map-'));
  const file = join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify({ ...defaultMap, ...overrides }));
  return startApp({ REMOTES_JSON: file });
}

async function openDashboard(openPage: (options?: PageOptions) => Promise<OpenedPage>, app: { url: string }) {
  const opened = await openPage();
  await signUpAndLogIn(opened.context, app.url, { completeProfile: true });
  await opened.page.goto(`${app.url}/dashboard`);
  return opened;
}

/**
 * A GET as a browser revalidates (node:http: fetch() adds `Cache-Control: no-cache` to any request
 * with If-None-Match, which forbids a 304).
 */
function revalidate(url: string, etag?: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip', ...(etag ? { 'if-none-match': etag } : {}) };
    get(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    }).on('error', reject);
  });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const fallback = (page: Page, title: string) => page.getByRole('alert', { name: `${title} unavailable` });

/**
 * The changed releases these journeys deploy (a redeploy of the weight remote, a progress remote that
 * throws, a weight remote built against api-client 2.x): each remote copy built once, all three side
 * by side as the file starts; each journey awaits its own.
 */
const NEW_TEXT = 'Your weight log is empty — log today to start the chart.';
const releases: Partial<Record<'nextWeight' | 'crashingProgress' | 'newerWeight', Promise<RemoteCopy & { files: string[] }>>> = {};
const copies: RemoteCopy[] = [];

function release(copy: RemoteCopy, options?: Parameters<typeof buildRemoteCopy>[1]) {
  copies.push(copy);
  const built = buildRemoteCopy(copy, options).then((files) => ({ ...copy, files }));
  built.catch(() => {}); // reported by the journey that awaits it
  return built;
}

beforeAll(() => {
  // The next release of the weight remote changes one visible text.
  const next = copyRemote('mfe-weight');
  const file = 'src/features/weight/components/weight-panel-view.tsx';
  const before = next.read(file);
  const after = before.replace('No weights logged yet. Add your first weight to start your chart.', NEW_TEXT);
  expect(after).not.toBe(before);
  next.write(file, after);
  releases.nextWeight = release(next, { deployedOverABuild: true });

  // A broken release of the progress remote: its panel throws while rendering.
  const crashing = copyRemote('mfe-progress');
  crashing.write(
    crashing.exposedFile('./ProgressPanel'),
    "export default function ProgressPanel(): never {\n  throw new Error('Progress panel crashed');\n}\n",
  );
  releases.crashingProgress = release(crashing);

  // The weight remote built against api-client 2.x: the page's 1.x must not be used by it.
  const newer = copyRemote('mfe-weight');
  newer.write(
    'rspack.config.ts',
    newer
      .read('rspack.config.ts')
      .replace(
        'import { remoteConfig }',
        "import { sharedDependencies } from '" +
          newer.read('rspack.config.ts').match(/'([^']*tools\/federation)\/rspack-config'/)![1] +
          "/shared';\nimport { remoteConfig }",
      )
      .replace(
        'exposes: {',
        "shared: { ...sharedDependencies(), '@fitness/api-client': { singleton: true, strictVersion: true, version: '2.0.0', requiredVersion: '^2.0.0' } },\n  exposes: {",
      ),
  );
  releases.newerWeight = release(newer);
});
afterAll(() => {
  for (const copy of copies) copy.remove();
});

// The shared server: these journeys need the repo's remotes as `npm start` serves them.
describe('the shell composes the four remotes at runtime', () => {
  journey('serves the runtime remote map from the repo by default', async ({ app }) => {
    const response = await fetch(`${app.url}/remotes.json`);
    expect(await response.json()).toEqual(defaultMap);
  });

  journey('renders the shell with content from the auth remote', async ({ app, openPage }) => {
    const { page, errors } = await openPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Register', level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });

  journey(
    'renders every dashboard panel from its own remote: each hosted remote loaded by its entry (no manifest), the data in one preloaded request',
    async ({ app, openPage }) => {
      const opened = await openPage();
      await signUpAndLogIn(opened.context, app.url, { completeProfile: true });
      const { page, errors } = opened;
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${app.url}/dashboard`);
      for (const title of PANELS) await region(page, title).waitFor();
      // Every panel past its loading state, and nothing more on the wire.
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /^Loading/ })
            .count(),
        )
        .toBe(0);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // The page names the hosted remotes by their entries (docs/decisions/0026): no manifest is fetched.
      expect(requested.filter((path) => path.endsWith('/mf-manifest.json'))).toEqual([]);
      for (const folder of ['mfe-weight', 'mfe-routines', 'mfe-progress'])
        expect(requested.filter((path) => path.startsWith(`/mfe/${folder}/remoteEntry.`))).toHaveLength(1);
      // The session, the profile and every panel's first read leave together, started by the page's eager entry:
      // one request, the page's preload, which the tRPC client's own request took (docs/decisions/0028).
      const data = requested.filter((path) => path.startsWith('/trpc/'));
      expect(data, `the page's data requests: ${data.join(', ')}`).toHaveLength(1);
      for (const procedure of ['auth.status', 'profile.get', 'weight.list', 'routines.list', 'progress.list']) expect(data[0]).toContain(procedure);
      const preloaded = await page.locator('head link[rel="preload"][as="fetch"]').getAttribute('href');
      expect(new URL(preloaded!, app.url).pathname).toBe(data[0]);
    },
  );

  journey('shows the error page for an unknown route', async ({ app, openPage }) => {
    const { page } = await openPage();
    await page.goto(`${app.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Unexpected Application Error' }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain('404 Not Found');
  });

  journey('builds content-hashed files (remote entries too), cached for a year; the page, map and manifests revalidate', async ({ app }) => {
    for (const build of BUILDS) {
      // The shell's service worker keeps one name across deploys (served no-cache, stamped with the deploy: docs/decisions/0043).
      const files = readdirSync(join(repoRoot, build, 'dist')).filter((file) => /\.(js|css)$/.test(file) && !(build === 'shell' && file === 'sw.js'));
      expect(
        files.filter((file) => !HASHED_FILE.test(file)),
        build,
      ).toEqual([]);
    }
    const weightFiles = readdirSync(join(repoRoot, 'mfe-weight', 'dist'));
    const expose = weightFiles.find((file) => file.startsWith('__federation_expose_WeightPanel.') && file.endsWith('.js'))!;
    const manifest = (await (await fetch(`${app.url}/mfe/mfe-weight/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
    expect(manifest.metaData.remoteEntry.name).toMatch(REMOTE_ENTRY);
    for (const file of [expose, manifest.metaData.remoteEntry.name]) {
      const chunk = await fetch(`${app.url}/mfe/mfe-weight/${file}`);
      expect(chunk.status, file).toBe(200);
      expect(chunk.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/remotes.json', '/mfe/mfe-weight/mf-manifest.json']) {
      const first = await revalidate(`${app.url}${path}`);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag, path).toBeTruthy();
      expect((await revalidate(`${app.url}${path}`, etag)).status, path).toBe(304);
      // The build's precompressed copy goes out to a browser that accepts brotli (index.html and the map are too small to need one).
      if (path.startsWith('/mfe/')) expect(first.headers['content-encoding'], path).toBe('br');
    }
  });
});

// Own server: its map points the weight remote at a CDN that gets the new release.
describe('a remote redeployed on its own: new code on the next load, nothing else rebuilt', () => {
  let app: RunningApp;
  let cdn: Awaited<ReturnType<typeof serveFolderWithCors>>;
  let cdnDir: string;
  let nextBuild: string[];
  let nextDist: string;

  beforeAll(async () => {
    // The CDN starts with today's build of the weight remote.
    cdnDir = mkdtempSync(join(tmpdir(), 'cdn-mfe-weight-'));
    cpSync(join(repoRoot, 'mfe-weight', 'dist'), cdnDir, { recursive: true });
    cdn = await serveFolderWithCors(cdnDir);
    app = await startAppWithRemotes({ mfe_weight: `${cdn.origin}/mf-manifest.json` });
    ({ files: nextBuild, dist: nextDist } = await releases.nextWeight!);
  });
  afterAll(async () => {
    await app?.stop();
    await cdn?.close();
    rmSync(cdnDir, { recursive: true, force: true });
  });

  journey('shows the new text after a reload, fetches no old chunk of that remote, and keeps the shell and the other panels', async ({ openPage }) => {
    const { page, errors } = await openDashboard(openPage, app);
    const panel = region(page, 'Body Weight');
    await panel.getByText('No weights logged yet. Add your first weight to start your chart.').waitFor();
    // The shell's service worker controls the page and has kept what it loaded and its dialogs (hashed files
    // come from its cache first): the next load must still bring the new release.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toBe(`${app.url}/sw.js`);
    // The worker keeps the panel's dialogs one after another in the background: wait for all of them, so no
    // fetch of the old build is still under way when the new one is deployed.
    const oldManifest = JSON.parse(readFileSync(join(cdnDir, 'mf-manifest.json'), 'utf8')) as {
      exposes: { assets: Record<'js' | 'css', { async: string[] }> }[];
    };
    const onDemand = oldManifest.exposes.flatMap(({ assets }) => [...assets.js.async, ...assets.css.async]).map((file) => `${cdn.origin}/${file}`);
    expect(onDemand.some((url) => url.includes('add-weight-dialog.'))).toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(async (wanted) => {
            if ((await caches.keys()).length === 0) return wanted;
            const kept = new Set((await (await caches.open('fitness-files-v1')).keys()).map((request) => request.url));
            return wanted.filter((url) => !kept.has(url));
          }, onDemand),
        { timeout: 15_000 },
      )
      .toEqual([]);
    const shellBuilt = statSync(join(repoRoot, 'shell', 'dist', 'index.html')).mtimeMs;
    const shellScripts = () => page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src && new URL(src).pathname.startsWith('/main.')));
    const shellBefore = await shellScripts();
    expect(shellBefore).toHaveLength(1);
    const before = new Set(readdirSync(cdnDir));
    const oldOnly = [...before].filter((file) => !nextBuild.includes(file));
    expect(oldOnly.some((file) => HASHED_FILE.test(file))).toBe(true);

    // Deploy: the new files go next to the old ones (hashed names never clash), the manifest is replaced.
    for (const file of nextBuild) cpSync(join(nextDist, file), join(cdnDir, file));
    cdn.served.length = 0;
    await page.reload();

    await panel.getByText(NEW_TEXT).waitFor();
    for (const title of ['Workout Routines', 'Exercise Progress']) await region(page, title).waitFor();
    const requested = cdn.served.map((url) => url.split('?')[0]!.replace(/^\//, ''));
    expect(requested).toContain(nextBuild.find((file) => REMOTE_ENTRY.test(file)));
    expect(requested.filter((file) => oldOnly.includes(file))).toEqual([]);
    // The shell was not rebuilt and its own code came from the same files.
    expect(statSync(join(repoRoot, 'shell', 'dist', 'index.html')).mtimeMs).toBe(shellBuilt);
    expect(await shellScripts()).toEqual(shellBefore);
    expect(errors).toEqual([]);
  });
});

// Own server: its map points the progress remote at an origin that goes down and comes back.
describe('a remote that is down, then back', () => {
  let app: RunningApp;
  let cdn: Awaited<ReturnType<typeof serveFolderWithCors>>;
  beforeAll(async () => {
    cdn = await serveFolderWithCors(join(repoRoot, 'mfe-progress', 'dist'));
    cdn.setAvailable(false);
    app = await startAppWithRemotes({ mfe_progress: `${cdn.origin}/mf-manifest.json` });
  });
  afterAll(async () => {
    await app?.stop();
    await cdn?.close();
  });

  journey('shows the fallback with Retry while it is down; Retry renders the real panel once it is back, without a page reload', async ({ openPage }) => {
    const { page } = await openDashboard(openPage, app);
    await fallback(page, 'Exercise Progress').waitFor();
    await page.getByRole('heading', { name: 'Exercise Progress is unavailable' }).waitFor();
    await region(page, 'Body Weight').waitFor();
    await region(page, 'Workout Routines').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).waitFor();
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    // Still down: Retry tries again and shows the fallback again. The attempt is over (refused, and a
    // new fallback in place of the one marked here) before the remote comes back, or it could load the panel itself.
    const refusedBefore = cdn.refused.length;
    await fallback(page, 'Exercise Progress').evaluate((element) => element.setAttribute('data-before-retry', ''));
    await fallback(page, 'Exercise Progress').getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => cdn.refused.length).toBeGreaterThan(refusedBefore);
    await fallback(page, 'Exercise Progress').and(page.locator(':not([data-before-retry])')).waitFor();

    cdn.setAvailable(true);
    await fallback(page, 'Exercise Progress').getByRole('button', { name: 'Retry' }).click();
    await region(page, 'Exercise Progress').waitFor();
    await fallback(page, 'Exercise Progress').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(cdn.served.some((url) => REMOTE_ENTRY.test(url.slice(1)))).toBe(true);
  });
});

// Own server: its map points two remotes at broken releases.
describe('a remote that throws while rendering, and one built against another api-client', () => {
  let app: RunningApp;
  let broken: Awaited<ReturnType<typeof serveFolderWithCors>>;
  let incompatible: Awaited<ReturnType<typeof serveFolderWithCors>>;
  beforeAll(async () => {
    const [crashing, newer] = await Promise.all([releases.crashingProgress!, releases.newerWeight!]);
    broken = await serveFolderWithCors(crashing.dist);
    incompatible = await serveFolderWithCors(newer.dist);
    app = await startAppWithRemotes({ mfe_progress: `${broken.origin}/mf-manifest.json`, mfe_weight: `${incompatible.origin}/mf-manifest.json` });
  });
  afterAll(async () => {
    await app?.stop();
    await broken?.close();
    await incompatible?.close();
  });

  journey('each falls back on its own, with the reason logged; the nav and the routines panel keep working', async ({ openPage }) => {
    const { page, errors } = await openDashboard(openPage, app);
    await fallback(page, 'Exercise Progress').getByText('Progress panel crashed').waitFor();
    await fallback(page, 'Body Weight').waitFor();
    await region(page, 'Workout Routines').waitFor();
    expect(
      errors.some((text) =>
        text.includes(
          'Version 1.0.0 from shell of shared singleton module @fitness/api-client does not satisfy the requirement of mfe_weight which needs ^2.0.0',
        ),
      ),
    ).toBe(true);
    // The nav still works: the profile (also from the weight remote) falls back the same way, and back.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Profile' }).click();
    await fallback(page, 'Profile').waitFor();
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await region(page, 'Workout Routines').waitFor();
  });
});

// Own server: its map points the weight remote at a second origin.
describe('a remote deployed on its own origin', () => {
  let app: RunningApp;
  let cdn: Awaited<ReturnType<typeof serveFolderWithCors>>;
  beforeAll(async () => {
    cdn = await serveFolderWithCors(join(repoRoot, 'mfe-weight', 'dist'));
    app = await startAppWithRemotes({ mfe_weight: `${cdn.origin}/mf-manifest.json` });
  });
  afterAll(async () => {
    await app?.stop();
    await cdn?.close();
  });

  journey('renders inside the shell, loaded from the second origin', async ({ openPage }) => {
    const { page, errors } = await openDashboard(openPage, app);
    await region(page, 'Body Weight').waitFor();
    expect(cdn.served.some((url) => REMOTE_ENTRY.test(url.slice(1)))).toBe(true);
    expect(errors).toEqual([]);
  });
});
