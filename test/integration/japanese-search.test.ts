/**
 * A Japanese search over the sample space, most of which is untranslated: the Japanese site serves
 * every page, an untranslated one with its English text, so a search there finds that text and links
 * the page under /ja/ (docs/adr/049).
 */
import request from 'supertest';
import type { SearchOutcome } from '../../server/search/search-index';
import { entryIdOfAri } from '../../server/search/trust-boost';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml, sampleSearchApp } from './support';

const { snapshot, service } = sampleSearchApp();

const SEARCH_API = '/gateway/api/help-content/v2/search';

describe('a Japanese search for an English word', () => {
  const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });

  it('finds untranslated pages and links them on the Japanese site, where each answers 200', async () => {
    const response = await request(app)
      .post(SEARCH_API)
      .send({ query: 'permissions', language: 'ja', pagination: { from: 0, size: 50 } });

    expect(response.status).toBe(200);
    const { results, pagination } = response.body as SearchOutcome;
    const english = results.filter((result) => result.content.language === 'en');
    expect(english.length).toBeGreaterThan(3);
    expect(results).toHaveLength(pagination.total);
    for (const { content } of results) {
      expect(content.url).toMatch(/^\/ja\//);
      const page = await request(app).get(content.url);
      expect({ url: content.url, status: page.status }).toEqual({ url: content.url, status: 200 });
    }
  }, 60_000);

  it('finds each page once, and every untranslated page the English search finds', async () => {
    const ask = async (language: 'en' | 'ja') =>
      (
        (
          await request(app)
            .post(SEARCH_API)
            .send({ query: 'permissions', language, pagination: { from: 0, size: 50 } })
        ).body as SearchOutcome
      ).results.map((result) => result.content.contentAri);

    const japanese = await ask('ja');
    const untranslated = (contentAri: string) =>
      !snapshot.translatedLocales(entryIdOfAri(contentAri)!).includes('ja-JP');

    expect(new Set(japanese).size).toBe(japanese.length);
    expect((await ask('en')).filter(untranslated).filter((contentAri) => !japanese.includes(contentAri))).toEqual([]);
  });

  it('renders the English titles on the Japanese results page marked as English', async () => {
    const response = await request(app).get('/ja/search-results/?searchTerm=permissions');

    expect(response.status).toBe(200);
    const titles = [...parseHtml(response.text).querySelectorAll('.hc-search-result__title')];
    expect(titles.length).toBeGreaterThan(0);
    const english = titles.filter((title) => title.getAttribute('lang') === 'en');
    expect(english.length).toBeGreaterThan(0);
    for (const title of english) expect(title.querySelector('a')!.getAttribute('href')).toMatch(/^\/ja\//);
  });

  it('marks the untranslated description of a translated page English, apart from its Japanese title', async () => {
    const api = await request(app).post(SEARCH_API).send({ query: 'board', language: 'ja' });
    const translated = (api.body as SearchOutcome).results.filter((result) => result.content.language === undefined);
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.filter((result) => result.content.descriptionLanguage === 'en').length).toBeGreaterThan(0);

    const response = await request(app).get('/ja/search-results/?searchTerm=board');
    const cards = [...parseHtml(response.text).querySelectorAll('.hc-search-result')].map((card) => [
      card.querySelector('.hc-search-result__title')!.getAttribute('lang'),
      card.querySelector('.hc-search-result__description')!.getAttribute('lang'),
    ]);
    expect(cards).toContainEqual([null, 'en']);
    // English on English: a title and description both marked; Japanese text is never marked English.
    for (const [title, description] of cards) if (title === 'en') expect(description).toBe('en');
  });
});

describe('a Japanese search by the words a Japanese reader types', () => {
  const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });
  const BOARD_TOPIC = '/ja/jira-software-cloud/docs/create-a-board/';
  const QUERIES = ['ボード 作成', '作成', 'ボード', 'ボードの作成'];

  it.each(QUERIES)(
    'finds the Japanese topic on creating a board first through the search API for %s',
    async (query) => {
      const response = await request(app).post(SEARCH_API).send({ query, language: 'ja' });

      expect(response.status).toBe(200);
      const [first] = (response.body as SearchOutcome).results;
      expect(first?.content).toMatchObject({ title: 'ボードを作成する', url: BOARD_TOPIC });
      expect(first?.content.language).toBeUndefined();
    },
  );

  it.each(QUERIES)('lists the Japanese topic on creating a board first on the results page for %s', async (query) => {
    const response = await request(app).get(`/ja/search-results/?searchTerm=${encodeURIComponent(query)}`);

    expect(response.status).toBe(200);
    const first = parseHtml(response.text).querySelector('.hc-search-result__title a');
    expect(first?.textContent).toBe('ボードを作成する');
    expect(first?.getAttribute('href')).toBe(BOARD_TOPIC);
  });

  it('answers an English search on the English site as before', async () => {
    const response = await request(app).get('/search-results/?searchTerm=create%20a%20board');

    const titles = [...parseHtml(response.text).querySelectorAll('.hc-search-result__title a')].map(
      (link) => link.textContent,
    );
    expect(titles.slice(0, 3)).toEqual(['Create a board', 'Create issues', 'Work with boards']);
  });
});
