// Lint: TypeScript rules plus the import rules of ARCHITECTURE.md ("who may import whom").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import localRules from './tools/lint/no-import-cycle.mjs';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const remotes = ['mfe-auth', 'mfe-weight', 'mfe-routines', 'mfe-progress'];

/** The API's feature folders (services/api/src/features/<feature>/); docs/decisions/0029. */
const apiFeatures = ['auth', 'profile', 'weight', 'routines', 'exercises', 'workout-log', 'progress'];
const api = 'services/api/src';
/** The composition root: the only files where features meet (and where platform is wired to them). */
const compositionRoot = `${repoRoot}${api}/*.ts`;

/**
 * Who may import whom inside the API, by resolved path, type-only imports included: a feature never
 * imports another feature's folder or the composition root; platform never imports a feature, the
 * shared records or (outside its tests, which build the app) the composition root; the shared leaf
 * imports no feature.
 */
const apiZones = [
  ...apiFeatures.flatMap((feature) => [
    {
      target: `${api}/features/${feature}`,
      from: `${api}/features`,
      except: [`./${feature}`],
      message:
        "A feature never imports another feature's folder: features meet only in the composition root, which injects what one needs of another (typed by a small interface in the needing feature or in shared/).",
    },
    // index.ts only names the router's types for clients (a feature's test may use them like a client).
    {
      target: `${api}/features/${feature}`,
      from: `${repoRoot}${api}/!(index).ts`,
      message: 'A feature never imports the composition root; it gets its services handed in.',
    },
  ]),
  {
    target: `${api}/platform`,
    from: [`${api}/features`, `${api}/shared`],
    message: 'Platform never imports a feature: features import platform, never the other way.',
  },
  { target: `${api}/platform/**/!(*.test).ts`, from: compositionRoot, message: 'Platform never imports the composition root (only its tests build the app).' },
  { target: `${api}/shared`, from: `${api}/features`, message: 'shared/ is a leaf of types the features share: it imports no feature.' },
  { target: `${api}/shared`, from: compositionRoot, message: 'shared/ is a leaf of types the features share: it imports no composition root.' },
];
const relativeInto = (dir) => [`**/${dir}/src/**`, `**/${dir}/src`];

/**
 * The builds share react-router's declarative API only (tools/federation/react-router-browser-api.ts,
 * docs/decisions/0020): any other value import of react-router is refused; types stay free.
 */
const declarativeRouterOnly = {
  name: 'react-router',
  allowImportNames: [
    'BrowserRouter',
    'HashRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'NavigationType',
    'Outlet',
    'Route',
    'Router',
    'Routes',
    'createPath',
    'createRoutesFromChildren',
    'createRoutesFromElements',
    'createSearchParams',
    'generatePath',
    'matchPath',
    'matchRoutes',
    'parsePath',
    'renderMatches',
    'resolvePath',
    'useHref',
    'useInRouterContext',
    'useLinkClickHandler',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRoutes',
    'useSearchParams',
  ],
  allowTypeImports: true,
  message:
    "The shared router is react-router's declarative API only (docs/decisions/0020): no data router (createBrowserRouter, RouterProvider, loaders, actions, fetchers, Form, useMatches …); use BrowserRouter/MemoryRouter with Routes.",
};

/** A remote never imports the shell or another remote; client code imports the API for types only. */
function clientRules(self) {
  const others = ['shell', ...remotes].filter((dir) => dir !== self);
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: '@fitness/api', message: 'Client code imports the API package for types only (import type).', allowTypeImports: true },
          declarativeRouterOnly,
        ],
        patterns: [
          {
            group: others.flatMap(relativeInto),
            message: 'A remote never imports the shell or another remote; the shell loads remotes only through federation.',
          },
          { group: ['**/services/api/**'], message: 'Client code imports @fitness/api for types only.', allowTypeImports: true },
        ],
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '.tmp/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every arrow points one way (ARCHITECTURE.md): an import cycle, even through types, fails the lint.
    // import-x/no-cycle follows value imports (dynamic ones too); local/no-import-cycle every static one, types included.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: localRules },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'local/no-import-cycle': 'error' },
  },
  ...['shell', ...remotes].map((dir) => ({ files: [`${dir}/**/*.{ts,tsx}`], rules: clientRules(dir) })),
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@fitness/api', message: 'Packages import the API for types only.', allowTypeImports: true }, declarativeRouterOnly],
          patterns: [{ group: ['**/shell/**', '**/mfe-*/**', 'shell', 'mfe-*'], message: 'packages/* never import the shell or a remote.' }],
        },
      ],
    },
  },
  {
    // The component tests' harness renders remotes' routes as the shell would.
    files: ['tools/test-support/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [declarativeRouterOnly] }] },
  },
  {
    files: ['packages/domain/**/*.ts', 'packages/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@fitness/ui', '@fitness/charts', '@fitness/api-client'], message: 'domain and schemas stay free of UI and I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['services/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@fitness/ui', '@fitness/charts', '@fitness/api-client', '**/shell/**', '**/mfe-*/**'],
              message: 'The API imports domain and schemas, never UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${api}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: apiZones }] },
  },
);
