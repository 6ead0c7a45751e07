import { ifNoneMatchHits, pageHeaders, publicHtmlCacheControl, PUBLIC_HTML_CACHE_CONTROL } from './page-headers';

const page = { status: 200, etag: '"abc"', surrogateKeys: ['topic-1', 'product-1'] };

describe('page headers', () => {
  it('name the type, ETag, Vary, surrogate keys and CDN caching of a public page, in that order', () => {
    expect(pageHeaders(page, false)).toEqual([
      ['Content-Type', 'text/html; charset=utf-8'],
      ['ETag', '"abc"'],
      ['Vary', 'Accept, Accept-Encoding'],
      ['Surrogate-Key', 'topic-1 product-1'],
      ['Cache-Control', PUBLIC_HTML_CACHE_CONTROL],
    ]);
  });

  it('keep preview pages private and not-found pages briefly cached, without empty surrogate keys', () => {
    expect(pageHeaders(page, true).at(-1)).toEqual(['Cache-Control', 'private, no-store']);
    const missing = pageHeaders({ status: 404, etag: '"x"', surrogateKeys: [] }, false);
    expect(missing.map(([name]) => name)).not.toContain('Surrogate-Key');
    expect(missing.at(-1)).toEqual(['Cache-Control', 'public, max-age=0, s-maxage=60']);
  });

  it('let a shared cache keep a public page for the configured s-maxage and serve it stale on errors for a day', () => {
    expect(PUBLIC_HTML_CACHE_CONTROL).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect(pageHeaders(page, false, publicHtmlCacheControl(30)).at(-1)).toEqual([
      'Cache-Control',
      'public, max-age=0, s-maxage=30, stale-while-revalidate=600, stale-if-error=86400',
    ]);
  });

  it('match If-None-Match weakly, in a list, or by a star', () => {
    expect(ifNoneMatchHits('"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc"', '"abc"')).toBe(true);
    expect(ifNoneMatchHits(' * ', '"abc"')).toBe(true);
    expect(ifNoneMatchHits('"other"', '"abc"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"abc"')).toBe(false);
  });
});
