// Lint: TypeScript rules plus the import rules of ARCHITECTURE.md ("who may import whom").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';
import localRules from './tools/lint/no-import-cycle.mjs';
import { sharedRouterExports } from './tools/federation/shared-router-exports.mjs';
import { remotes as remoteManifest } from './tools/remotes.mjs';
import { apiZones } from './tools/lint/api-zones.mjs';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const remotes = remoteManifest.map((remote) => remote.folder);

const api = 'services/api/src';
const relativeInto = (dir) => [`**/${dir}/src/**`, `**/${dir}/src`];

/**
 * The builds share react-router's declarative API only (tools/federation/react-router-browser-api.ts,
 * docs/decisions/0020), whose export list is read here: any other value import of react-router is refused; types stay free.
 */
const declarativeRouterOnly = {
  name: 'react-router',
  allowImportNames: sharedRouterExports(),
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
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: apiZones(repoRoot) }] },
  },
);
