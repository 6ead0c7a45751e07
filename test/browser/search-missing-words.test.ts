/**
 * What a person sees when a search holds a word no page contains: the results for the other words,
 * and between the summary and the first result a sentence naming the word, readable in light and
 * dark on a phone and a desktop, without JavaScript too, and gone once a search finds every word.
 */
import type { Page } from 'playwright-core';
import { SEARCH_API_PATH } from '../../shared/search/types';
import { axeViolations, axeViolationsWithoutJavaScript, describeViolations } from './support/axe';
import { browserForFile, visit } from './support/browser';
import { contrast, over, parse, type Rgba } from './support/contrast';

const session = browserForFile();
const PARTIAL = '/search-results/?searchTerm=refund+bitcoin';
const MESSAGE = 'No page contains "bitcoin". These results match your other words.';

/** Where the message, the summary above it and the first result below it are, and how readable the message is. */
async function look(page: Page) {
  const seen = await page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
    };
    const message = document.querySelector('.hc-search-page__missing')!;
    // The first opaque background behind the message.
    let behind = 'rgba(0, 0, 0, 0)';
    for (let element: Element | null = message; element; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        behind = colour;
        break;
      }
    }
    return {
      text: message.textContent,
      colour: getComputedStyle(message).color,
      fontSize: parseFloat(getComputedStyle(message).fontSize),
      behind,
      message: box('.hc-search-page__missing'),
      summary: box('.hc-search-page__summary'),
      firstResult: box('.hc-search-result'),
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
  const canvas: Rgba = over(parse(seen.behind), [255, 255, 255, 1]);
  return {
    text: seen.text,
    contrast: contrast(over(parse(seen.colour), canvas), canvas),
    fontSize: seen.fontSize,
    belowSummary: seen.message.top >= seen.summary.bottom,
    aboveFirstResult: seen.message.bottom <= seen.firstResult.top,
    sideways: seen.sideways,
  };
}

describe.each([
  ['a phone', { width: 390, height: 844 }, 'dark'],
  ['a desktop', { width: 1280, height: 900 }, 'light'],
  ['a phone', { width: 390, height: 844 }, 'light'],
  ['a desktop', { width: 1280, height: 900 }, 'dark'],
] as const)('a search with a word no page holds on %s in %s', (_name, viewport, colorScheme) => {
  it('names the word between the summary and the results, readable and within the screen, with no axe violations', async () => {
    const { page, reports } = await session.open({ viewport, colorScheme });
    await visit(page, PARTIAL);

    const seen = await look(page);
    expect(seen).toMatchObject({
      text: MESSAGE,
      fontSize: 16,
      belowSummary: true,
      aboveFirstResult: true,
      sideways: false,
    });
    expect(seen.contrast).toBeGreaterThanOrEqual(4.5);
    const violations = await axeViolations(page);
    expect(describeViolations(violations)).toBe('');
    expect(reports.pageErrors).toEqual([]);
    expect(reports.console).toEqual([]);
  });
});

it('names the word the same way without JavaScript, with no axe violations', async () => {
  const { page } = await session.open({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await visit(page, PARTIAL, { hydrate: false });

  const seen = await look(page);
  expect(seen).toMatchObject({ text: MESSAGE, belowSummary: true, aboveFirstResult: true, sideways: false });
  expect(seen.contrast).toBeGreaterThanOrEqual(4.5);
  expect(describeViolations(await axeViolationsWithoutJavaScript(page))).toBe('');
});

it('drops the sentence when the next search finds every word, and names the missing word of the one after', async () => {
  const { page } = await session.open();
  await visit(page, PARTIAL);
  const box = page.getByRole('searchbox', { name: 'Search' }).last();
  const message = page.locator('.hc-search-page__missing');

  const searched = async (query: string) => {
    const answered = page.waitForResponse((response) => response.url().endsWith(SEARCH_API_PATH));
    await box.fill(query);
    await box.press('Enter');
    await answered;
    // The count comes back once the answer is shown.
    await page.locator('.hc-search-page__count').waitFor();
  };

  await searched('refund');
  expect(await message.count()).toBe(0);

  await searched('invoice dogecoin');
  expect(await message.textContent()).toBe('No page contains "dogecoin". These results match your other words.');
  expect(await page.locator('.hc-search-result').count()).toBeGreaterThan(0);
});
