/**
 * axe-core through @axe-core/playwright with every rule it has switched on: the WCAG 2.0, 2.1 and
 * 2.2 rules, axe's best practices, and the experimental and off-by-default ones too, so a page is
 * held to everything axe can check but the AAA contrast level. A readable summary of violations
 * serves failure messages.
 */
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The one rule left off: color-contrast-enhanced is WCAG's AAA level (7:1, success criterion 1.4.6).
 * The site promises AA (4.5:1, checked by color-contrast), and the brand blue its links and primary
 * buttons use by design reaches 5.2:1 on white, so AAA would fail every link without a defect.
 */
const AAA_ONLY = new Set(['color-contrast-enhanced']);

/** Every rule axe-core knows, each switched on (some, such as the experimental ones, are off by default). */
export const AXE_RULES: Record<string, { enabled: boolean }> = Object.fromEntries(
  axe.getRules().map((rule) => [rule.ruleId, { enabled: !AAA_ONLY.has(rule.ruleId) }]),
);

export async function axeViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).options({ rules: AXE_RULES }).analyze();
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

/**
 * axe on a page opened with JavaScript off. axe runs on timers and promises, which a page without
 * scripting never runs, so it cannot run there: the page as that browser built it (its noscript
 * content as markup, no script) is loaded at the same address in a page with scripting, without its
 * scripts and noscript wrappers, so it shows and is checked exactly as the visitor saw it.
 */
export async function axeViolationsWithoutJavaScript(page: Page): Promise<Result[]> {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
  const browser = page.context().browser();
  if (!browser) throw new Error('The page has no browser to open a scripted copy in');
  const viewport = page.viewportSize() ?? undefined;
  const colorScheme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? ('dark' as const) : ('light' as const),
  );
  const context = await browser.newContext({ viewport, colorScheme });
  try {
    const copy = await context.newPage();
    const url = page.url();
    await copy.route(
      (address) => address.href === url,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }),
    );
    await copy.goto(url, { waitUntil: 'load' });
    return await axeViolations(copy);
  } finally {
    await context.close();
  }
}
