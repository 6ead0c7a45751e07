/**
 * A phone's first screen starts with the page (docs/adr/055-a-phone-starts-with-the-title.md): on every
 * docs template and a KB article the title's top is within the first 844 px high screen, the trail is
 * one back link to the parent, and 'On this page' is a closed disclosure that opens with the keyboard.
 * From 768 px the whole trail, and from 1,024 px 'On this page' is the open column it was.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { visit, browserForFile } from './support/browser';
import { axeViolations, axeViolationsWithoutJavaScript, describeViolations } from './support/axe';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const TOPIC_SET = '/jira-software-cloud/docs/set-up-your-site/';
const COLLECTION = '/jira-software-cloud/docs/get-started-with-jira-software/';
const DOCS_HOME = '/jira-software-cloud/docs/';
const KB_ARTICLE = '/jira-software-cloud/kb/users-do-not-receive-email-notifications-after-a-domain-change/';

const PHONE = { viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

let page: Page;
const session = browserForFile();

async function open(path: string, options: BrowserContextOptions = {}): Promise<void> {
  page = (await session.open(options)).page;
  await visit(page, path, { hydrate: options.javaScriptEnabled !== false });
}

/** The links of the trail a person sees, each with its text as shown. */
function shownCrumbs(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.hc-breadcrumbs__link')]
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => link.innerText.trim()),
  );
}

describe('a docs page on a phone', () => {
  it.each([
    ['topic', TOPIC],
    ['topic set', TOPIC_SET],
    ['collection', COLLECTION],
    ['docs home', DOCS_HOME],
    ['KB article', KB_ARTICLE],
  ])('shows the %s title within the first screen', async (_name, path) => {
    await open(path, PHONE);

    const top = await page.locator('main h1').evaluate((heading) => heading.getBoundingClientRect().top);

    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThanOrEqual(400);
  });

  it('shows the trail as one back link to the parent, led by a chevron, in the breadcrumb navigation', async () => {
    await open(TOPIC, PHONE);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    const back = trail.getByRole('link', { name: 'Set up your site' });

    const box = await back.boundingBox();
    const chevron = await back.evaluate((link) => getComputedStyle(link, '::before').borderLeftWidth);

    expect(await shownCrumbs()).toEqual(['Set up your site']);
    expect(await trail.locator('li:visible').count()).toBe(1);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(chevron).toBe('2px');
    // The hidden crumbs take no part in Tab: the back link is the trail's only stop.
    expect(await trail.getByRole('link').count()).toBe(1);
  });

  it("ends a KB article's trail at 'Knowledge Base', its only way back to the KB home", async () => {
    await open(KB_ARTICLE, PHONE);

    expect(await shownCrumbs()).toEqual(['Knowledge Base']);
    expect(await page.locator('main a[href="/jira-software-cloud/kb/"]:visible').count()).toBe(1);
  });

  it("keeps 'On this page' a closed disclosure that Enter opens and closes, above the article", async () => {
    await open(TOPIC, PHONE);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const summary = toc.locator('summary');
    const firstLink = toc.getByRole('link', { name: 'Invite people by email' });

    const closed = { box: await summary.boundingBox(), link: await firstLink.isVisible() };
    await summary.focus();
    await page.keyboard.press('Enter');
    const opened = await firstLink.isVisible();
    const focusRing = await summary.evaluate((element) => getComputedStyle(element).outlineStyle);
    await page.keyboard.press('Enter');

    expect(await summary.innerText()).toBe('On this page');
    expect(closed.link).toBe(false);
    expect(closed.box!.height).toBeGreaterThanOrEqual(44);
    expect(opened).toBe(true);
    expect(focusRing).toBe('solid');
    expect(await firstLink.isVisible()).toBe(false);
    const titleTop = await page.locator('main h1').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(closed.box!.y + closed.box!.height).toBeLessThan(titleTop);
  });

  it('works without JavaScript: the back link alone, and the disclosure opens', async () => {
    await open(TOPIC, { ...PHONE, javaScriptEnabled: false });
    const summary = page.locator('.toc summary');

    const crumbs = await shownCrumbs();
    await summary.click();

    expect(crumbs).toEqual(['Set up your site']);
    expect(await page.getByRole('link', { name: 'Let people join by domain' }).isVisible()).toBe(true);
    const violations = await axeViolationsWithoutJavaScript(page);
    expect(describeViolations(violations)).toBe('');
  });

  it.each([
    ['light', TOPIC],
    ['dark', KB_ARTICLE],
  ] as const)('has no axe violations in %s with the disclosures opened', async (colorScheme, path) => {
    await open(path, { ...PHONE, colorScheme });
    await page.locator('.toc summary').click();

    const violations = await axeViolations(page);

    expect(describeViolations(violations)).toBe('');
  });
});

describe('a docs page on a wide screen', () => {
  it('shows the whole trail from 768 px, each shortened crumb keeping its whole title', async () => {
    await open(TOPIC, { viewport: { width: 768, height: 1024 } });

    const crumbs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.hc-breadcrumbs__link')].map((link) => ({
        visible: link.getClientRects().length > 0,
        width: link.getBoundingClientRect().width,
        title: link.title,
      })),
    );

    expect(crumbs.every((crumb) => crumb.visible)).toBe(true);
    expect(crumbs.map((crumb) => crumb.title)).toEqual([
      'Atlassian Support',
      'Jira Software Cloud support',
      'Documentation',
      'Get started with Jira Software',
      'Set up your site',
      'Invite your team',
    ]);
    expect(Math.max(...crumbs.map((crumb) => crumb.width))).toBeLessThanOrEqual(150);
  });

  it("keeps 'On this page' an open column beside the article at 1,280 px, its summary hidden", async () => {
    await open(TOPIC, DESKTOP);
    const toc = page.getByRole('navigation', { name: 'On this page' });

    const article = await page.locator('.hc-page__columns > article').boundingBox();
    const column = await toc.boundingBox();

    expect(await toc.locator('summary').isVisible()).toBe(false);
    expect(await toc.getByRole('heading', { name: 'On this page' }).isVisible()).toBe(true);
    expect(await toc.getByRole('link', { name: 'Troubleshooting' }).isVisible()).toBe(true);
    expect(column!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
  });

  it("tells a KB article's product and knowledge base apart in its trail", async () => {
    await open(KB_ARTICLE, DESKTOP);

    expect(await shownCrumbs()).toEqual([
      'Atlassian Support',
      expect.stringMatching(/^Jira Software Cloud/),
      'Knowledge Base',
      expect.stringMatching(/^Users do not/),
    ]);
  });
});
