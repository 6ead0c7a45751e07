/**
 * What a person sees when the search corrected their spelling: the summary names the corrected
 * term, and under it a link offers the search for what they typed, readable in light and dark on a
 * phone and a desktop, without JavaScript too. A keyboard reaches the link, and Enter searches
 * exactly what was typed: in place with JavaScript (the url rewritten without a history entry,
 * focus on the results), as a plain link without it.
 */
import type { Page } from 'playwright-core';
import { SEARCH_API_PATH } from '../../shared/search/types';
import { axeViolations, axeViolationsWithoutJavaScript, describeViolations } from './support/axe';
import { browserForFile, focusedElement, visit } from './support/browser';
import { contrast, over, parse, type Rgba } from './support/contrast';

const session = browserForFile();
const CORRECTED = '/search-results/?searchTerm=confluance';
const AS_TYPED = '/search-results/?searchTerm=confluance&asTyped=1';
const LINK = 'Search instead for "confluance"';
const NO_RESULTS = "We couldn't find anything matching your search";

type Box = { top: number; bottom: number; left: number; right: number };

/** Where the link's line, the summary above it and what follows it are, and how readable the link is. */
async function look(page: Page) {
  const seen = await page.evaluate(() => {
    const box = (element: Element | null): Box | null => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    };
    const link = document.querySelector('.hc-search-page__as-typed a')!;
    // The first opaque background behind the link.
    let behind = 'rgba(0, 0, 0, 0)';
    for (let element: Element | null = link; element; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        behind = colour;
        break;
      }
    }
    const style = getComputedStyle(link);
    return {
      summary: document.querySelector('.hc-search-page__summary')!.textContent,
      text: link.textContent,
      colour: style.color,
      underlined: style.textDecorationLine.includes('underline'),
      fontSize: parseFloat(style.fontSize),
      behind,
      link: box(link)!,
      line: box(link.parentElement)!,
      summaryBox: box(document.querySelector('.hc-search-page__summary'))!,
      missing: box(document.querySelector('.hc-search-page__missing')),
      firstResult: box(document.querySelector('.hc-search-result'))!,
      viewportWidth: document.documentElement.clientWidth,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
  const canvas: Rgba = over(parse(seen.behind), [255, 255, 255, 1]);
  const next = seen.missing ?? seen.firstResult;
  return {
    summary: seen.summary,
    text: seen.text,
    underlined: seen.underlined,
    fontSize: seen.fontSize,
    contrast: contrast(over(parse(seen.colour), canvas), canvas),
    belowSummary: seen.line.top >= seen.summaryBox.bottom,
    aboveNext: seen.line.bottom <= next.top,
    withinScreen: seen.link.left >= 0 && seen.link.right <= seen.viewportWidth,
    sideways: seen.sideways,
  };
}

/** Presses Tab until the link named `label` has focus, as a keyboard user would, from the search box. */
async function tabTo(page: Page, label: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).last().focus();
  for (let presses = 0; presses < 80; presses += 1) {
    if ((await focusedElement(page)).text === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

/** Whether the focused element shows a focus ring. */
function focusRing(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  });
}

/** What the page says once a search as typed is shown: the summary, the link (gone), the no-results heading, the box. */
async function asTypedShown(page: Page) {
  return {
    summary: await page.locator('.hc-search-page__summary').textContent(),
    links: await page.locator('.hc-search-page__as-typed').count(),
    noResults: await page.locator('.hc-search-empty h2').textContent(),
    box: await page.getByRole('searchbox', { name: 'Search' }).last().inputValue(),
    url: new URL(page.url()).pathname + new URL(page.url()).search,
  };
}

describe.each([
  ['a phone', 'dark', { width: 390, height: 844 }],
  ['a desktop', 'light', { width: 1280, height: 900 }],
  ['a phone', 'light', { width: 390, height: 844 }],
  ['a desktop', 'dark', { width: 1280, height: 900 }],
] as const)('a corrected search on %s in %s', (_name, colorScheme, viewport) => {
  it('names the correction and links the search as typed under it, readable and within the screen, with no axe violations', async () => {
    const { page, reports } = await session.open({ viewport, colorScheme });
    await visit(page, CORRECTED);

    const seen = await look(page);
    expect(seen).toMatchObject({
      text: LINK,
      underlined: true,
      fontSize: 16,
      belowSummary: true,
      aboveNext: true,
      withinScreen: true,
      sideways: false,
    });
    expect(seen.summary).toMatch(/^Showing results for "confluence" · \d+ results$/);
    expect(seen.contrast).toBeGreaterThanOrEqual(4.5);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(reports.pageErrors).toEqual([]);
    expect(reports.console).toEqual([]);
  });

  it('reaches the link by keyboard and searches as typed in place on Enter, focus on the results', async () => {
    const { page, reports } = await session.open({ viewport, colorScheme });
    await visit(page, CORRECTED);
    const history = await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
      return window.history.length;
    });

    await tabTo(page, LINK);
    expect(await focusRing(page)).toBe(true);
    const answered = page.waitForResponse((response) => response.url().endsWith(SEARCH_API_PATH));
    await page.keyboard.press('Enter');
    const request = (await answered).request().postDataJSON() as { query: string; correction?: unknown };
    await page.locator('.hc-search-page__count').waitFor();

    expect(request).toMatchObject({ query: 'confluance', correction: { enable: false } });
    expect(await asTypedShown(page)).toEqual({
      summary: 'Showing results for "confluance" · 0 results',
      links: 0,
      noResults: NO_RESULTS,
      box: 'confluance',
      url: AS_TYPED,
    });
    expect(
      await page.evaluate(() => ({
        samePage: (window as { samePage?: boolean }).samePage === true,
        history: window.history.length,
        focused: document.activeElement?.classList.contains('hc-search-page__results') ?? false,
      })),
    ).toEqual({ samePage: true, history, focused: true });
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(reports.pageErrors).toEqual([]);
    expect(reports.console).toEqual([]);
  });
});

describe.each([
  ['a phone', 'dark', { width: 390, height: 844 }],
  ['a desktop', 'light', { width: 1280, height: 900 }],
] as const)('a corrected search without JavaScript on %s in %s', (_name, colorScheme, viewport) => {
  it('shows the same line, readable, and Enter on the link loads the search as typed', async () => {
    const { page } = await session.open({ javaScriptEnabled: false, viewport, colorScheme });
    await visit(page, CORRECTED, { hydrate: false });

    const seen = await look(page);
    expect(seen).toMatchObject({
      text: LINK,
      belowSummary: true,
      aboveNext: true,
      withinScreen: true,
      sideways: false,
    });
    expect(seen.summary).toMatch(/^Showing results for "confluence" · \d+ results$/);
    expect(seen.contrast).toBeGreaterThanOrEqual(4.5);
    expect(describeViolations(await axeViolationsWithoutJavaScript(page))).toBe('');

    await tabTo(page, LINK);
    expect(await focusRing(page)).toBe(true);
    await Promise.all([page.waitForURL((url) => url.search.includes('asTyped=1')), page.keyboard.press('Enter')]);

    expect(await asTypedShown(page)).toEqual({
      summary: 'Showing results for "confluance" · 0 results',
      links: 0,
      noResults: NO_RESULTS,
      box: 'confluance',
      url: AS_TYPED,
    });
    expect(describeViolations(await axeViolationsWithoutJavaScript(page))).toBe('');
  });
});

it('stacks the correction, the link and the word no page contains without overlap on a phone', async () => {
  const { page } = await session.open({ viewport: { width: 390, height: 844 } });
  await visit(page, '/search-results/?searchTerm=confluance+frobnicate');

  const seen = await look(page);
  expect(seen).toMatchObject({
    text: 'Search instead for "confluance frobnicate"',
    belowSummary: true,
    aboveNext: true,
    withinScreen: true,
    sideways: false,
  });
  expect(await page.locator('.hc-search-page__missing').textContent()).toBe(
    'No page contains "frobnicate". These results match your other words.',
  );
  const gap = await page.evaluate(() => {
    const missing = document.querySelector('.hc-search-page__missing')!.getBoundingClientRect();
    const result = document.querySelector('.hc-search-result')!.getBoundingClientRect();
    return result.top - missing.bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
});
