import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser';
import { repoRoot } from './support/app-server';
import { serveFolderWithCors } from './support/static-origin';

const staticDir = join(repoRoot, 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

function stories(): IndexEntry[] {
  if (!existsSync(join(staticDir, 'index.json'))) throw new Error('Storybook is not built: run "npm run build-storybook" first');
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

describe('Storybook: every story renders without errors', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveFolderWithCors>>;
  const all = stories();

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await serveFolderWithCors(staticDir);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('has stories from packages/ui and from a remote', () => {
    expect(all.some((story) => story.title.startsWith('ui/'))).toBe(true);
    expect(all.some((story) => story.title.startsWith('mfe-'))).toBe(true);
  });

  it.each(all.map((story) => [story.id, story] as const))('%s', async (_id, story) => {
    const { page, errors, context } = await openPage(browser);
    try {
      await page.goto(`${server.origin}/iframe.html?id=${story.id}&viewMode=story`);
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay') ||
          (document.body.classList.contains('sb-show-main') &&
            // A dialog story renders through a portal into <body>, not inside the root.
            ((document.getElementById('storybook-root')?.childElementCount ?? 0) > 0 || document.querySelector('[role="dialog"], [role="alertdialog"]') !== null)),
        undefined,
        { timeout: 15_000 },
      );
      const failed = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
      const errorText = failed ? await page.locator('#error-message').innerText() : '';
      expect(errorText).toBe('');
      expect(await page.locator('#storybook-root > *, [role="dialog"], [role="alertdialog"]').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
