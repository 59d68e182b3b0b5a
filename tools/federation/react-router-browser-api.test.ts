import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import * as reactRouter from 'react-router';
import * as sharedRouter from './react-router-browser-api';
import { clientSources, repoRoot } from './client-sources';
import { sharedDependencies } from './shared';

/** The data router (docs/decisions/0020): never part of the shared router, refused by the lint. */
const DATA_ROUTER = [
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'RouterProvider',
  'useLoaderData',
  'useActionData',
  'useRouteLoaderData',
  'useRouteError',
  'isRouteErrorResponse',
  'useFetcher',
  'useFetchers',
  'Form',
  'useSubmit',
  'useFormAction',
  'useNavigation',
  'useRevalidator',
  'useMatches',
  'useBlocker',
  'unstable_usePrompt',
  'ScrollRestoration',
  'Await',
  'useAsyncValue',
  'useAsyncError',
  'redirect',
  'data',
];

/** The values (not types) a file imports from `react-router`, in any layout of the import statement. */
function routerValuesImported(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g)]
    .filter(([, typeOnly]) => !typeOnly)
    .flatMap(([, , names]) => names!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

describe("the shared router is react-router's declarative API", () => {
  it('exports every react-router value the client code imports (sources, tests, stories)', () => {
    const imported = clientSources().flatMap((file) => routerValuesImported(file).map((name) => ({ file: relative(repoRoot, file), name })));
    expect(imported.map(({ name }) => name)).toEqual(expect.arrayContaining(['BrowserRouter', 'MemoryRouter', 'useRoutes', 'useNavigate']));
    expect(imported.filter(({ name }) => !(name in sharedRouter))).toEqual([]);
  });

  it('exports no data-router API', () => {
    expect(DATA_ROUTER.every((name) => name in reactRouter)).toBe(true);
    expect(Object.keys(sharedRouter).filter((name) => DATA_ROUTER.includes(name))).toEqual([]);
  });

  it('is a part of the installed react-router (its production build: the same exports, the same kinds)', () => {
    for (const [name, value] of Object.entries(sharedRouter)) expect(typeof value, name).toBe(typeof reactRouter[name as keyof typeof reactRouter]);
  });

  it('is what every build provides and falls back to under the name react-router', () => {
    expect(sharedDependencies()['react-router']).toMatchObject({
      import: fileURLToPath(new URL('./react-router-browser-api.ts', import.meta.url)),
      singleton: true,
      strictVersion: true,
    });
  });
});

describe('the lint allows the shared router and refuses the rest of react-router', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const refused = async (names: string[], filePath: string) => {
    const code = `import { ${names.join(', ')} } from 'react-router';\nexport { ${names.join(', ')} };\n`;
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
  };
  const shared = Object.keys(sharedRouter);
  const outside = Object.keys(reactRouter).filter((name) => name !== 'default' && !(name in sharedRouter));

  it.each(['shell/src/a.tsx', 'mfe-weight/src/features/profile/a.tsx', 'packages/ui/src/a.tsx', 'tools/test-support/a.tsx'])('in %s', async (file) => {
    expect(await refused(shared, file)).toEqual([]);
    const messages = await refused(outside, file);
    expect(messages).toHaveLength(outside.length);
    expect(messages.every((message) => message.includes('docs/decisions/0020'))).toBe(true);
  });

  it('lets types through', async () => {
    expect(await refused(['Link', 'type RouteObject', 'type Location'], 'mfe-auth/src/a.tsx')).toEqual([]);
  });
});
