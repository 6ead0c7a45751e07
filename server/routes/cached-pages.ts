/**
 * Html cache hits, served right after the request id and before every other middleware: a GET or
 * HEAD whose page is in the html cache gets the stored bytes with the headers the page handler
 * would send (security headers with the one CSP of ADR 030, page-headers.ts), 304 on a matching
 * If-None-Match, and the stored compressed copy in the coding the compression middleware would pick
 * (content-coding.ts), so a hit skips the routers, the compression stream and rendering. Anything
 * else (a miss, a query string, a coding without a stored copy) goes on to the full path, which
 * gives the same answer.
 *
 * Only urls without a query string are served here: the page handler may key a page on its query
 * (the search results page does), and the path alone must name the page for a hit to be the same
 * page. The key is the one the page handler uses: the path under the locale's prefix, the locale,
 * the default variant and the current snapshot version.
 */
import type { RequestHandler } from 'express';
import type { Locale } from '../../shared/types/content';
import type { ContentSnapshot } from '../content/snapshot-types';
import { negotiatedCoding } from '../middleware/content-coding';
import { fixedSecurityHeaders, setSecurityHeaders, type SecurityHeaderOptions } from '../middleware/security-headers';
import type { CachedPage, HtmlCache } from '../render/html-cache';
import { acceptsMarkdown } from '../seo/markdown-twins';
import { codedEtag, COMPRESSION_THRESHOLD, ifNoneMatchHits, pageHeaders } from './page-headers';

export interface CachedPagesOptions {
  cache: HtmlCache;
  snapshots: { readonly ready: boolean; current(): ContentSnapshot };
  /** The same options the securityHeaders middleware gets, so a cached page carries the same headers. */
  securityHeaders: SecurityHeaderOptions;
  /** As for the page handler. */
  publicCacheControl?: string;
}

const JA_PREFIX = '/ja/';

/** The locale and page path of a request url as the locale routers see them (app.ts mounts ja-JP at /ja). */
export function pageAddress(url: string): { locale: Locale; path: string } {
  return url.startsWith(JA_PREFIX)
    ? { locale: 'ja-JP', path: url.slice(JA_PREFIX.length - 1) }
    : { locale: 'en-US', path: url };
}

export function cachedPages(options: CachedPagesOptions): RequestHandler {
  const { cache, snapshots } = options;
  const securityHeaders = fixedSecurityHeaders(options.securityHeaders);
  const headersOf = new WeakMap<CachedPage, [string, string][]>();

  return (req, res, next) => {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url.includes('?') || !url.startsWith('/')) return next();
    if (!snapshots.ready) return next();
    // A client asking for Markdown gets the page's twin from the routers, not the cached html.
    if (acceptsMarkdown(req.headers.accept)) return next();
    const head = req.method === 'HEAD';
    const coding = head ? 'identity' : negotiatedCoding(req.headers['accept-encoding']);
    if (coding === 'deflate') return next();
    const { locale, path } = pageAddress(url);
    const page = cache.hit({ url: path, locale, variant: '', snapshotVersion: snapshots.current().version });
    if (page === undefined) return next();

    setSecurityHeaders(res, securityHeaders);
    let headers = headersOf.get(page);
    if (headers === undefined) {
      headers = pageHeaders(page, false, options.publicCacheControl);
      headersOf.set(page, headers);
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    const sent = coding === 'identity' || page.body.byteLength < COMPRESSION_THRESHOLD ? 'identity' : coding;
    const etag = codedEtag(page.etag, sent);
    res.setHeader('ETag', etag);
    if (page.status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = page.status;
    const finish = (body: Buffer) => {
      if (body !== page.body) res.setHeader('Content-Encoding', sent);
      res.setHeader('Content-Length', String(body.byteLength));
      if (head) res.end();
      else res.end(body);
    };
    // The stored copy when there is one; the first hit in a coding compresses it off the event loop.
    if (sent === 'identity') finish(page.body);
    else if (page.compressed[sent]) finish(page.compressed[sent]);
    else cache.encoded(page, sent).then(finish, next);
  };
}
