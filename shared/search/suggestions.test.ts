import { fetchSuggestions, SUGGEST_API_PATH, type SuggestionsResponse } from './suggestions';

describe('fetchSuggestions', () => {
  const answer: SuggestionsResponse = { query: 'back', suggestions: [], headings: [] };
  let urls: string[];
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    urls = [];
    globalThis.fetch = ((url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const ask = (scope?: Parameters<typeof fetchSuggestions>[3]) =>
    fetchSuggestions('back up', 'en', new AbortController().signal, scope);

  it('asks for the query alone without a scope', async () => {
    await expect(ask()).resolves.toEqual(answer);
    expect(urls).toEqual([`${SUGGEST_API_PATH}?q=back+up&language=en`]);
  });

  it('adds the scope in the parameters and order of the search results url', async () => {
    await ask({ product: 'confluence', deployment: 'data_center', version: '9.2' });
    await ask({ product: 'confluence', deployment: 'cloud', version: '9.2' });
    expect(urls).toEqual([
      `${SUGGEST_API_PATH}?q=back+up&language=en&deployment=data_center&product=confluence&version=9.2`,
      `${SUGGEST_API_PATH}?q=back+up&language=en&deployment=cloud&product=confluence`,
    ]);
  });

  it('sends no scope that lacks its product or its deployment', async () => {
    await ask({ product: 'confluence' });
    await ask({ deployment: 'cloud' });
    expect(urls).toEqual([`${SUGGEST_API_PATH}?q=back+up&language=en`, `${SUGGEST_API_PATH}?q=back+up&language=en`]);
  });

  it("asks a knowledge base's box for its product's pages, not for the results tab", async () => {
    await ask({ product: 'jira', deployment: 'cloud', category: 'knowledgeBase' });
    expect(urls).toEqual([`${SUGGEST_API_PATH}?q=back+up&language=en&deployment=cloud&product=jira`]);
  });
});
