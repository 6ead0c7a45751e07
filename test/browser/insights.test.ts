/**
 * Editor insights in Chromium against a server of its own with local sign-in: an editor reads a
 * topic, rates it, searches for something that is not there, then finds that article and that
 * search on /insights/; the page passes axe at 390 and 1,280 px in light and dark, nothing scrolls
 * sideways and no two controls of the filter form overlap.
 */
import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, waitForHydration } from './support/browser';
import { serverForFile } from './support/server-process';
import { signInLocally } from './support/sign-in';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const NOTHING = 'qqzx-no-such-thing';
const EDITOR = 'eve@atlassian.com';

const session = browserForFile();
// Local sign-in is a development feature; the bundle is still the production build.
const server = serverForFile({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });

async function go(page: Page, pathname: string): Promise<void> {
  await page.goto(`${server.baseUrl}${pathname}`);
  await waitForHydration(page);
}

async function signedInEditor(): Promise<Page> {
  const { page } = await session.open();
  await go(page, TOPIC);
  await signInLocally(page, EDITOR);
  await page.waitForURL((url) => url.pathname === TOPIC);
  await waitForHydration(page);
  return page;
}

/** The cells of a table section's rows, found by the section's heading. */
function rowsOf(page: Page, heading: string): Promise<string[][]> {
  return page.evaluate((name) => {
    const section = [...document.querySelectorAll('section')].find(
      (candidate) => candidate.querySelector('h2')?.textContent === name,
    );
    return [...(section?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
    );
  }, heading);
}

it('shows an editor the article they rated and the search that found nothing', async () => {
  const page = await signedInEditor();
  const title = (await page.locator('h1').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await go(page, `/search-results/?searchTerm=${NOTHING}`);
  // Spelling corrections may still find something: then it is a search with results and no click.
  const found = (await page.locator('.hc-search-result').count()) > 0;
  // Leaving a page sends its events by beacon; the server writes them within its flush interval.
  let helpful: string[][] = [];
  let gaps: string[][] = [];
  const deadline = Date.now() + 20_000;
  do {
    await go(page, '/insights/?period=7');
    helpful = await rowsOf(page, 'Helpful rate per article');
    gaps = await rowsOf(page, 'Content gaps');
  } while ((helpful.length === 0 || gaps.length === 0) && Date.now() < deadline);

  // A topic page carries no deployment or version of its own in its events.
  expect(helpful).toContainEqual([`${title}Edit in Contentful`, 'None', 'None', '1', '0', '100%', '0', '0', '0']);
  expect(gaps).toContainEqual([NOTHING, '1', found ? '0' : '1', found ? '1' : '0']);
  const article = page.getByRole('link', { name: title, exact: true }).first();
  expect(await article.getAttribute('href')).toBe(TOPIC);
  expect(await page.locator('svg[role="img"]').count()).toBe(3);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Content gaps as CSV' }).click();
  const csv = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of csv) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toContain(`${NOTHING},1,${found ? '0,1' : '1,0'}`);
}, 120_000);

describe.each(['light', 'dark'] as const)('the insights page in the %s theme', (colorScheme) => {
  it('passes axe at 390 and 1,280 px without sideways scroll or overlapping controls', async () => {
    const page = await signedInEditor();
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await go(page, '/insights/');
      // The data tables are checked open as well as closed.
      await page
        .locator('details.hc-trend__data')
        .first()
        .evaluate((details) => details.setAttribute('open', ''));

      const violations = await axeViolations(page);
      const layout = await page.evaluate(() => {
        const controls = [
          ...document.querySelectorAll<HTMLElement>('form.hc-insights__filters :is(select, input, button)'),
        ]
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.width > 0);
        const overlapping = controls.some((a, i) =>
          controls.some(
            (b, j) => i < j && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
          ),
        );
        return {
          sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          overlapping,
          controls: controls.length,
        };
      });

      expect(describeViolations(violations)).toBe('');
      expect(layout).toEqual({ sideways: false, overlapping: false, controls: 6 });
    }
  }, 120_000);
});
