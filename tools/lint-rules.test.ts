import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { apiFeatures, apiZones } from './lint/api-zones.mjs';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint enforces the import rules of the architecture', () => {
  it('refuses a remote importing another remote', async () => {
    expect(
      await ruleIds("import { x } from '../../../mfe-auth/src/features/login/login-page';\nexport { x };\n", 'mfe-weight/src/features/weight/a.ts'),
    ).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('refuses a remote importing the shell', async () => {
    expect(await ruleIds("import { paths } from '../../../shell/src/app/paths';\nexport { paths };\n", 'mfe-routines/src/features/routines/a.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('refuses a value import of the API in client code, allows a type import', async () => {
    expect(await ruleIds("import { appRouter } from '@fitness/api';\nexport { appRouter };\n", 'shell/src/a.ts')).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await ruleIds("import type { AppRouter } from '@fitness/api';\nexport type { AppRouter };\n", 'packages/api-client/src/a.ts')).toEqual([]);
  });

  it('refuses UI in the API service and in the domain package', async () => {
    expect(await ruleIds("import { Button } from '@fitness/ui';\nexport { Button };\n", 'services/api/src/a.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { useState } from 'react';\nexport { useState };\n", 'packages/domain/src/a.ts')).toContain('no-restricted-imports');
  });

  it('lets a remote import the shared packages', async () => {
    expect(await ruleIds("import { Button } from '@fitness/ui';\nexport { Button };\n", 'mfe-weight/src/features/weight/a.ts')).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const cycle = await ruleIds(
      "import { createAccountServices } from './account-services';\nexport const x = createAccountServices;\n",
      'services/api/src/features/auth/accounts.ts',
    );
    expect(cycle).toContain('import-x/no-cycle');
  });

  it('refuses an import cycle made only of type imports, which import-x/no-cycle lets through', async () => {
    // plugin.ts → shell-page.ts → remote-entries.ts: a type import back from remote-entries closes the loop.
    const ids = await ruleIds(
      "import type { webPlugin } from './plugin';\nexport type WebPlugin = typeof webPlugin;\n",
      'services/api/src/platform/web/remote-entries.ts',
    );
    expect(ids).toContain('local/no-import-cycle');
    expect(ids).not.toContain('import-x/no-cycle');
  });

  it("refuses a feature importing another feature's folder or the composition root, even for a type", async () => {
    expect(
      await ruleIds("import type { WeightService } from '../weight/weights';\nexport type X = WeightService;\n", 'services/api/src/features/profile/a.ts'),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleIds("import type { Services } from '../../services';\nexport type X = Services;\n", 'services/api/src/features/weight/a.ts')).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses platform importing a feature, even for a type', async () => {
    expect(
      await ruleIds("import type { Sessions } from '../../features/auth/sessions';\nexport type X = Sessions;\n", 'services/api/src/platform/http-cache/a.ts'),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import platform, the shared records and its own folder', async () => {
    const code = [
      "import type { Clock } from '../../platform/clock';",
      "import type { WorkoutLogRecord } from '../../shared/records';",
      "import type { ProgressService } from './progress';",
      'export type X = [Clock, WorkoutLogRecord, ProgressService];',
      '',
    ].join('\n');
    expect(await ruleIds(code, 'services/api/src/features/progress/a.ts')).toEqual([]);
  });
});

describe('the API zones cover every feature folder', () => {
  it('reads the features from services/api/src/features, measurements and data-transfer included', () => {
    const root = new URL('..', import.meta.url).pathname;
    const folders = readdirSync(`${root}services/api/src/features`, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(apiFeatures(root)).toEqual(folders.map((e) => e.name).sort());
    expect(apiFeatures(root)).toEqual(expect.arrayContaining(['measurements', 'data-transfer']));
  });

  it('refuses a feature that appeared today importing another one (a temporary tree)', async () => {
    const root = `${mkdtempSync(join(tmpdir(), 'api-zones-'))}/`;
    try {
      const files: [string, string][] = [
        ['services/api/src/features/brand-new/brand-new.ts', 'export const fresh = 1;\n'],
        ['services/api/src/features/other/other.ts', "import { fresh } from '../brand-new/brand-new';\nexport const other = fresh;\n"],
        ['services/api/src/features/other/own.ts', "import { other } from './other';\nexport const own = other;\n"],
      ];
      for (const [path, text] of files) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      const temp = new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { 'import-x': importX },
          settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })] },
          rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones(root) }] },
        },
      });
      const ids = async (path: string) => ((await temp.lintFiles([join(root, path)]))[0]?.messages ?? []).map((m) => m.ruleId ?? m.message);
      expect(await ids('services/api/src/features/other/other.ts')).toEqual(['import-x/no-restricted-paths']);
      expect(await ids('services/api/src/features/other/own.ts')).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
