import type { SearchDocument, SearchProduct } from './documents';
import { FULL_RANKING_LIMIT, markHighlights, SearchIndex } from './search-index';
import { topicDocument } from './test-snapshot';

function doc(n: number, overrides: Partial<SearchDocument> = {}): SearchDocument {
  return topicDocument(n, {
    description: `Description ${n}`,
    body: 'Plain words.',
    products: [{ name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] }],
    lastPublishedAt: `2024-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    ...overrides,
  });
}

const jiraDc = (versions: string[]): SearchProduct => ({
  name: 'Jira Software',
  key: 'jira-software',
  platform: 'data_center',
  versions,
});
const confluence: SearchProduct = { name: 'Confluence', key: 'confluence', platform: 'cloud', versions: [] };

function buildIndex(documents: SearchDocument[]): SearchIndex {
  const index = new SearchIndex();
  index.build(documents);
  return index;
}

describe('SearchIndex', () => {
  const index = buildIndex([
    doc(1, { title: 'Create a board', description: 'Boards show your work.', body: 'A board in a project.' }),
    doc(2, { title: 'Configure permissions', body: 'Board permissions decide who can see a board.' }),
    doc(3, { title: 'Board filters', contentType: 'kbArticle', products: [confluence] }),
    doc(4, {
      title: 'Increase the heap',
      body: 'java.lang.OutOfMemoryError: Java heap space',
      products: [jiraDc(['9.12'])],
    }),
    doc(5, {
      title: 'Increase the heap',
      body: 'java.lang.OutOfMemoryError: Java heap space',
      products: [jiraDc(['10.0'])],
    }),
    doc(6, { title: 'Unsafe <script>alert(1)</script> page', description: 'A <script>board</script> & more' }),
    doc(7, { title: 'ボードを作成', language: 'ja', url: '/ja/p/docs/t7/' }),
  ]);
  afterAll(() => index.close());

  it('ranks a title match above a body match', async () => {
    const outcome = await index.search({ query: 'permissions' });
    expect(outcome.results.map((hit) => hit.content.url)).toEqual(['/p/docs/t2/']);
    const board = await index.search({ query: 'board ' });
    const urls = board.results.map((hit) => hit.content.url);
    expect(urls.indexOf('/p/docs/t1/')).toBeLessThan(urls.indexOf('/p/docs/t2/'));
  });

  it('stems words so boards finds board', async () => {
    expect((await index.search({ query: 'boards ' })).pagination.total).toBe(4);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect((await index.search({ query: 'permiss' })).results[0]!.content.url).toBe('/p/docs/t2/');
    expect((await index.search({ query: 'board permiss' })).results.map((hit) => hit.content.url)).toEqual([
      '/p/docs/t2/',
    ]);
  });

  it('searches a known last word as it is, not as the start of longer words', async () => {
    expect((await index.search({ query: 'board' })).pagination.total).toBe(
      (await index.search({ query: 'board ' })).pagination.total,
    );
    expect((await index.search({ query: 'heap spa' })).pagination.total).toBe(2);
  });

  it('finds pasted error messages with their punctuation', async () => {
    const outcome = await index.search({ query: 'java.lang.OutOfMemoryError: Java heap space' });
    expect(outcome.pagination.total).toBe(2);
  });

  it('filters Data Center pages by version', async () => {
    const outcome = await index.search({
      query: 'heap',
      facetFilters: { products: [{ platform: 'data_center', key: 'jira-software', versions: ['10.0'] }] },
    });
    expect(outcome.results.map((hit) => hit.content.url)).toEqual(['/p/docs/t5/']);
  });

  it('computes each facet under the other active filters', async () => {
    const outcome = await index.search({
      query: 'board ',
      facets: { enable: true },
      facetFilters: { contentTypes: ['kbArticle'], products: [{ platform: 'cloud', key: 'jira-software' }] },
    });
    // Content-type facet ignores the content-type filter but applies the product filter.
    expect(outcome.facets.contentType).toEqual([{ name: 'topic', count: 3 }]);
    // Platform facet ignores the product filter but applies the content-type filter.
    expect(outcome.facets.platform).toEqual([
      { name: 'cloud', count: 1, products: [{ key: 'confluence', name: 'Confluence', count: 1 }] },
    ]);
    expect(outcome.pagination.total).toBe(0);
  });

  it('pages through results with a total and clamps out-of-range pages', async () => {
    const first = await index.search({ query: 'board ', pagination: { from: 0, size: 2 } });
    const second = await index.search({ query: 'board ', pagination: { from: 2, size: 2 } });
    expect(first.pagination).toEqual({ from: 0, size: 2, total: 4 });
    expect(first.results).toHaveLength(2);
    expect(second.results.map((hit) => hit.content.url)).not.toContain(first.results[0]!.content.url);
    const clamped = await index.search({ query: 'board ', pagination: { from: 5000, size: 500 } });
    expect(clamped.pagination).toEqual({ from: 1000, size: 50, total: 4 });
    expect(clamped.results).toEqual([]);
  });

  it('sorts by last published date when asked', async () => {
    const outcome = await index.search({ query: 'board ', sort: { by: 'last_published' } });
    expect(outcome.results.map((hit) => hit.content.url)).toEqual([
      '/p/docs/t6/',
      '/p/docs/t3/',
      '/p/docs/t2/',
      '/p/docs/t1/',
    ]);
    const dates = outcome.results.map((hit) => hit.content.metadata.lastPublishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(outcome.metadata.sort.by).toBe('last_published');
  });

  it('escapes highlighted text so only mark tags remain', async () => {
    const outcome = await index.search({ query: 'script board', highlights: { enable: true } });
    const hit = outcome.results.find((result) => result.content.url === '/p/docs/t6/')!;
    expect(hit.highlights.description).toBe(
      'A &lt;<mark>script</mark>&gt;<mark>board</mark>&lt;/<mark>script</mark>&gt; &amp; more',
    );
    expect(hit.highlights.description.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('rewrites a misspelt query and says so in the metadata', async () => {
    const outcome = await index.search({ query: 'premissions' });
    expect(outcome.metadata.query).toEqual({
      originalQuery: 'premissions',
      rewrittenQuery: 'permissions',
      searchedQuery: 'permissions',
      missingWords: [],
    });
    expect(outcome.results[0]!.content.url).toBe('/p/docs/t2/');
  });

  it('searches a misspelt query as typed when asked not to correct it, finding what the typed word finds', async () => {
    const outcome = await index.search({ query: 'premissions', correction: { enable: false } });
    expect(outcome.metadata.query).toEqual({
      originalQuery: 'premissions',
      rewrittenQuery: null,
      searchedQuery: 'premissions',
      missingWords: [],
    });
    expect(outcome.pagination.total).toBe(0);
    expect(outcome.results).toEqual([]);
  });

  it('corrects a query when the request asks for correction, as it does by default', async () => {
    const outcome = await index.search({ query: 'premissions', correction: { enable: true } });
    expect(outcome.metadata.query.rewrittenQuery).toBe('permissions');
    expect(outcome.results[0]!.content.url).toBe('/p/docs/t2/');
  });

  it('keeps the query as typed when it finds enough results', async () => {
    const outcome = await index.search({ query: 'board ' });
    expect(outcome.metadata.query).toEqual({
      originalQuery: 'board',
      rewrittenQuery: null,
      searchedQuery: 'board',
      missingWords: [],
    });
    expect(outcome.metadata.source).toBe('sqlite-fts5');
  });

  it('searches only the requested language', async () => {
    expect((await index.search({ query: 'ボードを作成', language: 'ja' })).results[0]!.content.url).toBe(
      '/ja/p/docs/t7/',
    );
    expect((await index.search({ query: 'ボードを作成', language: 'en' })).pagination.total).toBe(0);
  });

  it('lists every document of the filters for an empty query', async () => {
    const outcome = await index.search({ query: '', facetFilters: { contentTypes: ['kbArticle'] } });
    expect(outcome.results.map((hit) => hit.content.url)).toEqual(['/p/docs/t3/']);
  });

  it('finds nothing for a query with nothing to search for, where an empty one lists every page', async () => {
    for (const query of ['"', '*', '(', '%', '""', ' - ']) {
      expect((await index.search({ query })).pagination.total).toBe(0);
    }
    expect((await index.search({ query: '' })).pagination.total).toBeGreaterThan(0);
  });

  it('highlights descriptions when sorting by date too', async () => {
    const outcome = await index.search({
      query: 'boards',
      sort: { by: 'last_published' },
      highlights: { enable: true },
    });
    const hit = outcome.results.find((result) => result.content.url === '/p/docs/t1/')!;
    expect(hit.highlights.description).toBe('<mark>Boards</mark> show your work.');
    for (const result of outcome.results) {
      expect(result.highlights.description.replace(/<\/?mark>/g, '')).toBe(markHighlights(result.content.description));
    }
  });

  it('never fails on FTS5 syntax in the query', async () => {
    for (const query of ['"', 'AND', 'NEAR(', '*', 'title:x', '{a b}', '^', '"a" OR', '-x', '(((']) {
      await expect(index.search({ query })).resolves.toBeDefined();
    }
  });
});

describe('a search whose words no page holds together', () => {
  const index = buildIndex([
    doc(1, { title: 'Create a board', description: "A board's columns show your work.", body: 'Into columns.' }),
    doc(2, { title: 'Configure board permissions', body: 'Create rules for who can see a board.' }),
    doc(3, { title: 'Share a page', description: 'Why pages are shared.', products: [confluence] }),
    doc(4, { title: 'ボードを作成', language: 'ja', url: '/ja/p/docs/t4/' }),
  ]);
  afterAll(() => index.close());
  const urls = (outcome: { results: { content: { url: string } }[] }) => outcome.results.map((hit) => hit.content.url);

  it('shows the pages holding the other word when one of two words is in no page, and names the missing word', async () => {
    const outcome = await index.search({ query: 'board frobnicate' });
    expect(urls(outcome)).toEqual(['/p/docs/t1/', '/p/docs/t2/']);
    expect(outcome.pagination.total).toBe(2);
    expect(outcome.metadata.query).toEqual({
      originalQuery: 'board frobnicate',
      rewrittenQuery: null,
      searchedQuery: 'board frobnicate',
      missingWords: ['frobnicate'],
    });
  });

  it('finds nothing, and names no word, when neither of two words is in any page', async () => {
    const outcome = await index.search({ query: 'frobnicate wibblewobble' });
    expect(outcome.pagination.total).toBe(0);
    expect(outcome.metadata.query.missingWords).toEqual([]);
  });

  it('does not fall back to pages holding only a stop word or a single letter', async () => {
    // Pages hold "s" (of "board's") and the stop words "why" and "into", but never with the other word.
    for (const query of ["what's frobnicate", 'why into']) {
      const outcome = await index.search({ query });
      expect({ query, total: outcome.pagination.total }).toEqual({ query, total: 0 });
    }
  });

  it('keeps finding every word together first, naming no word when a page holds them all', async () => {
    const outcome = await index.search({ query: 'board permissions' });
    expect(urls(outcome)).toEqual(['/p/docs/t2/']);
    expect(outcome.metadata.query.missingWords).toEqual([]);
  });

  it('falls back to the corrected words when the words as typed find nothing either', async () => {
    const outcome = await index.search({ query: 'permisions frobnicate' });
    expect(urls(outcome)).toEqual(['/p/docs/t2/']);
    expect(outcome.metadata.query).toEqual({
      originalQuery: 'permisions frobnicate',
      rewrittenQuery: 'permissions frobnicate',
      searchedQuery: 'permissions frobnicate',
      missingWords: ['frobnicate'],
    });
  });

  it('falls back to the words as typed, never to their corrections, when asked not to correct', async () => {
    const typed = await index.search({ query: 'board permisions', correction: { enable: false } });
    expect(urls(typed)).toEqual(['/p/docs/t1/', '/p/docs/t2/']);
    expect(typed.metadata.query).toEqual({
      originalQuery: 'board permisions',
      rewrittenQuery: null,
      searchedQuery: 'board permisions',
      missingWords: ['permisions'],
    });

    const nothing = await index.search({ query: 'permisions frobnicate', correction: { enable: false } });
    expect(nothing.pagination.total).toBe(0);
    expect(nothing.metadata.query).toMatchObject({ rewrittenQuery: null, missingWords: [] });
  });

  it('names a word that no page under the chosen filters holds, though pages outside them do', async () => {
    const outcome = await index.search({
      query: 'board share',
      facetFilters: { products: [{ platform: 'cloud', key: 'confluence' }] },
    });
    expect(urls(outcome)).toEqual(['/p/docs/t3/']);
    expect(outcome.metadata.query.missingWords).toEqual(['board']);
  });

  it('names the word of a long question that no page holds while its other words find a page', async () => {
    const outcome = await index.search({ query: 'create board permissions frobnicate' });
    expect(urls(outcome)).toEqual(['/p/docs/t2/']);
    expect(outcome.metadata.query.missingWords).toEqual(['frobnicate']);
  });

  it('names a missing quoted phrase by its words, without the quotes', async () => {
    const outcome = await index.search({ query: 'board "purple elephant"' });
    expect(outcome.pagination.total).toBe(2);
    expect(outcome.metadata.query.missingWords).toEqual(['purple elephant']);
  });

  it('falls back to the Japanese word of a Japanese search beside a word in no page', async () => {
    const outcome = await index.search({ query: 'ボード frobnicate', language: 'ja' });
    expect(urls(outcome)).toEqual(['/ja/p/docs/t4/']);
    expect(outcome.metadata.query.missingWords).toEqual(['frobnicate']);
  });
});

describe('SearchIndex with a very common word', () => {
  const bodyOnly = Array.from({ length: FULL_RANKING_LIMIT + 10 }, (_, n) =>
    doc(100 + n, { title: `Page ${n}`, description: 'Nothing here.', body: 'Deploy deploy deploy the release.' }),
  );
  const index = buildIndex([
    ...bodyOnly,
    doc(1, { title: 'Deploy a release', description: 'Ship it.', body: 'Short.' }),
    doc(2, { title: 'Pipelines', description: 'How to deploy with pipelines.', body: 'Long text about pipelines.' }),
    doc(3, { title: 'Release notes', description: 'What changed.', body: 'How we deploy.' }),
  ]);
  afterAll(() => index.close());

  it('ranks the documents with any query word in their title first when many match every word', async () => {
    const outcome = await index.search({ query: 'deploy release ', pagination: { from: 0, size: 5 } });
    expect(outcome.pagination.total).toBe(FULL_RANKING_LIMIT + 12);
    expect(new Set(outcome.results.slice(0, 2).map((hit) => hit.content.url))).toEqual(
      new Set(['/p/docs/t1/', '/p/docs/t3/']),
    );
    expect(outcome.results.slice(2).every((hit) => hit.content.title.startsWith('Page '))).toBe(true);
  });

  it('ranks the documents holding the word in their title or description first, and counts every match', async () => {
    const outcome = await index.search({
      query: 'deploy ',
      pagination: { from: 0, size: 4 },
      facets: { enable: true },
    });
    expect(outcome.pagination.total).toBe(FULL_RANKING_LIMIT + 13);
    expect(outcome.facets.contentType).toEqual([{ name: 'topic', count: FULL_RANKING_LIMIT + 13 }]);
    expect(outcome.results.slice(0, 2).map((hit) => hit.content.url)).toEqual(['/p/docs/t1/', '/p/docs/t2/']);
    expect(outcome.results.slice(2).every((hit) => hit.content.title.startsWith('Page '))).toBe(true);
  });

  it('continues with the other matches on later pages without repeating any', async () => {
    const first = await index.search({ query: 'deploy ', pagination: { from: 0, size: 5 } });
    const second = await index.search({ query: 'deploy ', pagination: { from: 5, size: 5 } });
    const urls = [...first.results, ...second.results].map((hit) => hit.content.url);
    expect(new Set(urls).size).toBe(10);
    expect(urls.slice(0, 2)).toEqual(['/p/docs/t1/', '/p/docs/t2/']);
  });
});

describe('markHighlights', () => {
  it('escapes html and turns only the private markers into mark tags', () => {
    expect(markHighlights('<b>\u0002x\u0003</b> "q" \'s')).toBe(
      '&lt;b&gt;<mark>x</mark>&lt;/b&gt; &quot;q&quot; &#39;s',
    );
  });
});

describe('SearchIndex field weights', () => {
  const filler = 'Some running text about other matters. '.repeat(20);
  const index = buildIndex([
    doc(1, { body: `${filler} The connection string is read at start.` }),
    doc(2, { body: `${filler} Details.`, headings: [{ text: 'Connection string', id: 'connection-string' }] }),
    doc(3, { body: `${filler} work_mem sets memory.`, terms: ['work_mem'] }),
    doc(4, { body: `${filler} Tuning work_mem matters.` }),
  ]);
  afterAll(() => index.close());

  it('ranks a page whose heading holds the words above one that only mentions them in its body', async () => {
    const { results } = await index.search({ query: 'connection string' });
    expect(results.map((hit) => hit.content.url)).toEqual(['/p/docs/t2/', '/p/docs/t1/']);
  });

  it('ranks a page defining an identifier in a definition term or table header above one using it in passing', async () => {
    const { results } = await index.search({ query: 'work_mem' });
    expect(results.map((hit) => hit.content.url)).toEqual(['/p/docs/t3/', '/p/docs/t4/']);
  });
});

describe('a Data Center page in several versions', () => {
  /** The same page's copy in one version, as extraction gives it (contentAriOf with a version). */
  const copy = (n: number, version: string, overrides: Partial<SearchDocument> = {}) => {
    const contentAri = `ari:cloud:help::topic/reindex/version/${version}`;
    return doc(n, {
      id: `${contentAri}#${overrides.language ?? 'en'}`,
      contentAri,
      title: 'Rebuild the search index',
      body: 'Run a full reindex from the administration console.',
      url: `/jira-software-data-center/docs/${version}/rebuild-the-search-index/`,
      products: [jiraDc([version])],
      ...overrides,
    });
  };
  const index = buildIndex([
    copy(1, '9.12'),
    copy(2, '11.1'),
    copy(3, '10.3'),
    doc(4, { title: 'Reindex a project', body: 'A project reindex is quicker than a full one.' }),
    copy(5, '10.3', {
      language: 'ja',
      title: '検索インデックスを再構築',
      url: '/ja/jira-software-data-center/docs/10.3/x/',
    }),
  ]);
  afterAll(() => index.close());

  it('is one result for the newest version, listing every version newest first, and counted once', async () => {
    const outcome = await index.search({ query: 'reindex', facets: { enable: true } });
    expect(outcome.results.map((hit) => hit.content.url)).toEqual([
      '/p/docs/t4/',
      '/jira-software-data-center/docs/11.1/rebuild-the-search-index/',
    ]);
    expect(outcome.results[1]!.content.products).toEqual([jiraDc(['11.1', '10.3', '9.12'])]);
    expect(outcome.pagination.total).toBe(2);
    expect(outcome.facets.contentType).toEqual([{ name: 'topic', count: 2 }]);
    const dataCenter = outcome.facets.platform.find((facet) => facet.name === 'data_center');
    expect(dataCenter).toMatchObject({ count: 1, products: [{ key: 'jira-software', count: 1 }] });
  });

  it('is the chosen version under a version filter, listing only the versions chosen', async () => {
    const one = await index.search({
      query: 'reindex',
      facetFilters: { products: [{ platform: 'data_center', key: 'jira-software', versions: ['10.3'] }] },
    });
    expect(one.results.map((hit) => [hit.content.url, hit.content.products[0]!.versions])).toEqual([
      ['/jira-software-data-center/docs/10.3/rebuild-the-search-index/', ['10.3']],
    ]);
    const two = await index.search({
      query: 'reindex',
      facetFilters: { products: [{ platform: 'data_center', key: 'jira-software', versions: ['9.12', '10.3'] }] },
    });
    expect(two.results.map((hit) => [hit.content.url, hit.content.products[0]!.versions])).toEqual([
      ['/jira-software-data-center/docs/10.3/rebuild-the-search-index/', ['10.3', '9.12']],
    ]);
  });

  it('counts the page once in each of its versions in the version facet, whichever version is chosen', async () => {
    const facetOf = async (versions: string[] | undefined, contentTypes: string[] = []) =>
      (
        await index.search({
          query: 'reindex',
          facets: { enable: true },
          facetFilters: { contentTypes, products: [{ platform: 'data_center', key: 'jira-software', versions }] },
        })
      ).facets.version;

    const expected = [
      { name: '11.1', count: 1 },
      { name: '10.3', count: 1 },
      { name: '9.12', count: 1 },
    ];
    expect(await facetOf(['10.3'])).toEqual(expected);
    expect(await facetOf(undefined)).toEqual(expected);
    // Under the other filters: no KB article holds the words.
    expect(await facetOf(['10.3'], ['kbArticle'])).toEqual([]);
    // Only a search choosing a Data Center product has one.
    expect((await index.search({ query: 'reindex', facets: { enable: true } })).facets.version).toBeUndefined();
  });

  it('is one result when sorted by date too', async () => {
    const outcome = await index.search({ query: 'reindex', sort: { by: 'last_published' } });
    expect(outcome.results.map((hit) => hit.content.url)).toEqual([
      '/p/docs/t4/',
      '/jira-software-data-center/docs/11.1/rebuild-the-search-index/',
    ]);
    expect(outcome.pagination.total).toBe(2);
  });

  it('keeps its copy in another language apart, and is not found in English once translated in any version', async () => {
    const outcome = await index.search({ query: 'reindex', language: 'ja' });
    // The untranslated page is found through its English text, after the Japanese one.
    expect(outcome.results.map((hit) => hit.content.url)).toEqual([
      '/ja/jira-software-data-center/docs/10.3/x/',
      '/ja/p/docs/t4/',
    ]);
  });
});
