import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as reactRouter from 'react-router';
import * as browserApi from './react-router-browser-api';
import { clientSources, repoRoot } from './client-sources';
import { sharedDependencies } from './shared';

/** What never runs in a browser: server rendering, request handling, cookies and sessions, RSC, framework-mode (Remix) and UNSAFE_ internals. */
const SERVER_OR_INTERNAL =
  /^(ServerRouter|StaticRouter|StaticRouterProvider|createStaticHandler|createStaticRouter|createRequestHandler|createCookie|createCookieSessionStorage|createMemorySessionStorage|createSession|createSessionStorage|isCookie|isSession|unstable_RSCStaticRouter|unstable_routeRSCServerRequest|unstable_setDevServerHooks|Links|Meta|Scripts|PrefetchPageLinks|createRoutesStub|UNSAFE_\w+)$/;

/** The values (not types) a file imports from `react-router`. */
function routerValuesImported(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)]
    .filter(([, typeOnly]) => !typeOnly)
    .flatMap(([, , names]) => names!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

describe("the shared router is react-router's browser API", () => {
  it('exports every browser export of the installed react-router, and none of its server ones', () => {
    const browserExports = Object.keys(reactRouter).filter((name) => name !== 'default' && !SERVER_OR_INTERNAL.test(name));
    expect(Object.keys(browserApi).sort()).toEqual(browserExports.sort());
  });

  it('covers every react-router value the client code imports', () => {
    const imported = clientSources().flatMap((file) => routerValuesImported(file).map((name) => ({ file: relative(repoRoot, file), name })));
    expect(imported.map(({ name }) => name)).toEqual(expect.arrayContaining(['createBrowserRouter', 'RouterProvider', 'useNavigate']));
    expect(imported.filter(({ name }) => !(name in browserApi))).toEqual([]);
  });

  it('is what every build provides and falls back to under the name react-router', () => {
    expect(sharedDependencies()['react-router']).toMatchObject({ import: fileURLToPath(new URL('./react-router-browser-api.ts', import.meta.url)), singleton: true, strictVersion: true });
  });
});
