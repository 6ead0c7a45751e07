/**
 * A phone's first screen starts with the page (docs/adr/055-a-phone-starts-with-the-title.md): on every
 * docs template and a KB article the title's top is within the first 844 px high screen, the trail is
 * one back link to the parent, and 'On this page' is a closed disclosure that opens with the keyboard,
 * drawn like the page's other disclosures above the title.
 * From 768 px the whole trail, and from 1,024 px 'On this page' is the open column it was. A page's
 * notices follow its title: on a Data Center page in an older version the version's notice and the
 * end-of-support notice, closed to one row on a phone, come between the title and the page's content.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { visit, browserForFile } from './support/browser';
import { axeViolations, axeViolationsWithoutJavaScript, describeViolations } from './support/axe';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const TOPIC_SET = '/jira-software-cloud/docs/set-up-your-site/';
const COLLECTION = '/jira-software-cloud/docs/get-started-with-jira-software/';
const DOCS_HOME = '/jira-software-cloud/docs/';
const KB_ARTICLE = '/jira-software-cloud/kb/users-do-not-receive-email-notifications-after-a-domain-change/';
/** A KB article with siblings, so with 'In this section' above it on a phone. */
const KB_ARTICLE_WITH_SECTION =
  '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/how-to-rebuild-the-jira-index-from-the-database/';
const DATA_CENTER_DOCS_HOME = '/jira-software-data-center/11.1/docs/';

/** Data Center pages in a version that is not the product's current one, and where their notice leads. */
const OLDER_VERSIONS = [
  {
    name: 'docs home',
    path: '/jira-software-data-center/10.3/docs/',
    title: 'Jira Software Data Center documentation',
    link: 'View this page in version 11.1',
    current: '/jira-software-data-center/11.1/docs/',
    currentTitle: 'Jira Software Data Center documentation',
    endOfSupport: 'Server products reached end of support',
  },
  {
    name: 'topic',
    path: '/jira-software-data-center/10.3/docs/back-up-jira-data/',
    title: 'Back up Jira data',
    link: 'View this page in version 11.1',
    current: '/jira-software-data-center/11.1/docs/back-up-jira-data/',
    currentTitle: 'Back up Jira data',
    endOfSupport: 'Server products reached end of support',
  },
  {
    name: 'topic missing from the current version',
    path: '/jira-software-data-center/9.12/docs/use-the-legacy-issue-view/',
    title: 'Use the legacy issue view',
    link: 'Go to the version 11.1 documentation',
    current: '/jira-software-data-center/11.1/docs/',
    currentTitle: 'Jira Software Data Center documentation',
    endOfSupport: 'Server products reached end of support',
  },
  {
    name: 'Japanese docs home',
    path: '/ja/jira-software-data-center/9.12/docs/',
    title: 'Jira Software Data Center のドキュメント',
    link: 'このページをバージョン 11.1 で表示',
    current: '/ja/jira-software-data-center/11.1/docs/',
    currentTitle: 'Jira Software Data Center のドキュメント',
    endOfSupport: 'Server 製品のサポートは終了しました',
  },
  {
    name: 'Japanese topic',
    path: '/ja/jira-software-data-center/10.3/docs/back-up-jira-data/',
    title: 'Back up Jira data',
    link: 'このページをバージョン 11.1 で表示',
    current: '/ja/jira-software-data-center/11.1/docs/back-up-jira-data/',
    currentTitle: 'Back up Jira data',
    endOfSupport: 'Server 製品のサポートは終了しました',
  },
] as const;
const [OLDER_DOCS_HOME, OLDER_TOPIC] = OLDER_VERSIONS;

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
    ['Data Center docs home, under its end-of-support notice,', DATA_CENTER_DOCS_HOME],
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

  it.each([
    ['a topic', TOPIC, ['Show navigation', 'On this page']],
    ['a KB article', KB_ARTICLE_WITH_SECTION, ['In this section', 'On this page']],
  ])("draws the disclosures above %s's title alike: the same box, text size and weight", async (_name, path, names) => {
    await open(path, PHONE);

    const looks = await page.locator('main summary:visible').evaluateAll((summaries) =>
      summaries.map((summary) => {
        const text = getComputedStyle(summary);
        const box = getComputedStyle(summary.closest('.toc, .hc-page-tree__panel, .hc-kb-section__panel') ?? summary);
        return {
          name: (summary as HTMLElement).innerText.trim(),
          look: [text.fontSize, text.fontWeight, box.backgroundColor, box.borderTopWidth, box.borderTopColor].join(' '),
        };
      }),
    );
    const shown = looks.filter((item) => names.includes(item.name));

    expect(shown.map((item) => item.name)).toEqual(names);
    expect(new Set(shown.map((item) => item.look)).size).toBe(1);
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

/** Where the title, the notices and what follows them are on the screen, and whether it scrolls sideways. */
function firstScreen() {
  return page.evaluate(() => {
    const top = (selector: string) => {
      const element = document.querySelector(selector);
      return element && element.getClientRects().length > 0 ? element.getBoundingClientRect().top : null;
    };
    const bottom = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? null;
    const title = document.querySelector('main h1')!;
    const notices = [...document.querySelectorAll('main .hc-version-notice, main .hc-notice--disclosure')];
    // What the page shows after its notices: the next element in the source with a box, outside them.
    const last = notices.at(-1)!;
    const after = [...document.querySelectorAll('main *')].find(
      (element) =>
        (last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        !last.contains(element) &&
        element.getClientRects().length > 0,
    );
    return {
      title: top('main h1'),
      titleBottom: bottom('main h1'),
      versionNotice: top('main .hc-version-notice'),
      versionNoticeBottom: bottom('main .hc-version-notice'),
      endOfSupport: top('main .hc-notice--disclosure'),
      endOfSupportBottom: bottom('main .hc-notice--disclosure'),
      afterNotices: after?.getBoundingClientRect().top ?? null,
      // Source order: the title, then the version's notice, then the end-of-support notice.
      inSourceOrder:
        notices.length === 2 &&
        (title.compareDocumentPosition(notices[0]!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
        (notices[0]!.compareDocumentPosition(notices[1]!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

describe("an older Data Center version's page on a phone", () => {
  it.each(OLDER_VERSIONS)(
    'shows the $name title within the first screen, its notices right below it',
    async ({ path, title, link, endOfSupport }) => {
      await open(path, PHONE);
      const versionNotice = page.locator('main .hc-version-notice');
      const endOfSupportRegion = page.getByRole('region', { name: endOfSupport });

      const screen = await firstScreen();

      expect(await page.locator('main h1').innerText()).toBe(title);
      expect(screen.title).toBeGreaterThan(0);
      expect(screen.title).toBeLessThanOrEqual(400);
      expect(screen.inSourceOrder).toBe(true);
      expect(screen.versionNotice).toBeGreaterThan(screen.titleBottom!);
      expect(screen.endOfSupport).toBeGreaterThan(screen.versionNoticeBottom!);
      expect(screen.afterNotices).toBeGreaterThanOrEqual(screen.endOfSupportBottom!);
      // Both notices are on the first screen whole.
      expect(screen.endOfSupportBottom).toBeLessThanOrEqual(844);
      expect(await versionNotice.getByRole('link', { name: link }).isVisible()).toBe(true);
      expect(await endOfSupportRegion.locator('summary').innerText()).toBe(endOfSupport);
      expect(screen.sideways).toBe(false);
    },
  );

  it.each(OLDER_VERSIONS)(
    "leads from the $name to the current version's page",
    async ({ path, link, current, currentTitle }) => {
      await open(path, PHONE);

      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().isNavigationRequest()),
        page.locator('main .hc-version-notice').getByRole('link', { name: link }).click(),
      ]);
      await page.waitForLoadState('load');

      expect(response.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(current);
      expect(await page.locator('main h1').innerText()).toBe(currentTitle);
      expect(await page.locator('main .hc-version-notice').count()).toBe(0);
    },
  );

  it('keeps the end-of-support notice a closed disclosure named by its title, which Enter opens', async () => {
    await open(OLDER_TOPIC.path, PHONE);
    const region = page.getByRole('region', { name: OLDER_TOPIC.endOfSupport });
    const summary = region.locator('summary');
    const migrate = region.getByRole('link', { name: 'migrate to Cloud' });

    const closed = {
      box: await summary.boundingBox(),
      message: await region.getByText('February 15th 2024').isVisible(),
      heading: await region.getByRole('heading').count(),
      title: await page.locator('main h1').evaluate((heading) => heading.getBoundingClientRect().top),
    };
    await summary.focus();
    await page.keyboard.press('Enter');
    const focusRing = await summary.evaluate((element) => getComputedStyle(element).outlineStyle);

    expect(closed.message).toBe(false);
    expect(closed.heading).toBe(0);
    expect(closed.box!.height).toBeGreaterThanOrEqual(44);
    expect(closed.box!.width).toBeGreaterThan(300);
    expect(await region.getByText('February 15th 2024').isVisible()).toBe(true);
    expect(await migrate.isVisible()).toBe(true);
    expect(await migrate.getAttribute('href')).toBe('/migration/resources/');
    expect(focusRing).toBe('solid');
    expect(await page.locator('main h1').evaluate((heading) => heading.getBoundingClientRect().top)).toBe(closed.title);
    await page.keyboard.press('Enter');
    expect(await region.getByText('February 15th 2024').isVisible()).toBe(false);
  });

  it.each([
    ['light', OLDER_DOCS_HOME.path],
    ['dark', OLDER_TOPIC.path],
    ['dark', OLDER_VERSIONS[3].path],
  ] as const)('has no axe violations in %s on %s with the notice opened', async (colorScheme, path) => {
    await open(path, { ...PHONE, colorScheme });
    await page.locator('main .hc-notice--disclosure summary').click();

    const violations = await axeViolations(page);

    expect(describeViolations(violations)).toBe('');
  });

  it.each(['light', 'dark'] as const)(
    'works without JavaScript in %s: the title first, the notices below it, the disclosure and the link',
    async (colorScheme) => {
      await open(OLDER_TOPIC.path, { ...PHONE, colorScheme, javaScriptEnabled: false });
      const region = page.getByRole('region', { name: OLDER_TOPIC.endOfSupport });

      const screen = await firstScreen();
      await region.locator('summary').click();
      const opened = await region.getByText('February 15th 2024').isVisible();
      const violations = await axeViolationsWithoutJavaScript(page);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().isNavigationRequest()),
        page.getByRole('link', { name: OLDER_TOPIC.link }).click(),
      ]);
      await page.waitForLoadState('load');

      expect(screen.title).toBeLessThanOrEqual(400);
      expect(screen.versionNotice).toBeGreaterThan(screen.titleBottom!);
      expect(screen.endOfSupportBottom).toBeLessThanOrEqual(844);
      expect(screen.sideways).toBe(false);
      expect(opened).toBe(true);
      expect(describeViolations(violations)).toBe('');
      expect(response.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(OLDER_TOPIC.current);
      expect(await page.locator('main h1').innerText()).toBe(OLDER_TOPIC.currentTitle);
    },
  );
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

  it("widens each crumb's limit with a reader's larger text, so crumbs stay readable at twice the size", async () => {
    await open(TOPIC, DESKTOP);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));

    const widths = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.hc-breadcrumbs__link')].map(
        (link) => link.getBoundingClientRect().width,
      ),
    );

    expect(Math.max(...widths)).toBeGreaterThan(150);
    expect(Math.max(...widths)).toBeLessThanOrEqual(300);
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

  it.each([OLDER_DOCS_HOME, OLDER_TOPIC])(
    "shows an older version's $name title, then its notices whole and open at 1,280 px",
    async ({ path, link, endOfSupport }) => {
      await open(path, DESKTOP);
      const region = page.getByRole('region', { name: endOfSupport });

      const screen = await firstScreen();

      expect(screen.inSourceOrder).toBe(true);
      expect(screen.title).toBeLessThanOrEqual(260);
      expect(screen.versionNotice).toBeGreaterThan(screen.titleBottom!);
      expect(screen.endOfSupportBottom).toBeLessThanOrEqual(600);
      expect(await page.getByRole('link', { name: link }).isVisible()).toBe(true);
      expect(await region.locator('summary').isVisible()).toBe(false);
      expect(await region.getByRole('heading', { level: 2, name: endOfSupport }).isVisible()).toBe(true);
      expect(await region.getByText('February 15th 2024').isVisible()).toBe(true);
      expect(screen.sideways).toBe(false);
    },
  );

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
