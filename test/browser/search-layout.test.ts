/**
 * The results page's layout as a visitor sees it (SPEC.md section 2, 'Search results page'): on a
 * phone the filters wait behind a 'Filters' disclosure that counts the applied ones, so the summary,
 * the applied filters' tags and the first result share the first screen, with and without JavaScript;
 * the disclosure opens and closes from the keyboard, Escape returning focus to it; from 768 px the
 * filters stay a column beside the results, with no button.
 */
import type { BrowserContextOptions, CDPSession, Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, visit, type OpenedPage } from './support/browser';
import { poll } from './support/poll';

const FILTERED = '/search-results/?searchTerm=jira&contentType=topic,kbArticle';
const PHONE = { viewport: { width: 390, height: 844 } };

const session = browserForFile();
let opened: OpenedPage;
let page: Page;

async function open(path: string, options: BrowserContextOptions = PHONE, hydrate = true): Promise<void> {
  opened = await session.open(options);
  page = opened.page;
  await visit(page, path, { hydrate });
}

const toggle = (): Locator => page.locator('summary.hc-search-page__filters-toggle');
const sortBy = (): Locator => page.getByLabel('Sort by');
const firstResult = (): Locator => page.locator('.hc-search-result').first();

/** What assistive technology is told of `selector` (Chromium's accessibility tree): role, name, expanded. */
async function announced(
  cdp: CDPSession,
  selector: string,
): Promise<{ role: unknown; name: unknown; expanded: unknown }> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const node = nodes[0];
  return {
    role: node?.role?.value,
    name: node?.name?.value,
    expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value,
  };
}

const hasFocus = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === document.activeElement);

/** Whether the whole of `locator`'s box lies within the first screen, before any scrolling. */
async function onFirstScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.height > 0 && box.y >= 0 && box.y + box.height <= height;
}

describe('the results page on a phone (390 × 844 px)', () => {
  it('shows the summary, the applied filters and the first result on the first screen, the filters behind a button counting them', async () => {
    await open(FILTERED);
    const cdp = await page.context().newCDPSession(page);

    const seen = {
      summary: await onFirstScreen(page.locator('.hc-search-page__summary')),
      tags: await onFirstScreen(page.getByRole('group', { name: 'Applied filters' })),
      firstResult: await onFirstScreen(firstResult()),
      button: await onFirstScreen(toggle()),
      count: await toggle().locator('.hc-search-page__filters-count').innerText(),
      sortShown: await sortBy().isVisible(),
    };

    expect(seen).toEqual({ summary: true, tags: true, firstResult: true, button: true, count: '2', sortShown: false });
    expect(await announced(cdp, 'summary.hc-search-page__filters-toggle')).toEqual({
      role: 'DisclosureTriangle',
      name: 'Filters 2 applied',
      expanded: false,
    });
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('opens and closes the filters from the keyboard, Escape inside them returning focus to the button', async () => {
    await open(FILTERED);
    const cdp = await page.context().newCDPSession(page);
    await toggle().focus();

    await page.keyboard.press('Enter');
    const afterEnter = {
      onButton: await hasFocus(toggle()),
      expanded: (await announced(cdp, 'summary.hc-search-page__filters-toggle')).expanded,
      sortShown: await sortBy().isVisible(),
    };
    await page.keyboard.press('Tab');
    const intoPanel = await hasFocus(sortBy());
    await page.keyboard.press('Escape');
    const afterEscape = {
      onButton: await hasFocus(toggle()),
      expanded: (await announced(cdp, 'summary.hc-search-page__filters-toggle')).expanded,
      sortShown: await sortBy().isVisible(),
      firstResult: await onFirstScreen(firstResult()),
      // The focus ring a keyboard user sees on the button.
      ring: await toggle().evaluate((element) => {
        const style = getComputedStyle(element);
        return style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2;
      }),
    };
    await page.keyboard.press(' ');
    const afterSpace = await sortBy().isVisible();
    await page.keyboard.press(' ');

    expect(afterEnter).toEqual({
      onButton: true,
      expanded: true,
      sortShown: true,
    });
    expect(intoPanel).toBe(true);
    expect(afterEscape).toEqual({
      onButton: true,
      expanded: false,
      sortShown: false,
      firstResult: true,
      ring: true,
    });
    expect(afterSpace).toBe(true);
    expect(await sortBy().isVisible()).toBe(false);
  });

  it('filters from the opened panel, the button counting the new filter and its tag shown', async () => {
    await open('/search-results/?searchTerm=jira');
    const before = await toggle().textContent();
    await toggle().click();

    await page.getByRole('checkbox', { name: /^Knowledge base article/ }).check();
    const count = await poll(() => toggle().locator('.hc-search-page__filters-count').count(), 1);

    expect(before).toBe('Filters');
    expect(count).toBe(1);
    expect(await page.locator('.hc-search-page__filters-count').innerText()).toBe('1');
    expect(
      await page.getByRole('group', { name: 'Applied filters' }).getByText('Knowledge base article').isVisible(),
    ).toBe(true);
    expect(await poll(() => Promise.resolve(new URL(page.url()).searchParams.get('contentType')), 'kbArticle')).toBe(
      'kbArticle',
    );
  });

  it('leaves the opened filters for the results with Show results, the first result then on screen', async () => {
    await open('/search-results/?searchTerm=jira');
    await toggle().click();
    await page.getByRole('checkbox', { name: /^Knowledge base article/ }).check();
    await poll(() => page.locator('.hc-search-page__filters-count').count(), 1);
    const showResults = page.getByRole('button', { name: /^Show \d+ results?$/ });
    await showResults.scrollIntoViewIfNeeded();

    await showResults.press('Enter');

    expect(await sortBy().isVisible()).toBe(false);
    expect(await hasFocus(page.locator('.hc-search-page__results'))).toBe(true);
    expect(await onFirstScreen(firstResult())).toBe(true);
    // The results region begins with the applied filters' tags.
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByRole('button', { name: 'Remove filter Knowledge base article' }))).toBe(true);
  });

  it.each([
    ['closed', 'light', false],
    ['opened', 'light', true],
    ['closed', 'dark', false],
    ['opened', 'dark', true],
  ] as const)(
    'has no accessibility violations with the filters %s in the %s colour scheme',
    async (_state, scheme, openFilters) => {
      await open(FILTERED, { ...PHONE, colorScheme: scheme });
      if (openFilters) await toggle().click();
      await poll(() => sortBy().isVisible(), openFilters);
      // The opened panel's Show results button stays at the bottom of the screen and, like any bar
      // kept on screen, covers what scrolls under it, which axe's target-size flags for that one
      // control: checked with the panel's end in view, the button in its own place. A focused
      // control is never under it (search-filter-feedback.test.ts).
      if (openFilters)
        await page
          .locator('details.hc-search-page__filters-panel')
          .evaluate((panel) => panel.scrollIntoView({ block: 'end' }));

      expect(describeViolations(await axeViolations(page))).toBe('');
    },
  );

  it('without JavaScript shows the first result on the first screen and filters through the opened panel', async () => {
    await open('/search-results/?searchTerm=jira', { ...PHONE, javaScriptEnabled: false }, false);
    const firstScreen = await onFirstScreen(firstResult());
    const closed = await sortBy().isVisible();

    await toggle().click();
    await page.getByRole('checkbox', { name: /^Knowledge base article/ }).check();
    await Promise.all([page.waitForURL(/contentType=/), page.getByRole('button', { name: 'Apply filters' }).click()]);

    expect(firstScreen).toBe(true);
    expect(closed).toBe(false);
    expect(new URL(page.url()).searchParams.get('contentType')).toBe('kbArticle');
    expect(await page.locator('.hc-search-page__filters-count').innerText()).toBe('1');
    expect(await onFirstScreen(firstResult())).toBe(true);
  });
});

describe('the results page on wider screens', () => {
  it.each([
    ['768', { width: 768, height: 1024 }],
    ['1280', { width: 1280, height: 900 }],
  ])('keeps the filters a column beside the results at %s px, with no Filters button', async (_width, viewport) => {
    await open(FILTERED, { viewport });

    const layout = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      const filters = box('form.hc-search-filters');
      const results = box('.hc-search-page__results');
      return {
        besideResults: filters.right <= results.left && Math.abs(filters.top - results.top) < 24,
        buttonShown: getComputedStyle(document.querySelector('.hc-search-page__filters-toggle')!).display !== 'none',
        showResultsShown: getComputedStyle(document.querySelector('.hc-search-page__show-results')!).display !== 'none',
        // Shown though the disclosure is closed: the stylesheet shows its content from 768 px.
        disclosureOpen: document.querySelector<HTMLDetailsElement>('.hc-search-page__filters-panel')!.open,
      };
    });

    expect(layout).toEqual({ besideResults: true, buttonShown: false, showResultsShown: false, disclosureOpen: false });
    expect(await sortBy().isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Topic \(/ }).isVisible()).toBe(true);
    // Escape in the filters has nothing to close where they are always shown.
    await sortBy().focus();
    await page.keyboard.press('Escape');
    expect(await hasFocus(sortBy())).toBe(true);
    expect(await sortBy().isVisible()).toBe(true);
  });
});

describe('a search for a long identifier', () => {
  const LONG = '/search-results/?searchTerm=com.atlassian.jira.issue.index.DefaultIndexManager.reIndexAll';

  it.each([
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 900 }],
  ])('wraps the term in the summary at %s px instead of widening the page', async (width, viewport) => {
    await open(LONG, { viewport });

    const layout = await page.evaluate(() => {
      const summary = document.querySelector('.hc-search-page__summary')!;
      const heading = document.querySelector('#hc-search-empty-heading')!;
      return {
        pageWidth: document.documentElement.scrollWidth,
        summaryRight: summary.getBoundingClientRect().right,
        summaryLines: Math.round(
          summary.getBoundingClientRect().height / parseFloat(getComputedStyle(summary).lineHeight),
        ),
        headingRight: heading.getBoundingClientRect().right,
      };
    });

    expect(layout.pageWidth).toBeLessThanOrEqual(Number(width));
    expect(layout.summaryRight).toBeLessThanOrEqual(Number(width));
    expect(layout.headingRight).toBeLessThanOrEqual(Number(width));
    if (width === '390') expect(layout.summaryLines).toBeGreaterThan(1);
  });
});

describe('the category tabs and the pages', () => {
  it('shows every category tab whole on a 320 px phone, and a focused tab with its whole ring', async () => {
    await open('/search-results/?searchTerm=board', { viewport: { width: 320, height: 700 } });
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');

    const seen = await page.evaluate(() => {
      const tabs = [...document.querySelectorAll<HTMLElement>('.hc-search-page__tab')];
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      const ring = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const box = focused.getBoundingClientRect();
      // Whatever clips its overflow between the tab and the page, and whether the ring lies inside it.
      let clipped = false;
      for (let element = focused.parentElement; element && element !== document.body; element = element.parentElement) {
        const own = getComputedStyle(element);
        if (own.overflowX === 'visible' && own.overflowY === 'visible') continue;
        const edge = element.getBoundingClientRect();
        clipped ||=
          box.top - ring < edge.top ||
          box.bottom + ring > edge.bottom ||
          box.left - ring < edge.left ||
          box.right + ring > edge.right;
      }
      return {
        rights: tabs.map((tab) => tab.getBoundingClientRect().right),
        widths: tabs.map((tab) => tab.scrollWidth - tab.clientWidth),
        focusedTab: focused.classList.contains('hc-search-page__tab'),
        outline: style.outlineStyle,
        clipped,
        sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });

    expect(seen.rights).toHaveLength(3);
    for (const right of seen.rights) expect(right).toBeLessThanOrEqual(320);
    expect(seen.widths).toEqual([0, 0, 0]);
    expect(seen.focusedTab).toBe(true);
    expect(seen.outline).not.toBe('none');
    expect(seen.clipped).toBe(false);
    expect(seen.sideways).toBe(false);
  });

  it('draws Previous on the first page as plain text, not as a box that looks like a button', async () => {
    await open('/search-results/?searchTerm=jira', { viewport: { width: 1280, height: 900 } });
    const pager = page.getByRole('navigation', { name: /pag/i });

    const look = await pager.evaluate((nav) => {
      const unavailable = nav.querySelector('.hc-pagination__link--unavailable')!;
      const link = nav.querySelector('a.hc-pagination__link')!;
      const of = (element: Element) => {
        const style = getComputedStyle(element);
        return { border: style.borderTopColor, background: style.backgroundColor, cursor: style.cursor };
      };
      return { text: unavailable.textContent, unavailable: of(unavailable), link: of(link) };
    });

    expect(look.text).toBe('Previous page');
    expect(look.unavailable.border).toBe('rgba(0, 0, 0, 0)');
    expect(look.unavailable.background).toBe('rgba(0, 0, 0, 0)');
    expect(look.unavailable.cursor).toBe('default');
    expect(look.link.border).not.toBe('rgba(0, 0, 0, 0)');
  });
});
