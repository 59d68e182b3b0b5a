import { describe, expect } from 'vitest';
import { seriousA11yViolations } from './accessibility';
import { journey } from './journey';

// The journeys' axe checks pass on an empty answer: this proves the helper finds what it must.
describe('the axe helper of the journeys', () => {
  journey('answers the serious violations of the page, of the part it includes, less what it excludes', async ({ openPage }) => {
    const { page } = await openPage({ phone: true });
    const html = (body: string) => `<!doctype html><html lang="en"><head><title>Test</title></head><body>${body}</body></html>`;
    await page.setContent(html('<main><h1>Page</h1><button></button></main><aside><input></aside>'));
    const rules = async (options?: { include?: string; exclude?: string[] }) =>
      (await seriousA11yViolations(page, 'page', options)).map(({ rule, targets }) => `${rule} ${targets.join()}`);
    expect(await rules()).toEqual(['button-name button', 'label input']);
    expect(await rules({ include: 'main' })).toEqual(['button-name button']);
    expect(await rules({ exclude: ['main'] })).toEqual(['label input']);
    // A new document (a reload, a navigation) has no axe yet: it is injected again.
    await page.setContent(html('<main><h1>Fine</h1><label>Name <input></label></main>'));
    expect(await rules()).toEqual([]);
  });
});
