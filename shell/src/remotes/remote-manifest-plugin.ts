import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The part of a remote's `mf-manifest.json` that says where its entry is. */
interface RemoteManifest {
  metaData: {
    globalName: string;
    publicPath?: string;
    remoteEntry: { name: string; path: string; type?: string };
  };
}

const manifests = new Map<string, Promise<RemoteManifest>>();

/** A remote named by its manifest (`/remotes.json`, a remote on another origin) rather than by its entry. */
export function isManifestUrl(url: string): boolean {
  return new URL(url, window.location.href).pathname.endsWith('.json');
}

function readManifest(url: string): Promise<RemoteManifest> {
  let reading = manifests.get(url);
  if (!reading) {
    // Plain `fetch`, as the page's `<link rel="preload" as="fetch" crossorigin>` hint asks, so the browser hands that answer over.
    reading = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as RemoteManifest;
    });
    // A failure is not kept: a Retry reads the manifest again.
    reading.catch(() => manifests.delete(url));
    manifests.set(url, reading);
  }
  return reading;
}

/** The URL of the entry a manifest names: under its public path, or beside the manifest (`auto`, our remotes). */
export function entryUrlOf(manifest: RemoteManifest, manifestUrl: string): string {
  const { publicPath, remoteEntry } = manifest.metaData;
  if (typeof publicPath !== 'string') throw new Error(`${manifestUrl} has no publicPath (a getPublicPath function cannot run under the CSP)`);
  const base = new URL(publicPath === 'auto' || publicPath === '' ? '.' : publicPath, new URL(manifestUrl, window.location.href)).href;
  const folder = remoteEntry.path.replace(/^\.?\/+/, '').replace(/\/*$/, '');
  return new URL(folder ? `${folder}/${remoteEntry.name}` : remoteEntry.name, base.endsWith('/') ? base : `${base}/`).href;
}

/** Before a Retry: the next load reads each manifest again (the remote may have been redeployed). */
export function forgetRemoteManifests(): void {
  manifests.clear();
}

/**
 * Resolves a remote named by its manifest to the entry that manifest names, in place of federation's
 * snapshot plugin (docs/decisions/0079), which the shell's build leaves out: ~3.5 KiB brotli of manifest
 * snapshots and asset preloading in every page's first script, for the few remotes not named by their
 * entry in the page's map (0026). A manifest that cannot be read fails the load: the remote's fallback shows.
 */
export function remoteManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-manifest-plugin',
    async afterResolve(args) {
      const { remoteInfo } = args;
      if (!isManifestUrl(remoteInfo.entry)) return args;
      const manifestUrl = remoteInfo.entry;
      const manifest = await readManifest(manifestUrl);
      remoteInfo.entry = entryUrlOf(manifest, manifestUrl);
      remoteInfo.entryGlobalName = manifest.metaData.globalName;
      remoteInfo.type = (manifest.metaData.remoteEntry.type ?? 'global') as typeof remoteInfo.type;
      return args;
    },
  };
}
