/**
 * Redirect targets that come from a request (a `continue` parameter, a login return path, a path
 * with a slash added) may only lead to the site's own origin (ARCHITECTURE.md section 8). A target
 * is resolved against the origin exactly as a browser would resolve a Location header, and only a
 * same-origin result survives, returned as a path so it cannot be re-interpreted elsewhere.
 */
import type { Response } from 'express';

/**
 * The same-origin path (path, query and hash) a target points to, or `fallback` when it points
 * anywhere else or is not a usable url.
 */
export function safeRedirectTarget(target: unknown, origin: string, fallback = '/'): string {
  if (typeof target !== 'string' || target.trim() === '') return fallback;
  // Browsers ignore tabs and newlines in urls and treat '\' like '/', so '/\evil.com' is '//evil.com'.
  const cleaned = target.trim().replace(/[\t\n\r]/g, '');
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(cleaned, base);
  } catch {
    return fallback;
  }
  if (resolved.origin !== base.origin) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // A path starting with '//' would be read as another host when used as a relative url.
  return path.startsWith('//') ? fallback : path;
}

/** Redirects to `target` when it is on our origin, otherwise to `fallback`. */
export function redirectSafely(
  res: Response,
  status: 301 | 302 | 303 | 307 | 308,
  target: unknown,
  origin: string,
  fallback = '/',
): void {
  res.redirect(status, safeRedirectTarget(target, origin, fallback));
}
