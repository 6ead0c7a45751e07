/**
 * A page printed (the print stylesheet of shared/styles/base.css and the components' print rules):
 * the chrome, the controls, the video and every way on to another page (the guide's progress and
 * cards, related content and resources, a KB article's way home and child articles) are left off the
 * paper; the title, its metadata and the article are printed whole, in the light palette whatever
 * scheme the screen uses, under an untruncated breadcrumb trail; and each link in the article prints
 * its absolute url after its text.
 */
import type { Page } from 'playwright-core';
import { browserForFile, visit } from './support/browser';

const TOPIC_WITH_VIDEO = '/jira-software-cloud/docs/create-a-board/';
/** A KB article with a code block, a warning callout and a link in its body. */
const KB_ARTICLE = '/jira-software-data-center/kb/jira-fails-to-start-unable-to-acquire-jira-home-lock-file/';
/** A KB article with a table in its body and child articles under it. */
const KB_PARENT = '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/';

const session = browserForFile();
let page: Page;

/** Opens `path` in the given colour scheme and does what the browser does when the visitor prints. */
async function printed(path: string, colorScheme: 'light' | 'dark' = 'light'): Promise<void> {
  ({ page } = await session.open({ colorScheme }));
  await visit(page, path);
  // The event first, then the print media.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print', colorScheme });
}

const shown = (selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);

describe('a topic on paper', () => {
  beforeEach(async () => {
    await printed(TOPIC_WITH_VIDEO);
  });

  it('leaves the chrome, the controls, the video and the guide cards off the paper', async () => {
    const seen = {
      header: await shown('.hc-header'),
      footer: await shown('.hc-footer'),
      pageTree: await shown('.hc-page-tree'),
      switch: await shown('.hc-deployment-switch'),
      feedback: await shown('.hc-helpful'),
      video: await shown('main .video'),
      guideCards: await shown('.hc-guide__neighbours'),
      title: await shown('main h1'),
      body: await shown('.hc-article-body'),
    };

    expect(seen).toEqual({
      header: 0,
      footer: 0,
      pageTree: 0,
      switch: 0,
      feedback: 0,
      video: 0,
      guideCards: 0,
      title: 1,
      body: 1,
    });
  });

  it("leaves the guide's progress and other topics, related content and related resources off the paper", async () => {
    const onScreen = await page.evaluate(() =>
      ['.hc-guide', '.hc-related-content', '.hc-related-apps'].map(
        (selector) => document.querySelector(selector) !== null,
      ),
    );
    const display = await page.evaluate(() =>
      ['.hc-guide', '.hc-related-content', '.hc-related-apps'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).display,
      ),
    );

    expect(onScreen).toEqual([true, true, true]);
    expect(display).toEqual(['none', 'none', 'none']);
  });

  it('ends the paper with the article: nothing printed follows its body', async () => {
    const after = await page.evaluate(() => {
      const body = document.querySelector('.hc-article-body')!.getBoundingClientRect();
      return [...document.querySelectorAll('main h2, main nav, main section')]
        .filter((element) => !element.closest('.hc-article-body') && element.checkVisibility())
        .filter((element) => element.getBoundingClientRect().top >= body.bottom)
        .map((element) => (element.textContent ?? '').trim().slice(0, 40));
    });

    expect(after).toEqual([]);
  });

  it('prints the title, when the topic was updated and the article', async () => {
    expect({
      title: await shown('main h1'),
      updated: await shown('.hc-reader-tools__meta'),
      body: await shown('.hc-article-body'),
    }).toEqual({ title: 1, updated: 1, body: 1 });
  });

  it('prints the whole breadcrumb trail, each crumb in full', async () => {
    const crumbs = await page.locator('.hc-breadcrumbs__link').evaluateAll((links) =>
      links.map((link) => ({
        visible: link.checkVisibility(),
        whole: link.scrollWidth <= link.clientWidth + 1,
        wide: link.getBoundingClientRect().width,
      })),
    );

    expect(crumbs.length).toBeGreaterThan(2);
    expect(crumbs.filter((crumb) => !crumb.visible || !crumb.whole)).toEqual([]);
    // The screen cuts a crumb at 150 px; on paper the longest is wider than that.
    expect(Math.max(...crumbs.map((crumb) => crumb.wide))).toBeGreaterThan(150);
  });

  it('prints the absolute url after the text of a link in the article', async () => {
    const after = await page
      .locator('.hc-article-body a[href^="/"]')
      .first()
      .evaluate((link) => getComputedStyle(link, '::after').content);

    expect(after).toMatch(/^" \(http:\/\/127\.0\.0\.1:\d+\/.+\)"$/);
  });
});

describe('a KB article on paper', () => {
  it('leaves its child articles, its section and the contact block off the paper', async () => {
    await printed(KB_PARENT);
    const onScreen = await page.evaluate(() =>
      ['.hc-kb-children', '.hc-sibling-list', '.hc-still-need-help'].map(
        (selector) => document.querySelector(selector) !== null,
      ),
    );

    expect(onScreen).toEqual([true, true, true]);
    expect({
      children: await shown('.hc-kb-children'),
      section: await shown('.hc-sibling-list'),
      contact: await shown('.hc-still-need-help'),
      feedback: await shown('.hc-helpful'),
    }).toEqual({ children: 0, section: 0, contact: 0, feedback: 0 });
  });

  it('prints the title, the article with its table, and the products it applies to', async () => {
    await printed(KB_PARENT);

    expect({
      title: await shown('main h1'),
      body: await shown('.hc-article-body'),
      table: await shown('.hc-article-body table'),
      appliesTo: await shown('section.hc-kb-meta'),
    }).toEqual({ title: 1, body: 1, table: 1, appliesTo: 1 });
  });
});

/**
 * The contrast on white paper of every piece of text printed in `main`: its colour, blended over
 * white when translucent, against white. Printers leave backgrounds out by default, so the page's
 * own backgrounds are not counted.
 */
function printedContrasts(on: Page) {
  return on.evaluate(() => {
    const luminance = ([r, g, b]: number[]) => {
      const linear = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const onWhite = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b].map((channel) => channel * a + 255 * (1 - a));
    };
    const seen = new Map<string, { contrast: number; text: string }>();
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (!text || !element?.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('.hc-visually-hidden')) continue;
      const { color } = getComputedStyle(element);
      const contrast = 1.05 / (luminance(onWhite(color)) + 0.05);
      const key = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${color}`;
      if (!seen.has(key)) seen.set(key, { contrast: Math.round(contrast * 100) / 100, text: text.slice(0, 30) });
    }
    return [...seen.entries()].map(([element, { contrast, text }]) => ({ element, contrast, text }));
  });
}

describe('a page printed from a browser in the dark colour scheme', () => {
  it.each([
    ['a topic', TOPIC_WITH_VIDEO],
    ['a KB article with code and a callout', KB_ARTICLE],
    ['a KB article with a table', KB_PARENT],
  ])('prints %s in the light palette: all of its text at least 4.5:1 on white', async (_kind, path) => {
    await printed(path, 'dark');
    const contrasts = await printedContrasts(page);
    const kinds = await page.evaluate(() =>
      ['main h1', '.hc-article-body h2', '.hc-article-body p', '.hc-article-body a', '.hc-article-body code'].map(
        (selector) => [...document.querySelectorAll(selector)].some((element) => element.checkVisibility()),
      ),
    );

    // Headings, body text, links and code are all among the text measured.
    expect(kinds).toEqual([true, true, true, true, true]);
    expect(contrasts.length).toBeGreaterThan(5);
    expect(contrasts.filter(({ contrast }) => contrast < 4.5)).toEqual([]);
  });

  it('keeps the light backgrounds of code blocks and callouts, which print when backgrounds are on', async () => {
    await printed(KB_ARTICLE, 'dark');
    const backgrounds = await page.evaluate(() =>
      ['.code-block__pre', '.callout'].map(
        (selector) => getComputedStyle(document.querySelector(selector)!).backgroundColor,
      ),
    );

    expect(backgrounds).toHaveLength(2);
    for (const background of backgrounds) {
      const [r = 0, g = 0, b = 0] = (background.match(/[\d.]+/g) ?? []).map(Number);
      expect(Math.min(r, g, b)).toBeGreaterThan(200);
    }
  });
});
