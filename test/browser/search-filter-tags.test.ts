/**
 * A keyboard user removing the results page's filter tags at 1280 px: focus moves to the next tag's
 * remove button, else the previous one, else 'No filters applied' (Reset filters goes with the last
 * tag), and stays visible; it never falls to the page's body. Reset leaves it there too.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, DESKTOP_VIEWPORT, focusedElement, visit } from './support/browser';

const session = browserForFile();

/** Presses Tab until the control named `label` has focus, as a keyboard user would. */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await focusedElement(page)).text === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

/** Chooses a content type with Space, as a keyboard user does, and waits for its tag. */
async function chooseType(page: Page, name: string): Promise<void> {
  await page.getByRole('checkbox', { name: new RegExp(`^${name} \\(`) }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: `Remove filter ${name}` }).waitFor();
}

async function settled(page: Page): Promise<void> {
  await page.locator('.hc-search-page__results[aria-busy="false"]').waitFor();
}

/** What a person sees of the focused control: its name, whether it is shown and its focus ring. */
async function focusSeen(page: Page): Promise<{ text: string; shown: boolean; ring: boolean }> {
  const { text } = await focusedElement(page);
  const seen = await page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return { shown: false, ring: false };
    const box = active.getBoundingClientRect();
    const style = getComputedStyle(active);
    return {
      shown: box.width > 0 && box.height > 0 && style.visibility === 'visible',
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
    };
  });
  return { text, ...seen };
}

it("moves focus to 'No filters applied' when the only tag is removed with Enter, Reset filters gone with it", async () => {
  const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
  await visit(page, '/search-results/?searchTerm=board');
  await chooseType(page, 'Topic');
  await settled(page);

  await tabTo(page, 'Remove filter Topic');
  await page.keyboard.press('Enter');
  await settled(page);

  expect(await focusSeen(page)).toEqual({ text: 'No filters applied', shown: true, ring: true });
  expect(await page.getByRole('button', { name: 'Reset filters' }).count()).toBe(0);
});

it('moves focus to the next tag, then the previous one, as tags are removed with Enter', async () => {
  const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
  await visit(page, '/search-results/?searchTerm=board&contentType=topic,topicSet,collection');

  await tabTo(page, 'Remove filter Topic set');
  await page.keyboard.press('Enter');
  await settled(page);
  const afterMiddle = await focusSeen(page);
  await page.keyboard.press('Enter');
  await settled(page);
  const afterLast = await focusSeen(page);

  expect(afterMiddle).toEqual({ text: 'Remove filter Collection', shown: true, ring: true });
  expect(afterLast).toEqual({ text: 'Remove filter Topic', shown: true, ring: true });
  const violations = await axeViolations(page);
  expect(describeViolations(violations)).toBe('');
});

it("moves focus to 'No filters applied' after resetting with Enter", async () => {
  const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
  await visit(page, '/search-results/?searchTerm=board');
  const app = page.locator('.hc-search-filters input[name="product"]').first();
  await app.focus();
  await page.keyboard.press('Space');
  await page.locator('.hc-search-tags__remove').first().waitFor();
  await settled(page);

  await tabTo(page, 'Reset filters');
  await page.keyboard.press('Enter');
  await page.getByText('No filters applied').waitFor();
  await settled(page);

  expect(await focusSeen(page)).toEqual({ text: 'No filters applied', shown: true, ring: true });
});
