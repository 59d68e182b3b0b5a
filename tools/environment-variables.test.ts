import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../services/api/src/platform/config';
import { repoRoot } from './federation/client-sources';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/** The variables the README's "Configure" table documents, in its order. */
function documented(readme: string): string[] {
  const section = readme.split(/^## Configure$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map(([, name]) => name!);
}

/** Variables the tools read (not the server): the dev servers' API port, the tests' Chromium. */
const TOOL_VARIABLES = ['API_PORT', 'CHROMIUM_PATH'];
/** Set by the API's dev script itself (`npm run dev` is development); never passed to builds, which must not see it. */
const SET_BY_THE_DEV_SCRIPT = 'NODE_ENV';

describe('the environment variables (platform/config.ts, the README, turbo.json) agree (docs/decisions/0065)', () => {
  it("the README's configuration table documents every variable the server reads, and no other", () => {
    expect(CONFIG_VARIABLES).toContain('PORT');
    expect([...documented(read('README.md'))].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('turbo passes every variable the server reads to `npm run dev` (its strict env mode drops the rest), as `npm start` does', () => {
    const passed: string[] = JSON.parse(read('turbo.json')).globalPassThroughEnv;
    const server = CONFIG_VARIABLES.filter((name) => name !== SET_BY_THE_DEV_SCRIPT);
    expect(passed.filter((name) => !TOOL_VARIABLES.includes(name)).sort()).toEqual([...server].sort());
    expect(passed).toEqual(expect.arrayContaining(TOOL_VARIABLES));
    expect(JSON.parse(read('services/api/package.json')).scripts.dev).toContain(`${SET_BY_THE_DEV_SCRIPT}=development`);
  });
});
