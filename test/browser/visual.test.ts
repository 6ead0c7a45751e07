/**
 * What a visitor sees, measured in Chromium: every page kind at phone, tablet and desktop widths, in
 * the light and the dark colour scheme. Fonts are the design system's and not the browser default,
 * nothing scrolls sideways, no control overlaps another, axe finds nothing (colour contrast
 * included, which only a real browser with real styles can judge), and the documentation layout
 * puts the page tree, the article and 'On this page' where each width promises.
 */
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser, openPage, visit } from './support/browser';
import { KB, TEMPLATES } from './support/templates';

const WIDTHS = [320, 390, 768, 1024, 1280] as const;
const AXE_WIDTHS = [390, 1280] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function withPage<T>(
  path: string,
  options: { width: number; dark?: boolean },
  look: (page: Page) => Promise<T>,
): Promise<T> {
  const opened = await openPage(browser, {
    viewport: { width: options.width, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
  });
  try {
    await visit(opened.page, path);
    await opened.page.waitForLoadState('networkidle');
    await opened.page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await look(opened.page);
  } finally {
    await opened.context.close();
  }
}

/** The font families in use for body text, headings and controls, and the page's sideways overflow. */
function measure(page: Page) {
  return page.evaluate(() => {
    const family = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? getComputedStyle(element).fontFamily : undefined;
    };
    // checkVisibility also says no for the contents of a closed <details>, which still have boxes.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width >= 2 &&
        box.height >= 2 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
      );
    };
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(
      visible,
    );
    const overlaps: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}("${(element.textContent ?? '').trim().slice(0, 30)}")`;
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (width > 2 && height > 2) overlaps.push(`${name(a)} overlaps ${name(b)}`);
      }
    }
    return {
      families: [family('body'), family('main p, main li'), family('h1'), family('main button, main a')],
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      // Named only when the page does scroll sideways: code inside a scrolling block may reach past the edge.
      widest: [...(document.documentElement.scrollWidth > window.innerWidth ? document.querySelectorAll('body *') : [])]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
      overlaps: overlaps.slice(0, 5),
    };
  });
}

describe.each(TEMPLATES)('$kind ($path)', ({ path }) => {
  it.each(WIDTHS)(
    'at %i px uses the design system font, does not scroll sideways and has no overlapping controls',
    async (width) => {
      const seen = await withPage(path, { width }, measure);

      for (const family of seen.families.filter((value) => value !== undefined)) {
        expect(family).not.toMatch(/^"?(Times|serif)/i);
        expect(family).toMatch(/system-ui|sans-serif|monospace/);
      }
      expect({ overflow: seen.overflow, widest: seen.widest }).toEqual({ overflow: expect.any(Number), widest: [] });
      expect(seen.overflow).toBeLessThanOrEqual(0);
      expect(seen.overlaps).toEqual([]);
    },
  );

  it.each(
    AXE_WIDTHS.flatMap((width) => [
      [width, 'light'],
      [width, 'dark'],
    ]),
  )('at %i px in the %s colour scheme has no axe violation, colour contrast included', async (width, scheme) => {
    const violations = await withPage(path, { width: Number(width), dark: scheme === 'dark' }, axeViolations);

    expect(describeViolations(violations)).toBe('');
  });
});

describe('the documentation layout', () => {
  const TOPIC = '/jira-software-cloud/docs/create-a-board/';

  function boxes(page: Page) {
    return page.evaluate(() => {
      const box = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return undefined;
        const rect = element.getBoundingClientRect();
        const shown = rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true });
        return shown ? { left: rect.left, right: rect.right, top: rect.top } : undefined;
      };
      return {
        tree: box('.hc-page-tree__list a'),
        toggle: box('.hc-page-tree__panel-toggle'),
        article: box('.hc-page__columns > article'),
        body: box('.hc-article-body'),
        toc: box('.hc-page__columns > .toc'),
      };
    });
  }

  it('shows the page tree as a left column and On this page as a right column at 1,280 px', async () => {
    const seen = await withPage(TOPIC, { width: 1280 }, boxes);

    expect(seen.toggle).toBeUndefined();
    expect(seen.tree!.right).toBeLessThanOrEqual(seen.article!.left);
    expect(seen.toc!.left).toBeGreaterThanOrEqual(seen.article!.right);
  });

  it('puts On this page above the article body between 768 and 1,023 px', async () => {
    for (const width of [768, 1000]) {
      const seen = await withPage(TOPIC, { width }, boxes);

      expect(seen.toc!.top).toBeLessThan(seen.body!.top);
      expect(seen.toc!.left).toBeGreaterThanOrEqual(seen.article!.left - 1);
    }
  });

  it('collapses the page tree into a panel below 768 px that opens on request', async () => {
    const seen = await withPage(TOPIC, { width: 390 }, async (page) => {
      const before = await boxes(page);
      await page.locator('.hc-page-tree__panel-toggle').click();
      return { before, after: await boxes(page) };
    });

    expect(seen.before.toggle).toBeDefined();
    expect(seen.before.tree).toBeUndefined();
    expect(seen.after.tree).toBeDefined();
  });

  it('keeps article text to a readable measure and code blocks scrolling inside themselves', async () => {
    const seen = await withPage(`${KB}/re-index-fails-with-lock-obtain-timed-out/`, { width: 1280 }, (page) =>
      page.evaluate(() => {
        const paragraph = document.querySelector('.hc-article-body p')!;
        const fontSize = parseFloat(getComputedStyle(paragraph).fontSize);
        const pres = [...document.querySelectorAll('.hc-article-body pre')];
        return {
          charactersPerLine: paragraph.getBoundingClientRect().width / (fontSize * 0.5),
          preOverflow: pres.map((pre) => getComputedStyle(pre).overflowX),
        };
      }),
    );

    expect(seen.charactersPerLine).toBeLessThanOrEqual(90);
    for (const overflow of seen.preOverflow) expect(['auto', 'scroll']).toContain(overflow);
  });
});

describe('overlays', () => {
  const opaque = (background: string) => !/rgba\(.*,\s*0(\.\d+)?\)$|transparent/.test(background);

  it('draws the open Products menu on an opaque, raised panel at 1,280 px', async () => {
    const seen = await withPage('/', { width: 1280 }, async (page) => {
      await page.getByRole('button', { name: 'Products' }).click();
      return page.evaluate(() => {
        const panel = document.querySelector('.hc-dropdown, [class*="dropdown"][class*="panel"], .hc-header__panel');
        const style = panel ? getComputedStyle(panel) : undefined;
        return { background: style?.backgroundColor ?? 'none', shadow: style?.boxShadow ?? 'none' };
      });
    });

    expect(opaque(seen.background)).toBe(true);
    expect(seen.shadow).not.toBe('none');
  });

  it('draws the open mobile menu on an opaque panel at 390 px', async () => {
    const seen = await withPage('/', { width: 390 }, async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      return page.evaluate(() => {
        const panel = document.querySelector('.hc-mobile-menu');
        return panel ? getComputedStyle(panel).backgroundColor : 'none';
      });
    });

    expect(opaque(seen)).toBe(true);
  });
});
