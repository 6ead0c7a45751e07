/**
 * With JavaScript off, a server-rendered topic page is still a page: title, body and the links to
 * move on (breadcrumbs, guide navigation, on-this-page links, header and footer links). And the
 * journeys JavaScript only enhances still work: Show more, paging, filtering and sorting search
 * results, switching deployment and version, and watching the featured video.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, visit, type OpenedPage } from './support/browser';

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
  // Each heading carries a copy-link anchor to its own id, a plain link without JavaScript.
  const headings = await page.locator('.hc-article-body h2').evaluateAll((elements) =>
    elements.map((heading) => ({
      text: [...heading.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('heading-anchor')))
        .map((node) => node.textContent)
        .join(''),
      anchor: heading.querySelector('a.heading-anchor')?.getAttribute('href') === `#${heading.id}`,
    })),
  );
  expect(headings).toEqual(
    ['Invite people by email', 'Let people join by domain', 'Permissions you need', 'Troubleshooting'].map((text) => ({
      text,
      anchor: true,
    })),
  );
});

it('shows the breadcrumb trail as links', async () => {
  expect(await visibleLinks(page.getByRole('navigation', { name: 'Breadcrumb' }))).toEqual([
    'Atlassian Support',
    'Jira Software Cloud support',
    'Documentation',
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

  expect(header.length).toBeGreaterThanOrEqual(3);
  // The skip link is fixed above the screen until it takes focus (so it has no offset parent).
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  const skip = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
  expect(skip?.y).toBeGreaterThanOrEqual(0);
  // The header's search is a plain GET form to the results page.
  const search = page.locator('header form[role="search"]');
  expect(await search.getAttribute('method')).toBe('get');
  expect(await search.getAttribute('action')).toBe('/search-results/');
  expect(await search.locator('input[name="searchTerm"]').count()).toBe(1);
  expect(footer.length).toBeGreaterThan(0);
});

it("shows no control that only a script can work: the search box's / key and the scripted 'Was this helpful?'", async () => {
  expect(await page.locator('.hc-header .hc-search-box__key').isVisible()).toBe(false);
  expect(await page.locator('.hc-helpful').isVisible()).toBe(false);
  // Hidden, not missing: the question is in the markup for when JavaScript runs.
  expect(await page.locator('.hc-helpful button').count()).toBeGreaterThanOrEqual(2);
  // Its form, posted to the server, asks instead (test/browser/feedback-without-javascript.test.ts).
  expect(await page.getByRole('region', { name: 'Was this helpful?' }).getByRole('button').allTextContents()).toEqual([
    'Yes',
    'No',
  ]);
});

it('reports no error', () => {
  expect(opened.reports).toEqual({ console: [], pageErrors: [] });
});

describe('journeys without JavaScript', () => {
  let journey: OpenedPage;
  let tab: Page;

  beforeEach(async () => {
    journey = await openPage(browser, { javaScriptEnabled: false });
    tab = journey.page;
  });

  afterEach(async () => {
    expect(journey.reports).toEqual({ console: [], pageErrors: [] });
    await journey.context.close();
  });

  const shownLinks = (selector: string) =>
    tab
      .locator(selector)
      .evaluateAll((links) =>
        links.filter((link) => link.checkVisibility()).map((link) => link.textContent?.trim() ?? ''),
      );

  it("offers the contact page's plain form instead of the scripted one, with no spinner turning for it", async () => {
    await visit(tab, '/contact/', { hydrate: false });

    const message = tab.locator('.hc-external-app__noscript');
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toBe(
      'JavaScript is off in your browser, so this is a simpler version of the form. It reaches the same support team.',
    );
    expect(await tab.getByRole('form', { name: 'Create a support request' }).isVisible()).toBe(true);
    // The spinner sits in the form's mount, which takes no room without JavaScript.
    expect(await tab.locator('.hc-external-app__mount').isVisible()).toBe(false);
  });

  it("offers the customer portal's ways to get help as links, and follows one to its form", async () => {
    await visit(tab, '/customer-portal/', { hydrate: false });

    expect(await tab.getByRole('heading', { level: 2, name: 'How can we help?' }).isVisible()).toBe(true);
    expect(await shownLinks('.hc-app-portal a')).toEqual([
      'Contact support',
      'Report a critical problem',
      'Contact Statuspage support',
      'Partner support',
      'View your requests',
    ]);
    expect(await tab.getByText('Turn on JavaScript in your browser to use this form.').count()).toBe(0);
    await tab.locator('.hc-app-portal').getByRole('link', { name: 'Report a critical problem' }).click();
    await tab.waitForURL('**/hot-contact/');
    expect(await tab.getByRole('form', { name: 'Describe the critical problem' }).isVisible()).toBe(true);
  });

  it('reveals the rest of a documentation list with Show more and follows a revealed link', async () => {
    await visit(tab, '/jira-software-cloud/docs/', { hydrate: false });
    const list = tab.locator('.hc-show-more', { has: tab.locator('details') }).first();
    const before = await list.locator('a').evaluateAll((links) => links.filter((a) => a.checkVisibility()).length);

    await list.getByText('Show more', { exact: true }).click();

    const revealed = list.locator('.hc-show-more__item--more a').first();
    const after = await list.locator('a').evaluateAll((links) => links.filter((a) => a.checkVisibility()).length);
    expect(before).toBe(5);
    expect(after).toBeGreaterThan(5);
    const href = await revealed.getAttribute('href');
    await Promise.all([tab.waitForURL((url) => url.pathname === href), revealed.click()]);
    expect(await tab.locator('h1').count()).toBe(1);
  });

  it("opens a KB article's sibling list in order: the hidden items take their places in it, Show more after it", async () => {
    const article =
      '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/how-to-rebuild-the-jira-index-from-the-database/';
    // The list's order, as the scripted list shows it once every item is shown.
    const scripted = await openPage(browser);
    await visit(scripted.page, article);
    await scripted.page.locator('.hc-sibling-list').getByRole('button', { name: 'Show more' }).click();
    const order = await scripted.page.locator('.hc-sibling-list .hc-show-more__item').allInnerTexts();
    await scripted.context.close();
    await visit(tab, article, { hydrate: false });
    const list = tab.locator('.hc-sibling-list .hc-show-more');
    const control = list.getByText('Show more', { exact: true });
    // Every item's label and box top, in document order, and the control's box.
    const seen = () =>
      list.evaluate((root) => {
        const items = [...root.querySelectorAll('.hc-show-more__item')].map((item) => ({
          label: item.textContent?.trim() ?? '',
          shown: item.checkVisibility(),
          top: item.getBoundingClientRect().top,
          bottom: item.getBoundingClientRect().bottom,
        }));
        const button = root.querySelector('.hc-show-more__button')!.getBoundingClientRect();
        return { items, control: { top: button.top, shown: button.height > 0 } };
      });
    const before = await seen();

    await control.click();
    const after = await seen();

    const shown = after.items.filter((item) => item.shown);
    expect(before.items.filter((item) => item.shown)).toHaveLength(5);
    expect(after.items.length).toBeGreaterThan(5);
    expect(shown).toHaveLength(after.items.length);
    expect(shown.map((item) => item.label)).toEqual(order.map((label) => label.trim()));
    // Read from the top down, the items come in the list's order, each under the one before it.
    for (let index = 1; index < shown.length; index += 1) {
      expect(shown[index]!.top).toBeGreaterThanOrEqual(shown[index - 1]!.bottom - 1);
    }
    expect(after.control.shown).toBe(true);
    expect(after.control.top).toBeGreaterThanOrEqual(shown.at(-1)!.bottom - 1);
  });

  it("reaches a collapsed branch's pages through the link its toggle reveals, to a page that shows that branch", async () => {
    await visit(tab, '/jira-software-cloud/docs/invite-your-team/', { hydrate: false });
    const item = tab
      .locator('.hc-page-tree__list')
      .locator('xpath=.//li[a[normalize-space(.)="Run sprints in Scrum"]]');

    await item.locator(':scope > details > .hc-page-tree__toggle').click();
    const link = item.getByRole('link', { name: 'See the pages in Run sprints in Scrum' });
    const href = await link.getAttribute('href');
    await Promise.all([tab.waitForURL((url) => url.pathname === href), link.click()]);

    const here = tab.locator('.hc-page-tree [aria-current="page"]');
    const children = await here
      .locator('xpath=..')
      .locator(':scope > details > .hc-page-tree__group > li > a')
      .allTextContents();
    expect(await here.textContent()).toBe('Run sprints in Scrum');
    expect(children.length).toBeGreaterThan(0);
    expect(children).not.toContain('See the pages in Run sprints in Scrum');
  });

  it('follows the Products menu to its page, which reveals every app with See all other apps', async () => {
    await visit(tab, '/', { hydrate: false });
    await tab.locator('.hc-header__items a', { hasText: 'Products' }).click();
    await tab.waitForURL('**/menus/products/');
    const cloud = tab.locator('main .hc-products__panel').first();
    const before = await cloud
      .locator('.hc-product-card__link')
      .evaluateAll((links) => links.filter((a) => a.checkVisibility()).length);

    await cloud.getByText('See all other apps').click();

    const after = await cloud
      .locator('.hc-product-card__link')
      .evaluateAll((links) => links.filter((a) => a.checkVisibility()).length);
    expect(await tab.locator('h1').textContent()).toBe('Products');
    expect(before).toBe(5);
    expect(after).toBeGreaterThan(5);
  });

  it("opens the mobile menu at 390 px and follows an item to its menu's page", async () => {
    await tab.setViewportSize({ width: 390, height: 800 });
    await visit(tab, '/', { hydrate: false });
    await tab.locator('summary.hc-header__menu-button').click();
    const item = tab.locator('#hc-mobile-menu a.hc-mobile-menu__item').nth(1);
    const label = (await item.textContent()) ?? '';
    await item.click();
    await tab.waitForURL('**/menus/**');

    expect(label.length).toBeGreaterThan(0);
    expect(await tab.locator('h1').textContent()).toBe(label);
    expect(await tab.locator('main a[href]').count()).toBeGreaterThan(0);
  });

  it('pages through search results with links and filters and sorts them with the filter form', async () => {
    await visit(tab, '/search-results/?searchTerm=jira', { hydrate: false });
    const pages = tab.getByRole('navigation', { name: 'Search results pages' });
    const firstResults = await shownLinks('.hc-search-result__title a');

    await Promise.all([tab.waitForURL(/page=2/), pages.getByRole('link', { name: 'Page 2' }).click()]);

    expect(new URL(tab.url()).search).toBe('?searchTerm=jira&page=2');
    expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const secondResults = await shownLinks('.hc-search-result__title a');
    expect(secondResults.length).toBeGreaterThan(0);
    expect(secondResults).not.toEqual(firstResults);

    await tab.getByRole('checkbox', { name: /^Knowledge base article/ }).check();
    await tab.getByLabel('Sort by').selectOption('last_published');
    await Promise.all([tab.waitForURL(/contentType=/), tab.getByRole('button', { name: 'Apply filters' }).click()]);

    const submitted = new URL(tab.url()).searchParams;
    expect([...submitted.keys()].sort()).toEqual(['contentType', 'searchTerm', 'sort']);
    expect(submitted.get('contentType')).toBe('kbArticle');
    expect(submitted.get('sort')).toBe('last_published');
    expect(await tab.getByRole('checkbox', { name: /^Knowledge base article/ }).isChecked()).toBe(true);
    expect(await tab.getByLabel('Sort by').inputValue()).toBe('last_published');
    const tags = tab.getByRole('group', { name: 'Applied filters' });
    expect(await tags.locator('.hc-search-tags__tag span').first().textContent()).toBe('Knowledge base article');
    const kbResults = await tab
      .locator('.hc-search-result__title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(kbResults.length).toBeGreaterThan(0);
    expect(kbResults.every((href) => href.includes('/kb/'))).toBe(true);

    await Promise.all([
      tab.waitForURL((url) => !url.search.includes('contentType')),
      tags.getByRole('link', { name: 'Remove filter Knowledge base article' }).click(),
    ]);
    expect(new URL(tab.url()).search).toBe('?searchTerm=jira&sort=last_published');
    expect(await tab.getByText('No filters applied').isVisible()).toBe(true);
  });

  it('switches Data Center version with links, a version without the page leading to its docs home', async () => {
    await visit(tab, '/jira-software-data-center/10.3/docs/monitor-cluster-health/', { hydrate: false });
    const deployment = tab.getByRole('group', { name: 'Deployment' });

    await deployment.locator('summary').click();
    const version = deployment.getByRole('link', { name: 'Data Center 11.1' });
    const href = await version.getAttribute('href');
    await Promise.all([tab.waitForURL((url) => url.pathname === href), version.click()]);

    expect(href).toContain('/11.1/');
    expect(await tab.locator('h1').textContent()).toBe('Monitor cluster health');

    await tab.getByRole('group', { name: 'Deployment' }).locator('summary').click();
    const missing = tab.getByRole('group', { name: 'Deployment' }).getByRole('link', { name: 'Data Center 9.12' });
    const missingHref = await missing.getAttribute('href');
    await Promise.all([tab.waitForURL((url) => url.pathname === missingHref), missing.click()]);
    expect(missingHref).toMatch(/\/9\.12\/docs\/$/);
    expect((await tab.goto(`${baseUrl()}${missingHref}`))?.status()).toBe(200);
  });

  it('links the featured video to its page on the video service', async () => {
    await visit(tab, '/jira-software-cloud/docs/create-a-board/', { hydrate: false });
    const video = tab.locator('.video__poster').first();

    expect(await video.evaluate((element) => element.tagName)).toBe('A');
    expect(await video.getAttribute('href')).toBe('https://www.youtube.com/watch?v=qqrVxL3Rb4c');
    expect(await video.textContent()).toContain('Watch on YouTube');
    expect(await video.isVisible()).toBe(true);
  });
});
