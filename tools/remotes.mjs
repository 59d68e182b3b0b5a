// The repository's remotes, from remotes.manifest.json (docs/decisions/0065). Plain JavaScript, so the
// node scripts (`npm start`, `npm test`) and eslint.config.js read it as the TypeScript tools do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {import('./remotes.d.mts').Remote[]} */
export const remotes = JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('../remotes.manifest.json')), 'utf8')).remotes;

/** The remote whose package `dir` holds (a copy of a remote's folder too); throws for any other package. */
export function remoteInFolder(dir) {
  const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const remote = remotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`${dir} holds ${name}, not a remote of remotes.manifest.json`);
  return remote;
}
