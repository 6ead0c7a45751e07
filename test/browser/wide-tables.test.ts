/**
 * A rich-text table wider than a phone (shared/richtext/article-body.css): the page itself does not
 * scroll sideways, the table's wrapper does, a shadow on the side with more to show says so (in the
 * light and the dark scheme), and the wrapper can be reached, seen focused and scrolled with the
 * keyboard.
 */
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, visit } from './support/browser';
import { poll } from './support/poll';
import { KB } from './support/templates';

/** A KB article whose first table (symptom, log message, article) is wider than 390 px. */
const ARTICLE = `${KB}/`;
const PHONE = { width: 390, height: 844 };

const session = browserForFile();

const wrapper = (page: Page) => page.getByRole('region', { name: 'Table 1' });

type Rgb = [number, number, number];

/**
 * The colours the wrapper paints at its left edge, its middle and its right edge, halfway down, with
 * the table itself hidden (it keeps its size, so the wrapper scrolls as before): what is left is
 * the wrapper's own painting, the cue. The screenshot is decoded on a blank page of the same browser.
 */
async function paintedEdges(page: Page, region: Locator): Promise<{ left: Rgb; middle: Rgb; right: Rgb }> {
  await region.locator('table').evaluate((table) => {
    table.style.visibility = 'hidden';
  });
  const png = await region.screenshot();
  await region.locator('table').evaluate((table) => {
    table.style.visibility = '';
  });
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const y = Math.floor(image.height / 2);
      const at = (x: number): [number, number, number] => {
        const [red = 0, green = 0, blue = 0] = context.getImageData(x, y, 1, 1).data;
        return [red, green, blue];
      };
      return { left: at(1), middle: at(Math.floor(image.width / 2)), right: at(image.width - 2) };
    }, png.toString('base64'));
  } finally {
    await decoder.close();
  }
}

/** How far apart two colours are: the largest difference of a channel. */
const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((value, index) => Math.abs(value - (b[index] ?? 0))));

describe('a wide table in a KB article at 390 px', () => {
  it('scrolls inside its wrapper while the page does not scroll sideways', async () => {
    const { page } = await session.open({ viewport: PHONE });
    await visit(page, ARTICLE);

    const pageWidth = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    const region = await wrapper(page).evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));

    expect(pageWidth.scrollWidth).toBe(pageWidth.clientWidth);
    expect(region.overflowX).toBe('auto');
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  });

  it.each(['light', 'dark'] as const)(
    'shades the edge with more to show in the %s scheme, and only that edge',
    async (colorScheme) => {
      const { page } = await session.open({ viewport: PHONE, colorScheme });
      await visit(page, ARTICLE);
      const region = wrapper(page);
      await region.scrollIntoViewIfNeeded();

      const atStart = await paintedEdges(page, region);
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth / 2 - element.clientWidth / 2 }));
      const inTheMiddle = await paintedEdges(page, region);
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const atEnd = await paintedEdges(page, region);

      // The middle of the wrapper shows the page's own background: the reference for 'no cue'.
      expect(distance(atStart.left, atStart.middle)).toBeLessThanOrEqual(2);
      expect(distance(atStart.right, atStart.middle)).toBeGreaterThanOrEqual(12);
      expect(distance(inTheMiddle.left, inTheMiddle.middle)).toBeGreaterThanOrEqual(12);
      expect(distance(inTheMiddle.right, inTheMiddle.middle)).toBeGreaterThanOrEqual(12);
      expect(distance(atEnd.left, atEnd.middle)).toBeGreaterThanOrEqual(12);
      expect(distance(atEnd.right, atEnd.middle)).toBeLessThanOrEqual(2);
    },
  );

  it('is reached with Tab, shows a focus ring and scrolls with the arrow keys', async () => {
    const { page } = await session.open({ viewport: PHONE });
    await visit(page, ARTICLE);
    const region = wrapper(page);
    // Tab from the element just before the wrapper, as a keyboard user arrives at it.
    await region.evaluate((element) => {
      const before = document.createElement('button');
      before.textContent = 'before the table';
      element.before(before);
      before.focus();
    });

    await page.keyboard.press('Tab');
    const focused = await region.evaluate((element) => ({
      focused: element === document.activeElement,
      outlineStyle: getComputedStyle(element).outlineStyle,
      outlineWidth: getComputedStyle(element).outlineWidth,
    }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const scrolled = await poll(() => region.evaluate((element) => element.scrollLeft > 0), true);

    expect(focused).toEqual({ focused: true, outlineStyle: 'solid', outlineWidth: '2px' });
    expect(scrolled).toBe(true);
  });

  it('has no axe violations, scrollable-region-focusable included', async () => {
    const { page } = await session.open({ viewport: PHONE });
    await visit(page, ARTICLE);

    const violations = await axeViolations(page);

    if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);
    expect(violations).toEqual([]);
  });
});

describe('a table in an html topic body at 390 px', () => {
  /** A topic whose body is html (not rich text), with a table under 'Default assignee rules'. */
  const TOPIC = '/jira-software-cloud/docs/manage-components/';

  it('is framed like a rich-text table: named after its section, bordered, with whole words in its cells', async () => {
    const { page } = await session.open({ viewport: PHONE });
    await visit(page, TOPIC);

    const region = page.getByRole('region', { name: 'Table 1 Default assignee rules' });
    await expect(region.count()).resolves.toBe(1);
    const cell = region.getByRole('cell', { name: 'Component lead' });
    const look = await cell.evaluate((element) => {
      const style = getComputedStyle(element);
      // A word broken across two lines has two boxes.
      const splitWords: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (range.getClientRects().length > 1) splitWords.push(word[0]);
        }
      }
      return { border: style.borderTopWidth, paddingLeft: parseFloat(style.paddingLeft), splitWords };
    });
    const pageWidth = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);

    expect(look.border).not.toBe('0px');
    expect(look.paddingLeft).toBeGreaterThanOrEqual(8);
    expect(look.splitWords).toEqual([]);
    expect(pageWidth[0]).toBe(pageWidth[1]);
  });

  it('takes keyboard focus in the tab order and shows a focus ring', async () => {
    const { page } = await session.open({ viewport: PHONE });
    await visit(page, TOPIC);
    const region = page.getByRole('region', { name: 'Table 1 Default assignee rules' });

    await region.focus();
    const outline = await region.evaluate((element) => ({
      tabIndex: (element as HTMLElement).tabIndex,
      focused: document.activeElement === element,
      style: getComputedStyle(element).outlineStyle,
      width: parseFloat(getComputedStyle(element).outlineWidth),
    }));

    expect(outline.tabIndex).toBe(0);
    expect(outline.focused).toBe(true);
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});
