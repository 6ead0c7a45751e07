/**
 * axe-core through @axe-core/playwright, with the rule sets the site promises (WCAG 2.0 and 2.1 A
 * and AA, plus axe's best practices), and a readable summary of violations for failure messages.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export async function axeViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations;
}

/** One line per rule, then each offending element's selector and axe's explanation. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`,
        ...violation.nodes.map((node) => `  ${node.target.join(' ')}\n    ${node.failureSummary ?? ''}`),
      ].join('\n'),
    )
    .join('\n');
}
