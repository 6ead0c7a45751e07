/**
 * The contact pages and the customer portal as one column, as the site's other pages are: the
 * heading, the intro and the form (or the portal's list) start at the same left edge at 390, 768 and
 * 1,280 px, with JavaScript and without it; while a form loads its room is kept, so nothing below
 * it moves when it arrives; the portal offers each way to get help once; every page
 * passes axe in the light and the dark theme.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, holdRequests, visit } from './support/browser';

const session = browserForFile();

const CONTACT_PAGES = [
  ['/contact/', 'Create a support request'],
  ['/hot-contact/', 'Describe the critical problem'],
  ['/partnercontact/', 'Create a partner support request'],
  ['/statuspage-contact/', 'Contact Statuspage support'],
] as const;

const WIDTHS = [390, 768, 1280] as const;

interface Box {
  left: number;
  right: number;
  width: number;
}

/** The boxes a visitor sees of the page's heading, its intro and the part below them, and the main column's. */
async function columnOf(page: Page, below: string) {
  return page.evaluate((selector) => {
    const box = (element: Element | null): Box | null => {
      if (!element) return null;
      const { left, right, width } = element.getBoundingClientRect();
      return { left, right, width };
    };
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const content = main.getBoundingClientRect();
    return {
      column: {
        left: content.left + parseFloat(style.paddingLeft),
        right: content.right - parseFloat(style.paddingRight),
      },
      heading: box(main.querySelector('h1')),
      intro: box(main.querySelector('h1 + p')),
      below: box(main.querySelector(selector)),
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  }, below);
}

describe.each(CONTACT_PAGES)('%s', (path, formName) => {
  it.each(WIDTHS)('starts the heading, the intro and the form at one left edge at %i px', async (width) => {
    const { page, reports } = await session.open({ viewport: { width, height: 900 } });
    await visit(page, path);
    await page.getByRole('form', { name: formName }).waitFor();

    const look = await columnOf(page, '#hc-support-form form');

    expect(look.heading?.left).toBeCloseTo(look.column.left, 0);
    expect(look.intro?.left).toBeCloseTo(look.column.left, 0);
    expect(look.below?.left).toBeCloseTo(look.column.left, 0);
    // As wide as the column, up to a readable 40rem (640 px), never past the column's right edge.
    expect(look.below!.width).toBeCloseTo(Math.min(640, look.column.right - look.column.left), 0);
    expect(look.below!.right).toBeLessThanOrEqual(look.column.right + 0.5);
    expect(look.sideways).toBe(false);
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });
});

describe.each(CONTACT_PAGES)('%s, while its form loads', (path, formName) => {
  it.each([390, 1280])(
    'keeps the form’s room at %i px, so the footer does not move when the form arrives',
    async (width) => {
      const { page, reports } = await session.open({ viewport: { width, height: 844 } });
      await page.addInitScript(() => {
        const seen = window as unknown as { shifted: number };
        seen.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) seen.shifted += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const manifest = await holdRequests(page, /manifest\.json/);
      await visit(page, path);
      const footerTop = () => page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
      const whileLoading = await footerTop();

      manifest.release();
      await page.getByRole('form', { name: formName }).waitFor();
      await page.waitForTimeout(200);

      // Below the fold while the form loads, and the form's arrival moves nothing a visitor sees.
      expect(whileLoading).toBeGreaterThan(844);
      expect(Math.abs((await footerTop()) - whileLoading)).toBeLessThanOrEqual(40);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
      expect(reports).toEqual({ console: [], pageErrors: [] });
    },
  );
});

it("lines up the critical-problem page's 'Contact support' button with the heading, its edge visible", async () => {
  const { page } = await session.open({ viewport: { width: 1280, height: 900 } });
  await visit(page, '/hot-contact/');
  const button = page.getByRole('main').getByRole('link', { name: 'Contact support' });

  const look = await button.evaluate((link) => {
    const style = getComputedStyle(link);
    return {
      left: link.getBoundingClientRect().left,
      heading: document.querySelector('main h1')!.getBoundingClientRect().left,
      border: style.borderLeftColor,
      borderWidth: parseFloat(style.borderLeftWidth),
    };
  });

  expect(look.left).toBeCloseTo(look.heading, 0);
  expect(look.borderWidth).toBeGreaterThan(0);
  expect(look.border).not.toBe('rgba(0, 0, 0, 0)');
});

it.each(WIDTHS)('starts the script-free form at the heading’s left edge at %i px', async (width) => {
  const { page, reports } = await session.open({ viewport: { width, height: 900 }, javaScriptEnabled: false });
  await visit(page, '/contact/', { hydrate: false });
  await page.getByRole('form', { name: 'Create a support request' }).waitFor();

  const look = await columnOf(page, '.hc-nojs-form form');

  expect(look.heading?.left).toBeCloseTo(look.column.left, 0);
  expect(look.below?.left).toBeCloseTo(look.column.left, 0);
  expect(look.sideways).toBe(false);
  expect(reports).toEqual({ console: [], pageErrors: [] });
});

describe('the customer portal', () => {
  it.each(WIDTHS)('lists each way to get help once, in the column of its heading, at %i px', async (width) => {
    const { page, reports } = await session.open({ viewport: { width, height: 900 } });
    await visit(page, '/customer-portal/');
    const portal = page.getByRole('region', { name: 'How can we help?' });
    await portal.waitFor();

    const look = await columnOf(page, '.hc-app-portal');
    const contactLinks = await page.getByRole('main').getByRole('link', { name: 'Contact support' }).count();

    expect(contactLinks).toBe(1);
    expect(await portal.getByRole('link', { name: 'Contact support' }).isVisible()).toBe(true);
    expect(look.heading?.left).toBeCloseTo(look.column.left, 0);
    expect(look.intro?.left).toBeCloseTo(look.column.left, 0);
    expect(look.below?.left).toBeCloseTo(look.column.left, 0);
    expect(look.sideways).toBe(false);
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });
});

describe.each(['light', 'dark'] as const)('in the %s theme', (colorScheme) => {
  it.each([...CONTACT_PAGES.map(([path]) => path), '/customer-portal/'])(
    'shows %s with no axe violations',
    async (path) => {
      const { page, reports } = await session.open({ colorScheme });
      await visit(page, path);
      await page.locator('[data-app-mounted="true"] :is(form, section)').first().waitFor();

      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(reports).toEqual({ console: [], pageErrors: [] });
    },
  );
});
