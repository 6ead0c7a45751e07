/**
 * The home page's 'Browse by product' tabs as a visitor sees them: five product cards in a tab, the
 * rest behind 'See all other apps' (shared/components/SeeAllApps.tsx), which reveals them below
 * itself without moving anything above it, with JavaScript and without.
 */
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, focusedElement, visit } from './support/browser';

const session = browserForFile();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const panel = (page: Page) => page.getByRole('tabpanel');
const cards = (page: Page) => panel(page).locator('.hc-card-grid__item');
const toggle = (page: Page) => panel(page).locator('.hc-see-all__toggle');

/** How many of the tab's cards are displayed, of how many. */
const shownCards = (page: Page) =>
  cards(page).evaluateAll((items) => ({
    shown: items.filter((item) => item.checkVisibility()).length,
    all: items.length,
  }));

/**
 * Where the section's heading, the tabs and the first five cards are on the page, and where the
 * toggle starts (its text, and so its width, changes).
 */
async function fixedBoxes(page: Page): Promise<Box[]> {
  const boxOf = async (locator: Locator): Promise<Box> => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('an element that should be shown has no box');
    // Relative to the document, so scrolling to reach the toggle does not count as a move.
    const scrollY = await page.evaluate(() => window.scrollY);
    return { ...box, y: box.y + scrollY };
  };
  const section = page.locator('section', { has: page.getByRole('tablist') });
  return Promise.all([
    boxOf(section.getByRole('heading', { level: 2 })),
    boxOf(page.getByRole('tablist')),
    ...[0, 1, 2, 3, 4].map((index) => boxOf(cards(page).nth(index))),
    boxOf(toggle(page)).then(({ x, y, height }) => ({ x, y, width: 0, height })),
  ]);
}

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('the home page at $width px', (viewport) => {
  it("shows five product cards in the Cloud tab and the rest only after 'See all other apps'", async () => {
    const { page } = await session.open({ viewport });
    await visit(page, '/');
    const button = panel(page).getByRole('button', { name: 'See all other apps' });
    const before = await shownCards(page);
    const boxesBefore = await fixedBoxes(page);

    await button.click();

    const after = await shownCards(page);
    expect(before.shown).toBe(5);
    expect(before.all).toBeGreaterThan(5);
    expect(after).toEqual({ shown: before.all, all: before.all });
    expect(await fixedBoxes(page)).toEqual(boxesBefore);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page).textContent()).toBe('Show fewer apps');
  });

  it('places the revealed cards below the toggle, which keeps focus, and Tab goes on to the first of them', async () => {
    const { page } = await session.open({ viewport });
    await visit(page, '/');
    await toggle(page).focus();

    await page.keyboard.press('Enter');
    const onToggle = await focusedElement(page);
    await page.keyboard.press('Tab');

    const sixth = cards(page).nth(5);
    const toggleBox = await toggle(page).boundingBox();
    const sixthBox = await sixth.boundingBox();
    expect(onToggle.text).toBe('Show fewer apps');
    expect(await sixth.locator('a').evaluate((link) => link === document.activeElement)).toBe(true);
    expect(sixthBox!.y).toBeGreaterThan(toggleBox!.y + toggleBox!.height);
  });

  it('hides the other cards again with Space on Show fewer apps', async () => {
    const { page } = await session.open({ viewport });
    await visit(page, '/');
    await toggle(page).click();

    await page.keyboard.press('Space');

    expect((await shownCards(page)).shown).toBe(5);
    expect(await toggle(page).textContent()).toBe('See all other apps');
    expect(await toggle(page).evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('the home page without JavaScript', () => {
  it("shows five product cards and reveals the rest with the native 'See all other apps', moving nothing above it", async () => {
    const { page } = await session.open({ javaScriptEnabled: false });
    await visit(page, '/', { hydrate: false });
    const before = await shownCards(page);
    const boxesBefore = await fixedBoxes(page);

    await panel(page).getByText('See all other apps').click();

    expect(before.shown).toBe(5);
    expect(await shownCards(page)).toEqual({ shown: before.all, all: before.all });
    expect(await fixedBoxes(page)).toEqual(boxesBefore);
  });

  it('draws the toggle in the box the scripted button takes after hydration', async () => {
    const { page: still } = await session.open({ javaScriptEnabled: false });
    await visit(still, '/', { hydrate: false });
    const { page: scripted } = await session.open();
    await visit(scripted, '/');
    await scripted.locator('button.hc-see-all__toggle').waitFor();

    expect(await toggle(scripted).boundingBox()).toEqual(await toggle(still).boundingBox());
  });
});

it('has no axe violations with every product shown', async () => {
  const { page } = await session.open();
  await visit(page, '/');
  await toggle(page).click();

  const violations = await axeViolations(page);

  if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);
  expect(violations).toEqual([]);
});
