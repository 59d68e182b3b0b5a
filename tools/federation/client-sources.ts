import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes } from '../remotes.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every source file of the client builds (shell, remotes, packages), tests included. */
export function clientSources(): string[] {
  const dirs = [
    'shell/src',
    ...remotes.map((remote) => `${remote.folder}/src`),
    ...readdirSync(join(repoRoot, 'packages')).map((name) => `packages/${name}/src`),
  ];
  return dirs.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}
