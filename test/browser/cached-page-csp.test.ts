/**
 * A topic page served twice from the html cache (ADR 030): both copies carry the same bytes and a
 * Content Security Policy without a nonce, Chromium reports no violation of it, and the page's own
 * scripts run: it hydrates and its feedback control answers a click.
 */
import { cspViolations, visit, browserForFile } from './support/browser';
import { poll } from './support/poll';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';

const session = browserForFile();

it('runs a topic page served twice from the html cache without a CSP violation, hydrated and interactive', async () => {
  const policies: string[] = [];
  const etags: string[] = [];
  // Each load is a new visitor; the first may render the page, the later ones are cache hits.
  for (let load = 0; load < 3; load += 1) {
    const { page, reports } = await session.open();
    const response = await visit(page, TOPIC);
    const headers = await response.allHeaders();
    policies.push(headers['content-security-policy'] ?? '');
    etags.push(headers.etag ?? '');

    const block = page.getByRole('region', { name: 'Was this helpful?' });
    const no = block.getByRole('button', { name: 'No', exact: true });
    await no.click();

    // The question is hydrated when the visitor turns to it (ADR 045): the click is answered then.
    expect(await poll(() => no.getAttribute('aria-expanded'), 'true')).toBe('true');
    expect(await cspViolations(page)).toEqual([]);
    expect(reports).toEqual({ console: [], pageErrors: [] });
  }

  expect(new Set(etags).size).toBe(1);
  for (const policy of policies) {
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('nonce');
  }
});
