/**
 * What the service worker does with each request (docs/decisions/0043). Pure, so the rules are
 * tested without a worker; the worker (worker.ts) only carries them out.
 * - `page`: a navigation. Network first (a deploy shows on the next online load); offline, the
 *   last page the server sent.
 * - `cache-first`: a content-hashed script or style sheet, here or on a remote's origin: its name
 *   changes with its content, so a cached copy is always right.
 * - `network-first`: what names the hashed files (`/remotes.json`, a remote's `mf-manifest.json`)
 *   and the app's other unhashed files (the web app manifest, icons): fresh when online, cached for offline.
 * - `network`: left alone: the API (its data is persisted by the query cache, per user, never
 *   in Cache Storage), the worker's own script, writes, anything else.
 */
export type CachingRule = 'page' | 'cache-first' | 'network-first' | 'network';

/** Content-hashed build files, as the server names them (platform/web/cache-policy.ts `HASHED_FILE`). */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css)$/;
const NAMES_FILES = /(^|\/)(remotes\.json|mf-manifest\.json)$/;
const APP_FILES = /^\/(manifest\.webmanifest|icons\/[\w.-]+\.png)$/;
const NEVER = /^\/(trpc|api)\/|^\/(health|sw\.js)$/;

export const CACHES = {
  /** Hashed files and the files that name them: shared by every user, no user data. */
  files: 'fitness-files-v1',
  /** The last page of each path the server sent, for offline navigations. */
  pages: 'fitness-pages-v1',
} as const;

/**
 * Routes the browser follows without starting the worker or running its fetch handler (Service
 * Worker static routing, `InstallEvent.addRoutes`, Chromium 123+; docs/decisions/0056), the same
 * rules as `cachingRule` where a route can say them: the API straight to the network, and scripts
 * and style sheets straight from the files cache (every one the app loads is content-hashed: the
 * worker's own script is the one unhashed script, and its updates never go through the worker);
 * one not kept yet comes from the network, and the page's list of loaded files has it kept.
 */
export const STATIC_ROUTES = [
  { condition: { urlPattern: '/trpc/*' }, source: 'network' },
  { condition: { urlPattern: '/api/*' }, source: 'network' },
  { condition: { requestMethod: 'GET', requestDestination: 'script' }, source: { cacheName: CACHES.files } },
  { condition: { requestMethod: 'GET', requestDestination: 'style' }, source: { cacheName: CACHES.files } },
] as const;

/** The key a page is kept under: its path, without the query (the server sends the same page for any query). */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

export function cachingRule(request: { url: string; method: string; mode: string }, appOrigin: string): CachingRule {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'network';
  const own = url.origin === appOrigin;
  if (request.mode === 'navigate') return own ? 'page' : 'network';
  if (own && NEVER.test(url.pathname)) return 'network';
  if (HASHED_FILE.test(url.pathname)) return 'cache-first';
  if (NAMES_FILES.test(url.pathname)) return 'network-first';
  if (own && APP_FILES.test(url.pathname)) return 'network-first';
  return 'network';
}

type Assets = { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
interface RemoteManifest {
  metaData?: { publicPath?: string };
  exposes?: { assets?: Assets }[];
  shared?: { assets?: Assets }[];
}

const filesBeside = (manifest: RemoteManifest, manifestUrl: string) => {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
  return (name: string) => new URL(name, base).href;
};

/**
 * The files of the shared packages a build provides (the shell's: React, the router, the query client,
 * the lists' drag code …), kept for offline whether or not this page loaded them: the drag code comes
 * only with a list's first touch (docs/decisions/0077), and offline it must still be there.
 */
export function sharedFiles(manifest: RemoteManifest, manifestUrl: string, loaded: ReadonlySet<string>): string[] {
  const url = filesBeside(manifest, manifestUrl);
  const names = (manifest.shared ?? []).flatMap(({ assets }) => [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])]);
  return [...new Set(names.map(url))].filter((file) => !loaded.has(file));
}

/**
 * The files a remote's panels load on demand (dialogs, statistics), for the panels this page
 * loaded: the worker keeps them too, so a dialog opens offline that was never opened online. From
 * the remote's `mf-manifest.json` (names relative to it unless it names a public path).
 */
export function onDemandFiles(manifest: RemoteManifest, manifestUrl: string, loaded: ReadonlySet<string>): string[] {
  const url = filesBeside(manifest, manifestUrl);
  const files = new Set<string>();
  for (const { assets } of manifest.exposes ?? []) {
    const shown = [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])].map(url);
    if (!shown.some((file) => loaded.has(file))) continue;
    for (const name of [...(assets?.js?.async ?? []), ...(assets?.css?.async ?? [])]) files.add(url(name));
  }
  return [...files];
}
