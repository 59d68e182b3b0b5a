import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_FOLDERS } from './remote-map';

/** A remote this server hosts, by its manifest's path in the remote map (`/mfe/<folder>/mf-manifest.json`). */
const LOCAL_MANIFEST = /^\/mfe\/([a-z-]+)\/mf-manifest\.json$/;

interface ManifestFile {
  mtimeMs: number;
  size: number;
  entry: string | undefined;
}

/**
 * The content-hashed entry file each locally hosted remote's manifest names (`metaData.remoteEntry`),
 * as a path the page names the remote by and preloads (shell-page.ts); read again whenever the
 * manifest changes (a remote redeployed alone). Undefined for a remote on another origin or an
 * unreadable manifest: the page then names it by its manifest.
 */
export function localRemoteEntries(webRoot: string) {
  const read = new Map<string, ManifestFile>();
  return (manifestUrl: string): string | undefined => {
    const folder = LOCAL_MANIFEST.exec(manifestUrl)?.[1];
    if (!folder || !REMOTE_FOLDERS.includes(folder)) return undefined;
    const file = join(webRoot, folder, 'dist', 'mf-manifest.json');
    try {
      const { mtimeMs, size } = statSync(file);
      const known = read.get(file);
      if (known && known.mtimeMs === mtimeMs && known.size === size) return known.entry;
      const { metaData } = JSON.parse(readFileSync(file, 'utf8')) as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
      const name = metaData?.remoteEntry?.name;
      const path = metaData?.remoteEntry?.path;
      const entry = name && /^[\w.-]+$/.test(name) ? `/mfe/${folder}/${path ? `${path.replace(/^\/+|\/+$/g, '')}/` : ''}${name}` : undefined;
      read.set(file, { mtimeMs, size, entry });
      return entry;
    } catch {
      return undefined;
    }
  };
}
