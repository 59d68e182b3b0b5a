import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface A11yProblem {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface Found {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the page as it is now (or only on the parts `include` selects, less those `exclude`
 * selects); answers the serious and critical violations (empty = fine). axe-core runs in the page
 * itself, injected once per document: `@axe-core/playwright`'s `analyze()` took 0.7–1 s a call,
 * most of it opening a blank page to merge results across frames, and the app has no frames
 * (docs/decisions/0055). Only violations are collected (`resultTypes`): the passes are not read.
 */
export async function seriousA11yViolations(page: Page, screen: string, options: { include?: string; exclude?: string[] } = {}): Promise<A11yProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ({ include, exclude }): Promise<Found[]> => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const context = { include: include ? [include] : [document], exclude: exclude.map((selector) => [selector]) } as axe.ElementContext;
      const { violations } = await run(context, { resultTypes: ['violations'] });
      return violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include: options.include, exclude: options.exclude ?? [] },
  );
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ screen, rule: violation.id, impact: violation.impact ?? '', help: violation.help, targets: violation.targets }));
}
