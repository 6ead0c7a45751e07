/**
 * What the results page's filters show a person, at 390 and 1,280 px, light and dark: Reset filters
 * only beside applied filters, Sort by drawn like the page's other controls, the Version filter
 * offering only versions with results (with their counts), and, on a phone, the opened Filters
 * panel's Show results button naming the new number of results at the bottom of the screen after
 * each choice, without taking focus from it or covering a focused control.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, DESKTOP_VIEWPORT, focusedElement, visit } from './support/browser';
import { contrast, over, parse } from './support/contrast';
import { poll } from './support/poll';

const PHONE = { width: 390, height: 844 } as const;
const WIDTHS = [
  ['390', PHONE],
  ['1280', DESKTOP_VIEWPORT],
] as const;
const SCHEMES = ['light', 'dark'] as const;

const session = browserForFile();

async function open(path: string, options: BrowserContextOptions, hydrate = true): Promise<Page> {
  const { page } = await session.open(options);
  await visit(page, path, { hydrate });
  return page;
}

const toggle = (page: Page): Locator => page.locator('summary.hc-search-page__filters-toggle');
const showResults = (page: Page): Locator => page.locator('.hc-search-page__show-results');
const settled = (page: Page) => page.locator('.hc-search-page__results[aria-busy="false"]').waitFor();

/** Opens the Filters panel where it is a disclosure (below 768 px). */
async function openFilters(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < 768) await toggle(page).click();
}

/** The number in the summary's ' · 12 results'. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.locator('.hc-search-page__count').innerText();
  return Number(/(\d+) results?/.exec(text)?.[1]);
}

describe('Reset filters', () => {
  describe.each(WIDTHS)('at %s px', (_width, viewport) => {
    it.each([true, false])(
      'is not shown beside No filters applied (JavaScript %s), and shows beside an applied filter',
      async (javaScript) => {
        const page = await open(
          '/search-results/?searchTerm=board',
          { viewport, javaScriptEnabled: javaScript },
          javaScript,
        );
        const tags = page.getByRole('group', { name: 'Applied filters' });
        const empty = { text: await tags.innerText(), resets: await tags.locator('.hc-search-tags__reset').count() };

        const filtered = await open(
          '/search-results/?searchTerm=board&contentType=topic',
          { viewport, javaScriptEnabled: javaScript },
          javaScript,
        );
        const reset = filtered.getByRole(javaScript ? 'button' : 'link', { name: 'Reset filters' });

        expect(empty).toEqual({ text: 'No filters applied', resets: 0 });
        expect(await reset.isVisible()).toBe(true);
      },
    );
  });

  it('resets from the keyboard, leaving focus with its ring on No filters applied', async () => {
    const page = await open('/search-results/?searchTerm=board&contentType=topic,kbArticle', {
      viewport: DESKTOP_VIEWPORT,
    });
    await page.getByRole('button', { name: 'Reset filters' }).focus();

    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Applied filters' }).getByText('No filters applied').waitFor();
    await settled(page);

    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const style = getComputedStyle(active);
      return { text: active.textContent, ring: style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2 };
    });
    expect(focus).toEqual({ text: 'No filters applied', ring: true });
    expect(await page.getByRole('button', { name: 'Reset filters' }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?searchTerm=board');
    // The next Tab goes on to the results after the tags.
    await page.keyboard.press('Tab');
    expect((await focusedElement(page)).tag).toBe('a');
  });
});

describe('Sort by', () => {
  describe.each(WIDTHS)('at %s px', (_width, viewport) => {
    it.each(SCHEMES)(
      'is a native select drawn like the other controls in the %s scheme: 44 px high, strong edge, focus ring',
      async (scheme) => {
        const page = await open('/search-results/?searchTerm=board', { viewport, colorScheme: scheme });
        await openFilters(page);
        const select = page.getByLabel('Sort by');
        await page.getByRole('checkbox', { name: /^Topic \(/ }).focus();
        await page.keyboard.press('Shift+Tab');

        const seen = await select.evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const column = element.closest('form')!.getBoundingClientRect();
          const chevron = getComputedStyle(element.parentElement!, '::after');
          let background = 'rgba(0, 0, 0, 0)';
          for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
            background = getComputedStyle(node).backgroundColor;
            if (background !== 'rgba(0, 0, 0, 0)') break;
          }
          return {
            tag: element.tagName,
            focused: document.activeElement === element,
            height: box.height,
            fillsColumn: Math.abs(box.width - column.width) <= 40,
            radius: style.borderTopLeftRadius,
            borderWidth: style.borderTopWidth,
            border: style.borderTopColor,
            fill: style.backgroundColor,
            around: background,
            text: style.color,
            ring: style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2,
            chevron: chevron.content !== 'none' && chevron.borderRightStyle === 'solid',
          };
        });
        const fill = over(parse(seen.fill), parse(seen.around));

        expect(seen).toMatchObject({
          tag: 'SELECT',
          focused: true,
          fillsColumn: true,
          radius: '4px',
          borderWidth: '1px',
          ring: true,
          chevron: true,
        });
        expect(seen.height).toBeGreaterThanOrEqual(44);
        // Its edge stands out from its fill and what is around it (WCAG 1.4.11), its text reads (1.4.3).
        expect(contrast(parse(seen.border), fill)).toBeGreaterThanOrEqual(3);
        expect(contrast(parse(seen.border), parse(seen.around))).toBeGreaterThanOrEqual(3);
        expect(contrast(parse(seen.text), fill)).toBeGreaterThanOrEqual(4.5);
      },
    );
  });

  it('keeps its edge and chevron in forced colours, drawn in the system colours', async () => {
    const page = await open('/search-results/?searchTerm=board', {
      viewport: DESKTOP_VIEWPORT,
      forcedColors: 'active',
    });

    const seen = await page.getByLabel('Sort by').evaluate((element) => {
      const style = getComputedStyle(element);
      const chevron = getComputedStyle(element.parentElement!, '::after');
      return {
        forced: matchMedia('(forced-colors: active)').matches,
        edge: style.borderTopStyle === 'solid' && style.borderTopColor !== 'rgba(0, 0, 0, 0)',
        chevron: chevron.borderRightStyle === 'solid',
        chevronColour: chevron.borderRightColor,
        fill: style.backgroundColor,
      };
    });

    expect(seen).toMatchObject({ forced: true, edge: true, chevron: true });
    expect(contrast(parse(seen.chevronColour), parse(seen.fill))).toBeGreaterThanOrEqual(3);
  });

  it('sorts from the keyboard, searching again with the chosen order', async () => {
    const page = await open('/search-results/?searchTerm=board', { viewport: DESKTOP_VIEWPORT });
    await page.getByLabel('Sort by').focus();

    await page.keyboard.press('ArrowDown');

    expect(await poll(() => Promise.resolve(new URL(page.url()).searchParams.get('sort')), 'last_published')).toBe(
      'last_published',
    );
    expect(await page.getByLabel('Sort by').inputValue()).toBe('last_published');
  });
});

describe('the Version filter', () => {
  it('offers, once Data Center Jira Software is chosen, only versions with results, with their counts', async () => {
    const page = await open('/search-results/?searchTerm=board', { viewport: DESKTOP_VIEWPORT });
    const app = page.getByRole('group', { name: 'Data Center' }).getByRole('radio', { name: 'Jira Software' });
    await app.focus();
    await page.keyboard.press('Space');
    const versions = page.getByRole('group', { name: 'Version' }).getByRole('radio');
    await versions.first().waitFor();
    await settled(page);

    const labels = (await page.getByRole('group', { name: 'Version' }).locator('label').allTextContents()).map(
      (label) => label.trim(),
    );
    expect(labels.map((label) => label.split(' ')[0])).toEqual(['11.1', '10.3', '9.12', '9.4', '9.0']);
    expect(labels.every((label) => /^\S+ \([1-9]\d*\)$/.test(label))).toBe(true);

    // Each count is what choosing the version shows.
    const [chosen] = labels;
    await versions.first().check();
    await settled(page);
    expect(await shownTotal(page)).toBe(Number(/\((\d+)\)/.exec(chosen!)?.[1]));
    expect(
      (await page.getByRole('group', { name: 'Version' }).locator('label').allTextContents()).map((label) =>
        label.trim(),
      ),
    ).toEqual(labels);
    expect(describeViolations(await axeViolations(page))).toBe('');
  });

  it('keeps a chosen version without results offered and chosen, with 0, without JavaScript', async () => {
    const page = await open(
      '/search-results/?searchTerm=board&deployment=data_center&product=jira-software&version=8.20',
      { viewport: PHONE, javaScriptEnabled: false },
      false,
    );
    await toggle(page).click();

    const chosen = page.getByRole('radio', { name: '8.20 (0)' });
    expect(await chosen.isChecked()).toBe(true);
    expect(await chosen.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Remove filter 8.20' }).isVisible()).toBe(true);
  });
});

describe('a choice in the opened Filters panel on a phone (390 px)', () => {
  it.each(SCHEMES)(
    'names the new number of results on Show results, at the bottom of the screen, focus staying on the choice (%s)',
    async (scheme) => {
      const page = await open('/search-results/?searchTerm=board', { viewport: PHONE, colorScheme: scheme });
      await toggle(page).click();
      const before = await showResults(page).innerText();
      const topic = page.getByRole('checkbox', { name: /^Topic \(/ });
      const count = Number(/\((\d+)\)/.exec((await topic.locator('xpath=..').innerText()) ?? '')?.[1]);

      await topic.focus();
      await page.keyboard.press('Space');
      await settled(page);
      const afterTopic = await poll(() => showResults(page).innerText(), `Show ${count} results`);
      const kb = page.getByRole('checkbox', { name: /^Knowledge base article \(/ });
      await kb.focus();
      await page.keyboard.press('Space');
      await settled(page);

      const layout = await showResults(page).evaluate((button) => {
        const box = button.getBoundingClientRect();
        const style = getComputedStyle(button);
        const active = document.activeElement!.getBoundingClientRect();
        return {
          onScreen: box.top >= 0 && box.bottom <= window.innerHeight,
          nearBottom: window.innerHeight - box.bottom <= 16,
          height: box.height,
          // The focused choice is not under the button.
          focusClear: active.bottom <= box.top || active.top >= box.bottom,
          fill: style.backgroundColor,
          text: style.color,
        };
      });

      expect(before).toMatch(/^Show \d+ results$/);
      expect(afterTopic).toBe(`Show ${count} results`);
      expect(await showResults(page).innerText()).toBe(`Show ${await shownTotal(page)} results`);
      expect(
        await page.locator('details.hc-search-page__filters-panel').evaluate((d) => (d as HTMLDetailsElement).open),
      ).toBe(true);
      expect(await kb.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(layout).toMatchObject({ onScreen: true, nearBottom: true, focusClear: true });
      expect(layout.height).toBeGreaterThanOrEqual(44);
      expect(contrast(parse(layout.text), parse(layout.fill))).toBeGreaterThanOrEqual(4.5);
      // Said politely to assistive technology too.
      expect(await page.locator('.hc-search-page > [role="status"]').textContent()).toBe(
        `${await shownTotal(page)} results`,
      );
      // Like any bar kept on screen, the button covers what scrolls under it (axe's target-size then
      // flags that control): checked with the panel's end in view, the button in its own place.
      await showResults(page).evaluate((button) => button.closest('details')!.scrollIntoView({ block: 'end' }));
      expect(describeViolations(await axeViolations(page))).toBe('');
    },
  );

  it('never covers the control Tab moves focus to, even one already on screen where the button is', async () => {
    const page = await open('/search-results/?searchTerm=board', { viewport: PHONE });
    await toggle(page).click();
    const kb = page.getByRole('checkbox', { name: /^Knowledge base article \(/ });
    // A screen just tall enough to show the checkbox, in the band the button stays in at its bottom.
    const top = await kb.evaluate((element) => element.getBoundingClientRect().top);
    await page.setViewportSize({ width: PHONE.width, height: Math.round(top + 30) });
    await page
      .getByRole('checkbox', { name: /^Product documentation \(/ })
      .evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));

    await page.keyboard.press('Tab');

    const seen = await kb.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const button = document.querySelector('.hc-search-page__show-results')!.getBoundingClientRect();
      return {
        focused: element === document.activeElement,
        onScreen: box.top >= 0 && box.bottom <= window.innerHeight,
        clearOfButton: box.bottom <= button.top || box.top >= button.bottom,
      };
    });
    expect(seen).toEqual({ focused: true, onScreen: true, clearOfButton: true });
  });

  it('says the count on Show results in Japanese on the Japanese page', async () => {
    const page = await open('/ja/search-results/?searchTerm=jira', { viewport: PHONE });
    await toggle(page).click();

    expect(await showResults(page).innerText()).toMatch(/^\d+ 件の結果を表示$/);
    expect(await showResults(page).isVisible()).toBe(true);
  });
});
