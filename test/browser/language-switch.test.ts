/**
 * The footer's language switch in Chromium (docs/adr/053-language-switch.md), at 390 and 1,280 px,
 * in the light and the dark colour scheme: a visitor finds it, sees it whole and clear of the other
 * footer parts, reaches its link with the keyboard and sees the focus ring, and following it lands on
 * the same page in the other language; axe finds nothing. It is a plain link, so it works the same
 * without JavaScript, and the footer it is part of hydrates without a mismatch.
 */
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, visit, waitForHydration, type OpenedPage } from './support/browser';
import { contrast, over, parse } from './support/contrast';

/** A topic of the sample space with a Japanese version. */
const TOPIC = '/jira-software-cloud/docs/create-a-board/';

const WIDTHS = [390, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

const session = browserForFile();

type Box = { x: number; y: number; width: number; height: number };

function box(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.x, y: rect.y + window.scrollY, width: rect.width, height: rect.height };
  });
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The colour an element's text is drawn on: the first opaque background up its ancestors. */
function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

async function contrastOf(locator: Locator, property: 'color' | 'outline-color'): Promise<number> {
  const background = parse(await backgroundOf(locator));
  const colour = parse(
    await locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property),
  );
  return contrast(over(colour, background), background);
}

async function open(path: string, width: number, scheme: 'light' | 'dark'): Promise<OpenedPage> {
  const opened = await session.open({ viewport: { width, height: 900 }, colorScheme: scheme });
  const response = await visit(opened.page, path);
  expect(response.status()).toBe(200);
  return opened;
}

function languageSwitch(page: Page, name: 'Language' | '言語'): Locator {
  return page.getByRole('navigation', { name, exact: true });
}

describe.each(SCHEMES)('the language switch in the %s colour scheme', (scheme) => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it('shows English as current and a link to the Japanese page, whole and clear of the footer links', async () => {
      const { page, reports } = await open(TOPIC, width, scheme);
      const nav = languageSwitch(page, 'Language');
      const link = nav.getByRole('link', { name: '日本語', exact: true });
      const current = nav.locator('[aria-current="true"]');

      expect(await nav.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(`/ja${TOPIC}`);
      expect(await current.textContent()).toBe('English');

      const [navBox, linkBox, currentBox, footerBox] = await Promise.all([
        box(nav),
        box(link),
        box(current),
        box(page.locator('footer')),
      ]);
      // Inside the footer and the screen's width, and a target of at least 24 by 24 px (WCAG 2.5.8).
      expect(navBox.x).toBeGreaterThanOrEqual(footerBox.x);
      expect(navBox.x + navBox.width).toBeLessThanOrEqual(Math.min(footerBox.x + footerBox.width, width));
      expect(navBox.y + navBox.height).toBeLessThanOrEqual(footerBox.y + footerBox.height);
      expect(linkBox.width).toBeGreaterThanOrEqual(24);
      expect(linkBox.height).toBeGreaterThanOrEqual(24);
      expect(overlaps(linkBox, currentBox)).toBe(false);
      for (const other of await page.locator('footer .hc-footer__nav, footer .hc-footer__copyright').all()) {
        expect(overlaps(navBox, await box(other))).toBe(false);
      }
      // Both names readable against the footer (WCAG 1.4.3).
      expect(await contrastOf(link, 'color')).toBeGreaterThanOrEqual(4.5);
      expect(await contrastOf(current, 'color')).toBeGreaterThanOrEqual(4.5);

      const violations = await axeViolations(page);
      expect(describeViolations(violations)).toBe('');
      expect(reports).toEqual({ console: [], pageErrors: [] });
    });

    it('is reached by Tab after the footer links, shows the focus ring and leads to the Japanese page', async () => {
      const { page, reports } = await open(TOPIC, width, scheme);
      await page.locator('footer .hc-footer__link').last().focus();
      await page.keyboard.press('Tab');
      const link = languageSwitch(page, 'Language').getByRole('link', { name: '日本語', exact: true });
      expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

      const ring = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset };
      });
      expect(ring).toEqual({ style: 'solid', width: '2px', offset: '2px' });
      expect(await contrastOf(link, 'outline-color')).toBeGreaterThanOrEqual(3);

      const [response] = await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.keyboard.press('Enter'),
      ]);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`/ja${TOPIC}`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
      await waitForHydration(page);

      // And back: the Japanese page shows Japanese as current and links to the English page.
      const back = languageSwitch(page, '言語');
      expect(await back.locator('[aria-current="true"]').textContent()).toBe('日本語');
      const english = back.getByRole('link', { name: 'English', exact: true });
      expect(await english.getAttribute('hreflang')).toBe('en');
      expect(describeViolations(await axeViolations(page))).toBe('');
      await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), english.click()]);
      expect(new URL(page.url()).pathname).toBe(TOPIC);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(reports).toEqual({ console: [], pageErrors: [] });
    });
  });
});

describe('the language switch without JavaScript', () => {
  it('is a plain link that leads from a search to the same search in Japanese', async () => {
    const { page } = await session.open({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await visit(page, '/search-results/?searchTerm=board', { hydrate: false });
    const link = languageSwitch(page, 'Language').getByRole('link', { name: '日本語', exact: true });
    expect(await link.isVisible()).toBe(true);

    const [response] = await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), link.click()]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/ja/search-results/?searchTerm=board');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  });
});

describe('the language switch in the footer of a wide screen', () => {
  it.each([
    ['/', 'Language'],
    ['/ja/', '言語'],
  ] as const)('ends the footer on %s, at the end of its row also when longer labels wrap it', async (path, name) => {
    const { page } = await session.open({ viewport: { width: 1280, height: 900 } });
    await visit(page, path);

    const footer = await box(page.locator('.hc-footer__inner'));
    const links = await box(page.locator('.hc-footer__links'));
    const language = await box(languageSwitch(page, name));

    // The footer's inner box has its padding inside: the switch's right edge meets the links' at most.
    expect(language.x + language.width).toBeGreaterThanOrEqual(links.x + links.width - 1);
    expect(language.x + language.width).toBeLessThanOrEqual(footer.x + footer.width);
    expect(overlaps(language, links)).toBe(false);
  });
});
