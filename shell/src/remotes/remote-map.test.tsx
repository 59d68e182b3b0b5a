import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime's registry is the boundary here: the test sees what the shell registers.
const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { readInlineRemoteMap } from './remote-map';
import { markRemoteFailed, prepareRetry, registerRemoteMap } from './remote-registry';

const MAP = { mfe_weight: '/mfe/mfe-weight/mf-manifest.json', mfe_routines: 'https://cdn.example.com/mfe-routines/mf-manifest.json' };
const REGISTERED = [
  { name: 'mfe_weight', entry: `${window.location.origin}/mfe/mfe-weight/mf-manifest.json` },
  { name: 'mfe_routines', entry: 'https://cdn.example.com/mfe-routines/mf-manifest.json' },
];

/** A page as the server sends it: the map in a JSON data block (services/api/src/platform/web/shell-page.ts). */
function pageWithMap(text: string): Document {
  const doc = document.implementation.createHTMLDocument('Fitness Tracker');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = 'remote-map';
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

let fetched: string[];
beforeEach(() => {
  fetched = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response(JSON.stringify(MAP), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  runtime.registerRemotes.mockReset();
});

describe('the remote map', () => {
  it('is read from the page when the server wrote it there: registered at once, no /remotes.json round trip', () => {
    const pending = registerRemoteMap(pageWithMap(JSON.stringify(MAP)));
    expect(pending).toBeUndefined();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(REGISTERED);
    expect(fetched).toEqual([]);
  });

  it('comes from /remotes.json when the page has none (dev server, a page from before)', async () => {
    await registerRemoteMap(document.implementation.createHTMLDocument('old page'));
    expect(fetched).toEqual(['/remotes.json']);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(REGISTERED);
  });

  it('comes from /remotes.json when the inline one is unreadable', async () => {
    expect(readInlineRemoteMap(pageWithMap('{"mfe_weight": '))).toBeUndefined();
    await registerRemoteMap(pageWithMap('["not", "a", "map"]'));
    expect(fetched).toEqual(['/remotes.json']);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(REGISTERED);
  });

  it("registers a failed remote again as /remotes.json names it now before a Retry, not by the page's entry a later deploy may have removed", async () => {
    const entry = '/mfe/mfe-weight/remoteEntry.0a1b2c3d4e.js';
    registerRemoteMap(pageWithMap(JSON.stringify({ ...MAP, mfe_weight: entry })));
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_weight', entry: `${window.location.origin}${entry}` }, REGISTERED[1]]);
    markRemoteFailed('mfe_weight/WeightPanel');
    await prepareRetry('mfe_weight/WeightPanel');
    expect(fetched).toEqual(['/remotes.json']);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([REGISTERED[0]], { force: true });

    // The server's map cannot be read: the page's own is used.
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('offline'));
    markRemoteFailed('mfe_weight/WeightPanel');
    await prepareRetry('mfe_weight/WeightPanel');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_weight', entry: `${window.location.origin}${entry}` }], { force: true });
  });
});
