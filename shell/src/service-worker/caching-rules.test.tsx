import { describe, expect, it } from 'vitest';
import { cachingRule, onDemandFiles, pageKey, sharedFiles } from './caching-rules';

const app = 'https://fit.example.com';
const get = (url: string, mode = 'no-cors') => cachingRule({ url, method: 'GET', mode }, app);

describe('what the service worker does with each request', () => {
  it('navigations of the app go network first with the last page as the fallback; another site is left alone', () => {
    expect(get(`${app}/dashboard`, 'navigate')).toBe('page');
    expect(get(`${app}/profile?x=1`, 'navigate')).toBe('page');
    expect(get('https://elsewhere.example.com/', 'navigate')).toBe('network');
  });

  it('content-hashed scripts and style sheets come from the cache first, on any origin (a remote on a CDN too)', () => {
    expect(get(`${app}/main.0123456789.js`)).toBe('cache-first');
    expect(get(`${app}/mfe/mfe-weight/remoteEntry.abcdef0123.js`)).toBe('cache-first');
    expect(get('https://cdn.example.com/mfe-weight/__federation_expose_WeightPanel.abcdef0123.css', 'cors')).toBe('cache-first');
  });

  it('what names the hashed files, and the app manifest and icons, go network first', () => {
    expect(get(`${app}/remotes.json`, 'cors')).toBe('network-first');
    expect(get(`${app}/mfe/mfe-weight/mf-manifest.json`, 'cors')).toBe('network-first');
    expect(get('https://cdn.example.com/mf-manifest.json', 'cors')).toBe('network-first');
    expect(get(`${app}/manifest.webmanifest`)).toBe('network-first');
    expect(get(`${app}/icons/icon-192.png`)).toBe('network-first');
  });

  it('never caches the API, the worker itself, writes, unhashed or foreign files', () => {
    expect(get(`${app}/trpc/weight.list?batch=1&input={}`, 'cors')).toBe('network');
    expect(get(`${app}/api/get/routines/1`, 'cors')).toBe('network');
    expect(get(`${app}/health`, 'cors')).toBe('network');
    expect(get(`${app}/sw.js`, 'same-origin')).toBe('network');
    expect(cachingRule({ url: `${app}/trpc/weight.save`, method: 'POST', mode: 'cors' }, app)).toBe('network');
    expect(get(`${app}/main.js`)).toBe('network');
    expect(get('https://cdn.example.com/widget.js')).toBe('network');
    expect(get('chrome-extension://abc/script.0123456789.js')).toBe('network');
  });

  it('keeps one page per path, whatever its query', () => {
    expect(pageKey(`${app}/dashboard?from=home#top`)).toBe(`${app}/dashboard`);
  });
});

describe('what a loaded panel opens on demand', () => {
  const manifest = {
    metaData: { publicPath: 'auto' },
    exposes: [
      {
        assets: { js: { sync: ['__federation_expose_WorkoutLog.1111111111.js'], async: ['workout-log-dialogs.2222222222.js'] }, css: { sync: [], async: [] } },
      },
      {
        assets: {
          js: { sync: ['__federation_expose_Other.3333333333.js'], async: ['other-dialogs.4444444444.js'] },
          css: { sync: [], async: ['other.5555555555.css'] },
        },
      },
    ],
  };

  it('lists the on-demand files of the panels the page loaded, beside their manifest', () => {
    const loaded = new Set([`${app}/mfe/mfe-routines/__federation_expose_WorkoutLog.1111111111.js`]);
    expect(onDemandFiles(manifest, `${app}/mfe/mfe-routines/mf-manifest.json`, loaded)).toEqual([`${app}/mfe/mfe-routines/workout-log-dialogs.2222222222.js`]);
  });

  it('follows a public path the manifest names', () => {
    const loaded = new Set(['https://cdn.example.com/v2/__federation_expose_Other.3333333333.js']);
    expect(onDemandFiles({ ...manifest, metaData: { publicPath: 'https://cdn.example.com/v2/' } }, 'https://cdn.example.com/mf-manifest.json', loaded)).toEqual(
      ['https://cdn.example.com/v2/other-dialogs.4444444444.js', 'https://cdn.example.com/v2/other.5555555555.css'],
    );
  });

  it("lists the shell's shared packages the page has not loaded (the lists' drag code, loaded on a first touch)", () => {
    const shell = {
      metaData: { publicPath: '/' },
      shared: [
        { assets: { js: { sync: ['121.1111111111.js'], async: [] } } },
        { assets: { js: { sync: ['511.2222222222.js', '948.3333333333.js'], async: [] } } },
      ],
    };
    const loaded = new Set([`${app}/121.1111111111.js`]);
    expect(sharedFiles(shell, `${app}/mf-manifest.json`, loaded)).toEqual([`${app}/511.2222222222.js`, `${app}/948.3333333333.js`]);
  });
});
