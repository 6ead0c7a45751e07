/**
 * Colours as a person sees them, measured in Chromium from the computed styles of the running site:
 * error messages and the edges of refused fields in both colour schemes (WCAG 1.4.3, 1.4.11), the
 * edge of every text field (1.4.11), and, in forced colours (Windows high contrast), which replace
 * the page's colours with the system's few and drop backgrounds, that a selected, current or pressed
 * control still differs from its siblings and that controls drawn without a border keep an edge.
 */
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, hydrateHeader, hydratePart, MOBILE_VIEWPORT, visit } from './support/browser';
import { contrast, over, parse, type Rgba } from './support/contrast';

const session = browserForFile();

const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

const HOME = '/';
const CONTACT = '/contact/';
const SEARCH = '/search-results/?searchTerm=board';
const SEARCH_FILTERED = '/search-results/?searchTerm=board&contentType=topic,topicSet';
const TOPIC = '/jira-software-cloud/docs/create-a-board/';
const KB_ARTICLE = '/jira-software-data-center/kb/jira-fails-to-start-unable-to-acquire-jira-home-lock-file/';
const VERSIONED_TOPIC = '/jira-software-data-center/10.3/docs/monitor-cluster-health/';

/** What the page computes for one element: its colours, its edges, and the backgrounds it is drawn on. */
interface Look {
  text: string;
  color: string;
  background: string;
  /** The backgrounds of its ancestors, nearest first, up to the first opaque one. */
  behind: string[];
  borders: { width: number; style: string; color: string }[];
  outline: { width: number; style: string; color: string };
  forcedColorAdjust: string;
}

async function lookOf(locator: Locator): Promise<Look> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const behind: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      behind.push(background);
      const alpha = Number(background.match(/[\d.]+/g)?.[3] ?? 1);
      if (alpha === 1) break;
    }
    return {
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40),
      color: style.color,
      background: style.backgroundColor,
      behind,
      borders: (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) => ({
        width: parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
        color: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
      })),
      outline: { width: parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor },
      forcedColorAdjust: style.getPropertyValue('forced-color-adjust'),
    };
  });
}

/** The opaque colour of the page behind an element (its ancestors' backgrounds, painted in order). */
function pageBehind(look: Look, canvas: Rgba): Rgba {
  return [...look.behind].reverse().reduce((base, layer) => over(parse(layer), base), canvas);
}

/** The opaque colour of the element's own box: its background over the page behind it. */
function ownBackground(look: Look, canvas: Rgba): Rgba {
  return over(parse(look.background), pageBehind(look, canvas));
}

/** The page's own background, which every element is drawn over (the root's, over white). */
async function canvasOf(page: Page): Promise<Rgba> {
  const root = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  return over(parse(root), [255, 255, 255, 1]);
}

/**
 * The contrast of an element's edge (its top border, painted over its own background, which runs
 * under the border) against the inside of its box and against the page around it.
 */
function edgeContrast(look: Look, canvas: Rgba, inside = ownBackground(look, canvas)) {
  const edge = over(parse(look.borders[0]!.color), ownBackground(look, canvas));
  return { text: look.text, inside: contrast(edge, inside), outside: contrast(edge, pageBehind(look, canvas)) };
}

async function showContactErrors(page: Page): Promise<Locator> {
  await visit(page, CONTACT);
  const form = page.getByRole('form', { name: 'Create a support request' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await form.locator('[aria-invalid="true"]').first().waitFor();
  return form;
}

describe.each(SCHEMES)('in the %s colour scheme', (colorScheme: Scheme) => {
  it('writes the contact form’s error messages at 4.5:1 and edges its refused fields at 3:1, with no axe violations', async () => {
    const { page, reports } = await session.open({ colorScheme });
    const form = await showContactErrors(page);
    const canvas = await canvasOf(page);

    const messages = await Promise.all((await form.locator('.hc-app-form__error:visible').all()).map(lookOf));
    const fields = await Promise.all((await form.locator('[aria-invalid="true"]').all()).map(lookOf));
    const messageContrast = messages.map((look) => ({
      text: look.text,
      contrast: contrast(over(parse(look.color), pageBehind(look, canvas)), pageBehind(look, canvas)),
    }));
    const fieldEdges = fields.map((look) => edgeContrast(look, canvas));

    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messageContrast.filter((message) => message.contrast < 4.5)).toEqual([]);
    expect(fields.length).toBeGreaterThanOrEqual(3);
    expect(fieldEdges.filter((edge) => edge.inside < 3 || edge.outside < 3)).toEqual([]);
    // The refused fields are edged in the messages' colour, not the fields' usual one.
    expect(new Set(fields.map((look) => look.borders[0]!.color))).toEqual(new Set([messages[0]!.color]));
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it.each([
    // The results page has no header search box: its own box stands in for it there.
    [SEARCH, ['.hc-search-page__box', '.hc-search-filters__sort select']],
    [HOME, ['header .hc-search-box__input', '.hc-hero .hc-search-box__input']],
    [CONTACT, ['.hc-app-form input:not([type="checkbox"])', '.hc-app-form select', '.hc-app-form textarea']],
  ])('edges every text field on %s at 3:1 against the field and the page around it', async (path, selectors) => {
    const { page } = await session.open({ colorScheme });
    await visit(page, path);
    const canvas = await canvasOf(page);
    const edges: ReturnType<typeof edgeContrast>[] = [];
    const edged: boolean[] = [];
    for (const selector of selectors) {
      // The contact form is drawn by its own script after the page has loaded.
      await page.locator(selector).first().waitFor();
      for (const field of await page.locator(selector).all()) {
        const look = await lookOf(field);
        // The results page's box is an edged wrapper around a borderless input: inside it is the input.
        const input = field.locator('input');
        const inside = (await input.count()) > 0 ? ownBackground(await lookOf(input), canvas) : undefined;
        edges.push(edgeContrast(look, canvas, inside));
        edged.push(look.borders.every((border) => border.width >= 1 && border.style !== 'none'));
      }
    }

    expect(edged).toEqual(edged.map(() => true));
    expect(edges.filter((edge) => edge.inside < 3 || edge.outside < 3)).toEqual([]);
  });
});

/** The controls of `looks` without an edge all round that stands out from the control and the page at 3:1. */
function missingEdges(looks: Look[], canvas: Rgba) {
  return looks
    .map((look) => ({ ...edgeContrast(look, canvas), borders: look.borders }))
    .filter(
      (edge) =>
        edge.borders.some((border) => border.width < 1 || border.style === 'none') ||
        edge.outside < 3 ||
        edge.inside < 3,
    );
}

/** A control whose state must still show in forced colours, with the siblings it must differ from. */
async function stateDiffers(selected: Locator, others: Locator, canvas: Rgba) {
  const chosen = await lookOf(selected);
  const rest = await Promise.all((await others.all()).map(lookOf));
  const underline = (look: Look) => over(parse(look.borders[2]!.color), pageBehind(look, canvas));
  return { chosen, rest, underline };
}

describe.each(SCHEMES)('in forced colours with the %s colour scheme', (colorScheme: Scheme) => {
  const open = () => session.open({ colorScheme, forcedColors: 'active' });

  it.each([
    [SEARCH, '.hc-search-page__tab'],
    [HOME, '.hc-tabs__tab'],
  ])('underlines only the selected tab on %s', async (path, selector) => {
    const { page } = await open();
    await visit(page, path);
    const canvas = await canvasOf(page);
    const { chosen, rest, underline } = await stateDiffers(
      page.locator(`${selector}[aria-selected="true"]`),
      page.locator(`${selector}[aria-selected="false"]`),
      canvas,
    );

    expect(rest.length).toBeGreaterThan(0);
    expect(chosen.borders[2]!.width).toBeGreaterThanOrEqual(2);
    expect(contrast(underline(chosen), pageBehind(chosen, canvas))).toBeGreaterThanOrEqual(3);
    // The others' underlines are drawn in the colour of the page behind them: not seen.
    expect(rest.map((look) => contrast(underline(look), pageBehind(look, canvas)))).toEqual(rest.map(() => 1));
  });

  it.each([
    [
      'the current page of results',
      SEARCH,
      '.hc-pagination__page[aria-current="page"]',
      '.hc-pagination__page:not([aria-current])',
    ],
    [
      'the current deployment',
      TOPIC,
      '.hc-deployment-switch__option[aria-current="page"]',
      '.hc-deployment-switch__option:not([aria-current])',
    ],
  ])('fills %s with the highlight, its text readable on it', async (_name, path, current, others) => {
    const { page } = await open();
    await visit(page, path);
    const canvas = await canvasOf(page);
    const { chosen, rest } = await stateDiffers(page.locator(current), page.locator(others), canvas);
    const fill = ownBackground(chosen, canvas);

    expect(rest.length).toBeGreaterThan(0);
    expect(rest.map((look) => contrast(fill, ownBackground(look, canvas)) >= 3)).toEqual(rest.map(() => true));
    expect(contrast(over(parse(chosen.color), fill), fill)).toBeGreaterThanOrEqual(4.5);
    // Chromium paints a Canvas backplate behind the text of any element whose colours it adjusts,
    // which would hide HighlightText: the filled control opts out of the adjustment.
    expect(chosen.forcedColorAdjust).toBe('none');
  });

  it("fills the pressed answer to 'Was this helpful?' with the highlight, unlike the other", async () => {
    const { page, reports } = await open();
    await visit(page, TOPIC);
    const block = page.getByRole('region', { name: 'Was this helpful?' });
    const yes = block.getByRole('button', { name: 'Yes', exact: true });
    await yes.click();
    await block.locator('button[aria-pressed="true"]').waitFor();
    const canvas = await canvasOf(page);
    const pressed = await lookOf(yes);
    const other = await lookOf(block.getByRole('button', { name: 'No', exact: true }));
    const fill = ownBackground(pressed, canvas);

    expect(contrast(fill, ownBackground(other, canvas))).toBeGreaterThanOrEqual(3);
    expect(contrast(over(parse(pressed.color), fill), fill)).toBeGreaterThanOrEqual(4.5);
    expect(pressed.forcedColorAdjust).toBe('none');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it.each([
    [
      HOME,
      [
        'header .hc-search-box__button',
        '.hc-hero .hc-search-box__button',
        '.hc-card__button',
        'header .hc-header__trigger',
        '.hc-see-all__toggle',
      ],
    ],
    [TOPIC, ['.hc-card__button', '.video__poster']],
    [KB_ARTICLE, ['.hc-show-more__button']],
    [
      SEARCH_FILTERED,
      ['.hc-search-page__button', '.hc-search-tags__tag', '.hc-search-tags__remove', '.hc-search-tags__reset'],
    ],
  ])('draws an edge around each borderless control on %s', async (path, selectors) => {
    const { page } = await open();
    await visit(page, path);
    const canvas = await canvasOf(page);
    const looks: Look[] = [];
    for (const selector of selectors) {
      const found = await page.locator(`${selector}:visible`).all();
      expect(found.length).toBeGreaterThan(0);
      looks.push(...(await Promise.all(found.map(lookOf))));
    }

    expect(missingEdges(looks, canvas)).toEqual([]);
  });

  it("edges the header's menu triggers once they are buttons, the open Products panel's bottom and its 'See all other apps', with no axe violations", async () => {
    const { page, reports } = await open();
    await visit(page, TOPIC);
    await hydrateHeader(page);
    await page.locator('button#hc-trigger-products').click();
    const toggle = page.locator('#hc-dropdown-products .hc-see-all__toggle:visible');
    await toggle.waitFor();
    const canvas = await canvasOf(page);
    const triggers = await Promise.all((await page.locator('button.hc-header__trigger:visible').all()).map(lookOf));

    expect(triggers.map((look) => look.text)).toEqual(['Products', 'Get started', 'Documentation', 'Resources']);
    // Forced colours drop the panel's shadow: its bottom edge is what divides it from the page under it.
    const panel = await lookOf(page.locator('#hc-dropdown-products'));
    const bottom = panel.borders[2]!;

    expect(missingEdges([...triggers, await lookOf(toggle)], canvas)).toEqual([]);
    expect(bottom.width >= 1 && bottom.style !== 'none').toBe(true);
    expect(contrast(over(parse(bottom.color), canvas), ownBackground(panel, canvas))).toBeGreaterThanOrEqual(3);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });

  it("edges the phone's menu button and draws its three bars", async () => {
    const { page } = await session.open({ colorScheme, forcedColors: 'active', viewport: MOBILE_VIEWPORT });
    await visit(page, TOPIC);
    const button = page.locator('.hc-header__menu-button:visible');
    const canvas = await canvasOf(page);
    const bars = await button.evaluate((element) => {
      const icon = element.querySelector('.hc-header__menu-icon')!;
      return [getComputedStyle(icon), getComputedStyle(icon, '::before'), getComputedStyle(icon, '::after')].map(
        (style) => ({ color: style.backgroundColor, height: parseFloat(style.height) }),
      );
    });

    expect(missingEdges([await lookOf(button)], canvas)).toEqual([]);
    expect(bars.map((bar) => bar.height >= 2 && contrast(over(parse(bar.color), canvas), canvas) >= 3)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("edges a video's play button, whose fill forced colours drop, as a circle of the same size", async () => {
    const { page } = await open();
    await visit(page, '/jira-software-cloud/docs/create-a-board/');
    const play = page.locator('.video__play').first();
    const canvas = await canvasOf(page);
    const box = await play.boundingBox();

    expect(missingEdges([await lookOf(play)], canvas)).toEqual([]);
    expect(box?.width).toBe(64);
    expect(box?.height).toBe(64);
  });

  it("edges the 'Unable to find page' dialog", async () => {
    const { page } = await open();
    await visit(page, VERSIONED_TOPIC);
    await hydratePart(page.locator('.hc-deployment-switch'));
    await page.getByRole('button', { name: 'Data Center 10.3' }).click();
    await page.getByRole('button', { name: 'Data Center 9.12' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unable to find page' });
    await dialog.waitFor();
    const canvas = await canvasOf(page);
    const look = await lookOf(dialog);

    expect(look.borders.every((border) => border.width >= 1 && border.style !== 'none')).toBe(true);
    // Forced colours draw the backdrop in the page's colour too: the edge has to stand out from it.
    expect(edgeContrast(look, canvas).outside).toBeGreaterThanOrEqual(3);
    expect(edgeContrast(look, canvas).inside).toBeGreaterThanOrEqual(3);
  });
});

describe.each(SCHEMES)('outside forced colours, in the %s colour scheme', (colorScheme: Scheme) => {
  it.each([
    [HOME, ['header .hc-search-box__button', '.hc-card__button', 'header .hc-header__trigger', '.hc-see-all__toggle']],
    [TOPIC, ['.video__poster']],
    [KB_ARTICLE, ['.hc-show-more__button']],
    [
      SEARCH_FILTERED,
      ['.hc-search-page__button', '.hc-search-tags__tag', '.hc-search-tags__remove', '.hc-search-tags__reset'],
    ],
  ])('keeps the forced-colour edges of the controls on %s out of sight', async (path, selectors) => {
    const { page } = await session.open({ colorScheme });
    await visit(page, path);
    const canvas = await canvasOf(page);
    const looks: Look[] = [];
    for (const selector of selectors)
      looks.push(...(await Promise.all((await page.locator(`${selector}:visible`).all()).map(lookOf))));

    // An edge is out of sight when it has no width or is drawn in the colour of the box it edges.
    const seen = looks.filter(
      (look) =>
        look.borders[0]!.width > 0 && look.borders[0]!.style !== 'none' && edgeContrast(look, canvas).inside !== 1,
    );

    expect(looks.length).toBeGreaterThan(0);
    expect(seen.map((look) => ({ text: look.text, border: look.borders[0] }))).toEqual([]);
  });
});
