import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type OpenedPage } from './support/browser';
import { journey } from './support/journey';
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

type Outcome = { rendered: true; shown: boolean; errorDisplay: boolean } | { rendered: false; error: string };

/**
 * Renders one story in the open preview through Storybook's own channel (the way its manager
 * switches stories), and answers how it ended, in one call: the error Storybook reported, or that it
 * rendered, whether something came on the screen within 15 s (inside the root, or a dialog through a
 * portal into <body>) and whether Storybook shows its error display.
 */
function renderStory(page: Page, storyId: string): Promise<Outcome> {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        type Channel = {
          on(event: string, listener: (...args: unknown[]) => void): void;
          off(event: string, listener: (...args: unknown[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const describe = (error: unknown) => {
          const { message, title, description, stack } = (error ?? {}) as Record<string, string | undefined>;
          return [title ?? message, description ?? stack].filter(Boolean).join('\n');
        };
        const listeners: Record<string, (...args: unknown[]) => void> = {
          storyRendered: (rendered) => rendered === id && void whenShown().then(finish),
          storyErrored: (error) => finish({ rendered: false, error: describe(error) }),
          storyThrewException: (error) => finish({ rendered: false, error: describe(error) }),
          playFunctionThrewException: (error) => finish({ rendered: false, error: describe(error) }),
          storyMissing: (missing) => missing === id && finish({ rendered: false, error: `story ${id} is missing` }),
        };
        const onScreen = () => document.querySelector('#storybook-root > *, [role="dialog"], [role="alertdialog"]') !== null;
        const whenShown = async () => {
          for (const giveUpAt = Date.now() + 15_000; !onScreen() && Date.now() < giveUpAt; ) await new Promise((next) => requestAnimationFrame(next));
          return { rendered: true, shown: onScreen(), errorDisplay: document.body.classList.contains('sb-show-errordisplay') };
        };
        const finish = (outcome: unknown) => {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(outcome as Outcome);
        };
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        // A fresh start for each story, as a page load gave: nothing kept from the story before.
        localStorage.clear();
        sessionStorage.clear();
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

// Every story renders without errors, all in one page: Storybook's preview switches from story to
// story as its manager does, each with its own check (docs/decisions/0031).
describe('Storybook: every story renders without errors', () => {
  const all = stories();
  let server: Awaited<ReturnType<typeof serveFolderWithCors>>;
  let preview: OpenedPage;
  /** The story rendered last: errors the page reports later are its own. */
  let previous = 'the preview started';

  journey.beforeAll(async ({ browser }) => {
    server = await serveFolderWithCors(staticDir);
    preview = await openPage(browser);
    await preview.page.goto(`${server.origin}/iframe.html`);
    // Ready once it has loaded its index and, asked for no story, shows "no preview".
    await preview.page.waitForFunction(() => document.body.classList.contains('sb-show-nopreview'));
  });
  journey.afterAll(async () => {
    const late = preview?.errors.splice(0) ?? [];
    await preview?.context.close();
    await server?.close();
    expect(late, `errors after ${previous} had rendered`).toEqual([]);
  });

  journey('has stories from packages/ui and from a remote', () => {
    expect(all.some((story) => story.title.startsWith('ui/'))).toBe(true);
    expect(all.some((story) => story.title.startsWith('mfe-'))).toBe(true);
  });

  journey.for(all.map((story) => [story.id] as const))('%s', async ([id]) => {
    const { page, errors } = preview;
    // What the page reported since the check of the story before came after that one had rendered.
    expect.soft(errors.splice(0), `errors after ${previous} had rendered`).toEqual([]);
    previous = id;
    let own: string[] = [];
    try {
      expect(await renderStory(page, id)).toEqual({ rendered: true, shown: true, errorDisplay: false });
    } finally {
      own = errors.splice(0);
    }
    expect(own).toEqual([]);
  });
});
