import { registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetRemoteManifests } from './remote-manifest-plugin';
import { fetchRemoteMap, readInlineRemoteMap } from './remote-map';

type RemoteEntry = { name: string; entry: string };

let registered: RemoteEntry[] = [];
/** Remotes whose manifest, entry or chunk failed to load: the runtime keeps that failure until told to forget it. */
const failed = new Set<string>();

/**
 * Registers every remote with the federation runtime (eager entry, no React): from the map the server
 * wrote into the page, at once, or else from /remotes.json (dev server, a page from before).
 */
export function registerRemoteMap(doc: Document = document): Promise<void> | undefined {
  const inline = readInlineRemoteMap(doc);
  if (inline) {
    registered = inline;
    registerRemotes(registered);
    return undefined;
  }
  return fetchRemoteMap().then((list) => {
    registered = list;
    registerRemotes(registered);
  });
}

function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

export function markRemoteFailed(id: string): void {
  failed.add(remoteNameOf(id));
}

/**
 * Before a Retry: a remote that failed to load is registered again with `force`, which drops the
 * runtime's cached entry, and the manifests read are forgotten, so the next load really goes to the
 * network (the remote may be back). It is registered as the server's map names it now
 * (`/remotes.json`: its manifest, which names its current entry), since the page's map may name an
 * entry a later deploy has removed from a long-open tab; the page's map when the server's cannot be
 * read. A remote that loaded fine is left alone: it may be serving other panels.
 */
export async function prepareRetry(id: string): Promise<void> {
  const name = remoteNameOf(id);
  if (!failed.has(name)) return;
  const current = await fetchRemoteMap().catch(() => undefined);
  const known = registered.length > 0 ? registered : (readInlineRemoteMap() ?? []);
  const remote = current?.find((r) => r.name === name) ?? known.find((r) => r.name === name);
  if (!remote) return;
  forgetRemoteManifests();
  registerRemotes([remote], { force: true });
  failed.delete(name);
}
