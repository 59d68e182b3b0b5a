import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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
  for (const item of ['src', 'index.html', 'package.json', 'tsconfig.json', 'rspack.config.ts']) cpSync(join(repoRoot, remote, item), join(dir, item), { recursive: true });
  // The copy sits deeper in the tree: its config reaches the shared build config from there.
  const toTools = relative(dir, join(repoRoot, 'tools')).split('\\').join('/');
  const config = readFileSync(join(dir, 'rspack.config.ts'), 'utf8').replace("'../tools/", `'${toTools}/`);
  writeFileSync(join(dir, 'rspack.config.ts'), config);
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

/** Builds the copy with the project's own build config (production mode, content hashes). */
export function buildRemoteCopy(copy: RemoteCopy): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--config', join(copy.dir, 'rspack.config.ts')], {
      cwd: copy.dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(readdirSync(copy.dist)) : reject(new Error(`building ${copy.dir} failed:\n${output}`))));
  });
}
