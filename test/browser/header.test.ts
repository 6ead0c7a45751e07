/**
 * The site header with a keyboard and a mouse, in Chromium: the skip link, the dropdowns (WAI-ARIA
 * disclosures), the Products tabs and list, the mobile drill-in menu, and the layout switch at the
 * 768px breakpoint (SPEC.md sections 2 and 4).
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import {
  DESKTOP_VIEWPORT,
  focusedElement,
  hydrateHeader,
  holdRequests,
  MOBILE_VIEWPORT,
  visit,
  type OpenedPage,
  browserForFile,
} from './support/browser';
import { poll } from './support/poll';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';

let opened: OpenedPage;
let page: Page;
const session = browserForFile();

async function open(viewport: { width: number; height: number } = DESKTOP_VIEWPORT): Promise<void> {
  opened = await session.open({ viewport });
  page = opened.page;
  await visit(page, TOPIC);
  await hydrateHeader(page);
}

const trigger = (name: string) => page.locator('.hc-header__nav').getByRole('button', { name, exact: true });

async function dropdownState(name: string): Promise<{ expanded: string | null; visible: boolean }> {
  const button = trigger(name);
  const controls = await button.getAttribute('aria-controls');
  return {
    expanded: await button.getAttribute('aria-expanded'),
    visible: await page.locator(`[id="${controls}"]`).isVisible(),
  };
}

const OPEN = { expanded: 'true', visible: true };

/** The header's own chunk, loaded on intent. */
const HEADER_CODE = /\/intent-header\.[\w]+\.js$/;

/** A slow network: the header's code arrives well after the visitor's first tap. */
async function slowHeaderCode(on: Page): Promise<void> {
  await on.route(HEADER_CODE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

/** Waits for an open panel's content: its code and lists load on the first open, a spinner meanwhile. */
async function panelLoaded(name: string): Promise<void> {
  const controls = await trigger(name).getAttribute('aria-controls');
  await page.locator(`[id="${controls}"]`).locator('a, button').first().waitFor();
}
const CLOSED = { expanded: 'false', visible: false };

describe('the header before the visitor turns to it', () => {
  /** The scripts the page has fetched whose file name starts with `name`. */
  const fetchedScripts = (name: string) =>
    page.evaluate(
      (prefix) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
          .filter((file) => file.startsWith(prefix)),
      name,
    );

  it('loads no header code until the pointer comes to it, and its menus are links until then', async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    await visit(page, TOPIC);
    const before = {
      scripts: await fetchedScripts('intent-header'),
      products: await page.locator('#hc-trigger-products').evaluate((element) => element.tagName),
    };

    await hydrateHeader(page);

    expect(before).toEqual({ scripts: [], products: 'A' });
    expect(await fetchedScripts('intent-header')).toHaveLength(1);
    expect(await trigger('Products').getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['390', { width: 390, height: 844 }],
    ['768', { width: 768, height: 900 }],
    ['1,280', DESKTOP_VIEWPORT],
  ])('moves nothing in the header at %s px when it hydrates', async (_width, viewport) => {
    opened = await session.open({ viewport });
    page = opened.page;
    await visit(page, TOPIC);
    const boxes = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll(
            '.hc-header__logo, .hc-header__trigger, .hc-search-box__input, .hc-header__contact, .hc-account, .hc-header__menu-button',
          ),
        ]
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => [box.x, box.y, box.width, box.height].map(Math.round).join(' ')),
      );
    const before = await boxes();

    await hydrateHeader(page);

    expect(await boxes()).toEqual(before);
  });

  it('signs in back to the page it is on, before the header has hydrated as after', async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    await visit(page, `${TOPIC}?from=search`);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
    const continueTo = async () =>
      new URL(String(await signIn.getAttribute('href')), 'http://x').searchParams.get('continue');
    const before = await continueTo();

    await hydrateHeader(page);

    // Until the header hydrates the server's link knows the page but not its query.
    expect(before).toBe(TOPIC);
    expect(await poll(continueTo, `${TOPIC}?from=search`)).toBe(`${TOPIC}?from=search`);
  });

  it('keeps focus on the menu the visitor moved to while the header hydrated, now a button', async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    await visit(page, TOPIC);

    // Focus coming into the header is what hydrates it: the link it lands on is then replaced.
    await page.locator('a#hc-trigger-products').focus();
    await page.locator('button#hc-trigger-products').waitFor({ timeout: 15_000 });
    const focused = await focusedElement(page);
    await page.keyboard.press('Enter');

    expect(focused).toEqual({ tag: 'button', id: 'hc-trigger-products', text: 'Products' });
    const OPEN = { expanded: 'true', visible: true };
    expect(await poll(() => dropdownState('Products'), OPEN)).toEqual(OPEN);
  });

  it('keeps the mobile menu a tap opened before the header had hydrated open, with focus on its button', async () => {
    opened = await session.open({ viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true });
    page = opened.page;
    await slowHeaderCode(page);
    await visit(page, TOPIC);

    await page.locator('summary.hc-header__menu-button').tap();
    const openedNatively = await page
      .locator('details.hc-header__menu-disclosure')
      .evaluate((details) => (details as HTMLDetailsElement).open);
    await page.locator('button.hc-header__menu-button').waitFor({ timeout: 15_000 });

    expect(openedNatively).toBe(true);
    const TAKEN_OVER = { expanded: 'true', menuShown: true, focus: 'button' };
    const seen = await poll(
      async () => ({
        expanded: await page.locator('button.hc-header__menu-button').getAttribute('aria-expanded'),
        menuShown: await page.locator('#hc-mobile-menu').isVisible(),
        focus: (await focusedElement(page)).tag,
      }),
      TAKEN_OVER,
    );
    expect(seen).toEqual(TAKEN_OVER);
  });
});

describe('the contact link', () => {
  it.each([
    ['768', { width: 768, height: 900 }],
    ['1,024', { width: 1024, height: 900 }],
    ['1,279', { width: 1279, height: 900 }],
    ['1,280', DESKTOP_VIEWPORT],
  ])('is in the header at %s px, clear of the search box, and Tab reaches it', async (_width, viewport) => {
    opened = await session.open({ viewport });
    page = opened.page;
    await visit(page, TOPIC);
    const contact = page.getByRole('banner').getByRole('link', { name: 'Log in to contact support' });
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
      return { contact: box('.hc-header__contact'), search: box('.hc-header__search-box') };
    });
    const overlaps =
      boxes.contact.left < boxes.search.right &&
      boxes.search.left < boxes.contact.right &&
      boxes.contact.top < boxes.search.bottom &&
      boxes.search.top < boxes.contact.bottom;
    let reached = false;
    for (let presses = 0; presses < 20 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await contact.evaluate((element) => element === document.activeElement);
    }

    expect(await contact.isVisible()).toBe(true);
    expect(boxes.contact.right).toBeLessThanOrEqual(viewport.width);
    expect(overlaps).toBe(false);
    expect(reached).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});

describe("a tap on a menu before the header's code has arrived", () => {
  const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true };

  it('opens the menu once the header has hydrated, instead of taking the visitor to its page', async () => {
    opened = await session.open(TABLET);
    page = opened.page;
    await slowHeaderCode(page);
    await visit(page, TOPIC);

    await page.locator('a#hc-trigger-products').tap();
    await page.locator('button#hc-trigger-products').waitFor({ timeout: 15_000 });
    const seen = await poll(() => dropdownState('Products'), OPEN);

    expect(new URL(page.url()).pathname).toBe(TOPIC);
    expect(seen).toEqual(OPEN);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it("follows the link to the menu's page when the header's code does not come", async () => {
    opened = await session.open(TABLET);
    page = opened.page;
    await page.route(HEADER_CODE, (route) => route.abort());
    await visit(page, TOPIC, { hydrate: true });
    const menuPage = await page.locator('a#hc-trigger-products').getAttribute('href');

    await Promise.all([
      page.waitForURL((url) => url.pathname === menuPage, { timeout: 15_000 }),
      page.locator('a#hc-trigger-products').tap(),
    ]);

    expect(new URL(page.url()).pathname).toBe(menuPage);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('Products');
  });
});

describe('the skip link', () => {
  it('takes the first Tab, and Enter moves focus to the main region', async () => {
    await open();

    await page.keyboard.press('Tab');
    const first = await focusedElement(page);
    await page.keyboard.press('Enter');

    expect(first).toEqual({ tag: 'a', id: '', text: 'Skip to main content' });
    expect(await poll(() => focusedElement(page).then((element) => element.id), 'maincontent')).toBe('maincontent');
    expect(new URL(page.url()).hash).toBe('#maincontent');
  });

  it('is offered once, so the second Tab moves on to the logo', async () => {
    await open();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');

    expect(await page.locator('a[href="#maincontent"]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('hc-header__logo');
  });
});

/** Presses Tab until focus leaves the header (60 presses at most); whether it is still inside. */
async function tabOutOfHeader(): Promise<boolean> {
  const focusInHeader = () =>
    page.evaluate(() => document.querySelector('header.hc-header')!.contains(document.activeElement));
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Tab');
    if (!(await focusInHeader())) return false;
  }
  return true;
}

describe('the header dropdowns', () => {
  it.each(['Products', 'Get started', 'Documentation', 'Resources'])(
    'open %s with Enter, and Escape from inside closes it and returns focus to its trigger',
    async (name) => {
      await open();
      await trigger(name).focus();

      await page.keyboard.press('Enter');
      const opened = await poll(() => dropdownState(name), OPEN);
      await panelLoaded(name);
      await page.keyboard.press('Tab');
      const focusInside = await page.evaluate(
        (id) => document.getElementById(id ?? '')?.contains(document.activeElement) ?? false,
        await trigger(name).getAttribute('aria-controls'),
      );
      await page.keyboard.press('Escape');

      expect(opened).toEqual(OPEN);
      expect(focusInside).toBe(true);
      expect(await poll(() => dropdownState(name), CLOSED)).toEqual(CLOSED);
      expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: name });
    },
  );

  it('closes an open panel when Tab takes focus out of the header, so focus never lands under it', async () => {
    await open();
    await trigger('Resources').focus();
    await page.keyboard.press('Enter');
    await poll(() => dropdownState('Resources'), OPEN);
    await panelLoaded('Resources');

    // Tab through the panel and the rest of the header until focus is on the page below it.
    const inHeader = await tabOutOfHeader();

    expect(inHeader).toBe(false);
    expect(await poll(() => dropdownState('Resources'), CLOSED)).toEqual(CLOSED);
  });

  it('closes the open mobile menu when Tab takes focus out of the header', async () => {
    await open({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('.hc-mobile-menu a, .hc-mobile-menu button').first().waitFor();

    const inHeader = await tabOutOfHeader();

    expect(inHeader).toBe(false);
    expect(await poll(() => page.locator('.hc-mobile-menu').isVisible(), false)).toBe(false);
  });

  it("waits with a Tab pressed before a panel has loaded, then moves focus to the panel's first link", async () => {
    // The menus file arrives late, as on a slow network: the panel shows its spinner meanwhile. It is
    // held from the start, as the header may fetch it ahead when the pointer that wakes it is on a menu.
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    const { release } = await holdMenusFile(page);
    await visit(page, TOPIC);
    await hydrateHeader(page);
    await trigger('Documentation').focus();
    const controls = (await trigger('Documentation').getAttribute('aria-controls')) ?? '';
    const panel = page.locator(`[id="${controls}"]`);

    await page.keyboard.press('Enter');
    await poll(() => dropdownState('Documentation'), OPEN);
    await page.keyboard.press('Tab');
    const whileLoading = await focusedElement(page);
    const linksWhileLoading = await panel.locator('a').count();
    release();
    await panel.locator('a').first().waitFor();
    const focused = await poll(
      () => page.evaluate((id) => document.getElementById(id)?.querySelector('a') === document.activeElement, controls),
      true,
    );
    await page.keyboard.press('Escape');

    expect(linksWhileLoading).toBe(0);
    expect(whileLoading).toMatchObject({ tag: 'button', text: 'Documentation' });
    expect(focused).toBe(true);
    expect(await poll(() => dropdownState('Documentation'), CLOSED)).toEqual(CLOSED);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Documentation' });
  });

  it('opens a dropdown with Space and closes it with Space again', async () => {
    await open();
    await trigger('Documentation').focus();

    await page.keyboard.press('Space');
    const afterFirst = await poll(() => dropdownState('Documentation'), OPEN);
    await page.keyboard.press('Space');

    expect(afterFirst).toEqual(OPEN);
    expect(await poll(() => dropdownState('Documentation'), CLOSED)).toEqual(CLOSED);
  });

  it('moves through an open panel with Down and Up from its trigger, wrapping, without scrolling the page', async () => {
    await open();
    await trigger('Documentation').focus();
    await page.keyboard.press('Enter');
    await poll(() => dropdownState('Documentation'), OPEN);
    const panel = page.locator(`[id="${await trigger('Documentation').getAttribute('aria-controls')}"]`);
    await panel.locator('a[href]').first().waitFor();
    const links = await panel.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent));

    await page.keyboard.press('ArrowDown');
    const first = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowDown');
    const second = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const wrapped = await page.evaluate(() => document.activeElement?.textContent);

    expect([first, second, wrapped]).toEqual([links[0], links[1], links[links.length - 1]]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('switches from one open dropdown to another', async () => {
    await open();

    await trigger('Products').click();
    await trigger('Resources').click();

    expect(await poll(() => dropdownState('Resources'), OPEN)).toEqual(OPEN);
    expect(await dropdownState('Products')).toEqual(CLOSED);
  });

  it('closes an open dropdown on a click outside the header', async () => {
    await open();
    await trigger('Resources').click();
    const before = await poll(() => dropdownState('Resources'), OPEN);

    // The open dropdown covers the top of the page; the footer is outside the header for sure.
    await page.locator('footer').click({ position: { x: 2, y: 2 } });

    expect(before).toEqual(OPEN);
    expect(await poll(() => dropdownState('Resources'), CLOSED)).toEqual(CLOSED);
  });
});

describe('the Products dropdown', () => {
  const tabs = () => page.locator('#hc-dropdown-products [role="tab"]');

  async function tabState(): Promise<{ focused: string; selected: string; panel: string }> {
    return page.evaluate(() => {
      const menu = document.getElementById('hc-dropdown-products')!;
      const selected = menu.querySelector('[role="tab"][aria-selected="true"]');
      const panel = [...menu.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((element) => !element.hidden);
      return {
        focused: document.activeElement?.textContent ?? '',
        selected: selected?.textContent ?? '',
        panel: panel ? (document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') : '',
      };
    });
  }

  const on = (tab: string) => ({ focused: tab, selected: tab, panel: tab });

  it('moves between the Cloud and Data Center tabs with the arrow keys, Home and End', async () => {
    await open();
    await trigger('Products').focus();
    await page.keyboard.press('Enter');
    await panelLoaded('Products');
    await page.keyboard.press('Tab');
    const start = await tabState();

    const after: Record<string, unknown> = {};
    for (const key of ['ArrowRight', 'ArrowRight', 'End', 'Home', 'ArrowLeft', 'ArrowUp', 'ArrowDown']) {
      await page.keyboard.press(key);
      after[`${Object.keys(after).length + 1}. ${key}`] = (await tabState()).selected;
    }

    expect(start).toEqual(on('Cloud'));
    expect(await tabs().count()).toBe(2);
    expect(after).toEqual({
      '1. ArrowRight': 'Data Center',
      '2. ArrowRight': 'Cloud',
      '3. End': 'Data Center',
      '4. Home': 'Cloud',
      '5. ArrowLeft': 'Data Center',
      '6. ArrowUp': 'Cloud',
      '7. ArrowDown': 'Data Center',
    });
    expect(await tabState()).toEqual(on('Data Center'));
  });

  it("shows five products until 'See all other apps' reveals the rest", async () => {
    await open();
    await trigger('Products').click();
    await panelLoaded('Products');
    const panel = page.locator('#hc-desktop-products-panel-cloud');
    const shown = () =>
      panel.locator('.hc-product-card__link').evaluateAll((links) => links.filter((a) => a.checkVisibility()).length);
    const before = await shown();
    const toggle = panel.getByRole('button', { name: 'See all other apps' });

    await toggle.click();

    expect(before).toBe(5);
    expect(await shown()).toBeGreaterThan(5);
    expect(await panel.locator('.hc-see-all__toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await panel.locator('.hc-see-all__toggle').textContent()).toBe('Show fewer apps');
  });
});

describe('the mobile menu at 375px', () => {
  const menuButton = () => page.getByRole('button', { name: 'Menu', exact: true });
  const mobileMenu = () => page.locator('#hc-mobile-menu');

  it('replaces the desktop items with a menu button', async () => {
    await open(MOBILE_VIEWPORT);

    expect(await menuButton().isVisible()).toBe(true);
    expect(await page.locator('.hc-header__items').isVisible()).toBe(false);
    expect(await mobileMenu().isVisible()).toBe(false);
  });

  it('lists Apps, Get started, Documentation and Resources and drills in and back out', async () => {
    await open(MOBILE_VIEWPORT);

    await menuButton().click();
    const items = await mobileMenu().locator('.hc-mobile-menu__item').allTextContents();
    await mobileMenu().getByRole('button', { name: 'Documentation' }).click();
    const heading = await mobileMenu().getByRole('heading', { level: 2 }).textContent();
    const focusedInSub = await focusedElement(page);
    await mobileMenu().getByRole('link').first().waitFor();
    const links = await mobileMenu().getByRole('link').count();
    await mobileMenu().getByRole('button', { name: 'Back' }).click();

    expect(items).toEqual(['Apps', 'Get started', 'Documentation', 'Resources']);
    expect(heading).toBe('Documentation');
    expect(focusedInSub).toMatchObject({ tag: 'button', text: 'Back' });
    expect(links).toBeGreaterThan(0);
    expect(await mobileMenu().locator('.hc-mobile-menu__item').allTextContents()).toHaveLength(4);
    expect(await poll(async () => (await focusedElement(page)).text, 'Documentation')).toBe('Documentation');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    await open(MOBILE_VIEWPORT);
    await menuButton().click();
    await mobileMenu().getByRole('button', { name: 'Apps' }).click();

    await page.keyboard.press('Escape');

    expect(await poll(() => mobileMenu().isVisible(), false)).toBe(false);
    expect(await menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Menu' });
  });
});

describe('the layout switch at 768px', () => {
  async function layout(): Promise<{ desktopItems: boolean; menuButton: boolean; products: string }> {
    const desktopProducts = await page.locator('#hc-dropdown-products').isVisible();
    const mobileHeading = page.locator('#hc-mobile-menu .hc-mobile-menu__heading');
    const mobileProducts = (await mobileHeading.isVisible()) && (await mobileHeading.textContent()) === 'Apps';
    return {
      desktopItems: await page.locator('.hc-header__items').isVisible(),
      menuButton: await page.locator('.hc-header__menu-button').isVisible(),
      products: desktopProducts ? 'desktop dropdown' : mobileProducts ? 'mobile menu' : 'closed',
    };
  }

  it('closes an open Products dropdown when the window narrows, so one tap then opens the mobile menu', async () => {
    await open({ width: 1024, height: 800 });
    await trigger('Products').click();
    const wide = await layout();

    await page.setViewportSize({ width: 390, height: 800 });
    const narrow = await poll(layout, { desktopItems: false, menuButton: true, products: 'closed' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const afterOneTap = await page.locator('#hc-mobile-menu').isVisible();

    expect(wide).toEqual({ desktopItems: true, menuButton: false, products: 'desktop dropdown' });
    expect(narrow).toEqual({ desktopItems: false, menuButton: true, products: 'closed' });
    expect(afterOneTap).toBe(true);
  });

  it('closes the mobile top list when the window becomes wide', async () => {
    await open(MOBILE_VIEWPORT);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const before = await page.locator('#hc-mobile-menu').isVisible();

    await page.setViewportSize({ width: 1024, height: 800 });

    expect(before).toBe(true);
    expect(await page.locator('#hc-mobile-menu').isVisible()).toBe(false);
    expect(await poll(() => page.locator('.hc-header__menu-button').getAttribute('aria-expanded'), 'false')).toBe(
      'false',
    );
  });
});

describe('the header pages', () => {
  it('report no console error or warning while the header is used', async () => {
    await open();
    await trigger('Products').click();
    await page.getByRole('button', { name: 'See all other apps' }).first().click();
    await page.keyboard.press('Escape');
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#hc-mobile-menu').getByRole('button', { name: 'Resources' }).click();

    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });
});

describe('the desktop bar', () => {
  it('keeps the logo at its full width and the search box clear of the menus from 1,200 to 1,920 px', async () => {
    const widths = [1200, 1279, 1280, 1440, 1920];
    const measured: { width: number; logo: number; gap: number }[] = [];
    for (const width of widths) {
      await open({ width, height: 800 });
      measured.push(
        await page.evaluate((viewport) => {
          const logo = document.querySelector('.hc-header__logo-image')!.getBoundingClientRect();
          const menus = [...document.querySelectorAll('.hc-header__items > li')].map((item) =>
            item.getBoundingClientRect(),
          );
          const search = document.querySelector('.hc-header .hc-search-box')!.getBoundingClientRect();
          const lastMenu = menus.reduce((right, rect) => Math.max(right, rect.right), 0);
          // On its own row the search box starts below the menus; on theirs it starts after them.
          const gap = search.top >= menus[0]!.bottom ? Infinity : search.left - lastMenu;
          return { width: viewport, logo: Math.round(logo.width), gap };
        }, width),
      );
    }

    expect(measured.map(({ width, logo }) => ({ width, logo }))).toEqual(
      widths.map((width) => ({ width, logo: measured[0]!.logo })),
    );
    expect(measured[0]!.logo).toBeGreaterThanOrEqual(140);
    expect(measured.filter(({ gap }) => gap < 8)).toEqual([]);
  });
});

describe("the tablet's first row", () => {
  it.each(['/', '/ja/'])(
    'keeps Sign in beside the menus at 768 px on %s, with more room between menus than before a chevron',
    async (path) => {
      opened = await session.open({ viewport: { width: 768, height: 800 } });
      page = opened.page;
      await visit(page, path);

      const look = await page.evaluate(() => {
        const box = (element: Element) => element.getBoundingClientRect();
        // Each menu's name (its text) and its chevron, as a visitor sees them along the row.
        const menus = [...document.querySelectorAll('.hc-header__trigger')].map((trigger) => {
          const text = document.createRange();
          text.selectNodeContents(trigger.firstChild!);
          return { name: text.getBoundingClientRect(), chevron: box(trigger.querySelector('.hc-header__chevron')!) };
        });
        return {
          menus: box(document.querySelector('.hc-header__items')!).toJSON() as DOMRect,
          account: box(document.querySelector('.hc-account')!).toJSON() as DOMRect,
          beforeChevron: Math.max(...menus.map(({ name, chevron }) => chevron.left - name.right)),
          betweenMenus: Math.min(...menus.slice(1).map(({ name }, index) => name.left - menus[index]!.chevron.right)),
        };
      });

      expect(look.account.top).toBeLessThan(look.menus.bottom);
      expect(look.account.left).toBeGreaterThanOrEqual(look.menus.right);
      expect(look.betweenMenus).toBeGreaterThanOrEqual(2 * look.beforeChevron);
    },
  );
});

describe('the bar of the search results page, which has no search box of its own', () => {
  it.each([768, 1000, 1279])(
    'ends a row with the contact link at %i px, never stranding it at the start of one',
    async (width) => {
      opened = await session.open({ viewport: { width, height: 800 } });
      page = opened.page;
      await visit(page, '/search-results/?searchTerm=board');

      const { contact, bar, menus, account } = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
        return {
          contact: box('.hc-header__contact'),
          bar: box('.hc-header__bar'),
          menus: box('.hc-header__items'),
          account: box('.hc-account'),
        };
      });

      expect(contact.width).toBeGreaterThan(0);
      // At its row's end, as beside a search box, with at most the bar's own padding after it.
      expect(bar.right - contact.right).toBeLessThanOrEqual(40);
      // Where the first row has room for it beside the menus and the account link (16 px between
      // each and after the last), it is on that row.
      const besideAccount = account.top < menus.bottom ? account.width + 16 : 0;
      if (menus.right + besideAccount + contact.width + 32 <= bar.right) {
        expect(contact.top).toBeLessThan(menus.bottom);
      }
    },
  );
});

describe('the phone bar', () => {
  it('gives a phone the search box on a row of its own under the logo, account and menu button, which share a row, at 320 and 390 px', async () => {
    const measured: unknown[] = [];
    for (const width of [320, 390]) {
      await open({ width, height: 700 });
      measured.push(
        await page.evaluate((viewport) => {
          const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
          const search = box('.hc-header .hc-search-box');
          const input = box('.hc-header .hc-search-box__input');
          const button = box('.hc-header .hc-search-box__button');
          const firstRow = ['.hc-header__logo', '.hc-account', '.hc-header__menu-button'].map(box);
          return {
            width: viewport,
            visible: getComputedStyle(document.querySelector('.hc-header .hc-search-box')!).display !== 'none',
            // The row spans the bar between its paddings and starts below everything on the first row.
            spansTheRow: Math.abs(search.width - (viewport - 32)) <= 1,
            belowTheFirstRow: firstRow.every((rect) => search.top >= rect.bottom),
            // Logo, account and menu button side by side: each starts above where the others end.
            firstRowShared: firstRow.every((rect) => firstRow.every((other) => rect.top < other.bottom)),
            inputBeforeButton: input.right <= button.left && input.width >= 150,
            scrollsSideways: document.documentElement.scrollWidth > viewport,
          };
        }, width),
      );
    }

    expect(measured).toEqual(
      [320, 390].map((width) => ({
        width,
        visible: true,
        spansTheRow: true,
        belowTheFirstRow: true,
        firstRowShared: true,
        inputBeforeButton: true,
        scrollsSideways: false,
      })),
    );
  });

  it('searches from a topic page on a touch screen, where the / key is not shown', async () => {
    opened = await session.open({ viewport: MOBILE_VIEWPORT, hasTouch: true, isMobile: true });
    page = opened.page;
    await visit(page, TOPIC);
    const box = page.locator('.hc-header').getByRole('combobox', { name: 'Search' });
    const keyShown = await page.locator('.hc-header .hc-search-box__key').isVisible();

    await box.tap();
    await box.fill('board');
    const [results] = await Promise.all([page.context().waitForEvent('page'), box.press('Enter')]);
    await results.waitForLoadState('domcontentloaded');

    expect(keyShown).toBe(false);
    expect(await box.getAttribute('placeholder')).toBe('Search help');
    expect(new URL(results.url()).pathname + new URL(results.url()).search).toBe('/search-results/?searchTerm=board');
  });

  it('shows the / key at the end of the empty desktop box and hides it while the box has focus', async () => {
    await open();
    const key = page.locator('.hc-header .hc-search-box__key');
    const before = await key.isVisible();
    const inside = await page.evaluate(() => {
      const input = document.querySelector('.hc-header .hc-search-box__input')!.getBoundingClientRect();
      const mark = document.querySelector('.hc-header .hc-search-box__key')!.getBoundingClientRect();
      return (
        mark.left >= input.left && mark.right <= input.right && mark.top >= input.top && mark.bottom <= input.bottom
      );
    });

    await page.keyboard.press('/');

    expect({ before, inside }).toEqual({ before: true, inside: true });
    expect(await key.isVisible()).toBe(false);
  });
});

describe('the desktop bar with the text spacing a reader may set (WCAG 1.4.12)', () => {
  // The text spacing bookmarklet's styles: the least spacing a page must take without losing anything.
  const TEXT_SPACING =
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
    ' p { margin-bottom: 2em !important; }';

  /** Every control of the bar: overlapping pairs, and those whose centre hit-tests to something else. */
  const measureBar = () =>
    page.evaluate(() => {
      const controls = [...document.querySelectorAll('.hc-header__bar :is(a[href], button, input, summary)')].filter(
        (element) => {
          const box = element.getBoundingClientRect();
          return box.width >= 2 && box.height >= 2 && element.checkVisibility({ visibilityProperty: true });
        },
      );
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}("${(element.textContent ?? '').trim().slice(0, 30) || element.getAttribute('placeholder')}")`;
      const overlaps: string[] = [];
      controls.forEach((a, i) => {
        for (const b of controls.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const p = a.getBoundingClientRect();
          const q = b.getBoundingClientRect();
          const width = Math.min(p.right, q.right) - Math.max(p.left, q.left);
          const height = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
          if (width > 0.5 && height > 0.5) overlaps.push(`${name(a)} overlaps ${name(b)}`);
        }
      });
      const hidden = controls
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !(hit && element.contains(hit));
        })
        .map(name);
      const resources = document.querySelector('#hc-trigger-menu-menu-resources')!;
      return {
        controls: controls.length,
        letterSpacing: getComputedStyle(resources).letterSpacing,
        overlaps,
        hidden,
        sideways: document.documentElement.scrollWidth > window.innerWidth,
      };
    });

  it.each([
    [1280, '/jira-software-cloud/docs/create-a-board/'],
    [1440, '/jira-software-cloud/docs/create-a-board/'],
    [1280, '/ja/jira-software-cloud/docs/create-a-board/'],
    [1440, '/ja/jira-software-cloud/docs/create-a-board/'],
  ])('at %i px on %s lays no control over another, before and after the header hydrates', async (width, path) => {
    opened = await session.open({ viewport: { width, height: 800 } });
    page = opened.page;
    await visit(page, path);
    await page.addStyleTag({ content: TEXT_SPACING });
    const before = await measureBar();
    await hydrateHeader(page);
    await page.mouse.move(width / 2, 700);
    const after = await measureBar();

    for (const seen of [before, after]) {
      // The spacing is in force, and the logo, four menus, the search box and its button, the contact
      // link and the account are all measured.
      expect(seen.letterSpacing).not.toBe('normal');
      expect(seen.controls).toBeGreaterThanOrEqual(9);
      expect({ overlaps: seen.overlaps, hidden: seen.hidden, sideways: seen.sideways }).toEqual({
        overlaps: [],
        hidden: [],
        sideways: false,
      });
    }
  });

  it.each([720, 480])(
    'keeps each open panel within a 1,280 × %i px screen under the taller bar, its last control reached with Up from its trigger',
    async (height) => {
      opened = await session.open({ viewport: { width: 1280, height } });
      page = opened.page;
      await visit(page, TOPIC);
      await page.addStyleTag({ content: TEXT_SPACING });
      await hydrateHeader(page);
      const headerBottom = await page
        .locator('header.hc-header')
        .evaluate((header) => header.getBoundingClientRect().bottom);
      const seen: Record<string, unknown> = {};
      for (const name of ['Products', 'Get started', 'Documentation', 'Resources']) {
        await trigger(name).focus();
        await page.keyboard.press('Enter');
        await poll(() => dropdownState(name), OPEN);
        await panelLoaded(name);
        await page.keyboard.press('ArrowUp');
        seen[name] = await page.evaluate(
          (id) => {
            const panel = document.getElementById(id)!;
            const box = panel.getBoundingClientRect();
            const controls = [...panel.querySelectorAll<HTMLElement>('a[href], button')].filter(
              (control) => control.getClientRects().length > 0,
            );
            const last = controls.at(-1)!;
            const shown = last.getBoundingClientRect();
            const hit = document.elementFromPoint(shown.left + shown.width / 2, shown.top + shown.height / 2);
            return {
              panelWithinScreen: box.bottom <= window.innerHeight + 0.5,
              lastFocused: document.activeElement === last,
              lastSeen: shown.bottom <= window.innerHeight + 0.5 && hit !== null && last.contains(hit),
              pageScrolled: window.scrollY > 0,
            };
          },
          (await trigger(name).getAttribute('aria-controls')) ?? '',
        );
        await page.keyboard.press('Escape');
      }

      // The spacing takes the bar to a second row: the panels start lower than under a 64 px bar.
      expect(headerBottom).toBeGreaterThan(100);
      const fits = { panelWithinScreen: true, lastFocused: true, lastSeen: true, pageScrolled: false };
      expect(seen).toEqual({ Products: fits, 'Get started': fits, Documentation: fits, Resources: fits });
    },
  );

  it('keeps the bar one row high without the extra spacing, at 1,280 and 1,440 px', async () => {
    const heights: number[] = [];
    for (const width of [1280, 1440]) {
      opened = await session.open({ viewport: { width, height: 800 } });
      page = opened.page;
      await visit(page, TOPIC);
      heights.push(await page.locator('.hc-header__bar').evaluate((bar) => bar.getBoundingClientRect().height));
    }

    expect(heights).toEqual([64, 64]);
  });
});

describe("the header's open panel and the page's own popups", () => {
  const SHARING_TOPIC = '/jira-software-cloud/docs/create-a-board/';
  const DOCS_HOME = '/confluence-cloud/docs/';
  const shareMenu = () => page.locator('.hc-share__menu');

  async function openAt(path: string): Promise<void> {
    opened = await session.open({ viewport: { width: 1280, height: 720 } });
    page = opened.page;
    await visit(page, path);
    await hydrateHeader(page);
  }

  /** Opens the Share menu with a click, as a visitor does, and waits until its items are shown. */
  async function openShareMenu(): Promise<void> {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await shareMenu().getByRole('menuitem').first().waitFor();
  }

  /** Types a term into the page's own search box until its suggestions are listed. */
  async function showSuggestions(): Promise<void> {
    const box = page.locator('main [role="combobox"]');
    await box.click();
    await box.pressSequentially('create');
    await poll(() => box.getAttribute('aria-expanded'), 'true', 10_000);
  }

  /**
   * What is drawn at the middle of the part of `popup` (or of where it was, `at`) that the open
   * Resources panel covers: the panel, the popup, or something else; and how tall that part is.
   */
  async function drawnOnTop(popup: string, at?: { left: number; right: number; top: number; bottom: number }) {
    const controls = (await trigger('Resources').getAttribute('aria-controls')) ?? '';
    return page.evaluate(
      ([selector, id, where]) => {
        const a = where ?? document.querySelector(selector)!.getBoundingClientRect();
        const b = document.getElementById(id)!.getBoundingClientRect();
        const left = Math.max(a.left, b.left);
        const right = Math.min(a.right, b.right);
        const top = Math.max(a.top, b.top);
        const bottom = Math.min(a.bottom, b.bottom);
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        return {
          covered: right > left ? Math.max(0, Math.round(bottom - top)) : 0,
          onTop: hit?.closest(`[id="${id}"]`) ? 'panel' : hit?.closest(selector) ? 'popup' : 'other',
        };
      },
      [popup, controls, at] as const,
    );
  }

  it('closes the Share menu when a header menu is opened with a click, and shows the panel where the menu was', async () => {
    await openAt(SHARING_TOPIC);
    await openShareMenu();
    const where = await shareMenu().evaluate((menu) => {
      const { left, right, top, bottom } = menu.getBoundingClientRect();
      return { left, right, top, bottom };
    });

    await trigger('Resources').click();
    await panelLoaded('Resources');

    expect(await poll(() => dropdownState('Resources'), OPEN)).toEqual(OPEN);
    expect(await poll(() => shareMenu().isVisible(), false)).toBe(false);
    expect(await drawnOnTop('.hc-share__menu', where)).toEqual({ covered: expect.any(Number), onTop: 'panel' });
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('closes the Share menu when focus moves to a header menu without a key, as a screen reader moves it', async () => {
    await openAt(SHARING_TOPIC);
    await openShareMenu();

    await trigger('Resources').focus();
    const closed = await poll(() => shareMenu().isVisible(), false);
    await page.keyboard.press('Enter');

    expect(closed).toBe(false);
    expect(await page.getByRole('button', { name: 'Share', exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(await poll(() => dropdownState('Resources'), OPEN)).toEqual(OPEN);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Resources' });
  });

  it('draws the open panel over the Share menu, should both be shown at once', async () => {
    await openAt(SHARING_TOPIC);
    await openShareMenu();
    await page.keyboard.press('Escape');
    await trigger('Resources').click();
    await panelLoaded('Resources');

    // Every way of opening one closes the other; shown here by hand, the page decides which is drawn over.
    await shareMenu().evaluate((menu) => menu.removeAttribute('hidden'));
    const seen = await drawnOnTop('.hc-share__menu');

    expect(await shareMenu().isVisible()).toBe(true);
    expect(seen.covered).toBeGreaterThan(20);
    expect(seen.onTop).toBe('panel');
  });

  it("closes an in-page search box's suggestions when a header menu is opened with a click, with no axe violations", async () => {
    await openAt(DOCS_HOME);
    await showSuggestions();
    const listbox = page.locator('main .hc-search-box__listbox');
    const listed = await listbox.isVisible();

    await trigger('Resources').click();
    await panelLoaded('Resources');

    expect(listed).toBe(true);
    expect(await poll(() => listbox.isVisible(), false)).toBe(false);
    expect(await poll(() => dropdownState('Resources'), OPEN)).toEqual(OPEN);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  }, 180_000);

  it("draws the open panel over an in-page search box's suggestions when the click that opened it left focus in the box", async () => {
    await openAt(DOCS_HOME);
    await showSuggestions();

    // A click event with no focus change (as some assistive technologies send): the box keeps its list.
    await trigger('Resources').dispatchEvent('click');
    await poll(() => dropdownState('Resources'), OPEN);
    await panelLoaded('Resources');
    const seen = await drawnOnTop('main .hc-search-box__listbox');

    expect(await page.locator('main .hc-search-box__listbox').isVisible()).toBe(true);
    expect(seen.covered).toBeGreaterThan(20);
    expect(seen.onTop).toBe('panel');
  });
});

/**
 * Holds every request for the header's menus file until `release` is called: the panel's spinner
 * shows as long as a test needs, the same on a fast machine and a slow one.
 */
function holdMenusFile(on: Page): Promise<{ release: () => void; requested: () => boolean }> {
  return holdRequests(on, '**/header-menus/**');
}

/** Notes, from now on, any moment focus falls to the page's body (read with `fellToBody`). */
async function watchFocusOnBody(): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { hcFellToBody?: boolean };
    record.hcFellToBody = false;
    const check = () => {
      if (document.activeElement === null || document.activeElement === document.body) record.hcFellToBody = true;
    };
    document.addEventListener('focusout', () => setTimeout(check, 0), true);
    setInterval(check, 10);
  });
}

const fellToBody = () => page.evaluate(() => (window as unknown as { hcFellToBody?: boolean }).hcFellToBody);

/** Presses Tab until the control whose accessible text is `name` has focus; fails after 30 presses. */
async function tabTo(name: string): Promise<void> {
  for (let press = 0; press < 30; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedElement(page)).text === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('a Tab pressed while a panel loads, from the keyboard alone', () => {
  it("keeps focus on Products while its first panel loads on a desktop, then moves into the panel's first control", async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    const menus = await holdMenusFile(page);
    await visit(page, TOPIC);
    const address = page.url();

    // The first Tab into the menus wakes the header; once it has, Enter and Tab follow at once.
    await tabTo('Products');
    await page.locator('button#hc-trigger-products').waitFor();
    await watchFocusOnBody();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const whileLoading = await poll(() => dropdownState('Products'), OPEN);
    await page.waitForTimeout(300);
    const focusWhileLoading = await focusedElement(page);
    const spinnerShown = await page
      .locator('#hc-dropdown-products [role="status"], #hc-dropdown-products .hc-spinner')
      .count();
    menus.release();
    const inPanel = await poll(
      () =>
        page.evaluate(() => document.getElementById('hc-dropdown-products')?.contains(document.activeElement) ?? false),
      true,
    );

    expect(page.url()).toBe(address);
    expect(whileLoading).toEqual(OPEN);
    expect(focusWhileLoading).toMatchObject({ tag: 'button', id: 'hc-trigger-products', text: 'Products' });
    expect(spinnerShown).toBeGreaterThan(0);
    expect(inPanel).toBe(true);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Cloud' });
    expect(await dropdownState('Products')).toEqual(OPEN);
    expect(await fellToBody()).toBe(false);
  });

  it('moves on to the next menu, opening none behind it, when Enter and Tab come before the header has hydrated', async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    await slowHeaderCode(page);
    await visit(page, TOPIC);
    const address = page.url();

    await tabTo('Products');
    await watchFocusOnBody();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.locator('button#hc-trigger-products').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(300);

    expect(page.url()).toBe(address);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Get started' });
    expect(await page.locator('.hc-header [aria-expanded="true"]').count()).toBe(0);
    expect(await fellToBody()).toBe(false);
  });

  it("keeps a phone's menu open on Back while the Apps panel loads, then moves into the panel's first control", async () => {
    opened = await session.open({ viewport: { width: 390, height: 844 } });
    page = opened.page;
    const menus = await holdMenusFile(page);
    await visit(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const mobileMenu = page.locator('#hc-mobile-menu');

    await tabTo('Menu');
    await watchFocusOnBody();
    await page.keyboard.press('Enter');
    await tabTo('Apps');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    const whileLoading = {
      focused: await focusedElement(page),
      expanded: await menuButton.getAttribute('aria-expanded'),
      menuVisible: await mobileMenu.isVisible(),
      heading: await mobileMenu.getByRole('heading', { level: 2 }).textContent(),
      links: await mobileMenu.locator('a').count(),
    };
    menus.release();
    const inPanel = await poll(
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          const menu = document.getElementById('hc-mobile-menu');
          return !!active && !!menu?.contains(active) && !active.classList.contains('hc-mobile-menu__back');
        }),
      true,
    );

    expect(whileLoading).toEqual({
      focused: expect.objectContaining({ tag: 'button', text: 'Back' }),
      expanded: 'true',
      menuVisible: true,
      heading: 'Apps',
      links: 0,
    });
    expect(inPanel).toBe(true);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Cloud' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(await fellToBody()).toBe(false);
  });

  it('lets Shift+Tab leave a loading panel backwards, and the panel arriving later takes no focus', async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    const menus = await holdMenusFile(page);
    await visit(page, TOPIC);
    await hydrateHeader(page);
    await trigger('Resources').focus();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const afterShiftTab = await focusedElement(page);
    menus.release();
    await panelLoaded('Resources');
    await page.waitForTimeout(100);

    expect(afterShiftTab).toMatchObject({ tag: 'button', text: 'Documentation' });
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Documentation' });
    expect(await dropdownState('Resources')).toEqual(OPEN);
  });
});

describe("the panels' code and lists, fetched ahead", () => {
  /** Whether the page has asked for the menus file or the panels' chunk. */
  const fetchedPanels = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/header-menus\/|\/lazy-header-menus\./.test(new URL(entry.name).pathname)),
    );

  it('fetches nothing for the panels when the visitor turns to the header but not to a menu', async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    await visit(page, TOPIC);

    await page.locator('.hc-header__logo').hover();
    await page.locator('button.hc-header__menu-button').waitFor({ state: 'attached', timeout: 15_000 });
    await page.locator('.hc-header .hc-search-box__input').focus();
    await page.waitForTimeout(300);

    expect(await fetchedPanels()).toBe(false);
  });

  it("fetches the menus file and the panels' code before a panel opens when the pointer comes to a desktop trigger", async () => {
    opened = await session.open({ viewport: DESKTOP_VIEWPORT });
    page = opened.page;
    await visit(page, TOPIC);
    await page.locator('.hc-header__logo').hover();
    await page.locator('button.hc-header__menu-button').waitFor({ state: 'attached', timeout: 15_000 });

    await trigger('Get started').hover();
    const fetched = await poll(fetchedPanels, true);

    expect(fetched).toBe(true);
    expect(await page.locator('.hc-header [aria-expanded="true"]').count()).toBe(0);
  });

  it("fetches the menus file and the panels' code before a panel opens when focus comes to a phone's menu button", async () => {
    opened = await session.open({ viewport: { width: 390, height: 844 } });
    page = opened.page;
    await visit(page, TOPIC);
    await page.locator('.hc-header__logo').hover();
    await page.locator('button.hc-header__menu-button').waitFor({ state: 'attached', timeout: 15_000 });

    await page.getByRole('button', { name: 'Menu', exact: true }).focus();
    const fetched = await poll(fetchedPanels, true);

    expect(fetched).toBe(true);
    expect(await page.locator('.hc-header [aria-expanded="true"]').count()).toBe(0);
  });
});

describe('the order Tab takes through the header', () => {
  /**
   * Tabs from the page's start through the header and gives each control it reached with its box.
   * Hidden controls are never reached, so every box is one a person sees.
   */
  async function headerTabOrder(): Promise<{ text: string; top: number; bottom: number; left: number }[]> {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const reached: { text: string; top: number; bottom: number; left: number }[] = [];
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || !document.querySelector('header.hc-header')!.contains(active)) return null;
        const box = active.getBoundingClientRect();
        const text =
          (active.getAttribute('aria-label') ?? active.textContent ?? '').trim() || active.tagName.toLowerCase();
        return { text, top: Math.round(box.top), bottom: Math.round(box.bottom), left: Math.round(box.left) };
      });
      if (at) reached.push(at);
      else if (reached.length > 0) break;
    }
    return reached;
  }

  /** True when each control is right of the one before on its row, or on a row below it. */
  function followsTheEye(reached: { top: number; bottom: number; left: number }[]): boolean {
    return reached.every((box, index) => {
      const before = reached[index - 1];
      if (!before) return true;
      const sameRow = box.top < before.bottom && before.top < box.bottom;
      return sameRow ? box.left > before.left : box.top >= before.bottom - 1;
    });
  }

  it('reaches the logo, Sign in and the menu button before the search box on their row below, at 390 px', async () => {
    await open({ width: 390, height: 844 });

    const reached = await headerTabOrder();

    expect(reached.map(({ text }) => text)).toEqual(['a', 'Sign in', 'Menu', 'input', 'Search (opens in a new tab)']);
    expect(followsTheEye(reached)).toBe(true);
  });

  it.each([1024, 1280])(
    'follows the order a person reads the header in, left to right and row by row, at %i px',
    async (width) => {
      await open({ width, height: 900 });

      const reached = await headerTabOrder();

      expect(reached.map(({ text }) => text)).toEqual(
        expect.arrayContaining(['Products', 'Get started', 'Documentation', 'Resources', 'Sign in']),
      );
      expect({ reached, followsTheEye: followsTheEye(reached) }).toMatchObject({ followsTheEye: true });
    },
  );

  it('takes Tab from an open phone menu button into the menu before the search box', async () => {
    await open({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu', exact: true }).focus();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');

    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Apps' });
  });

  it.each([
    ['before the header hydrates, at 390 px', { width: 390, height: 844 }, false],
    ['with the menu open on Apps, at 390 px', { width: 390, height: 844 }, true],
    ['at 1,280 px', DESKTOP_VIEWPORT, false],
  ] as const)('leaves axe nothing to report in its new order %s', async (_state, viewport, drilledIn) => {
    opened = await session.open({ viewport });
    page = opened.page;
    await visit(page, TOPIC);
    if (drilledIn) {
      await hydrateHeader(page);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.locator('#hc-mobile-menu').getByRole('button', { name: 'Apps' }).click();
      await page.locator('#hc-mobile-menu a').first().waitFor();
    }

    expect(describeViolations(await axeViolations(page))).toBe('');
  });
});
