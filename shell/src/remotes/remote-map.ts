type RemoteList = { name: string; entry: string }[];

/** The id of the map the server writes into the page (services/api/src/platform/web/shell-page.ts). */
const REMOTE_MAP_ELEMENT_ID = 'remote-map';

/**
 * Remote name → the URL the runtime loads it from: its manifest, as `/remotes.json` serves it, or (in the
 * page's map) the content-hashed entry of a remote the server hosts. Relative URLs resolve against the app.
 */
function toList(map: unknown): RemoteList {
  if (!map || typeof map !== 'object' || Array.isArray(map)) throw new Error('the remote map is not an object of names to URLs');
  return Object.entries(map as Record<string, unknown>)
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
}

/**
 * The map written into the page by the server (a JSON data block, not a script, so the CSP is
 * untouched), or undefined when the page has none (dev server, a page from before) or it is unreadable.
 */
export function readInlineRemoteMap(doc: Document = document): RemoteList | undefined {
  const text = doc.getElementById(REMOTE_MAP_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return toList(JSON.parse(text));
  } catch (error) {
    console.error('The remote map in the page is unreadable; reading /remotes.json instead.', error);
    return undefined;
  }
}

/** `/remotes.json` → the list the federation runtime registers. */
export async function fetchRemoteMap(): Promise<RemoteList> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return toList(await response.json());
}
