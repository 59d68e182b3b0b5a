import { readInlineRemoteMap } from '../remotes/remote-map';
import { WORKER_MESSAGES, type FilesLoaded } from '../service-worker/worker-messages';

/**
 * The page's side of the one service worker (docs/decisions/0043): the shell registers it, never
 * a remote. Registered once the page has loaded and gone quiet, so a first visit's time and bytes
 * are the page's own; the worker then copies what the page loaded from the HTTP cache.
 */
const WORKER_URL = '/sw.js';

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;
let registration: ServiceWorkerRegistration | undefined;
/** A new deploy is looked for when the user comes back to the page, when the link returns, and hourly. */
const UPDATE_EVERY_MS = 60 * 60 * 1000;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function startServiceWorker(): void {
  if (!supported()) return;
  const register = () =>
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(watch)
      .catch((error: unknown) => console.warn('The offline worker could not be registered; the app works online only.', error));
  const whenQuiet = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void register(), { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenQuiet();
  else window.addEventListener('load', whenQuiet, { once: true });
}

function watch(found: ServiceWorkerRegistration): void {
  registration = found;
  if (found.waiting && navigator.serviceWorker.controller) announce(found.waiting);
  found.addEventListener('updatefound', () => {
    const installing = found.installing;
    installing?.addEventListener('statechange', () => {
      // Installed while another version controls the page: it waits for the user's word.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) announce(installing);
    });
  });
  const check = () => void found.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
  setInterval(check, UPDATE_EVERY_MS);
  void navigator.serviceWorker.ready.then((ready) => reportLoadedFiles(ready.active));
}

/** Tells the worker what this page loaded (and, later, what it loads on demand: dialogs, statistics). */
function reportLoadedFiles(worker: ServiceWorker | null): void {
  if (!worker) return;
  const navigation = performance.getEntriesByType('navigation')[0]?.name ?? window.location.href;
  // Each remote's manifest (the page names a hosted remote by its entry, beside its manifest).
  const manifests = (readInlineRemoteMap() ?? []).map(({ entry }) => (/\.json(\?|$)/.test(entry) ? entry : new URL('mf-manifest.json', entry).href));
  // The shell's own manifest names the shared packages it provides, the lists' drag code among them (0077).
  const shellManifest = new URL('/mf-manifest.json', window.location.href).href;
  const send = (files: string[]) =>
    worker.postMessage({ type: WORKER_MESSAGES.filesLoaded, page: navigation, files, manifests, shellManifest } satisfies FilesLoaded);
  send(performance.getEntriesByType('resource').map((entry) => entry.name));
  if (typeof PerformanceObserver === 'undefined') return;
  const batch: string[] = [];
  new PerformanceObserver((list) => {
    if (batch.length === 0) setTimeout(() => send(batch.splice(0)), 1000);
    batch.push(...list.getEntries().map((entry) => entry.name));
  }).observe({ type: 'resource' });
}

function announce(worker: ServiceWorker): void {
  // Once announced, the prompt stays: if another tab lets it take over, this page still runs the old code.
  waiting = worker;
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Whether a new version is waiting (or took over from another tab), for the "A new version is ready" prompt. */
export function newVersionReady(): boolean {
  return waiting !== null;
}

export function subscribeToNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user chose "Reload": the waiting version takes over, then this page (and only this one) reloads. */
export function reloadToNewVersion(): void {
  if (!supported() || !waiting || waiting.state !== 'installed') return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: WORKER_MESSAGES.takeOver });
}

/** Logout: the worker empties its caches (answers once done, or after 3 s without a worker). */
export async function forgetCachedFiles(): Promise<void> {
  const deleteAll = async () => {
    if (typeof caches === 'undefined') return;
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  };
  // The page can empty Cache Storage itself (same origin); the worker's own copy of a file in flight could land after, so it is asked too.
  await deleteAll();
  const worker = registration?.active ?? (supported() ? navigator.serviceWorker.controller : null);
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 3000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: WORKER_MESSAGES.forget }, [channel.port2]);
  });
}
