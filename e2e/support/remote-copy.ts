import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { withoutUnreadFiles } from '../../tools/federation/test-remote-build';
import { repoRoot } from './app-server';

let copies = 0;

export interface RemoteCopy {
  /** The copy's folder (its sources; `dist/` once built). */
  dir: string;
  dist: string;
  /** Reads a file of the copy (relative to its folder). */
  read(file: string): string;
  write(file: string, text: string): void;
  /** The source file an exposed module points at, e.g. `./ProgressPanel`. */
  exposedFile(expose: string): string;
  /** Deletes the copy and its build. */
  remove(): void;
}

/**
 * A copy of one remote's sources inside the repo (so packages resolve as in the real build), to
 * build a changed version of it — a redeploy, a broken release — without touching the real one.
 */
export function copyRemote(remote: string): RemoteCopy {
  copies += 1;
  const dir = join(repoRoot, '.tmp', 'remote-copies', `${remote}-${process.pid}-${copies}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const item of ['src', 'index.html', 'package.json', 'tsconfig.json', 'rspack.config.ts'])
    cpSync(join(repoRoot, remote, item), join(dir, item), { recursive: true });
  // The copy sits deeper in the tree: its configs reach the shared build config and tsconfig from there.
  const toRoot = relative(dir, repoRoot).split('\\').join('/');
  const config = readFileSync(join(dir, 'rspack.config.ts'), 'utf8').replace("'../tools/", `'${toRoot}/tools/`);
  writeFileSync(join(dir, 'rspack.config.ts'), config);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    readFileSync(join(dir, 'tsconfig.json'), 'utf8').replace('"../tsconfig.base.json"', `"${toRoot}/tsconfig.base.json"`),
  );
  const copy: RemoteCopy = {
    dir,
    dist: join(dir, 'dist'),
    read: (file) => readFileSync(join(dir, file), 'utf8'),
    write: (file, text) => writeFileSync(join(dir, file), text),
    exposedFile(expose) {
      const match = new RegExp(`'${expose.replace('.', '\\.')}':\\s*'([^']+)'`).exec(copy.read('rspack.config.ts'));
      if (!match?.[1]) throw new Error(`${remote} exposes no ${expose}`);
      return match[1];
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
  return copy;
}

/**
 * Builds the copy with the project's own build config (production mode, content hashes, the manifest),
 * in this process as tools/federation/test-remote-build.ts does, without the source maps no journey
 * reads. `deployedOverABuild`: a release copied over a CDN folder of today's build needs what that
 * build has, minified files and their precompressed copies (else the old manifest's `.br` is served);
 * a copy served from its own folder leaves out both, two thirds of the build's CPU.
 */
export async function buildRemoteCopy(copy: RemoteCopy, { deployedOverABuild = false } = {}): Promise<string[]> {
  const { default: makeConfig } = (await import(join(copy.dir, 'rspack.config.ts'))) as { default: (env?: object) => Configuration };
  const config = makeConfig({});
  if (config.mode !== 'production') throw new Error(`${copy.dir} would build in ${config.mode} mode (NODE_ENV=${process.env.NODE_ENV})`);
  const stats = await new Promise<Stats>((resolve, reject) =>
    rspack(
      deployedOverABuild ? { ...config, devtool: false } : { ...withoutUnreadFiles(config), optimization: { ...config.optimization, minimize: false } },
    ).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(`building ${copy.dir} failed:\n${stats.toString('errors-only')}`);
  return readdirSync(copy.dist);
}
