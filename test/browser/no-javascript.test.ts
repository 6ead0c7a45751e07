/**
 * With JavaScript off, a server-rendered topic page is still a page: title, body and the links to
 * move on (breadcrumbs, guide navigation, on-this-page links, header and footer links).
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, visit, type OpenedPage } from './support/browser';

const GUIDE_TOPIC = '/jira-software-cloud/docs/invite-your-team/';

let browser: Browser;
let opened: OpenedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  opened = await openPage(browser, { javaScriptEnabled: false });
  page = opened.page;
  await visit(page, GUIDE_TOPIC, { hydrate: false });
});

afterAll(async () => {
  await opened.context.close();
  await browser.close();
});

const visibleLinks = (scope: ReturnType<Page['locator']>) =>
  scope
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors
        .filter((anchor) => (anchor as HTMLElement).offsetParent !== null)
        .map((anchor) => anchor.textContent?.trim() ?? ''),
    );

it('is not hydrated', async () => {
  expect(
    await page.locator('#maincontent').evaluate((main) => Object.keys(main).some((key) => key.startsWith('__react'))),
  ).toBe(false);
});

it('shows the title and the body', async () => {
  expect(await page.locator('h1').textContent()).toBe('Invite your team');
  expect(await page.locator('.hc-article-body').isVisible()).toBe(true);
  expect(await page.locator('.hc-article-body h2').allTextContents()).toEqual([
    'Invite people by email',
    'Let people join by domain',
    'Permissions you need',
    'Troubleshooting',
  ]);
});

it('shows the breadcrumb trail as links', async () => {
  expect(await visibleLinks(page.getByRole('navigation', { name: 'Breadcrumb' }))).toEqual([
    'Atlassian Support',
    'Jira Software Cloud support',
    'Jira Software Cloud documentation',
    'Get started with Jira Software',
    'Set up your site',
    'Invite your team',
  ]);
});

it('shows the guide steps, previous and next topics, and the on-this-page links', async () => {
  const guide = await visibleLinks(page.locator('.hc-guide'));
  const toc = await visibleLinks(page.getByRole('navigation', { name: 'On this page' }));

  expect(guide).toEqual(
    expect.arrayContaining([
      'Sign up for Jira Software (visited)',
      'Invite your team (current)',
      'Choose a project template (upcoming)',
      'View topic',
    ]),
  );
  expect(toc).toEqual([
    'Invite people by email',
    'Let people join by domain',
    'Permissions you need',
    'Troubleshooting',
  ]);
});

it('keeps the header and footer links', async () => {
  const header = await visibleLinks(page.locator('header'));
  const footer = await visibleLinks(page.locator('footer'));

  expect(header).toEqual(expect.arrayContaining(['Skip to main content', expect.stringMatching(/^Search/)]));
  expect(header.length).toBeGreaterThanOrEqual(3);
  expect(footer.length).toBeGreaterThan(0);
});

it('reports no error', () => {
  expect(opened.reports).toEqual({ console: [], pageErrors: [] });
});
