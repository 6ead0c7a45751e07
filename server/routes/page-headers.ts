/**
 * The headers of an html page response (ARCHITECTURE.md section 6), in one place for the page
 * handler and for the html cache hits served ahead of the routers (cached-pages.ts), so both send
 * the same headers.
 */

import { negotiatedCoding, type ContentCoding } from '../middleware/content-coding';

/** The compression middleware leaves bodies under this many bytes uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

/** The coding a page body of this size goes out in: what the compression middleware will pick. */
export function sentCoding(acceptEncoding: string | undefined, method: string, byteLength: number): ContentCoding {
  // compression sends HEAD responses and small bodies as they are.
  if (method === 'HEAD' || byteLength < COMPRESSION_THRESHOLD) return 'identity';
  return negotiatedCoding(acceptEncoding);
}

/**
 * The ETag of a page in one coding. A strong ETag names exact bytes, and the gzip and identity
 * bodies differ, so each coding gets its own tag (with Vary: Accept-Encoding), and a cache never
 * answers a revalidation of one coding with the bytes of another.
 */
export function codedEtag(etag: string, coding: ContentCoding): string {
  return coding === 'identity' ? etag : `${etag.slice(0, -1)}-${coding}"`;
}

/** How long a shared cache (the CDN) may keep a page fresh by default: CDN_S_MAXAGE overrides it. */
export const DEFAULT_S_MAXAGE = 300;

/**
 * Browsers revalidate every time (max-age=0, answered by a 304 on the ETag); a CDN keeps the page
 * fresh for `sMaxAge` seconds, refreshes it in the background for 10 minutes more, and serves it
 * stale for a day while the app answers errors or not at all (deploy/varnish/default.vcl).
 */
export function publicHtmlCacheControl(sMaxAge: number): string {
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=600, stale-if-error=86400`;
}

export const PUBLIC_HTML_CACHE_CONTROL = publicHtmlCacheControl(DEFAULT_S_MAXAGE);
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface PageResponse {
  status: number;
  etag: string;
  surrogateKeys: string[];
}

/** The page's headers besides the CSP and security headers, in the order they are sent. */
export function pageHeaders(
  page: PageResponse,
  preview: boolean,
  publicCacheControl: string = PUBLIC_HTML_CACHE_CONTROL,
): [string, string][] {
  const headers: [string, string][] = [
    ['Content-Type', 'text/html; charset=utf-8'],
    ['ETag', page.etag],
    // Documentation urls answer Markdown under Accept: text/markdown (server/seo/markdown-twins.ts).
    ['Vary', 'Accept, Accept-Encoding'],
  ];
  if (page.surrogateKeys.length > 0) headers.push(['Surrogate-Key', page.surrogateKeys.join(' ')]);
  headers.push([
    'Cache-Control',
    preview ? PRIVATE_CACHE_CONTROL : page.status === 200 ? publicCacheControl : NOT_FOUND_CACHE_CONTROL,
  ]);
  return headers;
}

/** Whether a 200 page may be answered with 304 Not Modified for this If-None-Match header. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // If-None-Match uses the weak comparison (RFC 9110 section 13.1.2): W/ prefixes are ignored.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}
