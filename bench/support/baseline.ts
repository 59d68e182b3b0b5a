/**
 * The one way a bench compares with earlier code (decision 0066): `BENCH_BASELINE=<git ref>`.
 * The ref's tree is exported from git (`git archive`, nothing in this checkout changes) into a temp
 * folder named by its commit, kept for the next run; its node_modules are this checkout's, with the
 * baseline's own workspace packages linked in their place. A bench that serves pages builds the
 * baseline's apps there once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Baseline {
  /** As given in BENCH_BASELINE. */
  ref: string;
  /** Its short commit id. */
  commit: string;
  /** The exported tree, runnable with this checkout's dependencies. */
  root: string;
}

/** The baseline BENCH_BASELINE names, exported; undefined when none is given. */
export function baseline(): Baseline | undefined {
  const ref = process.env.BENCH_BASELINE?.trim();
  return ref ? exportBaseline(ref) : undefined;
}

/** The baseline, or the bench stops with a clear message (exit 0, so `npm run bench` goes on to the next). */
export function requireBaseline(bench: string, why: string): Baseline {
  const found = baseline();
  if (!found) skip(`${bench} needs a baseline: ${why}. Run it as \`BENCH_BASELINE=<git ref> npm run bench -- ${bench}\` (bench/README.md).`);
  return found;
}

/** Ends the bench without measuring: says why and exits 0. */
export function skip(message: string): never {
  console.log(`skipped: ${message}`);
  process.exit(0);
}

/** `ref`'s tree in `<tmp>/fitness-baseline-<commit>` (made once per commit). */
export function exportBaseline(ref: string): Baseline {
  let commit: string;
  try {
    commit = git('rev-parse', '--short', '--verify', '--quiet', `${ref}^{commit}`).toString().trim();
  } catch {
    throw new Error(`BENCH_BASELINE=${ref} names no commit of this repository`);
  }
  const root = join(tmpdir(), `fitness-baseline-${commit}`);
  if (!existsSync(join(root, '.exported'))) {
    const partial = `${root}.partial-${process.pid}`;
    mkdirSync(partial, { recursive: true });
    execFileSync('tar', ['-x', '-C', partial], { input: git('archive', commit) });
    linkDependencies(partial);
    writeFileSync(join(partial, '.exported'), `${ref}\n`);
    rmSync(root, { recursive: true, force: true });
    renameSync(partial, root);
  }
  return { ref, commit, root };
}

/**
 * The baseline's apps built in its tree (each app's own `npm run build`), once per commit: a web
 * root as the all-in-one server reads it (`WEB_ROOT`: `shell/dist`, `mfe-*\/dist`).
 */
export function baselineWebRoot(found: Baseline): string {
  const built = join(found.root, '.built');
  if (!existsSync(built)) {
    const apps = readdirSync(found.root).filter((folder) => existsSync(join(found.root, folder, 'rspack.config.ts')));
    for (const app of apps) {
      console.log(`Building ${found.commit}'s ${app} (once per commit) …`);
      execFileSync('npm', ['run', 'build', '--silent'], { cwd: join(found.root, app), stdio: ['ignore', 'ignore', 'inherit'] });
    }
    writeFileSync(built, `${apps.join('\n')}\n`);
  }
  return found.root;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, maxBuffer: 512 * 2 ** 20 });

/** node_modules linked to this checkout's, except the workspace packages: those point into the baseline. */
function linkDependencies(root: string) {
  const modules = join(REPO_ROOT, 'node_modules');
  mkdirSync(join(root, 'node_modules', '@fitness'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@fitness') symlinkSync(join(modules, entry), join(root, 'node_modules', entry));
  }
  for (const name of readdirSync(join(modules, '@fitness'))) {
    const link = join(modules, '@fitness', name);
    const workspace = relative(REPO_ROOT, resolve(dirname(link), readlinkSync(link)));
    // Relative, so the links hold when the finished folder is renamed into place.
    symlinkSync(relative(join(root, 'node_modules', '@fitness'), join(root, workspace)), join(root, 'node_modules', '@fitness', name));
  }
  // A workspace's own node_modules (versions that differ from the root's).
  const nested = ['services', 'packages'].flatMap((folder) => readdirSync(join(REPO_ROOT, folder)).map((name) => `${folder}/${name}`));
  for (const workspace of [...readdirSync(REPO_ROOT).filter((folder) => folder !== 'node_modules'), ...nested]) {
    const own = join(REPO_ROOT, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(root, workspace)) && !existsSync(join(root, workspace, 'node_modules')))
      symlinkSync(own, join(root, workspace, 'node_modules'));
  }
}
