/**
 * The Data Center version filter of the search results page over the sample space: it offers the
 * chosen product's versions that have results for the search (the response's version facet), each
 * with the number of results choosing it gives, so no choice leads to an empty page; the version in
 * the url stays offered, with 0, when the search finds nothing in it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { SearchService } from '../../server/search/search-service';
import type { SearchResponse } from '../../shared/search/types';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml } from './support';

const sampleSpace = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8'),
) as Record<string, unknown>;
const snapshot = buildSnapshot(sampleSpace, { logger: { error: () => undefined } });
const service = SearchService.fromSnapshot(snapshot);
afterAll(() => service.close());

const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });
const SEARCH_API = '/gateway/api/help-content/v2/search';

async function search(query: string, versions: string[], contentTypes: string[] = []): Promise<SearchResponse> {
  const response = await request(app)
    .post(SEARCH_API)
    .send({
      query,
      facetFilters: { contentTypes, products: [{ platform: 'data_center', key: 'jira-software', versions }] },
      highlights: { enable: true },
      pagination: { from: 0, size: 10 },
      language: 'en',
      facets: { enable: true },
      sort: { by: 'relevance' },
    });
  expect(response.status).toBe(200);
  return response.body as SearchResponse;
}

/** The version filter's choices as a visitor reads them, and which is chosen. */
async function versionChoices(url: string): Promise<{ label: string; checked: boolean }[]> {
  const response = await request(app).get(url);
  expect(response.status).toBe(200);
  return [...parseHtml(response.text).querySelectorAll<HTMLInputElement>('input[name="version"]')].map((input) => ({
    label: (input.closest('label')?.textContent ?? '').trim(),
    checked: input.checked,
  }));
}

describe('the Data Center version filter', () => {
  it.each([
    ['board', []],
    ['index', []],
    ['board', ['kbArticle']],
  ])(
    'counts for "%s" (content types %j) exactly the results each version gives, and lists no version without any',
    async (query, contentTypes) => {
      const facet = (await search(query, [], contentTypes)).facets.version ?? [];
      // Every version any Jira Software page names, documented or only named by a KB article.
      const named = await request(app).get('/gateway/api/help-content/v2/versions').query({ product: 'jira-software' });
      const versions = (named.body as { versions: string[] }).versions;
      expect(versions).toEqual(expect.arrayContaining(['11.1', '9.12', '8.20']));

      const totals = await Promise.all(
        versions.map(async (version) => ({
          name: version,
          count: (await search(query, [version], contentTypes)).pagination.total,
        })),
      );

      expect(facet).toEqual(totals.filter((total) => total.count > 0));
      expect(facet.every((version) => version.count > 0)).toBe(true);
    },
    30_000,
  );

  it('offers on the page only the versions with results for the search, newest first, with their counts', async () => {
    const choices = await versionChoices(
      '/search-results/?searchTerm=board&deployment=data_center&product=jira-software',
    );
    const facet = (await search('board', [])).facets.version ?? [];

    expect(choices).toEqual(facet.map((version) => ({ label: `${version.name} (${version.count})`, checked: false })));
    expect(choices.map((choice) => choice.label.split(' ')[0])).toEqual(['11.1', '10.3', '9.12', '9.4', '9.0']);
    expect(choices.map((choice) => choice.label)).not.toContainEqual(expect.stringMatching(/^8\.20 /));
  });

  it('keeps the chosen version offered and chosen, with 0, when the search finds nothing in it', async () => {
    const choices = await versionChoices(
      '/search-results/?searchTerm=board&deployment=data_center&product=jira-software&version=8.20',
    );

    expect(choices.at(-1)).toEqual({ label: '8.20 (0)', checked: true });
    expect(choices.filter((choice) => choice.checked)).toHaveLength(1);
  });

  it('sends no version facet when no Data Center product is chosen', async () => {
    const response = await request(app)
      .post(SEARCH_API)
      .send({
        query: 'board',
        facetFilters: { contentTypes: [], products: [{ platform: 'cloud', key: 'jira-software', versions: [] }] },
        facets: { enable: true },
      });

    expect(response.status).toBe(200);
    expect((response.body as SearchResponse).facets.version).toBeUndefined();
  });

  describe("a KB article's own versions", () => {
    async function kbUrlsAt(query: string, version: string): Promise<string[]> {
      const response = await request(app)
        .post(SEARCH_API)
        .send({
          query,
          facetFilters: {
            contentTypes: ['kbArticle'],
            products: [{ platform: 'data_center', key: 'bitbucket', versions: [version] }],
          },
          pagination: { from: 0, size: 10 },
        });
      expect(response.status).toBe(200);
      return (response.body as SearchResponse).results.map((result) => result.content.url);
    }
    const hookDeclined = '/bitbucket-data-center/kb/git-push-rejected-pre-receive-hook-declined/';
    const mirrorStuck = '/bitbucket-data-center/kb/smart-mirror-stays-in-synchronizing-after-an-upgrade/';

    it("finds an article written for '8.9 and later' at each newer version the product lists", async () => {
      for (const version of ['8.19', '9.4', '10.0']) {
        expect(await kbUrlsAt('pre-receive hook declined', version)).toContain(hookDeclined);
      }
    });

    it("finds an article written for '8.19 only' at that version and at no other", async () => {
      expect(await kbUrlsAt('smart mirror synchronizing', '8.19')).toContain(mirrorStuck);
      expect(await kbUrlsAt('smart mirror synchronizing', '10.0')).not.toContain(mirrorStuck);
    });
  });
});
