/**
 * The app's one service worker, owned by the shell at scope `/` (docs/decisions/0043): it keeps
 * the code and pages a visit used so the app opens offline. Data is not its business (the query
 * cache persists it per user, in IndexedDB), and it never touches the API.
 * - A page the worker does not control yet (a first visit) tells it what it loaded; the worker
 *   copies those files from the HTTP cache (`force-cache`), so nothing is downloaded twice.
 * - Rules per request: caching-rules.ts. A new version waits until the page asks it to take over
 *   (the "A new version is ready" prompt), never under a page with unsaved work.
 */
import { CACHES, STATIC_ROUTES, cachingRule, onDemandFiles, pageKey, sharedFiles } from './caching-rules';
import { WORKER_MESSAGES, type FilesLoaded } from './worker-messages';

declare const self: ServiceWorkerGlobalScope;

/** Files not seen in a page's list for this long are dropped from the cache when a new version takes over. */
const UNUSED_FOR_MS = 30 * 86_400_000;
const LAST_SEEN = '/__worker/last-seen.json';

/** Static routing (Chromium 123+): not yet in TypeScript's worker types. */
type InstallWithRoutes = ExtendableEvent & { addRoutes?: (routes: typeof STATIC_ROUTES) => Promise<void> };

self.addEventListener('install', (event: InstallWithRoutes) => {
  // Where the browser has routes, hashed files and the API no longer start the worker; elsewhere the fetch handler serves them.
  if (event.addRoutes) event.waitUntil(event.addRoutes(STATIC_ROUTES).catch((error: unknown) => console.warn('Static routes refused', error)));
  // The first worker takes over at once (nothing to disturb); a later one waits for the page's word.
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await dropUnused();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === WORKER_MESSAGES.takeOver) void self.skipWaiting();
  if (data?.type === WORKER_MESSAGES.filesLoaded) event.waitUntil(keepInTurn(data as FilesLoaded));
  if (data?.type === WORKER_MESSAGES.forget) event.waitUntil(forgetAll().then(() => event.ports[0]?.postMessage('forgotten')));
});

self.addEventListener('fetch', (event) => {
  const rule = cachingRule(event.request, self.location.origin);
  if (rule === 'network') return;
  if (rule === 'page') event.respondWith(page(event));
  else if (rule === 'cache-first') event.respondWith(cacheFirst(event.request));
  else event.respondWith(networkFirst(event.request));
});

/** Network first (through the navigation preload when on); offline, the page last sent for that path, else any page. */
async function page(event: FetchEvent): Promise<Response> {
  const pages = await caches.open(CACHES.pages);
  try {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    if (response.ok) event.waitUntil(pages.put(pageKey(event.request.url), response.clone()));
    return response;
  } catch (error) {
    const kept = (await pages.match(pageKey(event.request.url))) ?? (await anyPage(pages));
    if (kept) return kept;
    throw error;
  }
}

async function anyPage(pages: Cache): Promise<Response | undefined> {
  const [first] = await pages.keys();
  return first ? pages.match(first) : undefined;
}

async function cacheFirst(request: Request): Promise<Response> {
  const files = await caches.open(CACHES.files);
  const kept = await files.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok || response.type === 'opaque') await files.put(request, response.clone());
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  const files = await caches.open(CACHES.files);
  try {
    const response = await fetch(request);
    if (response.ok) await files.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await files.match(request, { ignoreVary: true, ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

let keeping: Promise<void> = Promise.resolve();

/**
 * One page's list after another: each reads the last-seen list, keeps its files and writes the list
 * back, so two at once (a page's first list and its next batch) would lose one's entries.
 */
function keepInTurn(loaded: FilesLoaded): Promise<void> {
  keeping = keeping.then(() => keepLoaded(loaded)).catch(() => undefined);
  return keeping;
}

/**
 * Copies what a page loaded into the caches, from the HTTP cache (`force-cache`: no second
 * download, and no revalidation of what the page has just revalidated), and notes when each was
 * last seen in use.
 */
async function keepLoaded({ page: pageUrl, files: urls, manifests = [], shellManifest }: FilesLoaded): Promise<void> {
  const [files, pages] = await Promise.all([caches.open(CACHES.files), caches.open(CACHES.pages)]);
  const now = Date.now();
  const seen = await lastSeen(files);
  await Promise.all([
    ...urls.map(async (url) => {
      const rule = cachingRule({ url, method: 'GET', mode: 'no-cors' }, self.location.origin);
      if (rule !== 'cache-first' && rule !== 'network-first') return;
      seen[url] = now;
      if (await files.match(url, { ignoreVary: true })) return;
      await copyFromHttpCache(files, url, url, new URL(url).origin === self.location.origin ? 'same-origin' : 'no-cors');
    }),
    pageUrl && new URL(pageUrl).origin === self.location.origin && !(await pages.match(pageKey(pageUrl)))
      ? copyFromHttpCache(pages, pageUrl, pageKey(pageUrl), 'same-origin')
      : undefined,
  ]);
  const loaded = new Set(urls);
  await keepOnDemand(
    files,
    [...manifests.map((url) => ({ url, pick: onDemandFiles })), ...(shellManifest ? [{ url: shellManifest, pick: sharedFiles }] : [])],
    loaded,
    seen,
    now,
  );
  await files.put(LAST_SEEN, new Response(JSON.stringify(seen), { headers: { 'content-type': 'application/json' } }));
}

/**
 * What the loaded panels open on demand (their dialogs), and the shell's shared packages (the lists' drag
 * code), fetched once in the background, so they open offline too.
 */
async function keepOnDemand(
  files: Cache,
  manifests: readonly { url: string; pick: typeof onDemandFiles }[],
  loaded: ReadonlySet<string>,
  seen: Record<string, number>,
  now: number,
): Promise<void> {
  await Promise.all(
    manifests.map(async ({ url: manifestUrl, pick }) => {
      try {
        const response = await fetch(manifestUrl, { cache: 'no-cache', mode: 'cors', credentials: 'same-origin' });
        if (!response.ok) return;
        await files.put(manifestUrl, response.clone());
        for (const url of pick(await response.json(), manifestUrl, loaded)) {
          seen[url] = now;
          if (!(await files.match(url, { ignoreVary: true })))
            await copyFromHttpCache(files, url, url, new URL(url).origin === self.location.origin ? 'same-origin' : 'cors', 'default');
        }
      } catch {
        // Offline or a manifest gone: kept the next time.
      }
    }),
  );
}

async function copyFromHttpCache(cache: Cache, url: string, key: string, mode: RequestMode, from: RequestCache = 'force-cache'): Promise<void> {
  try {
    // A cross-origin remote's files come as the page loaded them: classic scripts, no CORS.
    const response = await fetch(url, { cache: from, mode, credentials: 'same-origin' });
    if (response.ok || response.type === 'opaque') await cache.put(key, response);
  } catch {
    // Offline or gone: the file is cached the next time it is fetched through the worker.
  }
}

async function lastSeen(files: Cache): Promise<Record<string, number>> {
  try {
    return ((await (await files.match(LAST_SEEN))?.json()) as Record<string, number> | undefined) ?? {};
  } catch {
    return {};
  }
}

/** A new version took over: files no page has listed for 30 days go (old deploys' hashed files). */
async function dropUnused(): Promise<void> {
  const files = await caches.open(CACHES.files);
  const seen = await lastSeen(files);
  const now = Date.now();
  const keys = await files.keys();
  await Promise.all(
    keys.filter((request) => !request.url.endsWith(LAST_SEEN) && now - (seen[request.url] ?? now) > UNUSED_FOR_MS).map((request) => files.delete(request)),
  );
  // Caches of older worker versions (another name) go at once.
  const kept = new Set<string>(Object.values(CACHES));
  await Promise.all((await caches.keys()).filter((name) => !kept.has(name)).map((name) => caches.delete(name)));
}

/** Logout: nothing of this visit stays on the device. */
async function forgetAll(): Promise<void> {
  await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}
