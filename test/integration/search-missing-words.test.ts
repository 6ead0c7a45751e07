/**
 * A search in the sample space with a word no page holds: the search API answers with the pages
 * for the other words and names the missing one, and the results page, rendered on the server (so
 * without JavaScript too), says which word the results leave out (docs/adr/041, last addendum).
 */
import request from 'supertest';
import type { SearchOutcome } from '../../server/search/search-index';
import { parseHtml, sampleSearchApp } from './support';

const { app } = sampleSearchApp();

const SEARCH_API = '/gateway/api/help-content/v2/search';
const REFUND = '/subscriptions-and-billing/docs/request-a-refund/';

async function search(query: string): Promise<SearchOutcome> {
  const response = await request(app)
    .post(SEARCH_API)
    .send({ query, pagination: { from: 0, size: 10 } });
  expect(response.status).toBe(200);
  return response.body as SearchOutcome;
}

/** The results page's message about missing words, or null when it has none. */
function missingMessage(html: string): string | null {
  return parseHtml(html).querySelector('.hc-search-page__missing')?.textContent ?? null;
}

function resultUrls(html: string): string[] {
  return [...parseHtml(html).querySelectorAll('.hc-search-result__title a')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

describe('a search with a word no page holds, through the search API', () => {
  it('answers with the pages for the other word, as many as that word finds alone, and names the missing word', async () => {
    const partial = await search('refund bitcoin');
    const alone = await search('refund');

    expect(partial.results[0]!.content.url).toBe(REFUND);
    expect(partial.pagination.total).toBe(alone.pagination.total);
    expect(partial.metadata.query).toEqual({
      originalQuery: 'refund bitcoin',
      rewrittenQuery: null,
      searchedQuery: 'refund bitcoin',
      missingWords: ['bitcoin'],
    });
    expect(alone.metadata.query.missingWords).toEqual([]);
  });

  it('corrects a misspelt word and still names the word no page holds', async () => {
    const outcome = await search('refnud bitcoin');

    expect(outcome.results[0]!.content.url).toBe(REFUND);
    expect(outcome.metadata.query).toMatchObject({ rewrittenQuery: 'refund bitcoin', missingWords: ['bitcoin'] });
  });

  it('answers with nothing when no page holds either word', async () => {
    const outcome = await search('bitcoin dogecoin');

    expect(outcome.pagination.total).toBe(0);
    expect(outcome.metadata.query.missingWords).toEqual([]);
  });
});

describe('the results page of a search with a word no page holds', () => {
  it('says in its server-rendered markup which word no page contains, above the results for the other word', async () => {
    const response = await request(app).get('/search-results/?searchTerm=refund+bitcoin');

    expect(response.status).toBe(200);
    expect(missingMessage(response.text)).toBe('No page contains "bitcoin". These results match your other words.');
    expect(resultUrls(response.text)[0]).toBe(REFUND);
    expect(response.text.indexOf('hc-search-page__missing')).toBeLessThan(
      response.text.indexOf('hc-search-page__list'),
    );
  });

  it('names every missing word of a longer search as alternatives', async () => {
    const response = await request(app).get('/search-results/?searchTerm=refund+bitcoin+dogecoin');

    expect(missingMessage(response.text)).toBe(
      'No page contains "bitcoin" or "dogecoin". These results match your other words.',
    );
    expect(resultUrls(response.text)).toContain(REFUND);
  });

  it('says it in Japanese on the Japanese site', async () => {
    const response = await request(app).get('/ja/search-results/?searchTerm=refund+bitcoin');

    expect(response.status).toBe(200);
    expect(missingMessage(response.text)).toBe(
      '「bitcoin」を含むページはありません。ほかの語に一致する結果を表示しています。',
    );
    expect(resultUrls(response.text)).toContain(`/ja${REFUND}`);
  });

  it('says nothing of missing words when every word is found, or when nothing is', async () => {
    const found = await request(app).get('/search-results/?searchTerm=request+refund');
    const none = await request(app).get('/search-results/?searchTerm=bitcoin+dogecoin');

    expect(resultUrls(found.text)[0]).toBe(REFUND);
    expect(missingMessage(found.text)).toBeNull();
    expect(resultUrls(none.text)).toEqual([]);
    expect(missingMessage(none.text)).toBeNull();
    expect(parseHtml(none.text).querySelector('.hc-search-empty h2')?.textContent).toBe(
      "We couldn't find anything matching your search",
    );
  });
});
