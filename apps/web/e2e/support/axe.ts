import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical violations (WCAG 2.1 A/AA and best practice), described well enough to fix. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`,
          )
          .join('\n  ')}`,
    );
}
