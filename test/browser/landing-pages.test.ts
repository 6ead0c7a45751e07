/**
 * The end of a product landing page: its last card and the 'Not finding the help you need?' block
 * below it are as far apart as the page's sections are (--hc-space-10), at a phone's and a desktop's
 * width, as on the home page.
 */
import type { Page } from 'playwright-core';
import { browserForFile, visit } from './support/browser';

const session = browserForFile();

/** Pixels between the bottom of the last card shown and the top of the contact block, and the section spacing. */
function gapAboveContact(page: Page): Promise<{ gap: number; sectionSpacing: number }> {
  return page.evaluate(() => {
    const contact = document.querySelector('main .hc-contact-block');
    const lastCard = [...document.querySelectorAll('main .hc-card')].filter((card) => card.checkVisibility()).at(-1);
    if (!contact || !lastCard) throw new Error('the page has no card or no contact block');
    const probe = document.createElement('div');
    probe.style.height = 'var(--hc-space-10)';
    document.body.append(probe);
    const sectionSpacing = probe.getBoundingClientRect().height;
    probe.remove();
    return {
      gap: contact.getBoundingClientRect().top - lastCard.getBoundingClientRect().bottom,
      sectionSpacing,
    };
  });
}

describe.each([390, 1280])('at %i px', (width) => {
  it.each([
    ['a product landing page', '/jira-software-cloud/resources/'],
    ['a contextTheme resources page', '/accounts/resources/'],
    ['the home page', '/'],
  ])("leaves the section spacing between the last card of %s and 'Not finding the help you need?'", async (_, path) => {
    const { page } = await session.open({ viewport: { width, height: 900 } });
    await visit(page, path);

    const { gap, sectionSpacing } = await gapAboveContact(page);

    expect(sectionSpacing).toBe(40);
    expect(gap).toBeCloseTo(sectionSpacing, 0);
  });
});

describe("an edition the product doesn't have", () => {
  it('is struck through and quieter than the one shown, with nothing to press, at both widths', async () => {
    for (const width of [390, 1280]) {
      const { page } = await session.open({ viewport: { width, height: 900 } });
      await visit(page, '/crowd-data-center/resources/');

      const look = await page.evaluate(() => {
        const unavailable = document.querySelector('.hc-deployment-switch__option--unavailable')!;
        const current = document.querySelector('.hc-deployment-switch [aria-current="page"]')!;
        const style = getComputedStyle(unavailable);
        return {
          text: unavailable.textContent,
          struck: style.textDecorationLine,
          cursor: style.cursor,
          colour: style.color,
          currentColour: getComputedStyle(current).color,
          controls: unavailable.querySelectorAll('a, button').length + (unavailable.closest('a, button') ? 1 : 0),
        };
      });

      expect(look.text).toBe('Cloud (not available for this product)');
      expect(look.struck).toBe('line-through');
      expect(look.cursor).toBe('default');
      expect(look.colour).not.toBe(look.currentColour);
      expect(look.controls).toBe(0);
    }
  });
});
