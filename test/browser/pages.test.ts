/**
 * Every page kind of the sample space, for real in Chromium: the status and template the server
 * answers with, hydration without a console error or warning (React reports hydration mismatches
 * there), no Content Security Policy violation, and no axe violation.
 */
import type { Browser } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { cspViolations, launchBrowser, openPage, visit, type OpenedPage } from './support/browser';

interface PageCase {
  name: string;
  path: string;
  template: string;
  status: number;
  lang: string;
}

const page = (name: string, path: string, template: string, status = 200, lang = 'en'): PageCase => ({
  name,
  path,
  template,
  status,
  lang,
});

const KB = '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center';

const PAGES: readonly PageCase[] = [
  page('the home page', '/', 'homePage'),
  page('a product landing page', '/jira-software-cloud/resources/', 'productLandingPage'),
  page('a contextTheme resources page', '/accounts/resources/', 'contextTheme'),
  page('a contextApp resources page', '/jira-cloud-mobile-apps/resources/', 'contextApp'),
  page('a docs home', '/jira-software-cloud/docs/', 'documentedProduct'),
  page('a collection', '/jira-software-cloud/docs/manage-projects/', 'collection'),
  page('a guide topic set', '/jira-software-cloud/docs/set-up-your-site/', 'topicSet'),
  page('a guide topic', '/jira-software-cloud/docs/invite-your-team/', 'topic'),
  page('a plain topic', '/jira-software-cloud/docs/configure-a-workflow/', 'topic'),
  page('a Data Center versioned topic', '/jira-software-data-center/10.3/docs/monitor-cluster-health/', 'topic'),
  page('a KB home', '/jira-software-data-center/kb/', 'pageKbHome'),
  page('a migrated KB article', `${KB}/how-to-rebuild-the-jira-index-from-the-database/`, 'pageKbArticle'),
  page('a legacy KB article', `${KB}/re-index-fails-with-lock-obtain-timed-out/`, 'pageKbArticle'),
  page('a Japanese topic', '/ja/jira-software-cloud/docs/create-a-board/', 'topic', 200, 'ja'),
  // Untranslated: English text marked lang="en" inside Japanese pages.
  page('an untranslated Japanese topic', '/ja/jira-software-cloud/docs/configure-board-columns/', 'topic', 200, 'ja'),
  page(
    'an untranslated Japanese resources page',
    '/ja/jira-software-cloud/resources/',
    'productLandingPage',
    200,
    'ja',
  ),
  page(
    'an untranslated Japanese KB article',
    `/ja${KB}/how-to-rebuild-the-jira-index-from-the-database/`,
    'pageKbArticle',
    200,
    'ja',
  ),
  page('the not-found page', '/no-such-page/', 'notFound', 404),
  page('the contact page', '/contact/', 'contact'),
  page('the search results page', '/search-results/?searchTerm=board', 'searchResults'),
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe.each(PAGES)('$name ($path)', ({ path, template, status, lang }) => {
  let opened: OpenedPage;
  let responseStatus: number;

  beforeAll(async () => {
    opened = await openPage(browser);
    responseStatus = (await visit(opened.page, path)).status();
    // Pages that fetch after hydration (search results, contact form app) settle first.
    await opened.page.waitForLoadState('networkidle');
  });

  afterAll(async () => {
    await opened.context.close();
  });

  it(`answers ${status} with the ${template} template in ${lang}`, async () => {
    const rendered = await opened.page.evaluate(() => ({
      template: document.body.dataset.template,
      lang: document.documentElement.lang,
      title: document.querySelector('h1')?.textContent?.trim() ?? '',
    }));

    expect(responseStatus).toBe(status);
    expect(rendered).toEqual({ template, lang, title: expect.stringMatching(/\S/) });
  });

  it('hydrates without console errors, warnings or uncaught exceptions', () => {
    // Chromium logs a document's own error status; for the not-found page that 404 is the point.
    const documentStatus = `status of ${status} (Not Found) (${opened.page.url()}:0)`;
    const console = opened.reports.console.filter((line) => !(status === 404 && line.endsWith(documentStatus)));

    expect({ console, pageErrors: opened.reports.pageErrors }).toEqual({ console: [], pageErrors: [] });
  });

  it('reports no Content Security Policy violation', async () => {
    const fromConsole = opened.reports.console.filter((line) => /Content Security Policy/i.test(line));

    expect({ events: await cspViolations(opened.page), console: fromConsole }).toEqual({ events: [], console: [] });
  });

  it('has no axe violations', async () => {
    const violations = await axeViolations(opened.page);

    if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);
    expect(violations).toEqual([]);
  });
});
