import { parseSearchRequest } from './schema';

const valid = {
  query: '  create a board  ',
  facetFilters: {
    contentTypes: ['topic'],
    products: [{ platform: 'data_center', key: 'jira-software', versions: ['9.12'] }],
  },
  highlights: { enable: true },
  pagination: { from: 0, size: 10 },
  language: 'en',
  facets: { enable: true },
  sort: { by: 'relevance' },
};

function errorFor(body: unknown): string {
  const result = parseSearchRequest(body);
  if (result.ok) throw new Error('expected the body to be rejected');
  return result.error;
}

describe('parseSearchRequest', () => {
  it('accepts the body the results page sends and trims the query', () => {
    const result = parseSearchRequest(valid);
    expect(result.ok && result.value.query).toBe('create a board');
  });

  it('fills defaults for an empty object', () => {
    const result = parseSearchRequest({});
    expect(result).toEqual({
      ok: true,
      value: {
        query: '',
        facetFilters: { contentTypes: [], products: [] },
        highlights: { enable: false },
        pagination: { from: 0, size: 10 },
        language: 'en',
        facets: { enable: false },
        sort: { by: 'relevance' },
        correction: { enable: true },
      },
    });
  });

  it('accepts a request to search the query as typed, without spelling correction', () => {
    const result = parseSearchRequest({ ...valid, correction: { enable: false } });
    expect(result.ok && result.value.correction).toEqual({ enable: false });
  });

  it.each([
    [{ ...valid, query: 'x'.repeat(257) }, 'query: must be at most 256 characters'],
    [{ ...valid, query: 42 }, 'query: must be a string'],
    [
      { ...valid, facetFilters: { contentTypes: ['page'] } },
      'facetFilters.contentTypes[0]: must be one of topic, topicSet, collection, documentedProduct, kbArticle',
    ],
    [
      { ...valid, facetFilters: { products: [{ platform: 'server', key: 'jira' }] } },
      'facetFilters.products[0].platform: must be one of cloud, data_center',
    ],
    [{ ...valid, facetFilters: { products: [{ platform: 'cloud' }] } }, 'facetFilters.products[0].key: is required'],
    [
      { ...valid, facetFilters: { products: [{ platform: 'cloud', key: 'j', versions: 'x' }] } },
      'facetFilters.products[0].versions: must be an array',
    ],
    [{ ...valid, highlights: { enable: 'yes' } }, 'highlights.enable: must be true or false'],
    [{ ...valid, pagination: { from: -1, size: 10 } }, 'pagination.from: must be at least 0'],
    [{ ...valid, pagination: { from: 1001, size: 10 } }, 'pagination.from: must be at most 1000'],
    [{ ...valid, pagination: { from: 0, size: 51 } }, 'pagination.size: must be at most 50'],
    [{ ...valid, pagination: { from: 0, size: 0 } }, 'pagination.size: must be at least 1'],
    [{ ...valid, pagination: { from: 1.5, size: 10 } }, 'pagination.from: must be an integer'],
    [{ ...valid, language: 'fr' }, 'language: must be one of en, ja'],
    [{ ...valid, facets: null }, 'facets: must be an object'],
    [{ ...valid, sort: { by: 'date' } }, 'sort.by: must be one of relevance, last_published'],
    [{ ...valid, correction: { enable: 'no' } }, 'correction.enable: must be true or false'],
    [{ ...valid, correction: { enable: 0 } }, 'correction.enable: must be true or false'],
    [{ ...valid, correction: {} }, 'correction.enable: is required'],
    [{ ...valid, correction: false }, 'correction: must be an object'],
    [null, 'body: must be a JSON object'],
    [undefined, 'body: is required'],
    [[], 'body: must be a JSON object'],
  ])('rejects %j with a message naming the field', (body, message) => {
    expect(errorFor(body)).toBe(message);
  });
});
