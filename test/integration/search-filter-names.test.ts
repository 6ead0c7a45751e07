/**
 * The app filter of the search results page names each product in the page's language: the
 * Japanese page shows the Japanese names the rest of the Japanese site uses, and marks a product
 * that has only an English name `lang="en"`, so a screen reader reads it with an English voice.
 */
import request from 'supertest';
import type { SearchOutcome } from '../../server/search/search-index';
import { parseHtml, sampleSearchApp } from './support';

const { app } = sampleSearchApp();
const SEARCH_API = '/gateway/api/help-content/v2/search';
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

interface AppChoice {
  name: string;
  /** The language the label says it is in, or null when it inherits the page's. */
  lang: string | null;
}

/** The app filter's choices of a results page, with their language. */
async function appChoices(url: string): Promise<AppChoice[]> {
  const response = await request(app).get(url);
  expect(response.status).toBe(200);
  const page = parseHtml(response.text);
  expect(page.documentElement.lang).toBe(url.startsWith('/ja/') ? 'ja' : 'en');
  return [...page.querySelectorAll<HTMLInputElement>('.hc-search-filters input[name="product"]')].map((input) => {
    const label = input.closest('label')!;
    // The name without the count of results beside it.
    const name = [...label.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
    return { name: name.trim(), lang: label.getAttribute('lang') };
  });
}

describe('the app filter of the search results page', () => {
  it('names the theme hubs in Japanese on the Japanese page, as the rest of the Japanese site does', async () => {
    const choices = await appChoices('/ja/search-results/?searchTerm=backup');

    expect(choices).toEqual(
      expect.arrayContaining([
        { name: 'アカウント', lang: null },
        { name: '移行', lang: null },
        { name: 'サブスクリプションと請求', lang: null },
      ]),
    );
    expect(choices.map((choice) => choice.name)).not.toEqual(
      expect.arrayContaining(['Accounts', 'Migration', 'Subscriptions and billing']),
    );
  }, 30_000);

  it('marks every English name on the Japanese page lang="en", and no Japanese one', async () => {
    const choices = await appChoices('/ja/search-results/?searchTerm=backup');

    expect(choices.length).toBeGreaterThan(4);
    expect(choices).toContainEqual({ name: 'Jira Software', lang: 'en' });
    for (const choice of choices) {
      expect({ ...choice, japanese: JAPANESE.test(choice.name) }).toEqual({
        ...choice,
        japanese: choice.lang === null,
      });
    }
  }, 30_000);

  it('keeps the English names, with no language marks, on the English page', async () => {
    const choices = await appChoices('/search-results/?searchTerm=backup');

    expect(choices).toEqual(
      expect.arrayContaining([
        { name: 'Accounts', lang: null },
        { name: 'Subscriptions and billing', lang: null },
        { name: 'Jira Software', lang: null },
      ]),
    );
    expect(choices.filter((choice) => JAPANESE.test(choice.name))).toEqual([]);
  }, 30_000);

  it('marks the applied app English in its tag when it has no Japanese name', async () => {
    const response = await request(app).get('/ja/search-results/?searchTerm=backup&deployment=cloud&product=opsgenie');
    const tags = [...parseHtml(response.text).querySelectorAll('.hc-search-tags__tag > span:first-child')];

    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('lang')])).toEqual([['Opsgenie (Cloud)', 'en']]);
  }, 30_000);

  it('answers a Japanese search through the API with the same names, and an English one unchanged', async () => {
    const ask = async (language: 'en' | 'ja') =>
      (
        (
          await request(app)
            .post(SEARCH_API)
            .send({ query: 'backup', language, facets: { enable: true }, pagination: { from: 0, size: 10 } })
        ).body as SearchOutcome
      ).facets.platform.flatMap((platform) => platform.products);

    const japanese = await ask('ja');
    const english = await ask('en');

    expect(japanese).toContainEqual(
      expect.objectContaining({ key: 'subscriptions-and-billing', name: 'サブスクリプションと請求' }),
    );
    expect(japanese).toContainEqual(
      expect.objectContaining({ key: 'jira-software', name: 'Jira Software', lang: 'en' }),
    );
    expect(english).toContainEqual({
      key: 'subscriptions-and-billing',
      name: 'Subscriptions and billing',
      count: expect.any(Number) as number,
    });
    expect(english.filter((product) => 'lang' in product)).toEqual([]);
  }, 30_000);
});
