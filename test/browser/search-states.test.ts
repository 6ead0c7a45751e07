/**
 * What a person sees on the results page while a search loads and when it fails: a named spinner
 * and no result count while loading, then (the search API forced to fail by route interception)
 * the old results gone and a message that offers to retry, and the search named in the title.
 */
import { SEARCH_API_PATH } from '../../shared/search/types';
import { browserForFile, visit } from './support/browser';

const session = browserForFile();

it('shows a spinner while loading, says a failed search failed, and retries it', async () => {
  const { page, reports } = await session.open();
  await visit(page, '/search-results/?searchTerm=board');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  await page.route(`**${SEARCH_API_PATH}`, async (route) => {
    if (!failing) return route.fallback();
    await held;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Search failed"}' });
  });

  await page.getByRole('tab', { name: 'Knowledge base' }).click();

  const spinner = page.getByRole('status', { name: 'Loading results' });
  await spinner.waitFor();
  expect(await page.locator('.hc-search-page__count').count()).toBe(0);
  expect(await page.locator('.hc-search-page__summary').textContent()).toBe('Showing results for "board"');

  release();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.getByRole('heading').textContent()).toBe('The search failed');
  expect(await page.locator('.hc-search-result').count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Search results pages' }).count()).toBe(0);
  expect(await spinner.count()).toBe(0);

  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();

  await page.locator('.hc-search-result').first().waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await page.locator('.hc-search-page__count').textContent()).toMatch(/^ · \d+ results$/);
  expect(await page.title()).toBe('"board" - Search results | Atlassian Support');
  // The failed search is logged on purpose; nothing else may be.
  expect(reports.pageErrors).toEqual([]);
  expect(reports.console.filter((line) => !line.includes('500') && !line.includes('search handler'))).toEqual([]);
});

it('names the search in the document title after each search', async () => {
  const { page } = await session.open();
  await visit(page, '/search-results/?searchTerm=board');

  const box = page.getByRole('searchbox', { name: 'Search' }).last();
  await box.fill('sprint');
  await box.press('Enter');

  await page.waitForFunction(() => document.title === '"sprint" - Search results | Atlassian Support');
  expect(new URL(page.url()).search).toBe('?searchTerm=sprint');
});
