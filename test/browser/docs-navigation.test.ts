/**
 * Moving around the documentation in Chromium: the page tree sidebar (SPEC.md section 4: collapsed
 * by default, remembered for the session, items expand and collapse), 'Show more' lists, and the
 * deployment switch: its 'Unable to find page' dialog, and its native version menu and focus carried
 * over to the scripted switch when its code arrives (docs/adr/045-hydration-on-intent.md).
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import {
  focusedElement,
  hydrateHeader,
  holdRequests,
  hydratePart,
  visit,
  waitForHydration,
  type OpenedPage,
  browserForFile,
} from './support/browser';
import { axeViolations, describeViolations } from './support/axe';
import { poll } from './support/poll';

const GUIDE_TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const DOCS_HOME = '/jira-software-cloud/docs/';
const KB_ARTICLE =
  '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center/how-to-rebuild-the-jira-index-from-the-database/';
/** In Data Center 10.3 and 11.1, not in 9.12. */
const VERSIONED_TOPIC = '/jira-software-data-center/10.3/docs/monitor-cluster-health/';

let opened: OpenedPage;
let page: Page;
const session = browserForFile();

async function open(path: string, options: BrowserContextOptions = {}): Promise<void> {
  opened = await session.open(options);
  page = opened.page;
  await visit(page, path);
}

const PHONE = { viewport: { width: 390, height: 844 } };
const TABLET = { viewport: { width: 768, height: 1024 } };
const BOARD_TOPIC = '/jira-software-cloud/docs/create-a-board/';
const COLUMNS_TOPIC = '/jira-software-cloud/docs/configure-board-columns/';
const LOCK_FILE_KB_ARTICLE = '/jira-software-data-center/kb/jira-fails-to-start-unable-to-acquire-jira-home-lock-file/';

describe('the page tree sidebar', () => {
  const panelToggle = () => page.locator('.hc-page-tree__panel-toggle');
  const tree = () => page.locator('.hc-page-tree__list');
  const isOpen = (summary: Locator) =>
    summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

  async function panel(): Promise<{ open: boolean; label: string | null; visible: boolean }> {
    return {
      open: await isOpen(panelToggle()),
      // What a person reads: the summary holds both labels and shows the one for its state.
      label: await panelToggle().innerText(),
      visible: await tree().isVisible(),
    };
  }

  const COLLAPSED = { open: false, label: 'Show navigation', visible: false };
  const EXPANDED = { open: true, label: 'Hide navigation', visible: true };

  it('is a column beside the article on a desktop, with no toggle to press', async () => {
    await open(GUIDE_TOPIC);

    expect(await panelToggle().isVisible()).toBe(false);
    expect(await tree().getByRole('link', { name: 'Invite your team' }).isVisible()).toBe(true);
  });

  it('leaves room in the desktop column for the focus ring of every toggle at its edge', async () => {
    await open(GUIDE_TOPIC);

    const clipped = await page.evaluate(() => {
      const column = document.querySelector<HTMLElement>('.hc-page-tree')!;
      const box = column.getBoundingClientRect();
      // What the scrolling column shows: its padding box, without a scroll bar.
      const right = box.left + column.clientLeft + column.clientWidth;
      const top = box.top + column.clientTop;
      // The ring is 2 px wide, 2 px outside the toggle (test/browser/visual.test.ts checks both).
      return [...column.querySelectorAll('.hc-page-tree__toggle')]
        .map((toggle) => toggle.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && (rect.right + 4 > right || rect.top - 4 < top)).length;
    });

    expect(clipped).toBe(0);
  });

  it("leaves room in a phone's scrolling list for the focus ring of every link and toggle at its edges", async () => {
    await open(GUIDE_TOPIC, PHONE);
    await panelToggle().click();

    const clipped = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('.hc-page-tree__panel[open] > .hc-page-tree__list')!;
      const box = list.getBoundingClientRect();
      // What the scrolling list shows across: its padding box, without a scroll bar.
      const left = box.left + list.clientLeft;
      const right = left + list.clientWidth;
      // The ring is 2 px wide, 2 px outside the control.
      return [...list.querySelectorAll('.hc-page-tree__toggle, .hc-page-tree__link')]
        .map((control) => control.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && (rect.right + 4 > right || rect.left - 4 < left)).length;
    });

    expect(clipped).toBe(0);
  });

  it('starts collapsed on a phone, and its summary shows and hides the tree', async () => {
    await open(GUIDE_TOPIC, PHONE);
    const initially = await panel();

    await panelToggle().click();
    const shown = await poll(panel, EXPANDED);
    await panelToggle().click();

    expect(initially).toEqual(COLLAPSED);
    expect(shown).toEqual(EXPANDED);
    expect(await poll(panel, COLLAPSED)).toEqual(COLLAPSED);
  });

  it('starts with the current page and its parents expanded, the current page marked', async () => {
    await open(GUIDE_TOPIC);

    const expanded = await tree()
      .locator('details[open] > .hc-page-tree__toggle')
      .evaluateAll((summaries) => summaries.map((summary) => summary.getAttribute('aria-label')));
    const current = await tree().locator('[aria-current="page"]').textContent();

    expect(expanded).toEqual(['Collapse Get started with Jira Software', 'Collapse Set up your site']);
    expect(current).toBe('Invite your team');
    expect(await tree().getByRole('link', { name: 'Invite your team' }).isVisible()).toBe(true);
  });

  it('expands and collapses an item', async () => {
    await open(GUIDE_TOPIC);
    // The item whose own link (not a descendant's) is the page.
    const item = tree().locator('xpath=.//li[a[normalize-space(.)="Create your first project"]]');
    const toggle = item.locator(':scope > details > .hc-page-tree__toggle');
    const group = item.locator(':scope > details > .hc-page-tree__group');
    const before = await group.isVisible();

    await toggle.click();
    const afterExpand = {
      open: await poll(() => isOpen(toggle), true),
      label: await poll(() => toggle.getAttribute('aria-label'), 'Collapse Create your first project'),
      visible: await group.isVisible(),
      links: await group.getByRole('link').count(),
    };
    await toggle.click();

    expect(before).toBe(false);
    expect(afterExpand).toEqual({
      open: true,
      label: 'Collapse Create your first project',
      visible: true,
      links: expect.any(Number),
    });
    expect(afterExpand.links).toBeGreaterThan(0);
    expect(await poll(() => group.isVisible(), false)).toBe(false);
    // The label follows the details' toggle event, which fires after the group is hidden.
    expect(await poll(() => toggle.getAttribute('aria-label'), 'Expand Create your first project')).toBe(
      'Expand Create your first project',
    );
  });

  it("loads a collapsed branch's pages when its toggle is pressed with the keyboard, keeping focus on the toggle", async () => {
    await open(GUIDE_TOPIC);
    const trees: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/page-trees/'))
        trees.push(response.headers()['cache-control'] ?? '');
    });
    const item = tree().locator('xpath=.//li[a[normalize-space(.)="Run sprints in Scrum"]]');
    const toggle = item.locator(':scope > details > .hc-page-tree__toggle');
    const group = item.locator(':scope > details > .hc-page-tree__group');
    const lazy = await item.locator(':scope > details[data-lazy]').count();

    await toggle.focus();
    await page.keyboard.press('Enter');
    const loaded = await poll(() => group.locator('[data-branch-link]').count(), 0);
    const children = await group.locator(':scope > li > .hc-page-tree__link').allTextContents();
    const focused = await focusedElement(page);
    await page.keyboard.press('Tab');
    const next = await focusedElement(page);

    expect(lazy).toBe(1);
    expect(loaded).toBe(0);
    expect(children.length).toBeGreaterThan(0);
    expect(children).not.toContain('See the pages in Run sprints in Scrum');
    expect(focused).toEqual({ tag: 'summary', id: '', text: 'Collapse Run sprints in Scrum' });
    expect(next.text).toBe(children[0]);
    expect(trees).toEqual(['public, max-age=31536000, immutable']);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('stays open across a reload in the same session, and starts collapsed in a new one', async () => {
    await open(GUIDE_TOPIC, PHONE);
    await panelToggle().click();
    await poll(panel, EXPANDED);
    // The tree remembers the state once its code, which the tap fetched, has taken over the panel.
    await hydratePart(page.locator('.hc-page-tree__panel'));

    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    const afterReload = await poll(panel, EXPANDED);
    await page.goto(page.url().replace(GUIDE_TOPIC, DOCS_HOME), { waitUntil: 'load' });
    await waitForHydration(page);
    const onAnotherPage = await poll(panel, EXPANDED);
    const fresh = await session.open(PHONE);
    await visit(fresh.page, GUIDE_TOPIC);
    const newSession = await fresh.page
      .locator('.hc-page-tree__panel')
      .evaluate((element) => (element as HTMLDetailsElement).open);

    expect(afterReload).toEqual(EXPANDED);
    expect(onAnotherPage).toEqual(EXPANDED);
    expect(newSession).toBe(false);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it("keeps the next page's title on a phone's first screen when a link in the opened panel is followed", async () => {
    await open(GUIDE_TOPIC, PHONE);
    await panelToggle().click();
    await poll(panel, EXPANDED);
    await hydratePart(page.locator('.hc-page-tree__panel'));
    // The last page the opened list offers, a row the visitor scrolls the list's box to reach.
    const target = tree().locator('.hc-page-tree__link:not([aria-current]):visible').last();
    const targetTitle = (await target.innerText()).trim();
    await target.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith(GUIDE_TOPIC)), target.click()]);
    await waitForHydration(page);

    const seen = await page.evaluate(() => {
      const list = document.querySelector('.hc-page-tree__list')!.getBoundingClientRect();
      const current = document.querySelector('.hc-page-tree__link[aria-current="page"]')!.getBoundingClientRect();
      const title = document.querySelector('main h1')!.getBoundingClientRect();
      return {
        titleBottom: title.bottom,
        listHeight: list.height,
        currentInsideList: current.top >= list.top && current.bottom <= list.bottom,
        sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    const violations = await axeViolations(page);

    expect(await panel()).toEqual(EXPANDED);
    expect(await page.locator('main h1').innerText()).toContain(targetTitle);
    expect(seen.titleBottom).toBeLessThanOrEqual(PHONE.viewport.height);
    expect(seen.listHeight).toBeLessThanOrEqual(PHONE.viewport.height * 0.4 + 1);
    expect(seen.currentInsideList).toBe(true);
    expect(seen.sideways).toBe(false);
    expect(describeViolations(violations)).toBe('');
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  /** Where the tree's nav, its toggle and the article are on the screen (a zero box when not shown). */
  const layout = () =>
    page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)!.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, width: rect.width };
      };
      return {
        viewport: document.documentElement.clientWidth,
        tree: box('.hc-page-tree'),
        toggle: box('.hc-page-tree__panel-toggle'),
        article: box('.hc-page__columns > article'),
      };
    });

  it.each([390, 768, 1000])(
    "gives the article the whole width at %i px, the closed 'Show navigation' panel above it and no column of its own",
    async (width) => {
      await open(BOARD_TOPIC, { viewport: { width, height: 1024 } });

      const seen = await layout();

      expect(await panel()).toEqual(COLLAPSED);
      // The page's side padding (16 px on a phone, 24 px from 768 px) on either side, nothing more.
      expect(seen.article.left).toBeLessThanOrEqual(24);
      expect(seen.article.right).toBeGreaterThanOrEqual(seen.viewport - 24);
      // The panel is as wide as the article and only as tall as its toggle.
      expect(seen.tree.left).toBeCloseTo(seen.article.left, 0);
      expect(seen.tree.width).toBeCloseTo(seen.article.width, 0);
      expect(seen.tree.bottom - seen.tree.top).toBeLessThanOrEqual(seen.toggle.bottom - seen.toggle.top + 4);
      expect(seen.tree.bottom).toBeLessThanOrEqual(seen.article.top);
    },
  );

  it.each([1024, 1280])('keeps the tree a column beside the article at %i px', async (width) => {
    await open(BOARD_TOPIC, { viewport: { width, height: 900 } });

    const seen = await layout();

    expect(seen.toggle.width).toBe(0);
    expect(seen.tree.right).toBeLessThanOrEqual(seen.article.left);
    expect(seen.tree.bottom - seen.tree.top).toBeGreaterThan(200);
  });

  it('opens the tree at 768 px from its top, its first items and the current page in view', async () => {
    await open(COLUMNS_TOPIC, TABLET);

    await panelToggle().click();
    await poll(panel, EXPANDED);
    const seen = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('.hc-page-tree__list')!;
      const box = list.getBoundingClientRect();
      const inView = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= box.top && rect.bottom <= box.bottom && rect.bottom <= window.innerHeight;
      };
      const links = [...list.querySelectorAll('.hc-page-tree__link')];
      return {
        scrollTop: list.scrollTop,
        pageScroll: window.scrollY,
        firstTwo: links.slice(0, 2).map((link) => ({ title: link.textContent, inView: inView(link) })),
        current: inView(list.querySelector('[aria-current="page"]')!),
      };
    });

    expect(seen).toEqual({
      scrollTop: 0,
      pageScroll: 0,
      firstTwo: [
        { title: 'Get started with Jira Software', inView: true },
        { title: 'Set up your site', inView: true },
      ],
      current: true,
    });
  });

  it("scrolls only the tree's box, and only when the current page's row would be below it", async () => {
    // A short phone screen: the box is 40 % of it, too short for the rows down to the current page.
    await open(COLUMNS_TOPIC, { viewport: { width: 390, height: 420 } });

    await panelToggle().click();
    await poll(panel, EXPANDED);
    const seen = await page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('.hc-page-tree__list')!;
      const box = list.getBoundingClientRect();
      const current = list.querySelector('[aria-current="page"]')!.getBoundingClientRect();
      return {
        scrolled: list.scrollTop > 0,
        pageScroll: window.scrollY,
        currentInBox: current.top >= box.top && current.bottom <= box.bottom,
      };
    });

    expect(seen).toEqual({ scrolled: true, pageScroll: 0, currentInBox: true });
  });
});

describe("a KB article's focus order", () => {
  /**
   * Tabs from the top of the page to the footer's last link and says each control's box in the
   * page, with the part it is in: the lead (breadcrumbs, the way home), the 'In this section' list,
   * 'On this page', the article or the footer.
   */
  async function tabThrough(): Promise<{ text: string; region: string; top: number; left: number; right: number }[]> {
    const seen: { text: string; region: string; top: number; left: number; right: number }[] = [];
    await page.locator('main').evaluate((main) => {
      main.setAttribute('tabindex', '-1');
      main.focus();
      main.removeAttribute('tabindex');
    });
    for (let presses = 0; presses < 120; presses++) {
      await page.keyboard.press('Tab');
      const step = await page.evaluate(() => {
        const active = document.activeElement!;
        const rect = active.getBoundingClientRect();
        const region = active.closest('.hc-kb-section, .hc-page__columns > article, .hc-footer, .toc');
        return {
          text: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40),
          region: region ? (region.matches('.toc') ? 'toc' : region.tagName.toLowerCase()) : 'lead',
          top: rect.top + window.scrollY,
          left: rect.left,
          right: rect.right,
          last: active === [...document.querySelectorAll('.hc-footer a[href]')].pop(),
        };
      });
      const { last, ...box } = step;
      seen.push(box);
      if (last) break;
    }
    return seen;
  }

  /** The steps that go back up the page within or left of the column they leave. */
  function backwards(steps: Awaited<ReturnType<typeof tabThrough>>): string[] {
    return steps.slice(1).flatMap((step, index) => {
      const before = steps[index]!;
      const up = step.top < before.top - 2;
      const toAColumnOnTheRight = step.left >= before.right - 2;
      return up && !toAColumnOnTheRight ? [`${before.text} -> ${step.text}`] : [];
    });
  }

  it.each([
    ['1,280', { width: 1280, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ])(
    "follows the screen at %s px: 'In this section', then 'On this page' and the article, then the footer",
    async (_width, viewport) => {
      await open(LOCK_FILE_KB_ARTICLE, { viewport });
      // On a phone the list is a closed disclosure above the article; open, its links are in the order too.
      const toggle = page.locator('.hc-kb-section__toggle');
      if (await toggle.isVisible()) await toggle.click();

      const steps = await tabThrough();
      const regions = steps.map((step) => step.region).filter((region, index, all) => region !== all[index - 1]);

      expect(await page.locator('.hc-sibling-list').isVisible()).toBe(true);
      expect(regions).toEqual(['lead', 'aside', 'toc', 'article', 'footer']);
      expect(backwards(steps)).toEqual([]);
      expect(opened.reports).toEqual({ console: [], pageErrors: [] });
    },
    120_000,
  );
});

describe("'Show more' lists", () => {
  it.each([
    ['the docs home documentation section', DOCS_HOME, 'main .hc-show-more'],
    ['the KB article sibling list', KB_ARTICLE, 'main .hc-show-more'],
  ])('%s shows five items, then every item with focus on the first new one', async (_name, path, selector) => {
    await open(path);
    // The first list with a Show more button; found by position, as the button goes once pressed.
    const lists = page.locator(selector);
    const index = await lists.evaluateAll((elements) =>
      elements.findIndex((element) => element.querySelector('.hc-show-more__button') !== null),
    );
    const list = lists.nth(index);
    const items = list.locator('.hc-show-more__item');
    const before = await items.count();

    await list.getByRole('button', { name: 'Show more' }).click();
    const after = await items.count();
    const sixth = await items.nth(5).locator('a').first().textContent();

    expect(before).toBe(5);
    expect(after).toBeGreaterThan(5);
    expect(await list.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    expect(await poll(async () => (await focusedElement(page)).text, sixth?.trim() ?? '')).toBe(sixth?.trim());
  });
});

describe('the deployment switch', () => {
  const toggle = () => page.locator('.hc-deployment-switch__menu > button');
  const summary = () => page.locator('.hc-deployment-switch summary');
  const versions = () => page.locator('.hc-deployment-switch__versions');
  const dialog = () => page.getByRole('dialog', { name: 'Unable to find page' });

  /** Holds the switch's code until the returned function is called, as on a slow network. */
  async function holdSwitchCode(): Promise<() => void> {
    return (await holdRequests(page, /\/intent-deployment-switch\.[^/]*\.js$/)).release;
  }

  it("opens 'Unable to find page' for a version without the page, and Escape closes it and returns focus", async () => {
    await open(VERSIONED_TOPIC);
    await hydratePart(page.locator('.hc-deployment-switch'));

    await toggle().click();
    const listed = await versions().isVisible();
    await page.getByRole('button', { name: 'Data Center 9.12' }).click();
    // The dialog's code loads on first use, so wait for it to open and take focus.
    await dialog().waitFor();
    await poll(() => dialog().evaluate((element) => element.contains(document.activeElement)), true);
    const shown = await dialog().isVisible();
    const focusInDialog = await dialog().evaluate((element) => element.contains(document.activeElement));
    const actions = await dialog().locator('a, button').allTextContents();
    await page.keyboard.press('Escape');

    expect(listed).toBe(true);
    expect(shown).toBe(true);
    expect(focusInDialog).toBe(true);
    expect(actions).toEqual(['Search', 'Browse', 'Cancel']);
    expect(await poll(() => dialog().count(), 0)).toBe(0);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Data Center 10.3' });
  });

  it('works from the keyboard alone: arrows into the versions, Tab stays inside the dialog, Cancel closes it', async () => {
    await open(VERSIONED_TOPIC);
    await hydratePart(page.locator('.hc-deployment-switch'));
    await toggle().focus();

    await page.keyboard.press('ArrowDown');
    const firstVersion = await focusedElement(page);
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await poll(() => dialog().evaluate((element) => element.contains(document.activeElement)), true);
    const visited: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      visited.push((await focusedElement(page)).text);
      await page.keyboard.press('Tab');
    }
    await dialog().getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');

    expect(firstVersion).toMatchObject({ tag: 'button', text: 'Data Center 9.12' });
    expect(visited).toEqual(['Search', 'Browse', 'Cancel', 'Search']);
    expect(await poll(() => dialog().count(), 0)).toBe(0);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Data Center 10.3' });
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('keeps focus on the version menu when its code arrives after the visitor tabbed to it', async () => {
    await open(VERSIONED_TOPIC);
    const release = await holdSwitchCode();
    await page.getByRole('group', { name: 'Deployment' }).getByRole('link', { name: 'Cloud' }).focus();

    await page.keyboard.press('Tab');
    const beforeCode = await focusedElement(page);
    release();
    await toggle().waitFor();
    await poll(() => toggle().evaluate((element) => element === document.activeElement), true);
    const afterCode = await focusedElement(page);
    // Reached by the keyboard, so the focus ring shows, as it did on the summary.
    const ringed = await toggle().evaluate((element) => element.matches(':focus-visible'));
    await page.keyboard.press('ArrowDown');

    expect(beforeCode).toMatchObject({ tag: 'summary', text: 'Data Center 10.3' });
    expect(afterCode).toMatchObject({ tag: 'button', text: 'Data Center 10.3' });
    expect(ringed).toBe(true);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Data Center 9.12' });
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('closes the version list on a click outside it, leaving focus where the click put it', async () => {
    await open(VERSIONED_TOPIC);
    await hydratePart(page.locator('.hc-deployment-switch'));
    await toggle().click();
    const listed = await versions().isVisible();

    await page.locator('main h1').click();

    expect(listed).toBe(true);
    expect(await poll(() => versions().isVisible(), false)).toBe(false);
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
    // The main region takes focus from a click in it (it is focusable, for the skip link).
    expect((await focusedElement(page)).id).toBe('maincontent');
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('closes the version list on a tap outside it on a phone', async () => {
    await open(VERSIONED_TOPIC, { ...PHONE, hasTouch: true, isMobile: true });
    await toggle().or(summary()).tap();
    await toggle().waitFor();
    const listed = await poll(() => versions().isVisible(), true);
    // The title is below the first screen of a phone.
    await page.locator('main h1').scrollIntoViewIfNeeded();
    const title = await page.locator('main h1').boundingBox();

    await page.touchscreen.tap(title!.x + 8, title!.y + title!.height / 2);

    expect(listed).toBe(true);
    expect(await poll(() => versions().isVisible(), false)).toBe(false);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('closes the version list when Tab leaves its last version, and focus goes on', async () => {
    await open(VERSIONED_TOPIC);
    await hydratePart(page.locator('.hc-deployment-switch'));
    await toggle().focus();
    await page.keyboard.press('ArrowUp');
    const last = await focusedElement(page);

    await page.keyboard.press('Tab');

    expect(last.text).toBe(await versions().locator('li').last().innerText());
    expect(await poll(() => versions().isVisible(), false)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('.hc-deployment-switch__menu'))).toBeNull();
  });

  it('closes on Escape and returns focus to its button, though the click left focus on the page', async () => {
    await open(VERSIONED_TOPIC);
    await hydratePart(page.locator('.hc-deployment-switch'));
    await toggle().click();
    // Safari does not focus a button it clicks.
    await toggle().evaluate((element) => element.blur());

    await page.keyboard.press('Escape');

    expect(await poll(() => versions().isVisible(), false)).toBe(false);
    expect(await focusedElement(page)).toMatchObject({ tag: 'button', text: 'Data Center 10.3' });
  });

  it('closes when the visitor opens a header menu, whose panel is then the one shown', async () => {
    await open(VERSIONED_TOPIC);
    await hydrateHeader(page);
    await hydratePart(page.locator('.hc-deployment-switch'));
    await toggle().click();
    const listed = await versions().isVisible();

    await page.locator('#hc-trigger-products').click();
    const panel = page.locator('#hc-dropdown-products');
    await panel.waitFor();

    expect(listed).toBe(true);
    expect(await poll(() => versions().isVisible(), false)).toBe(false);
    expect(await panel.isVisible()).toBe(true);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it("is drawn under the header's open menu without JavaScript, where both are native disclosures", async () => {
    opened = await session.open({ ...PHONE, javaScriptEnabled: false });
    page = opened.page;
    await visit(page, VERSIONED_TOPIC, { hydrate: false });
    await summary().click();
    const list = await versions().boundingBox();
    await page.locator('.hc-header__menu-disclosure > summary').click();
    const menu = await page.locator('.hc-mobile-menu').boundingBox();

    // A point of the version list that the header's menu panel covers.
    const x = Math.max(list!.x, menu!.x) + 4;
    const y = Math.max(list!.y, menu!.y) + 4;
    const onTop = await page.evaluate(
      ([px, py]) => {
        const element = document.elementFromPoint(px, py);
        return element?.closest('header') ? 'header' : element?.closest('.hc-deployment-switch') ? 'switch' : 'other';
      },
      [x, y] as const,
    );

    expect(y).toBeLessThan(Math.min(list!.y + list!.height, menu!.y + menu!.height));
    expect(await versions().isVisible()).toBe(true);
    expect(onTop).toBe('header');
  });

  it.each([
    ['a Data Center topic', VERSIONED_TOPIC, 'Data Center 10.3'],
    ['a Cloud topic', GUIDE_TOPIC, 'Data Center'],
    ['a docs home', DOCS_HOME, 'Data Center'],
  ])('on %s keeps open the version menu the visitor opened before its code arrived', async (_name, path, label) => {
    await open(path);
    const release = await holdSwitchCode();

    await summary().click();
    const beforeCode = await versions().isVisible();
    release();
    await toggle().waitFor();
    const expanded = await poll(() => toggle().getAttribute('aria-expanded'), 'true');
    const afterCode = await versions().isVisible();
    const focused = await focusedElement(page);
    // Pressed with the pointer, so no focus ring shows, as on the summary.
    const ringed = await toggle().evaluate((element) => element.matches(':focus-visible'));
    // The scripted menu is live: Escape closes it, which a native disclosure would not.
    await page.keyboard.press('Escape');

    expect(beforeCode).toBe(true);
    expect(expanded).toBe('true');
    expect(afterCode).toBe(true);
    expect(focused).toMatchObject({ tag: 'button', text: label });
    expect(ringed).toBe(false);
    expect(await poll(() => versions().isVisible(), false)).toBe(false);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });
});

describe("'On this page' as the visitor moves through a topic", () => {
  /** The text of the table's link marked as the section in view, once the marks have settled. */
  async function marked(): Promise<string | null> {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    return page
      .locator('.toc a[aria-current="location"]')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
  }

  it.each([
    ['a topic', COLUMNS_TOPIC],
    ['a KB article', LOCK_FILE_KB_ARTICLE],
  ])('on %s marks the last section at the end of the page and the first back at the top', async (_name, path) => {
    await open(path, { viewport: { width: 1280, height: 900 } });
    const headings = await page.locator('.toc a.toc__link--h2, .toc a.toc__link--h3').allTextContents();

    await page
      .locator('article')
      .first()
      .click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    await poll(
      () => page.evaluate(() => window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2),
      true,
    );
    const atEnd = await marked();
    await page.keyboard.press('Home');
    await poll(() => page.evaluate(() => window.scrollY), 0);
    const atTop = await marked();

    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(atEnd).toBe(headings.at(-1));
    expect(atTop).toBe(headings[0]);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });
});

describe("a keyboard's way past the page tree", () => {
  it.each([
    ['a topic', COLUMNS_TOPIC],
    ['a docs home', DOCS_HOME],
  ])(
    'on %s goes from Skip to main content to Skip navigation, shown on focus, and on to the breadcrumbs',
    async (_name, path) => {
      await open(path, { viewport: { width: 1280, height: 900 } });

      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const skip = await page.evaluate(() => {
        const link = document.activeElement as HTMLElement;
        const box = link.getBoundingClientRect();
        return { text: link.textContent, top: box.top, bottom: box.bottom, left: box.left };
      });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => ({
        inBreadcrumbs: document.activeElement?.closest('nav.hc-breadcrumbs, .hc-breadcrumbs') !== null,
        inTree: document.activeElement?.closest('.hc-page-tree') !== null,
      }));

      // Seen where it is, within the screen, as the first skip link is.
      expect(skip.text).toBe('Skip navigation');
      expect(skip.top).toBeGreaterThanOrEqual(0);
      expect(skip.bottom).toBeLessThanOrEqual(900);
      expect(skip.left).toBeGreaterThanOrEqual(0);
      expect(next).toEqual({ inBreadcrumbs: true, inTree: false });
      expect(opened.reports).toEqual({ console: [], pageErrors: [] });
    },
  );
});
