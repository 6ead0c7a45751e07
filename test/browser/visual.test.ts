/**
 * What a visitor sees, measured in Chromium: every page kind at phone, tablet and desktop widths, in
 * the light and the dark colour scheme. Fonts are the design system's and not the browser default,
 * nothing scrolls sideways, no control overlaps another, axe finds nothing (colour contrast
 * included, which only a real browser with real styles can judge), and the documentation layout
 * puts the page tree, the article and 'On this page' where each width promises.
 */
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { hydrateHeader, hydratePart, launchBrowser, openPage, visit, waitForHydration } from './support/browser';
import { spawnServer, type SpawnedServer } from './support/server-process';
import { KB, MENU_PAGES, TEMPLATES } from './support/templates';

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
  options: { width: number; dark?: boolean; server?: string; hydrate?: boolean },
  look: (page: Page) => Promise<T>,
): Promise<T> {
  const opened = await openPage(browser, {
    viewport: { width: options.width, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    reducedMotion: 'reduce',
  });
  try {
    if (options.server) {
      await opened.page.goto(`${options.server}${path}`, { waitUntil: 'load' });
      await waitForHydration(opened.page);
    } else {
      await visit(opened.page, path, { hydrate: options.hydrate ?? true });
    }
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
    // checkVisibility also says no for the contents of a closed <details>, which still have boxes. A
    // box wholly above the top of the page (a skip link until it is focused) is seen by nobody.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width >= 2 &&
        box.height >= 2 &&
        box.bottom + window.scrollY > 0 &&
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

/**
 * The checks every page kind gets; `server` gives another server's base url once it has started,
 * the test server's by default. A page that sends no script is looked at without waiting for
 * hydration (`hydrate: false`).
 */
function checkPageKind(
  path: string,
  server: () => string | undefined = () => undefined,
  { hydrate = true, axeWidths = AXE_WIDTHS }: { hydrate?: boolean; axeWidths?: readonly number[] } = {},
) {
  it.each(WIDTHS)(
    'at %i px uses the design system font, does not scroll sideways and has no overlapping controls',
    async (width) => {
      const seen = await withPage(path, { width, server: server(), hydrate }, measure);

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
    axeWidths.flatMap((width) => [
      [width, 'light'],
      [width, 'dark'],
    ]),
  )('at %i px in the %s colour scheme has no axe violation, colour contrast included', async (width, scheme) => {
    const violations = await withPage(
      path,
      { width: Number(width), dark: scheme === 'dark', server: server(), hydrate },
      axeViolations,
    );

    expect(describeViolations(violations)).toBe('');
  });
}

describe.each(TEMPLATES)('$kind ($path)', ({ path }) => {
  checkPageKind(path);
});

// A header menu's own page, which the triggers link to before hydration, sends no script: it is
// looked at as it is served, at the tablet width too, in both locales.
describe.each(MENU_PAGES)('menu page ($path)', ({ path }) => {
  checkPageKind(path, undefined, { hydrate: false, axeWidths: [390, 768, 1280] });
});

// The preview error page exists only in a preview deployment: a second server, started with
// PREVIEW=on the way the global setup starts the first one. Outside production a preview without
// PREVIEW_SECRET is open to every visitor (docs/adr/023-live-preview.md); production refuses it.
describe('previewError (/preview-error/ on a preview server)', () => {
  let preview: SpawnedServer | undefined;

  beforeAll(async () => {
    preview = await spawnServer({ PREVIEW: 'on', NODE_ENV: 'development' });
  }, 90_000);

  afterAll(async () => {
    await preview?.stop();
  });

  it('is served by the preview server', async () => {
    const template = await withPage('/preview-error/', { width: 1280, server: preview!.baseUrl }, (page) =>
      page.evaluate(() => document.body.dataset.template),
    );

    expect(template).toBe('previewError');
  });

  checkPageKind('/preview-error/', () => {
    if (!preview) throw new Error('The preview server did not start');
    return preview.baseUrl;
  });

  it('keeps the skip link wholly out of sight above the preview banner until it takes focus', async () => {
    const seen = await withPage('/preview-error/', { width: 1280, server: preview!.baseUrl }, async (page) => {
      // Measured after two frames, once the focus style's (reduced) transition has run.
      const box = () =>
        page.evaluate(async () => {
          for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
          const rect = document.querySelector('.hc-skip-link')!.getBoundingClientRect();
          return { top: rect.top, bottom: rect.bottom, banner: document.querySelector('.hc-preview-banner') !== null };
        });
      const hidden = await box();
      await page.locator('.hc-skip-link').focus();
      return { hidden, focused: await box() };
    });

    expect(seen.hidden.banner).toBe(true);
    expect(seen.hidden.bottom).toBeLessThanOrEqual(0);
    expect(seen.focused.top).toBeGreaterThanOrEqual(0);
    expect(seen.focused.bottom).toBeLessThanOrEqual(900);
  });

  it.each([390, 1280])(
    "takes the first Tab with the skip link, shown over the preview banner, and the second with the banner's link (%i px)",
    async (width) => {
      const seen = await withPage(
        '/jira-software-cloud/docs/create-a-board/',
        { width, server: preview!.baseUrl },
        async (page) => {
          const boxes = () =>
            page.evaluate(async () => {
              // Measured after two frames, once the focus style's (reduced) transition has run.
              for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done));
              const box = (selector: string) => {
                const rect = document.querySelector(selector)!.getBoundingClientRect();
                return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right };
              };
              const skip = box('.hc-skip-link');
              // What a person sees at the middle of the skip link: the link itself, not the banner.
              const hit = document.elementFromPoint((skip.left + skip.right) / 2, (skip.top + skip.bottom) / 2);
              return {
                active: document.activeElement?.textContent?.trim() ?? '',
                skip,
                banner: box('.hc-preview-banner'),
                header: box('header.hc-header'),
                skipOnTop: hit?.closest('.hc-skip-link') !== null,
              };
            });
          const before = await boxes();
          await page.keyboard.press('Tab');
          const first = await boxes();
          await page.keyboard.press('Tab');
          const second = await boxes();
          return { before, first, second };
        },
      );

      // The banner keeps its place: the top of the page, the header right under it.
      expect(seen.before.banner.top).toBe(0);
      expect(seen.before.header.top).toBeCloseTo(seen.before.banner.bottom, 0);
      expect(seen.before.skip.bottom).toBeLessThanOrEqual(0);
      expect(seen.first.active).toBe('Skip to main content');
      expect(seen.first.skip.top).toBeGreaterThanOrEqual(0);
      expect(seen.first.skip.bottom).toBeLessThanOrEqual(900);
      expect(seen.first.skipOnTop).toBe(true);
      expect(seen.second.active).toBe('Open in Contentful (opens in a new tab)');
      expect(seen.second.skip.bottom).toBeLessThanOrEqual(0);
    },
  );
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
        toc: box('.hc-page__columns .toc'),
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

  it('collapses the page tree into a panel below 1,024 px that opens on request', async () => {
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
      await hydrateHeader(page);
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
      await hydrateHeader(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      return page.evaluate(() => {
        const panel = document.querySelector('.hc-mobile-menu');
        return panel ? getComputedStyle(panel).backgroundColor : 'none';
      });
    });

    expect(opaque(seen)).toBe(true);
  });
});

/** The alpha of a computed colour: 1 for rgb(), the fourth value of rgba() or a slash form. */
function alphaOf(colour: string): number {
  if (colour === 'transparent') return 0;
  const match = /rgba?\(([^)]+)\)/.exec(colour);
  if (!match) return 1;
  const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
  return parts.length === 4 ? Number(parts[3]!.replace('%', '')) / (parts[3]!.endsWith('%') ? 100 : 1) : 1;
}

describe("the 'Unable to find page' dialog", () => {
  const VERSIONED_TOPIC = '/jira-software-data-center/10.3/docs/monitor-cluster-health/';

  it.each(['light', 'dark'])(
    'in the %s colour scheme is opaque and raised over a backdrop, takes focus and gives it back on close',
    async (scheme) => {
      const seen = await withPage(VERSIONED_TOPIC, { width: 1280, dark: scheme === 'dark' }, async (page) => {
        // The switch is hydrated when the visitor turns to it (docs/adr/045-hydration-on-intent.md).
        await hydratePart(page.locator('.hc-deployment-switch'));
        const toggle = page.getByRole('button', { name: 'Data Center 10.3' });
        await toggle.click();
        await page.getByRole('button', { name: 'Data Center 9.12' }).click();
        const dialog = page.getByRole('dialog', { name: 'Unable to find page' });
        await dialog.waitFor();
        const looks = await dialog.evaluate((element) => {
          const style = getComputedStyle(element);
          const backdrop = element.parentElement!;
          const cover = backdrop.getBoundingClientRect();
          return {
            background: style.backgroundColor,
            shadow: style.boxShadow,
            backdrop: getComputedStyle(backdrop).backgroundColor,
            backdropCovers:
              cover.left <= 0 && cover.top <= 0 && cover.right >= innerWidth && cover.bottom >= innerHeight,
            focusInside: element.contains(document.activeElement),
          };
        });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        const focusBack = await toggle.evaluate((element) => element === document.activeElement);
        return { ...looks, focusBack };
      });

      expect(alphaOf(seen.background)).toBe(1);
      expect(seen.shadow).not.toBe('none');
      expect(alphaOf(seen.backdrop)).toBeGreaterThan(0.3);
      expect(seen.backdropCovers).toBe(true);
      expect(seen.focusInside).toBe(true);
      expect(seen.focusBack).toBe(true);
    },
  );
});

interface FocusRing {
  control: string;
  style: string;
  width: number;
  offset: number;
  contrast: number;
}

/**
 * Tabs through the first controls of a page and reads each one's focus ring two animation frames
 * after it takes focus (a transition would report its start value before that): the outline's
 * style, width, offset, and its contrast against the background it is drawn on.
 */
async function focusRings(page: Page, presses: number): Promise<FocusRing[]> {
  const rings: FocusRing[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    // Waited for from here, not with animation frames inside the page: a page without JavaScript
    // runs no frame callbacks, so a wait there would never end.
    await page.waitForTimeout(40);
    const ring = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || !element.matches('a[href], button, input, select, textarea, summary')) return null;
      const parse = (colour: string) => {
        const values = (/rgba?\(([^)]+)\)/.exec(colour)?.[1] ?? '0 0 0 0').split(/[\s,/]+/).filter(Boolean);
        return values.map(Number);
      };
      const luminance = ([r, g, b]: number[]) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      // The ring is drawn outside the control, on the first opaque background around it.
      let behind: Element | null = element.parentElement;
      let background = [255, 255, 255];
      while (behind) {
        const value = parse(getComputedStyle(behind).backgroundColor);
        if (value.length === 3 || (value.length === 4 && value[3] === 1)) {
          background = value.slice(0, 3);
          break;
        }
        behind = behind.parentElement;
      }
      if (!behind) background = parse(getComputedStyle(document.documentElement).backgroundColor).slice(0, 3);
      const style = getComputedStyle(element);
      const ring = parse(style.outlineColor).slice(0, 3);
      const [light, dark] = [luminance(ring), luminance(background)].sort((a, b) => b - a);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      return {
        control: `${element.tagName.toLowerCase()}("${name}")`,
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
        contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
      };
    });
    if (ring) rings.push(ring);
  }
  return rings;
}

describe('focus rings', () => {
  const PAGES = [
    '/',
    '/jira-software-cloud/docs/',
    '/jira-software-cloud/docs/create-a-board/',
    `${KB}/re-index-fails-with-lock-obtain-timed-out/`,
    '/search-results/?searchTerm=board',
    '/contact/',
  ];

  it.each(PAGES.flatMap((path) => [[path, 'light'] as const, [path, 'dark'] as const]))(
    'on %s in the %s colour scheme are a solid outline of at least 2 px, offset, with 3:1 contrast',
    async (path, scheme) => {
      const rings = await withPage(path, { width: 1280, dark: scheme === 'dark' }, (page) => focusRings(page, 30));

      const kinds = new Set(rings.map((ring) => ring.control.slice(0, ring.control.indexOf('('))));
      expect(rings.length).toBeGreaterThan(5);
      expect(kinds.has('a')).toBe(true);
      const faulty = rings.filter(
        (ring) => ring.style === 'none' || ring.width < 2 || ring.offset < 1 || ring.contrast < 3,
      );
      expect(faulty).toEqual([]);
    },
  );

  it('reaches and rings buttons, inputs, selects and, without JavaScript, summaries too', async () => {
    const rings = [
      ...(await withPage('/search-results/?searchTerm=board', { width: 1280 }, (page) => focusRings(page, 30))),
      ...(await withPage('/jira-software-cloud/docs/create-a-board/', { width: 390 }, (page) => focusRings(page, 12))),
    ];

    // Without JavaScript the header menus and Show more are native disclosures: their summaries ring too.
    const withoutScripts = await openPage(browser, { javaScriptEnabled: false, reducedMotion: 'reduce' });
    try {
      await visit(withoutScripts.page, '/jira-software-cloud/docs/', { hydrate: false });
      rings.push(...(await focusRings(withoutScripts.page, 12)));
    } finally {
      await withoutScripts.context.close();
    }

    const kinds = new Set(rings.map((ring) => ring.control.slice(0, ring.control.indexOf('('))));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['a', 'button', 'input', 'select', 'summary']));
    expect(rings.filter((ring) => ring.style === 'none' || ring.width < 2 || ring.contrast < 3)).toEqual([]);
    // Three pages and 54 key presses: more than the tier's default minute on a busy machine.
  }, 180_000);
});

describe("a phone's first screen", () => {
  it("shows a KB article's title on a phone's first screen below the closed 'In this section', which sits beside the article at 1,280 px", async () => {
    const layout = (page: Page) =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const title = box('article .hc-page__title');
        const section = box('.hc-kb-section');
        const siblings = box('.hc-sibling-list');
        const article = box('.hc-page__columns > article');
        return {
          titleBottom: title.bottom,
          sectionBottom: section.bottom,
          sectionHeight: section.height,
          siblingsTop: siblings.top,
          siblingsRight: siblings.right,
          articleTop: article.top,
          articleLeft: article.left,
        };
      });
    const path = `${KB}/`;
    const phone = await withPage(path, { width: 390 }, layout);
    const desktop = await withPage(path, { width: 1280 }, layout);

    expect(phone.titleBottom).toBeLessThanOrEqual(900);
    // Above the article, as in the source, and only as tall as its 44 px toggle and border.
    expect(phone.sectionBottom).toBeLessThanOrEqual(phone.articleTop);
    expect(phone.sectionHeight).toBeLessThanOrEqual(48);
    expect(desktop.siblingsRight).toBeLessThanOrEqual(desktop.articleLeft);
    expect(desktop.siblingsTop).toBeLessThan(desktop.titleBottom);
  });

  it("shows the home page's search placeholder whole at 320 and 390 px", async () => {
    for (const width of [320, 390]) {
      const fit = await withPage('/', { width }, (page) =>
        page.evaluate(() => {
          const input = document.querySelector<HTMLInputElement>('.hc-hero .hc-search-box__input')!;
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(input.placeholder).width;
          const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, room };
        }),
      );

      expect(fit.text).toBeGreaterThan(0);
      expect(fit.text).toBeLessThanOrEqual(fit.room);
    }
  });
});
