import {
  EMPTY_SEARCH_URL_STATE,
  maskEmails,
  normaliseSearchQuery,
  parseSearchUrl,
  productFacetFilters,
  searchResultsHref,
  serializeSearchUrl,
} from './query-params';

describe('parseSearchUrl', () => {
  it('reads the term, the scope and the comma separated content types', () => {
    expect(
      parseSearchUrl(
        '?searchTerm=create%20board&deployment=data_center&product=jira&version=9.1&contentType=topic,kbArticle',
      ),
    ).toEqual({
      searchTerm: 'create board',
      asTyped: false,
      deployment: 'data_center',
      product: 'jira',
      version: '9.1',
      contentTypes: ['topic', 'kbArticle'],
      sortBy: 'relevance',
      category: 'all',
      pageIndex: 0,
    });
  });

  it('reads a plus from a plain form as a space', () => {
    expect(parseSearchUrl('searchTerm=create+board').searchTerm).toBe('create board');
  });

  it('keeps product and deployment only together', () => {
    expect(parseSearchUrl('product=jira')).toMatchObject({ product: null, deployment: null });
    expect(parseSearchUrl('deployment=cloud')).toMatchObject({ product: null, deployment: null });
  });

  it('keeps a version only for Data Center', () => {
    expect(parseSearchUrl('deployment=cloud&product=jira&version=9.1').version).toBeNull();
  });

  it('drops an unknown deployment and unknown content types', () => {
    expect(parseSearchUrl('deployment=server&product=jira&contentType=topic,page,topic')).toMatchObject({
      deployment: null,
      contentTypes: ['topic'],
    });
  });
});

describe('parseSearchUrl of a term searched as typed', () => {
  it('reads asTyped=1 beside the term, with the filters of SPEC.md as they are', () => {
    expect(
      parseSearchUrl('searchTerm=confluance&asTyped=1&deployment=cloud&product=confluence&contentType=topic'),
    ).toMatchObject({
      searchTerm: 'confluance',
      asTyped: true,
      deployment: 'cloud',
      product: 'confluence',
      contentTypes: ['topic'],
    });
  });

  it('drops any other value of asTyped, as it drops an unknown sort, and asTyped without a term', () => {
    for (const value of ['0', 'true', 'yes', '', '11']) {
      expect(parseSearchUrl(`searchTerm=confluance&asTyped=${value}`).asTyped).toBe(false);
    }
    expect(parseSearchUrl('asTyped=1').asTyped).toBe(false);
  });
});

describe('parseSearchUrl with the filter form', () => {
  it('reads a product choice as its deployment and product, and one content type per checkbox', () => {
    expect(
      parseSearchUrl('searchTerm=board&product=data_center%3Ajira&version=9.1&contentType=topic&contentType=kbArticle'),
    ).toMatchObject({
      deployment: 'data_center',
      product: 'jira',
      version: '9.1',
      contentTypes: ['topic', 'kbArticle'],
    });
  });

  it('reads the page from 1 and falls back to the first page, the default sort and all categories', () => {
    expect(parseSearchUrl('searchTerm=a&page=3&sort=newest&category=unknown')).toMatchObject({
      pageIndex: 2,
      sortBy: 'relevance',
      category: 'all',
    });
    for (const page of ['0', '-1', 'two', '1.5']) {
      expect(parseSearchUrl(`page=${page}`).pageIndex).toBe(0);
    }
  });
});

describe('serializeSearchUrl', () => {
  it('writes spaces as %20 and leaves empty values out', () => {
    expect(serializeSearchUrl({ ...EMPTY_SEARCH_URL_STATE, searchTerm: 'a b&c' })).toBe('searchTerm=a%20b%26c');
  });

  it('writes the sort, category and page (from 1) only when they are not the defaults', () => {
    expect(
      serializeSearchUrl({
        ...EMPTY_SEARCH_URL_STATE,
        searchTerm: 'board',
        sortBy: 'last_published',
        category: 'knowledgeBase',
        pageIndex: 2,
      }),
    ).toBe('searchTerm=board&category=knowledgeBase&sort=last_published&page=3');
  });

  it('writes asTyped=1 after the term of a search as typed, and nothing for one as corrected', () => {
    expect(
      serializeSearchUrl({ ...EMPTY_SEARCH_URL_STATE, searchTerm: 'confluance', asTyped: true, pageIndex: 1 }),
    ).toBe('searchTerm=confluance&asTyped=1&page=2');
    expect(serializeSearchUrl({ ...EMPTY_SEARCH_URL_STATE, searchTerm: 'confluance' })).toBe('searchTerm=confluance');
    expect(serializeSearchUrl({ ...EMPTY_SEARCH_URL_STATE, asTyped: true })).toBe('');
  });

  it('round-trips a full search', () => {
    const state = parseSearchUrl(
      'searchTerm=x&asTyped=1&deployment=data_center&product=jira&version=9.1&contentType=topic&category=documentation&sort=last_published&page=4',
    );
    expect(parseSearchUrl(serializeSearchUrl(state))).toEqual(state);
  });
});

describe('normaliseSearchQuery', () => {
  it('gives one spelling regardless of order, plus signs and unknown parameters', () => {
    expect(normaliseSearchQuery('utm_source=x&product=jira&searchTerm=a+b&deployment=cloud')).toBe(
      normaliseSearchQuery('deployment=cloud&searchTerm=a%20b&product=jira'),
    );
  });

  it('tells two different terms apart', () => {
    expect(normaliseSearchQuery('searchTerm=board')).not.toBe(normaliseSearchQuery('searchTerm=sprint'));
  });

  it('tells a search as typed from the same term corrected, and reads an invalid asTyped as corrected', () => {
    expect(normaliseSearchQuery('asTyped=1&searchTerm=confluance')).toBe('?searchTerm=confluance&asTyped=1');
    expect(normaliseSearchQuery('searchTerm=confluance&asTyped=yes')).toBe('?searchTerm=confluance');
  });

  it('is empty for no search', () => {
    expect(normaliseSearchQuery('')).toBe('');
  });
});

describe('searchResultsHref', () => {
  it('encodes the term with %20 for spaces', () => {
    expect(searchResultsHref('reset password')).toBe('/search-results/?searchTerm=reset%20password');
  });

  it('restricts to a product only when both product and deployment exist, a version only for Data Center', () => {
    expect(searchResultsHref('x', { product: 'jira' })).toBe('/search-results/?searchTerm=x');
    expect(searchResultsHref('x', { product: 'jira', deployment: 'cloud', version: '9.1' })).toBe(
      '/search-results/?searchTerm=x&deployment=cloud&product=jira',
    );
    expect(searchResultsHref('x', { product: 'jira', deployment: 'data_center', version: '9.1' })).toBe(
      '/search-results/?searchTerm=x&deployment=data_center&product=jira&version=9.1',
    );
  });

  it('opens the results tab of a scope, as a knowledge base asks for its articles', () => {
    expect(searchResultsHref('x', { product: 'jira', deployment: 'cloud', category: 'knowledgeBase' })).toBe(
      '/search-results/?searchTerm=x&deployment=cloud&product=jira&category=knowledgeBase',
    );
  });
});

describe('productFacetFilters', () => {
  it('adds a product filter only when both product id and deployment exist', () => {
    expect(productFacetFilters('jira', null, [])).toEqual([]);
    expect(productFacetFilters(null, 'cloud', [])).toEqual([]);
  });

  it('sends versions only for Data Center', () => {
    expect(productFacetFilters('jira', 'cloud', ['9.1'])).toEqual([{ platform: 'cloud', key: 'jira', versions: [] }]);
    expect(productFacetFilters('jira', 'data_center', ['9.1'])).toEqual([
      { platform: 'data_center', key: 'jira', versions: ['9.1'] },
    ]);
  });
});

describe('maskEmails', () => {
  it('masks every e-mail address in the text', () => {
    expect(maskEmails('ada@example.com cannot log in, nor bob.smith+x@mail.co.uk')).toBe(
      '[email] cannot log in, nor [email]',
    );
  });

  it('leaves text without addresses as it is', () => {
    expect(maskEmails('reset @mentions')).toBe('reset @mentions');
  });
});
