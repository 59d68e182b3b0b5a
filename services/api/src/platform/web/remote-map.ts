import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import manifest from '../../../../../remotes.manifest.json';

/** The remotes' folders in the repository (remotes.manifest.json), each built to `<folder>/dist` (served at `/mfe/<folder>/` all-in-one). */
export const REMOTE_FOLDERS: readonly string[] = manifest.remotes.map((remote) => remote.folder);

/** `/remotes.json`: remote name → URL of its mf-manifest.json (absolute, or relative to the app). */
export const remoteMapSchema = z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.string().min(1));
export type RemoteMap = z.infer<typeof remoteMapSchema>;

/** Reads REMOTES_JSON (a path or an http(s) URL) or the repo's default map. */
export async function loadRemoteMap(source: string | undefined, repoRoot: string): Promise<RemoteMap> {
  const location = source ?? join(repoRoot, 'shell', 'remotes.json');
  const text = /^https?:\/\//.test(location) ? await (await fetch(location)).text() : await readFile(location, 'utf8');
  const parsed = remoteMapSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`REMOTES_JSON (${location}) is not a map of remote names to manifest URLs`);
  return parsed.data;
}

/** Origins other than the app's own that serve remotes: the CSP must admit them. */
export function remoteOrigins(map: RemoteMap): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
