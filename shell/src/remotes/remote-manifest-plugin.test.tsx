import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryUrlOf, forgetRemoteManifests, remoteManifestPlugin } from './remote-manifest-plugin';

type AfterResolve = NonNullable<ReturnType<typeof remoteManifestPlugin>['afterResolve']>;
type RemoteInfo = { name: string; entry: string; type: string; entryGlobalName: string };

const MANIFEST_URL = 'https://cdn.example.com/mfe-routines/mf-manifest.json';
const manifest = (publicPath: string, path = '') => ({
  metaData: { globalName: 'mfe_routines', publicPath, remoteEntry: { name: 'remoteEntry.0123456789.js', path, type: 'global' } },
});

let fetched: string[];
let answers: Response[];
beforeEach(() => {
  fetched = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return answers.shift() ?? new Response(JSON.stringify(manifest('auto')));
    }),
  );
});
afterEach(() => {
  forgetRemoteManifests();
  vi.unstubAllGlobals();
});

/** What the runtime hands the plugin when a remote is loaded: its registration, before any entry is fetched. */
async function resolve(entry: string): Promise<RemoteInfo> {
  const remoteInfo: RemoteInfo = { name: 'mfe_routines', entry, type: 'global', entryGlobalName: 'mfe_routines' };
  const afterResolve = remoteManifestPlugin().afterResolve as AfterResolve;
  await afterResolve({ remoteInfo } as unknown as Parameters<AfterResolve>[0]);
  return remoteInfo;
}

describe('a remote named by its manifest', () => {
  it('loads the entry the manifest names, beside it (publicPath auto), read once for every panel of that remote', async () => {
    expect((await resolve(MANIFEST_URL)).entry).toBe('https://cdn.example.com/mfe-routines/remoteEntry.0123456789.js');
    expect((await resolve(MANIFEST_URL)).entryGlobalName).toBe('mfe_routines');
    expect(fetched).toEqual([MANIFEST_URL]);
  });

  it('a manifest of this origin, relative as /remotes.json gives it', async () => {
    expect((await resolve('/mfe/mfe-routines/mf-manifest.json')).entry).toBe(`${window.location.origin}/mfe/mfe-routines/remoteEntry.0123456789.js`);
  });

  it('is left alone when the page named its entry: no manifest is read', async () => {
    const entry = `${window.location.origin}/mfe/mfe-routines/remoteEntry.0123456789.js`;
    expect((await resolve(entry)).entry).toBe(entry);
    expect(fetched).toEqual([]);
  });

  it('fails the load when the manifest cannot be read, and reads it again on the next load (Retry)', async () => {
    answers.push(new Response('down', { status: 503 }));
    await expect(resolve(MANIFEST_URL)).rejects.toThrow(`${MANIFEST_URL} answered 503`);
    expect((await resolve(MANIFEST_URL)).entry).toBe('https://cdn.example.com/mfe-routines/remoteEntry.0123456789.js');
    expect(fetched).toEqual([MANIFEST_URL, MANIFEST_URL]);
  });

  it('is read again after a Retry forgot it (a redeploy names a new entry)', async () => {
    await resolve(MANIFEST_URL);
    forgetRemoteManifests();
    answers.push(new Response(JSON.stringify({ metaData: { ...manifest('auto').metaData, remoteEntry: { name: 'remoteEntry.abcdefabcd.js', path: '' } } })));
    expect((await resolve(MANIFEST_URL)).entry).toBe('https://cdn.example.com/mfe-routines/remoteEntry.abcdefabcd.js');
  });
});

describe("a manifest's entry URL", () => {
  it('under a public path of its own, with the entry in a folder', () => {
    expect(entryUrlOf(manifest('https://static.example.com/routines/', 'js'), MANIFEST_URL)).toBe(
      'https://static.example.com/routines/js/remoteEntry.0123456789.js',
    );
    expect(entryUrlOf(manifest('/assets', './js/'), MANIFEST_URL)).toBe('https://cdn.example.com/assets/js/remoteEntry.0123456789.js');
  });

  it('is refused when the manifest gives a getPublicPath function (it cannot run under the CSP)', () => {
    const withFunction = { metaData: { ...manifest('auto').metaData, publicPath: undefined } };
    expect(() => entryUrlOf(withFunction, MANIFEST_URL)).toThrow('has no publicPath');
  });
});
