/**
 * The code a bench compares against, from git: `BENCH_BASELINE=<ref>` exports that commit's API and
 * packages into a temp folder whose node_modules are this checkout's (its own workspace packages
 * linked in their place), so the baseline's servers run beside this checkout's in the same run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A folder holding `ref`'s services/api and packages, runnable with this checkout's dependencies. */
export function exportBaseline(ref: string): { root: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const root = mkdtempSync(join(tmpdir(), `fitness-baseline-${commit}-`));
  const archive = execFileSync('git', ['archive', commit, 'services/api', 'packages', 'shell/remotes.json'], { cwd: REPO_ROOT, maxBuffer: 256 * 2 ** 20 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  const modules = join(REPO_ROOT, 'node_modules');
  mkdirSync(join(root, 'node_modules', '@fitness'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== '@fitness') symlinkSync(join(modules, entry), join(root, 'node_modules', entry));
  }
  // The baseline's own workspace packages, not this checkout's.
  for (const name of readdirSync(join(modules, '@fitness'))) {
    const target = name === 'api' ? join(root, 'services', 'api') : join(root, 'packages', name);
    symlinkSync(target, join(root, 'node_modules', '@fitness', name));
  }
  const apiModules = join(REPO_ROOT, 'services', 'api', 'node_modules');
  try {
    symlinkSync(apiModules, join(root, 'services', 'api', 'node_modules'));
  } catch {
    // none to link
  }
  return { root, commit };
}
