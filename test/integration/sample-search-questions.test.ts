/**
 * The questions visitors of a vendor help centre ask most, about their account, billing, security
 * and users, asked of the sample space through the app: the search API and the results page answer
 * each with the page that answers it, and the theme resources pages lead to those pages by browsing.
 */
import request from 'supertest';
import type { SearchOutcome } from '../../server/search/search-index';
import { parseHtml, sampleSearchApp } from './support';

const { snapshot, app } = sampleSearchApp();

const SEARCH_API = '/gateway/api/help-content/v2/search';
const ACCOUNTS = '/accounts/docs';
const BILLING = '/subscriptions-and-billing/docs';
const SECURITY = '/security-and-access-policies/docs';
const USERS = '/user-management/docs';
const ORGANIZATION = '/organization-administration/docs';

/** Questions with one clear answer: the page that answers it comes first. */
const FIRST: [query: string, url: string][] = [
  ['invoice', `${BILLING}/find-and-download-invoices/`],
  ['download invoice', `${BILLING}/find-and-download-invoices/`],
  ['refund', `${BILLING}/request-a-refund/`],
  ['cancel subscription', `${BILLING}/cancel-a-subscription/`],
  ['billing contact', `${BILLING}/change-the-billing-contact/`],
  ['payment method', `${BILLING}/update-your-payment-method/`],
  ['update credit card', `${BILLING}/update-your-payment-method/`],
  ['vat', `${BILLING}/add-a-tax-id/`],
  ['change plan', `${BILLING}/change-your-plan-or-user-tier/`],
  ['reset password', `${ACCOUNTS}/reset-your-password/`],
  ['change email', `${ACCOUNTS}/change-your-email-address/`],
  ['two-step verification', `${ACCOUNTS}/turn-on-two-step-verification/`],
  ['2fa', `${ACCOUNTS}/turn-on-two-step-verification/`],
  ['api token', `${ACCOUNTS}/create-and-revoke-api-tokens/`],
  ['delete account', `${ACCOUNTS}/delete-or-deactivate-your-account/`],
  ['profile visibility', `${ACCOUNTS}/manage-profile-visibility/`],
  ['sso', `${SECURITY}/set-up-saml-single-sign-on/`],
  ['saml', `${SECURITY}/set-up-saml-single-sign-on/`],
  ['authentication policy', `${SECURITY}/configure-authentication-policies/`],
  ['data residency', `${SECURITY}/choose-where-your-data-is-stored/`],
  ['organization audit log', `${SECURITY}/view-the-organization-audit-log/`],
  ['ip allowlist', `${SECURITY}/restrict-access-with-ip-allowlists/`],
  ['invite users', `${USERS}/invite-users-and-give-product-access/`],
  ['remove user', `${USERS}/remove-or-suspend-users/`],
  ['manage groups', `${USERS}/manage-groups/`],
  ['verify domain', `${ORGANIZATION}/verify-a-domain/`],
  ['claim accounts', `${ORGANIZATION}/claim-accounts/`],
  ['admin roles', `${ORGANIZATION}/understand-admin-roles/`],
];

/**
 * Questions with two fair answers. "audit log" also names the audit log of Jira Data Center, whose
 * page "Configure the audit log" comes first; the organization's audit log must still be in the top 3.
 */
const TOP_3: [query: string, url: string][] = [['audit log', `${SECURITY}/view-the-organization-audit-log/`]];

async function urlsFor(query: string, size: number): Promise<string[]> {
  const response = await request(app)
    .post(SEARCH_API)
    .send({ query, pagination: { from: 0, size } });
  expect(response.status).toBe(200);
  return (response.body as SearchOutcome).results.map((result) => result.content.url);
}

describe('searching the sample space for what visitors ask most', () => {
  it.each(FIRST)('answers "%s" with %s first', async (query, url) => {
    expect({ query, first: (await urlsFor(query, 3))[0] }).toEqual({ query, first: url });
  });

  it.each(TOP_3)('answers the ambiguous "%s" with %s in the top 3', async (query, url) => {
    expect(await urlsFor(query, 3)).toContain(url);
  });

  it.each([
    ['invoice', 'Find and download invoices'],
    ['sso', 'Set up SAML single sign-on (SSO)'],
    ['delete account', 'Delete or deactivate your account'],
  ])('lists the answer to "%s" first on the results page, titled %s', async (query, title) => {
    const response = await request(app).get(`/search-results/?searchTerm=${encodeURIComponent(query)}`);

    expect(response.status).toBe(200);
    expect(parseHtml(response.text).querySelector('.hc-search-result__title a')?.textContent).toBe(title);
  });

  it('serves every expected answer as a topic page', async () => {
    for (const url of new Set([...FIRST, ...TOP_3].map(([, expected]) => expected))) {
      const response = await request(app).get(url);
      expect({ url, status: response.status, template: parseHtml(response.text).body.dataset.template }).toEqual({
        url,
        status: 200,
        template: 'topic',
      });
    }
    // Some thirty pages rendered one after another: more than the default 5 s on a loaded machine.
  }, 30_000);
});

describe('browsing from a theme resources page to its documentation', () => {
  it.each([
    ['/accounts/resources/', ACCOUNTS],
    ['/subscriptions-and-billing/resources/', BILLING],
    ['/security-and-access-policies/resources/', SECURITY],
    ['/user-management/resources/', USERS],
    ['/organization-administration/resources/', ORGANIZATION],
  ])('%s links to %s/, which links to every topic of the theme', async (landing, docs) => {
    const landingPage = parseHtml((await request(app).get(landing)).text);
    const landingLinks = [...landingPage.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
    expect(landingLinks).toContain(`${docs}/`);

    // Every topic of the theme is reachable by following links from the docs home.
    const reachable = new Set<string>([`${docs}/`]);
    const queue = [`${docs}/`];
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const response = await request(app).get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      const hrefs = [...parseHtml(response.text).querySelectorAll('main a')].map((link) => link.getAttribute('href'));
      for (const href of hrefs) {
        const local = href?.split('#')[0];
        if (!local?.startsWith(`${docs}/`) || reachable.has(local)) continue;
        reachable.add(local);
        queue.push(local);
      }
    }
    const topics = snapshot
      .routes()
      .filter((route) => route.contentType === 'topic' && route.url.startsWith(`${docs}/`))
      .map((route) => route.url);
    expect(topics.length).toBeGreaterThanOrEqual(3);
    expect(topics.filter((url) => !reachable.has(url))).toEqual([]);
  });
});
