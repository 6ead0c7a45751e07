/**
 * The search box of a product's docs page searches in that product: its suggestions, as a visitor
 * sees them while typing, are pages of that product (and, for Data Center, of the page's version),
 * and following one stays in it. The header's box on the same page still offers every product.
 * A knowledge base's box searches its product's articles: Enter opens the 'Knowledge base' tab.
 * On a phone, every box shows the whole of its placeholder.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, DESKTOP_VIEWPORT, visit } from './support/browser';
import { poll } from './support/poll';

const session = browserForFile();
// axe over a whole page takes tens of seconds on a loaded two-core machine.
const AXE_TIMEOUT_MS = 180_000;

/** The suggestion requests the page sends, by their query string. */
function suggestRequests(page: Page): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/gateway/api/help-content/v2/suggest') requests.push(url.searchParams);
  });
  return requests;
}

/** Types into a combobox and reads the options a visitor sees: label and detail line, each visible. */
async function suggestionsFor(page: Page, scope: string, text: string) {
  const combobox = page.locator(`${scope} [role="combobox"]`);
  await combobox.click();
  await combobox.pressSequentially(text);
  await poll(() => combobox.getAttribute('aria-expanded'), 'true', 10_000);
  const listbox = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  const options = listbox.getByRole('option');
  const seen: { label: string; detail: string; visible: boolean }[] = [];
  for (const option of await options.all()) {
    seen.push({
      label: (await option.locator('.hc-search-box__option-label').textContent()) ?? '',
      detail: (await option.locator('.hc-search-box__option-detail').textContent()) ?? '',
      visible: await option.isVisible(),
    });
  }
  return { combobox, listbox, options: seen };
}

describe("a product docs page's search box", () => {
  it(
    'offers only pages of its product while typing a term that matches other products too',
    async () => {
      const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
      const requests = suggestRequests(page);
      await visit(page, '/confluence-cloud/docs/');

      const { listbox, options } = await suggestionsFor(page, 'main', 'create');
      expect(await listbox.isVisible()).toBe(true);
      expect(options.length).toBeGreaterThanOrEqual(4);
      expect(options.every((option) => option.visible)).toBe(true);
      // A page's detail names its product; a heading's, its page, which is a Confluence page too.
      const pages = options.filter((option) => !option.detail.startsWith('Section of'));
      expect(pages.map((option) => option.detail)).toEqual(pages.map(() => 'Confluence · Cloud'));
      expect(options.map((option) => option.label)).not.toContain('Create issues');
      expect(requests.at(-1)?.get('product')).toBe('confluence');
      expect(requests.at(-1)?.get('deployment')).toBe('cloud');
      expect(describeViolations(await axeViolations(page))).toBe('');
    },
    AXE_TIMEOUT_MS,
  );

  it('offers a Data Center version its own pages, and the option followed opens that version', async () => {
    const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
    const requests = suggestRequests(page);
    await visit(page, '/confluence-data-center/9.2/docs/');

    const { options } = await suggestionsFor(page, 'main', 'back up');
    expect(options).toEqual([{ label: 'Back up Confluence', detail: 'Confluence · Data Center', visible: true }]);
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({
      q: 'back up',
      language: 'en',
      deployment: 'data_center',
      product: 'confluence',
      version: '9.2',
    });

    await page.keyboard.press('ArrowDown');
    await Promise.all([
      page.waitForURL('**/confluence-data-center/9.2/docs/back-up-confluence/'),
      page.keyboard.press('Enter'),
    ]);
    expect(await page.locator('h1').textContent()).toContain('Back up Confluence');
  });

  it('leaves the header search box of the same page offering every product', async () => {
    const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
    const requests = suggestRequests(page);
    await visit(page, '/confluence-data-center/9.2/docs/');

    const { options } = await suggestionsFor(page, '.hc-header', 'back up');
    expect(options.map((option) => option.label).sort()).toEqual(['Back up Confluence', 'Back up Jira data']);
    expect(options.every((option) => option.visible)).toBe(true);
    expect([...requests.at(-1)!.keys()].sort()).toEqual(['language', 'q']);
  });
});

/** Each visible search box's placeholder: its text's width in the box's font, and the room the box leaves it. */
function placeholderRoom(page: Page) {
  return page.locator('input[type="search"]:visible, [role="combobox"]:visible').evaluateAll((inputs) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[])
      .filter((input) => input.placeholder !== '')
      .map((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, fits: context.measureText(input.placeholder).width <= room };
      });
  });
}

describe('the search boxes on a phone', () => {
  it.each([
    [390, '/jira-software-cloud/docs/'],
    [390, '/ja/jira-software-cloud/docs/'],
    [390, '/jira-service-management-data-center/docs/'],
    [320, '/confluence-cloud/docs/'],
    [320, '/ja/confluence-cloud/docs/'],
    [320, '/'],
    [320, '/jira-software-data-center/kb/'],
  ])('show the whole of their placeholder at %i px on %s', async (width, path) => {
    const { page } = await session.open({ viewport: { width, height: 800 } });
    await visit(page, path, { hydrate: false });

    const boxes = await placeholderRoom(page);

    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((box) => !box.fits)).toEqual([]);
  });
});

describe("a knowledge base's search box", () => {
  it("opens its product's knowledge-base articles in the 'Knowledge base' tab, with JavaScript and without", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await session.open({ viewport: DESKTOP_VIEWPORT, javaScriptEnabled });
      await visit(page, '/jira-software-data-center/kb/', { hydrate: javaScriptEnabled });
      const box = page.getByRole('combobox', { name: 'Search the knowledge base' });
      await box.fill('index');
      await Promise.all([page.waitForURL('**/search-results/?**'), box.press('Enter')]);

      const url = new URL(page.url());
      expect({ javaScriptEnabled, ...Object.fromEntries(url.searchParams) }).toEqual({
        javaScriptEnabled,
        searchTerm: 'index',
        product: 'jira-software',
        deployment: 'data_center',
        category: 'knowledgeBase',
      });
      const selected = page.locator('[role="tab"][aria-selected="true"], .hc-search-page [aria-current="page"]');
      expect(await selected.first().textContent()).toBe('Knowledge base');
      const links = await page
        .locator('.hc-search-result__title a')
        .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((path) => !path.startsWith('/jira-software-data-center/kb/'))).toEqual([]);
    }
  });
});

describe('a search box with its suggestions open', () => {
  it.each([
    ['the home page', '/', 'main'],
    ['the header', '/jira-software-cloud/docs/create-a-board/', 'header'],
  ])('on %s moves Tab on to its Search button and closes the list', async (_name, path, scope) => {
    const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
    await visit(page, path);
    const { combobox, listbox } = await suggestionsFor(page, scope, 'board');

    await page.keyboard.press('Tab');

    const focused = await page.evaluate(() => ({
      tag: document.activeElement?.tagName.toLowerCase(),
      className: document.activeElement?.className,
      text: document.activeElement?.textContent?.trim(),
    }));
    expect(focused.tag).toBe('button');
    expect(focused.className).toBe('hc-search-box__button');
    expect(focused.text).toMatch(/^Search/);
    expect(await listbox.isVisible()).toBe(false);
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it("leaves the keys of a Japanese input method's conversion to it: the page stays and nothing is chosen", async () => {
    const { page } = await session.open({ viewport: DESKTOP_VIEWPORT });
    await visit(page, '/ja/');
    const { combobox } = await suggestionsFor(page, 'main', 'ボード');
    const url = page.url();

    // What an input method sends while the visitor picks a kanji with ↓ and confirms it with Enter.
    await combobox.evaluate((input) => {
      for (const key of ['ArrowDown', 'ArrowDown', 'Enter']) {
        input.dispatchEvent(new KeyboardEvent('keydown', { key, isComposing: true, bubbles: true, cancelable: true }));
      }
    });
    await page.waitForTimeout(500);

    expect(page.url()).toBe(url);
    expect(await combobox.getAttribute('aria-activedescendant')).toBeNull();
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
  });
});
