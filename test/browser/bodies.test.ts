/**
 * The interactive parts of article bodies in Chromium: the code block copy button, video posters
 * (in a body, enhanced by client/enhance-body.ts, and the topic's featured video, a component), and
 * the 'On this page' links. Video players are never loaded: there is no network, and the test only
 * checks which embed url the iframe is given.
 */
import type { Page } from 'playwright-core';
import { focusedElement, visit, type OpenedPage, browserForFile } from './support/browser';
import { poll } from './support/poll';

const KB_ARTICLE =
  '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/how-to-rebuild-the-jira-index-from-the-database/';
const TOPIC_WITH_VIDEO = '/jira-software-cloud/docs/create-a-board/';
const TOPIC = '/jira-software-cloud/docs/invite-your-team/';

let opened: OpenedPage;
let page: Page;
const session = browserForFile();

async function open(path: string, permissions: string[] = []): Promise<void> {
  opened = await session.open({ permissions });
  page = opened.page;
  await visit(page, path);
}

describe('a code block', () => {
  it('copies its code to the clipboard and announces it', async () => {
    await open(KB_ARTICLE, ['clipboard-read', 'clipboard-write']);
    const block = page.locator('.code-block').first();
    const button = block.getByRole('button', { name: 'Copy code' });
    const code = await block.locator('pre code').textContent();

    await button.click();
    const announced = await poll(() => block.locator('[data-copy-status]').textContent(), 'Code copied to clipboard');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());

    expect(await block.locator('[data-copy-status]').getAttribute('role')).toBe('status');
    expect(announced).toBe('Code copied to clipboard');
    expect(clipboard).toBe(code);
    expect(code).toMatch(/SELECT/);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('reveals the copy buttons the server renders hidden', async () => {
    await open(KB_ARTICLE);

    const buttons = page.locator('.code-block button[data-copy-code]');

    expect(await buttons.count()).toBeGreaterThan(0);
    expect(await buttons.evaluateAll((elements) => elements.every((element) => !(element as HTMLElement).hidden))).toBe(
      true,
    );
  });
});

describe('a video', () => {
  it('in a body loads its player iframe from the embed url on click, focused', async () => {
    await open(KB_ARTICLE);
    const poster = page.locator('.hc-article-body button[data-embed-url]').first();
    const embedUrl = await poster.getAttribute('data-embed-url');
    const title = await poster.getAttribute('data-video-title');

    await poster.click();
    const frame = page.locator('.hc-article-body iframe.video__frame').first();
    const src = new URL((await frame.getAttribute('src')) ?? '');

    expect(embedUrl).toBe('https://www.youtube-nocookie.com/embed/Kp3dW9xqT2s');
    expect(`${src.origin}${src.pathname}`).toBe(embedUrl);
    expect(await frame.getAttribute('title')).toBe(title);
    expect(await focusedElement(page)).toMatchObject({ tag: 'iframe' });
    expect(await page.locator('.hc-article-body button[data-embed-url]').count()).toBe(0);
  });

  it('featured on a topic loads its player iframe on Enter, focused', async () => {
    await open(TOPIC_WITH_VIDEO);
    const poster = page.locator('main .video__poster').first();
    const label = (await poster.textContent()) ?? '';

    await poster.focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('main iframe.video__frame').first();
    await frame.waitFor({ state: 'attached' });
    const src = new URL((await frame.getAttribute('src')) ?? '');

    expect(label).toBe('Play video: Boards in Jira Software');
    expect(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.loom.com']).toContain(
      src.origin,
    );
    expect(src.pathname).toMatch(/\/embed\/|\/video\//);
    expect(await frame.getAttribute('title')).toBe('Boards in Jira Software');
    expect(await poll(async () => (await focusedElement(page)).tag, 'iframe')).toBe('iframe');
  });
});

describe('a table', () => {
  it('on a phone keeps each word of its cells whole, widening a narrow column instead of splitting words', async () => {
    opened = await session.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = opened.page;
    await visit(page, '/jira-software-cloud/docs/manage-project-permissions/');
    const split = await page
      .locator('.table-wrap')
      .first()
      .evaluate((wrap) => {
        const words: string[] = [];
        for (const cell of wrap.querySelectorAll('th, td')) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              // A word split over two lines has a box on each.
              if (range.getClientRects().length > 1) words.push(match[0]);
            }
          }
        }
        return { words, cells: wrap.querySelectorAll('th, td').length };
      });
    expect(split.cells).toBeGreaterThan(4);
    expect(split.words).toEqual([]);
  });
});

describe("the 'On this page' table of contents", () => {
  it.each([
    ['a KB article', KB_ARTICLE],
    ['a topic', TOPIC_WITH_VIDEO],
  ])('on %s scrolls to each heading its links name', async (_name, path) => {
    await open(path);
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));

    const landed: Record<string, string> = {};
    for (const [index, href] of hrefs.entries()) {
      await links.nth(index).click();
      landed[href] = await poll(
        () =>
          page.evaluate((id) => {
            const heading = document.getElementById(id);
            if (!heading) return 'missing';
            const top = heading.getBoundingClientRect().top;
            // Scrolling lands on fractional pixels: a heading a pixel above the edge is at the top.
            const inView = top > -1 && top < window.innerHeight;
            return `${window.location.hash === `#${id}` ? 'hash' : 'no hash'}, ${inView ? 'in view' : `top at ${top}`}`;
          }, href.slice(1)),
        'hash, in view',
      );
    }

    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(landed).toEqual(Object.fromEntries(hrefs.map((href) => [href, 'hash, in view'])));
  });

  it.each([1280, 390])(
    'on a topic at %i px is reached with Tab after the breadcrumbs and the deployment switch, and before the article',
    async (width) => {
      opened = await session.open({ viewport: { width, height: 900 } });
      page = opened.page;
      await visit(page, '/jira-software-cloud/docs/manage-project-permissions/');
      // Each stop of the Tab key, named by the part of the page it is in.
      const stops: string[] = [];
      for (let press = 0; press < 60; press += 1) {
        await page.keyboard.press('Tab');
        stops.push(
          await page.evaluate(() => {
            const active = document.activeElement;
            if (active?.closest('.hc-breadcrumbs')) return 'breadcrumbs';
            if (active?.closest('.hc-deployment-switch')) return 'switch';
            if (active?.closest('.toc')) return 'contents';
            if (active?.closest('article')) return 'article';
            return 'other';
          }),
        );
      }
      const parts = stops.filter((part, index) => part !== 'other' && part !== stops[index - 1]);

      expect(parts.slice(0, 4)).toEqual(['breadcrumbs', 'switch', 'contents', 'article']);
    },
  );

  it('marks the section scrolled to as the current location', async () => {
    await open(KB_ARTICLE);
    const link = page.getByRole('navigation', { name: 'On this page' }).getByRole('link', {
      name: 'Run the full re-index',
    });

    await link.click();

    expect(await poll(() => link.getAttribute('aria-current'), 'location')).toBe('location');
  });

  it('marks the first section while its heading is on screen at load, then the one the visitor scrolls to, and only that link', async () => {
    await open(TOPIC);
    const nav = page.getByRole('navigation', { name: 'On this page' });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    const current = () =>
      nav.evaluate((element) =>
        [...element.querySelectorAll('[aria-current]')].map(
          (link) => `${link.textContent ?? ''}: ${link.getAttribute('aria-current') ?? ''}`,
        ),
      );
    /** Scrolls with the mouse wheel until the heading is just below the top of the window. */
    const scrollTo = async (href: string) => {
      const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, href.slice(1));
      await page.mouse.move(640, 450);
      await page.mouse.wheel(0, top - 20);
    };
    const textOf = (href: string) => nav.locator(`a[href="${href}"]`).textContent();

    // At the top of the page, the first section is the one in view while its heading is on screen.
    const firstShown = await page.evaluate(
      (id) => document.getElementById(id)!.getBoundingClientRect().top < innerHeight,
      hrefs[0]!.slice(1),
    );
    const expectedAtLoad = firstShown ? [`${await textOf(hrefs[0]!)}: location`] : [];
    const atLoad = await poll(current, expectedAtLoad);
    await scrollTo(hrefs[1]!);
    // A page too short to bring the heading up to the top ends at its bottom instead, where the last
    // heading on screen is the section in view (client/table-of-contents.ts).
    const expectedSecond = await page.evaluate(async (all) => {
      // Once the wheel's scroll has come to rest.
      for (let last = -1; last !== window.scrollY;) {
        last = window.scrollY;
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      const atEnd = window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
      if (!atEnd) return all[1]!;
      return all
        .filter((href) => document.getElementById(href.slice(1))!.getBoundingClientRect().top < innerHeight)
        .at(-1)!;
    }, hrefs);
    const second = await poll(current, [`${await textOf(expectedSecond)}: location`]);
    await scrollTo(hrefs[0]!);
    const first = await poll(current, [`${await textOf(hrefs[0]!)}: location`]);

    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(atLoad).toEqual(expectedAtLoad);
    expect(second).toEqual([`${await textOf(expectedSecond)}: location`]);
    expect(first).toEqual([`${await textOf(hrefs[0]!)}: location`]);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });
});
