import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every source file of the client builds (shell, remotes, packages), tests included. */
export function clientSources(): string[] {
  const dirs = [
    'shell/src',
    'mfe-auth/src',
    'mfe-weight/src',
    'mfe-routines/src',
    'mfe-progress/src',
    ...readdirSync(join(repoRoot, 'packages')).map((name) => `packages/${name}/src`),
  ];
  return dirs.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}
