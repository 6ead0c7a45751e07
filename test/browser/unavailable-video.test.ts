/**
 * A video the help centre cannot play, as a reader meets it in a KB article: the Dailymotion
 * recording of the sample content shows as a calm, neutral note in the player's place, drawn in the
 * page's neutral colours rather than the alarm colours, readable in both themes at phone and desktop
 * widths, with a link that opens the video on its own site.
 */
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, visit } from './support/browser';

const KB_ARTICLE = '/jira-service-management-data-center/kb/customer-portal-shows-a-blank-page-after-upgrade/';
const VIDEO_ERROR = 'This video cannot be displayed. Please contact support if you believe this is an error.';

const session = browserForFile();

type Rgb = [number, number, number];

describe.each(['light', 'dark'] as const)('an unplayable video in the %s theme', (colorScheme) => {
  it.each([390, 1280])('is a neutral, readable note with a link to its site at %i px', async (width) => {
    const { page, reports } = await session.open({ viewport: { width, height: 900 }, colorScheme });
    await visit(page, KB_ARTICLE);
    const note = page.locator('.hc-article-body .video--unavailable').getByRole('note');
    const link = note.getByRole('link', { name: 'Open the video on its site' });
    await note.scrollIntoViewIfNeeded();

    const seen = await note.evaluate((element) => {
      const rgb = (value: string): Rgb => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as Rgb;
      const tokenColour = (token: string): Rgb => {
        const probe = document.createElement('span');
        probe.style.color = `var(${token})`;
        document.body.append(probe);
        const colour = rgb(getComputedStyle(probe).color);
        probe.remove();
        return colour;
      };
      const style = getComputedStyle(element);
      const text = element.querySelector('.video__notice-text')!;
      const anchor = element.querySelector('a')!;
      const box = element.getBoundingClientRect();
      const linkBox = anchor.getBoundingClientRect();
      return {
        background: rgb(style.backgroundColor),
        edge: rgb(style.borderLeftColor),
        border: rgb(style.borderTopColor),
        icon: rgb(getComputedStyle(element.querySelector('.video__notice-icon')!).color),
        text: rgb(getComputedStyle(text).color),
        linkColour: rgb(getComputedStyle(anchor).color),
        danger: [tokenColour('--hc-color-danger'), tokenColour('--hc-color-danger-bg')],
        pageText: tokenColour('--hc-color-text'),
        box: { left: box.left, right: box.right, width: box.width, height: box.height },
        linkInside: linkBox.left >= box.left && linkBox.right <= box.right && linkBox.bottom <= box.bottom,
        viewport: document.documentElement.clientWidth,
        pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      };
    });
    const luminance = ([r, g, b]: Rgb) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: Rgb, b: Rgb) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    // Red is what a colour is when its red channel leads the other two by far.
    const reddish = ([r, g, b]: Rgb) => r - Math.max(g, b) > 40;
    const violations = await axeViolations(page);

    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain(VIDEO_ERROR);
    expect(await link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('https://www.dailymotion.com/video/x8q2k7m');
    expect([seen.background, seen.edge, seen.border, seen.icon, seen.text].filter(reddish)).toEqual([]);
    expect(seen.danger).not.toContainEqual(seen.background);
    expect(seen.danger).not.toContainEqual(seen.edge);
    expect(seen.text).toEqual(seen.pageText);
    expect(contrast(seen.text, seen.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(seen.linkColour, seen.background)).toBeGreaterThanOrEqual(4.5);
    expect(seen.box.left).toBeGreaterThanOrEqual(0);
    expect(seen.box.right).toBeLessThanOrEqual(seen.viewport);
    expect(seen.linkInside).toBe(true);
    expect(seen.pageScrollsSideways).toBe(false);
    expect(describeViolations(violations)).toBe('');
    expect(reports).toEqual({ console: [], pageErrors: [] });
  });
});

it('lets a keyboard reader reach the link, with a visible focus ring', async () => {
  const { page } = await session.open();
  await visit(page, KB_ARTICLE);
  const link = page.getByRole('link', { name: 'Open the video on its site' });

  await link.focus();
  const focus = await link.evaluate((element) => ({
    focused: document.activeElement === element,
    tabIndex: (element as HTMLElement).tabIndex,
    outline: getComputedStyle(element).outlineStyle,
    outlineWidth: parseFloat(getComputedStyle(element).outlineWidth),
  }));

  expect(focus).toMatchObject({ focused: true, tabIndex: 0 });
  expect(focus.outline).not.toBe('none');
  expect(focus.outlineWidth).toBeGreaterThanOrEqual(2);
});
