/**
 * A misspelt search in the sample space: the search API corrects it and says so, or searches it as
 * typed when the body turns correction off; the results page, rendered on the server (so without
 * JavaScript too), says which term its results are for and links the search as typed, whose page
 * answers for exactly what was typed, with the same filters (docs/adr/041, last addendum).
 */
import request from 'supertest';
import type { SearchOutcome } from '../../server/search/search-index';
import { parseHtml, sampleSearchApp } from './support';

const { app } = sampleSearchApp();

const SEARCH_API = '/gateway/api/help-content/v2/search';
const NO_RESULTS = "We couldn't find anything matching your search";

async function search(body: Record<string, unknown>): Promise<SearchOutcome> {
  const response = await request(app)
    .post(SEARCH_API)
    .send({ pagination: { from: 0, size: 10 }, ...body });
  expect(response.status).toBe(200);
  return response.body as SearchOutcome;
}

/** What a visitor reads of a results page: its summary, the link to search as typed, the box, the results. */
async function resultsPage(url: string) {
  const response = await request(app).get(url);
  expect(response.status).toBe(200);
  const page = parseHtml(response.text);
  const link = page.querySelector('.hc-search-page__as-typed a');
  return {
    summary: page.querySelector('.hc-search-page__summary')?.textContent ?? null,
    insteadText: link?.textContent ?? null,
    insteadHref: link?.getAttribute('href') ?? null,
    missing: page.querySelector('.hc-search-page__missing')?.textContent ?? null,
    box: page.querySelector('input.hc-search-page__input')?.getAttribute('value') ?? null,
    results: [...page.querySelectorAll('.hc-search-result__title a')].map((a) => a.getAttribute('href') ?? ''),
    noResults: page.querySelector('.hc-search-empty h2')?.textContent ?? null,
  };
}

describe('a misspelt search through the search API', () => {
  it('corrects the word and says so, and searches it as typed when the body turns correction off', async () => {
    const corrected = await search({ query: 'confluance' });
    const typed = await search({ query: 'confluance', correction: { enable: false } });

    expect(corrected.pagination.total).toBeGreaterThan(10);
    expect(corrected.results[0]!.content.url).toContain('confluence');
    expect(corrected.metadata.query).toMatchObject({ rewrittenQuery: 'confluence', searchedQuery: 'confluence' });
    expect(typed.pagination.total).toBe(0);
    expect(typed.metadata.query).toEqual({
      originalQuery: 'confluance',
      rewrittenQuery: null,
      searchedQuery: 'confluance',
      missingWords: [],
    });
  });

  it('answers as many results for a word spelt right with correction off as with it on', async () => {
    const typed = await search({ query: 'confluence', correction: { enable: false } });
    const corrected = await search({ query: 'confluence' });

    expect(typed.pagination.total).toBe(corrected.pagination.total);
    expect(typed.results.map((hit) => hit.content.url)).toEqual(corrected.results.map((hit) => hit.content.url));
  });

  it('answers 400 with the reason for a correction that is not true or false', async () => {
    const response = await request(app)
      .post(SEARCH_API)
      .send({ query: 'confluance', correction: { enable: 'no' } });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'correction.enable: must be true or false' });
  });
});

describe('the results page of a misspelt search', () => {
  it('shows results for the correction and links the search for what was typed, keeping it in the box', async () => {
    const page = await resultsPage('/search-results/?searchTerm=confluance');

    expect(page.summary).toMatch(/^Showing results for "confluence" · \d+ results$/);
    expect(page.insteadText).toBe('Search instead for "confluance"');
    expect(page.insteadHref).toBe('/search-results/?searchTerm=confluance&asTyped=1');
    expect(page.box).toBe('confluance');
    expect(page.results.length).toBe(10);
  });

  it('searches as typed at the link, with no correction and no link back: the no-results page for a word in no page', async () => {
    const corrected = await resultsPage('/search-results/?searchTerm=confluance');
    const typed = await resultsPage(corrected.insteadHref!);

    expect(typed.summary).toBe('Showing results for "confluance" · 0 results');
    expect(typed.insteadText).toBeNull();
    expect(typed.results).toEqual([]);
    expect(typed.noResults).toBe(NO_RESULTS);
    expect(typed.box).toBe('confluance');
  });

  it('keeps the filters in the link and in the search as typed', async () => {
    const corrected = await resultsPage('/search-results/?searchTerm=bitbuket&deployment=cloud&product=bitbucket');

    expect(corrected.summary).toMatch(/^Showing results for "bitbucket" · \d+ results$/);
    expect(corrected.results.every((url) => url.startsWith('/bitbucket-cloud/'))).toBe(true);
    expect(corrected.insteadHref).toBe(
      '/search-results/?searchTerm=bitbuket&asTyped=1&deployment=cloud&product=bitbucket',
    );
    const typed = await resultsPage(corrected.insteadHref!);
    expect(typed.summary).toBe('Showing results for "bitbuket" · 0 results');
    expect(typed.noResults).toBe(NO_RESULTS);
  });

  it('says both the correction and the word no page contains, and the search as typed finds neither word', async () => {
    const corrected = await resultsPage('/search-results/?searchTerm=confluance+frobnicate');

    expect(corrected.summary).toMatch(/^Showing results for "confluence frobnicate" · \d+ results$/);
    expect(corrected.insteadText).toBe('Search instead for "confluance frobnicate"');
    expect(corrected.missing).toBe('No page contains "frobnicate". These results match your other words.');
    expect(corrected.results.length).toBeGreaterThan(0);

    const typed = await resultsPage(corrected.insteadHref!);
    expect(typed.summary).toBe('Showing results for "confluance frobnicate" · 0 results');
    expect(typed.missing).toBeNull();
    expect(typed.noResults).toBe(NO_RESULTS);
  });

  it('says it in Japanese on the Japanese site, linking the Japanese results page', async () => {
    const corrected = await resultsPage('/ja/search-results/?searchTerm=confluance');

    expect(corrected.summary).toMatch(/^「confluence」の検索結果 · \d+ 件$/);
    expect(corrected.insteadText).toBe('代わりに「confluance」で検索');
    expect(corrected.insteadHref).toBe('/ja/search-results/?searchTerm=confluance&asTyped=1');
    const typed = await resultsPage(corrected.insteadHref!);
    expect(typed.summary).toBe('「confluance」の検索結果 · 0 件');
    expect(typed.insteadText).toBeNull();
  });

  it('reads any other value of asTyped as no parameter at all, as it reads an unknown sort', async () => {
    const page = await resultsPage('/search-results/?searchTerm=confluance&asTyped=yes');

    expect(page.summary).toMatch(/^Showing results for "confluence" · \d+ results$/);
    expect(page.insteadHref).toBe('/search-results/?searchTerm=confluance&asTyped=1');
  });

  it('leaves a word spelt right as it is, with no link', async () => {
    const page = await resultsPage('/search-results/?searchTerm=confluence');

    expect(page.summary).toMatch(/^Showing results for "confluence" · \d+ results$/);
    expect(page.insteadText).toBeNull();
  });
});
