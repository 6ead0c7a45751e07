/**
 * The Share menu of article pages and the copy buttons of html bodies' code blocks in Chromium, with
 * the keyboard only: what a visitor sees (the menu opened under its button and inside the window,
 * focus on its items and back on the button, 'Copied' on the code block's button, beside and never
 * over the code, at 320 to 1,280 px), what lands on the clipboard, axe with the menu open, and both
 * controls without JavaScript.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { DESKTOP_VIEWPORT, baseUrl, browserForFile, focusedElement, visit } from './support/browser';
import { poll } from './support/poll';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
// A legacy KB article: its sections are html with <pre> blocks, not rich-text code blocks.
const HTML_KB =
  '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/re-index-fails-with-lock-obtain-timed-out/';
const WIDTHS = [320, 768, 1280] as const;
const AXE_TIMEOUT_MS = 180_000;
const session = browserForFile();

interface OpenOptions {
  width?: number;
  javaScript?: boolean;
  colorScheme?: 'light' | 'dark';
}

async function open(
  path: string,
  { width = DESKTOP_VIEWPORT.width, javaScript = true, colorScheme = 'light' }: OpenOptions = {},
): Promise<Page> {
  const { page, context } = await session.open({
    viewport: { width, height: 900 },
    javaScriptEnabled: javaScript,
    colorScheme,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await visit(page, path, { hydrate: javaScript });
  return page;
}

const shareButton = (page: Page) => page.locator('[data-share-button]');
const menu = (page: Page) => page.locator('#hc-share-menu');

async function box(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });
}

describe('the Share menu of an article', () => {
  it('opens from the keyboard on Copy link, moves with the arrows and closes on Escape with focus back on Share', async () => {
    const page = await open(TOPIC);
    await shareButton(page).focus();

    await page.keyboard.press('Enter');
    await poll(() => menu(page).isVisible(), true);
    expect(await shareButton(page).getAttribute('aria-expanded')).toBe('true');
    expect((await focusedElement(page)).text).toBe('Copy link');
    // The focused item shows a ring.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');

    await page.keyboard.press('ArrowDown');
    expect((await focusedElement(page)).text).toBe('Send by e-mail');
    await page.keyboard.press('ArrowDown');
    expect((await focusedElement(page)).text).toBe('Copy link');

    await page.keyboard.press('Escape');
    expect(await menu(page).isVisible()).toBe(false);
    expect(await shareButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-share-button'))).toBe(true);
  });

  it('copies the page url from Copy link, says Link copied and returns focus to Share', async () => {
    const page = await open(TOPIC);
    await shareButton(page).focus();
    await page.keyboard.press('ArrowDown');
    await poll(() => menu(page).isVisible(), true);

    await page.keyboard.press('Enter');

    await poll(() => page.evaluate(() => navigator.clipboard.readText()), `${baseUrl()}${TOPIC}`);
    await poll(() => page.locator('[data-reader-status]').textContent(), 'Link copied');
    expect(await menu(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-share-button'))).toBe(true);
  });

  it('offers an e-mail with the title and url, and the share sheet where the browser has one', async () => {
    const { page, context } = await session.open({ viewport: DESKTOP_VIEWPORT });
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await visit(page, TOPIC);
    await shareButton(page).focus();
    await page.keyboard.press('ArrowUp');
    await poll(() => menu(page).isVisible(), true);
    expect((await focusedElement(page)).text).toBe('More ways to share…');
    const mailto = await menu(page).locator('a[role="menuitem"]').getAttribute('href');
    const title = (await page.locator('h1').textContent())!;

    await page.keyboard.press('Enter');

    expect(mailto).toBe(
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${baseUrl()}${TOPIC}`)}`,
    );
    expect(await page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls)).toEqual([
      { title, url: `${baseUrl()}${TOPIC}` },
    ]);
  });

  it.each(WIDTHS)('opens under its button and inside the window at %i px', async (width) => {
    const page = await open(TOPIC, { width });
    await shareButton(page).click();
    await poll(() => menu(page).isVisible(), true);

    const button = await box(page, '[data-share-button]');
    const opened = await box(page, '#hc-share-menu');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

    expect(opened.top).toBeGreaterThanOrEqual(button.bottom);
    expect(opened.left).toBeGreaterThanOrEqual(0);
    expect(opened.right).toBeLessThanOrEqual(width);
    expect(sideways).toBeLessThanOrEqual(0);
  });

  it('speaks Japanese on a Japanese page', async () => {
    const page = await open(`/ja${TOPIC}`);
    await shareButton(page).focus();
    expect(await shareButton(page).textContent()).toBe('共有');
    await page.keyboard.press('Enter');
    await poll(() => menu(page).isVisible(), true);
    expect((await focusedElement(page)).text).toBe('リンクをコピー');
    await page.keyboard.press('Enter');
    await poll(() => page.locator('[data-reader-status]').textContent(), 'リンクをコピーしました');
  });

  it.each(['light', 'dark'] as const)(
    'has no axe violations while open in the %s theme',
    async (colorScheme) => {
      const page = await open(TOPIC, { colorScheme });
      await shareButton(page).focus();
      await page.keyboard.press('Enter');
      await poll(() => menu(page).isVisible(), true);
      expect(describeViolations(await axeViolations(page))).toBe('');
    },
    AXE_TIMEOUT_MS,
  );

  it('is one e-mail link without JavaScript', async () => {
    const page = await open(TOPIC, { javaScript: false });
    expect(await shareButton(page).isVisible()).toBe(false);
    const fallback = page.getByRole('link', { name: 'Share by e-mail' });
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.getAttribute('href')).toMatch(
      new RegExp(`^mailto:\\?subject=.+&body=${encodeURIComponent(`${baseUrl()}${TOPIC}`).replace(/[.]/g, '\\.')}$`),
    );
  });
});

describe('a code block of an html body', () => {
  it('copies its code from the keyboard, says Copied on the button and announces it politely', async () => {
    const page = await open(HTML_KB);
    const block = page.locator('.hc-article-body figure.code-block').first();
    const button = block.locator('button[data-copy-code]');
    const code = await block.locator('pre').textContent();
    await button.focus();

    await page.keyboard.press('Enter');

    await poll(() => page.evaluate(() => navigator.clipboard.readText()), code);
    await poll(() => button.textContent(), 'Copied');
    await poll(() => block.locator('[data-copy-status]').textContent(), 'Code copied to clipboard');
    expect(await block.locator('[data-copy-status]').getAttribute('aria-live')).toBe('polite');
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await poll(() => button.textContent(), 'Copy code', 5_000);
  });

  it.each(WIDTHS)(
    'keeps the button beside the code, never over it, and scrolls the code inside itself at %i px',
    async (width) => {
      const page = await open(HTML_KB, { width });
      const figures = await page.locator('.hc-article-body figure.code-block').evaluateAll((elements) =>
        elements.map((figure) => {
          const button = figure.querySelector('button[data-copy-code]')!.getBoundingClientRect();
          const pre = figure.querySelector('pre')!;
          const code = pre.getBoundingClientRect();
          return {
            visible: getComputedStyle(figure.querySelector('button')!).display !== 'none',
            overlaps: button.bottom > code.top && button.top < code.bottom,
            insideFigure: button.right <= figure.getBoundingClientRect().right + 0.5,
            overflowX: getComputedStyle(pre).overflowX,
          };
        }),
      );
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(figure).toEqual({ visible: true, overlaps: false, insideFigure: true, overflowX: 'auto' });
      }
      expect(sideways).toBeLessThanOrEqual(0);
    },
  );

  it('shows no copy button without JavaScript', async () => {
    const page = await open(HTML_KB, { javaScript: false });
    const buttons = page.locator('.hc-article-body button[data-copy-code]');
    expect(await buttons.count()).toBeGreaterThan(0);
    expect(
      await buttons.evaluateAll((elements) =>
        elements.some((element) => (element as HTMLElement).offsetParent !== null),
      ),
    ).toBe(false);
  });
});
