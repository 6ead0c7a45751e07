/**
 * Search as you type and the reader tools in Chromium, with the keyboard only: the '/' shortcut,
 * the header combobox (arrow keys, Enter, Escape), the heading 'copy link' anchors and 'Copy page
 * as Markdown' read back from the clipboard, and axe on the pages with these controls.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { DESKTOP_VIEWPORT, baseUrl, browserForFile, focusedElement, visit } from './support/browser';
import { poll } from './support/poll';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const session = browserForFile();
// axe over a whole page takes tens of seconds on a loaded two-core machine.
const AXE_TIMEOUT_MS = 180_000;

async function openTopic(path = TOPIC, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const { page, context } = await session.open({ viewport: DESKTOP_VIEWPORT, colorScheme });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await visit(page, path);
  return page;
}

const combobox = (page: Page) => page.locator('.hc-header [role="combobox"]');

describe('search as you type in the header', () => {
  it(
    'is reached with /, lists suggestions from two characters, and follows the option chosen with the arrows',
    async () => {
      const page = await openTopic();
      await page.keyboard.press('/');
      expect(await combobox(page).evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await combobox(page).inputValue()).toBe('');

      await page.keyboard.type('invi');
      await poll(() => combobox(page).getAttribute('aria-expanded'), 'true');
      const listbox = page.locator(`[id="${await combobox(page).getAttribute('aria-controls')}"]`);
      expect(await listbox.isVisible()).toBe(true);
      const options = listbox.getByRole('option');
      expect(await options.count()).toBeGreaterThan(0);
      expect(await page.locator('.hc-header [role="status"]').textContent()).toMatch(/suggestions? available/);

      await page.keyboard.press('ArrowDown');
      const first = options.first();
      expect(await combobox(page).getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
      expect(await first.getAttribute('aria-selected')).toBe('true');
      // The popup is opaque, above the page and inside the viewport.
      const box = (await listbox.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP_VIEWPORT.width);
      expect(await listbox.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(
        /rgba\(.*, 0\)|transparent/,
      );
      expect(describeViolations(await axeViolations(page))).toBe('');

      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      const label = (await first.locator('.hc-search-box__option-label').textContent()) ?? '';
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      expect(await page.locator('h1').textContent()).toContain(label.split(' ')[0]);
    },
    AXE_TIMEOUT_MS,
  );

  it.each([
    ['390', { width: 390, height: 844 }],
    ['1024', { width: 1024, height: 768 }],
  ])('keeps the suggestions whole inside the screen at %s px', async (_width, viewport) => {
    const { page } = await session.open({ viewport });
    await visit(page, TOPIC);
    await combobox(page).click();
    await page.keyboard.type('boar');
    await poll(() => combobox(page).getAttribute('aria-expanded'), 'true');
    const listbox = page.locator(`[id="${await combobox(page).getAttribute('aria-controls')}"]`);

    const box = (await listbox.boundingBox())!;
    const labels = await listbox
      .locator('.hc-search-box__option-label')
      .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().left));

    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(labels.every((left) => left >= 0)).toBe(true);
  });

  it('scrolls the list to the option the arrow keys make active', async () => {
    const page = await openTopic();
    await combobox(page).click();
    await page.keyboard.type('sprint');
    await poll(() => combobox(page).getAttribute('aria-expanded'), 'true');
    const listbox = page.locator(`[id="${await combobox(page).getAttribute('aria-controls')}"]`);
    const count = await listbox.getByRole('option').count();
    const scrolls = await listbox.evaluate((element) => element.scrollHeight > element.clientHeight);

    for (let press = 0; press < count - 1; press += 1) await page.keyboard.press('ArrowDown');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const active = page.locator(`[id="${await combobox(page).getAttribute('aria-activedescendant')}"]`);
    const [list, option] = [(await listbox.boundingBox())!, (await active.boundingBox())!];

    expect(scrolls).toBe(true);
    expect(option.y).toBeGreaterThanOrEqual(list.y - 1);
    expect(option.y + option.height).toBeLessThanOrEqual(list.y + list.height + 1);
  });

  it('closes on Escape, clears on a second Escape, and opens the results page in a new tab on Enter with no option', async () => {
    const page = await openTopic();
    await page.keyboard.press('/');
    await page.keyboard.type('team');
    await poll(() => combobox(page).getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    expect(await combobox(page).getAttribute('aria-expanded')).toBe('false');
    expect(await combobox(page).inputValue()).toBe('team');
    await page.keyboard.press('Escape');
    expect(await combobox(page).inputValue()).toBe('');

    await page.keyboard.type('team');
    const [results] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await results.waitForLoadState('domcontentloaded');
    expect(new URL(results.url()).pathname + new URL(results.url()).search).toBe('/search-results/?searchTerm=team');
  });

  it('does not take / typed into a search box', async () => {
    const page = await openTopic();
    await page.keyboard.press('/');
    await page.keyboard.type('a/b');
    expect(await combobox(page).inputValue()).toBe('a/b');
  });
});

describe('reader tools on an article page', () => {
  it('copy a heading link with the keyboard, move to the heading and say Link copied', async () => {
    const page = await openTopic();
    const anchor = page.locator('.hc-article-body a.heading-anchor').first();
    const href = (await anchor.getAttribute('href'))!;
    await anchor.focus();
    expect((await focusedElement(page)).tag).toBe('a');
    await page.keyboard.press('Enter');
    await poll(() => page.evaluate(() => navigator.clipboard.readText()), `${baseUrl()}${TOPIC}${href}`);
    expect(new URL(page.url()).hash).toBe(href);
    await poll(() => page.locator('[data-reader-status]').textContent(), 'Link copied');
  });

  it('copy the page as Markdown with the keyboard from a button, announcing it', async () => {
    const page = await openTopic();
    const copy = page.getByRole('button', { name: 'Copy page as Markdown' });
    expect(await copy.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'View page as Markdown' }).isVisible()).toBe(false);
    await copy.focus();
    // A button, so Space presses it as well as Enter.
    await page.keyboard.press('Space');
    await poll(() => page.locator('[data-reader-status]').textContent(), 'Page copied as Markdown', 10_000);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^---\n/);
    expect(copied).toContain('title:');
    expect(new URL(page.url()).pathname).toBe(TOPIC);
  });

  it('offer a link that opens the Markdown twin, and no copy button, without JavaScript', async () => {
    const { page } = await session.open({ viewport: DESKTOP_VIEWPORT, javaScriptEnabled: false });
    await visit(page, TOPIC, { hydrate: false });
    expect(await page.getByRole('button', { name: 'Copy page as Markdown' }).isVisible()).toBe(false);
    const view = page.getByRole('link', { name: 'View page as Markdown' });
    expect(await view.isVisible()).toBe(true);
    const size = await view.boundingBox();
    expect(size?.height).toBeGreaterThanOrEqual(24);
    await Promise.all([page.waitForURL(`**${TOPIC.replace(/\/$/, '')}.md`), view.click()]);
    // Chromium shows text/markdown as text, from its front matter.
    expect(await page.locator('body').textContent()).toMatch(/^---\ntitle:/);
  });

  it('state the reading time and work in Japanese', async () => {
    const page = await openTopic(`/ja${TOPIC}`);
    expect(await page.locator('.hc-reader-tools__meta').textContent()).toMatch(/\d+ 分で読めます/);
    await page.locator('.hc-article-body a.heading-anchor').first().focus();
    await page.keyboard.press('Enter');
    await poll(() => page.locator('[data-reader-status]').textContent(), 'リンクをコピーしました');
  });

  it.each(['light', 'dark'] as const)(
    'have no axe violations in the %s theme',
    async (scheme) => {
      const page = await openTopic(TOPIC, scheme);
      await page.locator('.hc-article-body a.heading-anchor').first().focus();
      expect(describeViolations(await axeViolations(page))).toBe('');
    },
    AXE_TIMEOUT_MS,
  );
});
