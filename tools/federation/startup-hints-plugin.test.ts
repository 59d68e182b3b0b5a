import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rspack, type Stats } from '@rspack/core';
import { shellConfig } from './rspack-config';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A host shaped like the shell: its entry registers a failure handler that loads a fallback on demand
 * and then imports the bootstrap, which uses a shared package, a stylesheet and a later-loaded page.
 */
async function buildHost(): Promise<{ dist: string; html: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'host-'));
  dirs.push(dir);
  const write = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write('index.html', '<!doctype html><html><head><title>host</title></head><body><div id="root"></div></body></html>');
  write('node_modules/greeting-lib/package.json', JSON.stringify({ name: 'greeting-lib', version: '1.2.3', main: 'index.js' }));
  write('node_modules/greeting-lib/index.js', "exports.greet = (name) => 'shared greeting for ' + name;\n");
  write('src/index.ts', "import { onFailure } from './failure';\nonFailure();\nvoid import(/* webpackChunkName: \"bootstrap\" */ './bootstrap');\n");
  write(
    'src/failure.ts',
    "export const onFailure = () => window.addEventListener('error', () => void import(/* webpackChunkName: \"fallback\" */ './fallback'));\n",
  );
  write('src/fallback.ts', "export const fallback = 'fallback page';\n");
  write(
    'src/bootstrap.ts',
    "import { greet } from 'greeting-lib';\nimport './bootstrap.css';\ndocument.body.append(greet('you'));\nwindow.addEventListener('click', () => void import(/* webpackChunkName: \"later\" */ './later'));\n",
  );
  write('src/bootstrap.css', 'body { color: rebeccapurple; }\n');
  write('src/later.ts', "export const later = 'later page';\n");
  const config = shellConfig(dir, { 'greeting-lib': { singleton: true, strictVersion: true, version: '1.2.3', requiredVersion: '^1.0.0' } });
  const plugins = config.plugins!.filter((plugin) => plugin?.constructor.name !== 'PrecompressPlugin');
  const stats = await new Promise<Stats>((resolve, reject) =>
    rspack({ ...config, devtool: false, plugins }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  const dist = join(dir, 'dist');
  return { dist, html: readFileSync(join(dist, 'index.html'), 'utf8') };
}

describe("the shell's start-up hints", () => {
  it('preload exactly what the entry loads at once: the bootstrap, its styles and its shared package, as the chunk loader asks for them', async () => {
    const { dist, html } = await buildHost();
    const links = [...html.matchAll(/<link ([^>]*)>/g)].map((match) =>
      Object.fromEntries([...match[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]])),
    );
    const preloads = links.filter((link) => link.rel === 'preload');
    const files = preloads.map((link) => link.href!.replace(/^\//, ''));
    const built = readdirSync(dist);
    const named = (name: string, ext: string) => built.find((file) => file.startsWith(`${name}.`) && file.endsWith(ext));
    const lib = built.find((file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('shared greeting for'));

    expect(lib).toBeTruthy();
    expect(files.sort()).toEqual([named('bootstrap', '.js'), named('bootstrap', '.css'), lib].sort());
    for (const link of preloads) {
      expect(link.as, link.href).toBe(link.href!.endsWith('.css') ? 'style' : 'script');
      // Classic scripts added without crossorigin: a preload with it would not be reused (two downloads).
      expect(link.crossorigin, link.href).toBeUndefined();
    }
    // The entry comes first; what it loads only later (a fallback, another page) is not hinted.
    expect(html.indexOf(`src="/${named('main', '.js')}"`)).toBeGreaterThan(0);
    expect(html.indexOf(`src="/${named('main', '.js')}"`)).toBeLessThan(html.indexOf('rel="preload"'));
    expect(named('later', '.js')).toBeTruthy();
    expect(named('fallback', '.js')).toBeTruthy();
  }, 120_000);
});
