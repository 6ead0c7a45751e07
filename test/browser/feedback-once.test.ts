/**
 * One 'Was this helpful?' answer per visitor and page in Chromium (docs/adr/054-one-answer-per-visitor.md):
 * the answer is remembered across a reload and shown pressed, pressing it again sends nothing, and
 * search's helpfulCount for the page counts the visitor once. A server of its own reads the counts
 * every 50 ms, so the search API shows them within the test.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { SEARCH_PATH } from '../../server/search/router';
import type { SearchResult } from '../../shared/search/types';
import { browserForFile, waitForHydration } from './support/browser';
import { poll } from './support/poll';
import { spawnServer, type SpawnedServer } from './support/server-process';

const TOPIC = '/confluence-cloud/docs/set-space-permissions/';

let server: SpawnedServer;
const session = browserForFile();

beforeAll(async () => {
  server = await spawnServer({ SEARCH_TRUST_REFRESH_MS: '50', LOG_LEVEL: 'silent' });
});

afterAll(async () => {
  await server.stop();
});

/** The page's helpfulCount as search shows it. */
async function helpfulCount(context: BrowserContext): Promise<number | undefined> {
  const response = await context.request.post(`${server.baseUrl}${SEARCH_PATH}`, {
    data: { query: 'Set space permissions' },
  });
  const { results } = (await response.json()) as { results: SearchResult[] };
  return results.find((result) => result.content.url.endsWith(TOPIC))?.content.metadata.trustFactors.helpfulCount;
}

async function open(context: BrowserContext): Promise<{ page: Page; block: Locator; answers: string[] }> {
  const page = await context.newPage();
  const answers: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/gateway/api/feedback')) answers.push(request.url());
  });
  await page.goto(`${server.baseUrl}${TOPIC}`);
  await waitForHydration(page);
  return { page, block: page.getByRole('region', { name: 'Was this helpful?' }), answers };
}

const button = (block: Locator, name: 'Yes' | 'No') => block.getByRole('button', { name, exact: true });

/** What a person sees of the two answers: which is pressed, and the fill each is painted with. */
async function seen(block: Locator) {
  const read = async (name: 'Yes' | 'No') => ({
    pressed: await button(block, name).getAttribute('aria-pressed'),
    background: await button(block, name).evaluate((element) => getComputedStyle(element).backgroundColor),
  });
  return { yes: await read('Yes'), no: await read('No') };
}

it('shows the answer after a reload, sends nothing when it is pressed again, and counts the visitor once', async () => {
  // Arrange
  const { context } = await session.open({ viewport: { width: 1280, height: 900 } });
  const before = await poll(() => helpfulCount(context), 0);
  const first = await open(context);
  const saved = first.page.waitForResponse((response) => response.url().endsWith('/gateway/api/feedback'));
  await button(first.block, 'Yes').click();
  expect((await saved).status()).toBe(204);
  // A visitor who never answered, for comparison.
  const stranger = await session.open();
  const unanswered = await seen((await open(stranger.context)).block);

  // Act: three reloads, Yes pressed again after each.
  const pressedAgain = [];
  let last = first;
  for (let reload = 0; reload < 3; reload += 1) {
    await last.page.close();
    last = await open(context);
    pressedAgain.push(await seen(last.block));
    await button(last.block, 'Yes').click();
    await last.page.waitForTimeout(300);
  }

  // Assert
  expect(before).toBe(0);
  for (const view of pressedAgain) {
    expect(view.yes.pressed).toBe('true');
    expect(view.no.pressed).toBe('false');
    // Painted as pressed, unlike a fresh vote's Yes, and unlike the No beside it.
    expect(view.yes.background).not.toBe(unanswered.yes.background);
    expect(view.no.background).toBe(unanswered.no.background);
  }
  // Pressed again, Yes is thanked for, but no answer leaves the page.
  expect(((await last.block.getByRole('status').textContent()) ?? '').trim()).toBe('Thanks for your feedback.');
  expect(last.answers).toEqual([]);
  expect(await poll(() => helpfulCount(context), 1)).toBe(1);
});

it('replaces the visitor’s Yes with a No after a reload, and counts a second visitor on their own', async () => {
  // Arrange: one visitor answered Yes, another one too.
  const [ada, bo] = [(await session.open()).context, (await session.open()).context];
  const start = (await poll(() => helpfulCount(ada), 1)) ?? 0;
  for (const visitor of [ada, bo]) {
    const { page, block } = await open(visitor);
    const saved = page.waitForResponse((response) => response.url().endsWith('/gateway/api/feedback'));
    await button(block, 'Yes').click();
    await saved;
    await page.close();
  }
  const bothYes = await poll(() => helpfulCount(ada), start + 2);

  // Act: the first changes their mind after a reload.
  const again = await open(ada);
  const saved = again.page.waitForResponse((response) => response.url().endsWith('/gateway/api/feedback'));
  await button(again.block, 'No').click();
  await saved;
  const afterReload = await open(ada);

  // Assert
  expect(bothYes).toBe(start + 2);
  expect(await poll(() => helpfulCount(ada), start + 1)).toBe(start + 1);
  expect((await seen(afterReload.block)).no.pressed).toBe('true');
  expect((await seen(afterReload.block)).yes.pressed).toBe('false');
});
