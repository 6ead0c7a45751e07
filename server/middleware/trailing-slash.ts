/**
 * Canonical page paths end with a slash (docs/routing.md). A GET or HEAD for a path without one is
 * redirected, 301, to the same path with the slash, the query kept. The target is checked against
 * our own origin, so a path like '//evil.example' cannot turn into an off-site redirect.
 */
import type { RequestHandler } from 'express';
import { safeRedirectTarget } from './safe-redirect';

/** The canonical form of a request url (path and query), or undefined when it already is canonical. */
export function withTrailingSlash(originalUrl: string): string | undefined {
  const queryStart = originalUrl.indexOf('?');
  const path = queryStart === -1 ? originalUrl : originalUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : originalUrl.slice(queryStart);
  if (path.endsWith('/')) return undefined;
  // File names (robots.txt, favicon.ico) are not pages: slugs never contain a dot.
  if (path.slice(path.lastIndexOf('/') + 1).includes('.')) return undefined;
  return `${path}/${query}`;
}

export function trailingSlash(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = withTrailingSlash(req.originalUrl);
    if (target === undefined) return next();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.redirect(301, safeRedirectTarget(target, 'http://self.invalid'));
  };
}
