import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, testChromiumPath } from './tools/chromium';
import { remotes } from './tools/remotes.mjs';

// One runner, four layers: pure/unit + API (node), components (jsdom),
// charts and drag-and-drop (real Chromium), journeys (Playwright against `npm start`'s server).
const clientDirs = ['shell', ...remotes.map((remote) => remote.folder), 'packages/ui', 'packages/charts', 'packages/api-client'];

/** Component test files that replace a module with `vi.mock`: they need a module graph of their own (docs/decisions/0054). */
const mockingComponentTests = clientDirs.flatMap((dir) =>
  readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => join(dir, 'src', file))
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock(')),
);
const component = {
  environment: 'jsdom' as const,
  setupFiles: ['./tools/vitest-setup-dom.ts'],
  // 1–3 s alone; CI shares its 2 cores, and at load 20+ a test took 20 s (none of these measures time).
  testTimeout: 60_000,
  expect: { poll: { timeout: 15_000 } },
};

const journeys = {
  environment: 'node' as const,
  // A whole journey on a 2-core machine under heavy load (load 25–50 seen) can pass 90 s; its steps still wait 15 s at most.
  testTimeout: 180_000,
  // Setups that build remote copies and start servers take minutes on a busy machine.
  hookTimeout: 300_000,
  // A busy CI machine is slow: polls wait like a person (15 s), never vitest's 1 s default.
  expect: { poll: { timeout: 15_000 } },
};
/** Journeys that rebuild the repo's builds (`npm start` runs turbo: changed remotes rebuilt, the rest replayed into dist/). */
const rebuildingJourneys = ['e2e/start-in-development-shell.e2e.ts'];

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    // Two files at a time on 2 cores (vitest's default there is one): a file waiting on a child
    // process, a server or Chromium no longer holds up the rest. Journeys may run side by side:
    // each signs up its own users on the shared server (docs/decisions/0031).
    maxWorkers: 2,
    // Two groups, one after the other (0060): first the browser tests beside the journey that rebuilds the
    // builds (neither reads a build), then everything else, which may read them.
    sequence: { groupOrder: 1 },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Files of a worker share its module graph: each file no longer imports Fastify, zod and the API anew (0054).
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'services/api/src/**/*.test.ts', 'tools/**/*.test.ts'],
          // As the component tests: headroom for a loaded CI, never a measure of speed.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          ...component,
          include: clientDirs.map((d) => `${d}/src/**/*.test.tsx`),
          exclude: mockingComponentTests,
          // Files of a worker share its module graph (React, Testing Library, the panels); each still gets a fresh DOM (0054).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'component (own modules)', ...component, include: mockingComponentTests },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          sequence: { groupOrder: 0 },
          include: clientDirs.map((d) => `${d}/src/**/*.browser.tsx`),
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: testChromiumPath, args: chromiumArgs() } }),
            instances: [{ browser: 'chromium' }],
          },
          // Polls wait like a person (15 s), never vitest's 1 s default; a test holds several of them.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...journeys,
          include: ['e2e/**/*.e2e.ts'],
          exclude: rebuildingJourneys,
          // A worker runs file after file with Playwright's client loaded once (a fresh one per file cost ~2 CPU s);
          // journeys keep no state in modules: each file connects to the run's Chromium and signs up its own users (0060).
          isolate: false,
          // One app server, its mailbox and one Chromium for the whole run (docs/decisions/0031).
          globalSetup: ['./e2e/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        // In the first group: while it runs, no other test reads a build it rewrites (0060).
        test: { name: 'e2e (rebuilds)', ...journeys, include: rebuildingJourneys, sequence: { groupOrder: 0 } },
      },
    ],
  },
});
