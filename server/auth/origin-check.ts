/**
 * Cross-site request forgery defence for every state-changing request (ARCHITECTURE.md section 8).
 * Browsers send `Origin` on every cross-origin POST and on same-origin POSTs too; a request whose
 * Origin (or, failing that, Referer) names another site is refused with 403. A request with neither
 * is let through only while it carries no session cookie: then it cannot act for anyone, and
 * non-browser clients of the public write APIs keep working.
 */
import type { RequestHandler } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused: the Origin header does not name this site.';

export interface OriginCheckOptions {
  /** The site's public origin (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /** Whether the request carries a session cookie. */
  hasSessionCookie: (cookieHeader: string | undefined) => boolean;
}

function hostOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request's Origin or Referer names this site: the configured public origin, or the host
 * the request was sent to (partner hosts serve the same app under another name, and a forged
 * request from a browser cannot choose the Host header).
 */
export function isSameSite(source: string, publicBaseUrl: string, requestHost: string | undefined): boolean {
  const host = hostOf(source);
  if (host === undefined) return false;
  return host === hostOf(publicBaseUrl) || (requestHost !== undefined && host === requestHost.toLowerCase());
}

export function originCheck(options: OriginCheckOptions): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const source = req.headers.origin ?? req.headers.referer;
    const allowed =
      source === undefined || source === 'null'
        ? source === undefined && !options.hasSessionCookie(req.headers.cookie)
        : isSameSite(source, options.publicBaseUrl, req.headers.host);
    if (allowed) return next();
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(403);
    if (req.accepts(['json', 'html']) === 'html') res.type('text/plain').send(CROSS_SITE_MESSAGE);
    else res.json({ error: CROSS_SITE_MESSAGE });
  };
}
