/**
 * Analytics in Chromium against a production server of its own that requires consent
 * (ANALYTICS_CONSENT=required): the consent banner passes axe and leaves every control clear of it
 * at 320 to 1,280 px; nothing is sent after Decline, under Global Privacy Control or under Do Not
 * Track; and after Accept, visiting, expanding, rating, searching, filtering, paging and clicking a
 * result end up as rows of the events table, read back once the server has stopped (SQLite is
 * opened with exclusive locking while the server runs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { ANALYTICS_PATH } from '../../shared/analytics/wire';
import { ANONYMOUS_ID_STORAGE_KEY } from '../../shared/search/anonymous-id';
import { SQLITE_FILE_NAME } from '../../server/store/store';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, waitForHydration } from './support/browser';
import { poll } from './support/poll';
import { spawnServer, type SpawnedServer } from './support/server-process';

const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const RESULTS = '/search-results/?searchTerm=jira';

const session = browserForFile();
let server: SpawnedServer | undefined;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-analytics-'));
  server = await spawnServer({ ANALYTICS_CONSENT: 'required', DATA_DIR: dataDir });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function serverUrl(pathname: string): string {
  if (!server) throw new Error('the analytics server is started before the tests');
  return `${server.baseUrl}${pathname}`;
}

async function go(page: Page, pathname: string): Promise<void> {
  await page.goto(serverUrl(pathname));
  await waitForHydration(page);
}

/** A page whose requests to the analytics endpoint are counted. */
async function openCounting(options: BrowserContextOptions = {}) {
  const opened = await session.open(options);
  const sent: string[] = [];
  opened.context.on('request', (request) => {
    if (new URL(request.url()).pathname === ANALYTICS_PATH) sent.push(request.postData() ?? '');
  });
  return { ...opened, sent };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Analytics' });

describe('the consent banner', () => {
  it.each([320, 768, 1280])(
    'passes axe and leaves every control clear of it at %i px',
    async (width) => {
      const { page, reports } = await openCounting({ viewport: { width, height: 800 } });
      await go(page, TOPIC);
      await banner(page).waitFor();

      const violations = await axeViolations(page);
      const layout = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const box = document.querySelector('.hc-consent')?.getBoundingClientRect();
        if (!box) return { sideways: false, covered: ['no banner'] };
        const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary')]
          .filter((element) => !element.closest('.hc-consent') && element.getClientRects().length > 0)
          // checkVisibility also says no for the contents of a closed <details> (the mobile menu's), which
          // keep boxes inside the sticky header without being shown.
          .filter((element) => element.checkVisibility({ visibilityProperty: true }));
        const covered = controls
          .map((element) => ({ element, rect: element.getBoundingClientRect() }))
          .filter(
            ({ rect }) =>
              rect.width > 0 &&
              rect.height > 0 &&
              rect.top < box.bottom &&
              rect.bottom > box.top &&
              rect.left < box.right &&
              rect.right > box.left,
          )
          .map(({ element }) => element.outerHTML.slice(0, 120));
        return {
          sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          covered,
        };
      });

      expect(describeViolations(violations)).toBe('');
      expect(layout).toEqual({ sideways: false, covered: [] });
      expect(reports).toEqual({ console: [], pageErrors: [] });
    },
    90_000,
  );
});

describe('nothing is sent', () => {
  it('after Decline, on that page and the next', async () => {
    const { page, sent } = await openCounting();
    await go(page, TOPIC);
    await banner(page).getByRole('button', { name: 'Decline' }).click();

    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await go(page, RESULTS);
    await page.getByRole('searchbox', { name: 'Search' }).last().fill('board');
    await page.getByRole('searchbox', { name: 'Search' }).last().press('Enter');
    await waitForHydration(page);
    await go(page, TOPIC);

    expect(await banner(page).count()).toBe(0);
    expect(sent).toEqual([]);
  });

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ] as const)('under %s, which also shows no banner and keeps no id', async (_name, property, value) => {
    const { page, context, sent } = await openCounting();
    await context.addInitScript(
      ([key, answer]) => Object.defineProperty(Navigator.prototype, key, { get: () => answer, configurable: true }),
      [property, value] as const,
    );
    await go(page, TOPIC);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await go(page, RESULTS);

    expect(await banner(page).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), ANONYMOUS_ID_STORAGE_KEY)).toBeNull();
    expect(sent).toEqual([]);
  });
});

interface StoredEvent {
  name: string;
  entry_id: string;
  content_type: string;
  attributes: string;
}

it('stores what a visitor who accepted did: visit, expand, rate, search, filter, page and click a result', async () => {
  const { page, reports } = await openCounting();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await go(page, TOPIC);
  await banner(page).waitFor();
  // Until the visitor decides, the page has the banner's code and not the sender's.
  expect(
    scripts
      .filter((script) => /\/analytics(-consent)?\./.test(script))
      .map((script) => /analytics-consent/.test(script)),
  ).toEqual([true]);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  // The sender is fetched once the visitor accepts, and keeps the anonymous id when it starts.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, ANONYMOUS_ID_STORAGE_KEY);
  const anonymousId = await page.evaluate((key) => localStorage.getItem(key), ANONYMOUS_ID_STORAGE_KEY);

  const item = page
    .locator('.hc-page-tree__list')
    .locator('xpath=.//li[a[normalize-space(.)="Create your first project"]]');
  const toggle = item.locator(':scope > details > .hc-page-tree__toggle');
  await toggle.click();
  // The tree and the question are hydrated when the visitor turns to them; each says when it has taken the click.
  await poll(() => toggle.getAttribute('aria-label'), 'Collapse Create your first project');
  const yes = page.getByRole('button', { name: 'Yes', exact: true });
  await yes.click();
  await poll(() => yes.getAttribute('aria-pressed'), 'true');

  await go(page, RESULTS);
  const box = page.getByRole('searchbox', { name: 'Search' }).last();
  await box.fill('board');
  await box.press('Enter');
  await page.waitForFunction(() => document.title === '"board" - Search results | Atlassian Support');
  await page.getByRole('tab', { name: 'Knowledge base' }).click();
  await page.locator('.hc-search-result').first().waitFor();
  await page.getByRole('tab', { name: 'All' }).click();
  const pages = page.getByRole('navigation', { name: 'Search results pages' });
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await pages.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
  await page.locator('.hc-search-result a').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/search-results/'));
  await waitForHydration(page);
  // Leaving the page sends what waits by beacon; stopping the server writes what it holds.
  await page.goto('about:blank');
  await server?.stop();
  server = undefined;

  const database = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  const rows = database
    .prepare('select name, entry_id, content_type, attributes from analytics_events where anonymous_id = ? order by id')
    .all(anonymousId) as StoredEvent[];
  database.close();
  const named = (name: string) =>
    rows.filter((row) => row.name === name).map((row) => JSON.parse(row.attributes) as Record<string, unknown>);

  expect(anonymousId).toMatch(/^[\w-]{8,}$/);
  expect(named('page.init').map((attributes) => attributes.path)).toEqual(
    expect.arrayContaining([TOPIC, '/search-results/?searchTerm=jira']),
  );
  expect(named('pagetree.toggled')).toContainEqual(expect.objectContaining({ open: true }));
  expect(named('feedback.clicked')).toContainEqual({ answer: 'yes' });
  expect(named('search.entered')).toContainEqual({ location: 'results', query: 'board' });
  expect(named('search.results.shown')).toContainEqual(expect.objectContaining({ query: 'board' }));
  expect(named('search.filter.changed')).toContainEqual({ filter: 'category', value: 'knowledgeBase' });
  expect(named('search.page.changed')).toContainEqual({ page: 2 });
  expect(named('search.result.clicked')).toContainEqual(expect.objectContaining({ position: 11 }));
  expect(rows.filter((row) => row.name === 'feedback.clicked')[0]).toEqual(
    expect.objectContaining({ content_type: 'topic', entry_id: expect.any(String) as string }),
  );
  expect(reports).toEqual({ console: [], pageErrors: [] });
}, 120_000);
