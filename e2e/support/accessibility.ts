import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface A11yProblem {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the page as it is now (or only on the parts `include` selects, less those `exclude`
 * selects); answers the serious and critical violations (empty = fine).
 */
export async function seriousA11yViolations(page: Page, screen: string, options: { include?: string; exclude?: string[] } = {}): Promise<A11yProblem[]> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
