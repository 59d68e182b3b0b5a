import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientSources, repoRoot } from './client-sources';
import { DRAG_KIT, sharedDependencies } from './shared';

describe('the sharing policy', () => {
  it('bundles @trpc/client into each build: only api-client imports it, so the page runs the copy of the api-client it shares', () => {
    expect(sharedDependencies()).not.toHaveProperty('@trpc/client');
    const importers = clientSources()
      // Type-only imports leave nothing in a build.
      .filter((file) => /import\s+(?!type\s)[^;]*from\s+'@trpc\/client'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file));
    expect(importers).toContain('packages/api-client/src/trpc.ts');
    expect(importers.filter((file) => !file.startsWith('packages/api-client/'))).toEqual([]);
  });

  it('shares the singletons with the version each build was made with', () => {
    const singletons = Object.entries(sharedDependencies()).filter(([, entry]) => entry.singleton);
    expect(singletons.map(([name]) => name).sort()).toEqual(
      [
        'react',
        'react/jsx-runtime',
        'react-dom',
        'react-dom/client',
        'react-router',
        '@tanstack/react-query',
        '@trpc/tanstack-react-query',
        '@fitness/api-client',
      ].sort(),
    );
  });

  it("shares nothing else but the sortable list's dnd-kit, as a non-singleton of the exact version (docs/decisions/0048)", () => {
    const others = Object.entries(sharedDependencies()).filter(([, entry]) => !entry.singleton);
    expect(others).toEqual([
      [
        DRAG_KIT,
        {
          singleton: false,
          strictVersion: true,
          shareKey: expect.stringMatching(/^@fitness\/ui\/drag-kit-[0-9a-f]{12}$/),
          version: expect.any(String),
          requiredVersion: others[0]![1].version,
        },
      ],
    ]);
  });
});
