import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteMap } from './remote-map';

/** What a build's mf-manifest.json says about the files a page needs, as URLs the browser can fetch. */
export interface RemoteFiles {
  /** The manifest's URL as the remote map names it (the federation runtime fetches exactly this). */
  manifest: string;
  /** `remoteEntry.js`, resolved against the manifest's public path; absent when the manifest is unknown. */
  entry?: string;
  /** Exposed module name (`WeightPanel`) → the JS and CSS it needs before it runs. */
  exposes: Record<string, { js: string[]; css: string[] }>;
}

interface AssetList {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

/** The parts of mf-manifest.json read here (written by @module-federation/enhanced). */
interface Manifest {
  metaData?: { publicPath?: string; getPublicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: AssetList }[];
}

/** The base URL the manifest's files are relative to: its own folder for `auto`. */
function publicPathOf(manifest: Manifest, manifestUrl: string): string | undefined {
  const meta = manifest.metaData;
  if (!meta || meta.getPublicPath) return undefined;
  const publicPath = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
}

/** A file of the build: relative to the public path, which may be absolute or app-relative. */
function fileUrl(publicPath: string, file: string): string {
  return /^https?:\/\//.test(publicPath) ? new URL(file, publicPath).href : `${publicPath}${file}`;
}

export function remoteFilesOf(manifestUrl: string, manifest: Manifest | undefined): RemoteFiles {
  const publicPath = manifest && publicPathOf(manifest, manifestUrl);
  if (!manifest || !publicPath) return { manifest: manifestUrl, exposes: {} };
  const entryName = manifest.metaData?.remoteEntry?.name;
  const entryPath = manifest.metaData?.remoteEntry?.path;
  const exposes: RemoteFiles['exposes'] = {};
  for (const expose of manifest.exposes ?? []) {
    if (!expose.name) continue;
    exposes[expose.name] = {
      js: (expose.assets?.js?.sync ?? []).map((file) => fileUrl(publicPath, file)),
      css: (expose.assets?.css?.sync ?? []).map((file) => fileUrl(publicPath, file)),
    };
  }
  const entry = entryName ? fileUrl(publicPath, entryPath ? `${entryPath.replace(/\/$/, '')}/${entryName}` : entryName) : undefined;
  return { manifest: manifestUrl, ...(entry ? { entry } : {}), exposes };
}

/** A JSON file on disk, read again only when it changes (a redeploy), not on every request. */
function watchedJson<T>(file: string): () => T | undefined {
  let held: { mtimeMs: number; size: number; value: T | undefined } | undefined;
  return () => {
    let stat;
    try {
      stat = statSync(file);
    } catch {
      held = undefined;
      return undefined;
    }
    if (!held || held.mtimeMs !== stat.mtimeMs || held.size !== stat.size) {
      let value: T | undefined;
      try {
        value = JSON.parse(readFileSync(file, 'utf8')) as T;
      } catch {
        value = undefined;
      }
      held = { mtimeMs: stat.mtimeMs, size: stat.size, value };
    }
    return held.value;
  };
}

/** Manifests served from another origin (a CDN): fetched in the background, again at most once a minute. */
function fetchedJson<T>(url: string, log: FastifyBaseLogger): () => T | undefined {
  let value: T | undefined;
  let fetchedAt = 0;
  let pending = false;
  const refresh = () => {
    if (pending || Date.now() - fetchedAt < 60_000) return;
    pending = true;
    fetch(url, { signal: AbortSignal.timeout(3000) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`answered ${response.status}`);
        value = (await response.json()) as T;
      })
      .catch((error: unknown) => log.warn({ err: error, url }, 'remote manifest not read; its page hints name the manifest only'))
      .finally(() => {
        pending = false;
        fetchedAt = Date.now();
      });
  };
  refresh();
  return () => {
    refresh();
    return value;
  };
}

/**
 * Each remote's files, from the manifests the remote map names: those served here (`/mfe/<folder>/…`)
 * are read from the build folder, others fetched. Always current: a remote redeployed alone changes
 * the hints on the next page.
 */
export function remoteFilesReader(remoteMap: RemoteMap, webRoot: string, servedFolders: readonly string[], log: FastifyBaseLogger): () => Record<string, RemoteFiles> {
  const readers = Object.entries(remoteMap).map(([name, url]) => {
    const served = /^\/mfe\/([^/]+)\/mf-manifest\.json$/.exec(url);
    const read = served?.[1] && servedFolders.includes(served[1]) ? watchedJson<Manifest>(join(webRoot, served[1], 'dist', 'mf-manifest.json')) : /^https?:\/\//.test(url) ? fetchedJson<Manifest>(url, log) : () => undefined;
    return [name, url, read] as const;
  });
  return () => Object.fromEntries(readers.map(([name, url, read]) => [name, remoteFilesOf(url, read())]));
}
