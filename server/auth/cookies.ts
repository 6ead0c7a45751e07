/**
 * The session cookie. Its value is an opaque random id; everything else lives in the store. In
 * production the `__Host-` prefix makes the browser refuse the cookie unless it is Secure, has
 * Path=/ and no Domain, so no sibling host can plant or read it.
 */
import type { Request, Response } from 'express';
import { SIGNED_IN_MARKER_COOKIE } from '../../shared/constants';

export const DEV_SESSION_COOKIE = 'hc_session';
export const PRODUCTION_SESSION_COOKIE = '__Host-hc_session';

export function sessionCookieName(secure: boolean): string {
  return secure ? PRODUCTION_SESSION_COOKIE : DEV_SESSION_COOKIE;
}

/**
 * The value of one cookie from a Cookie header, or undefined. Malformed pairs and bad
 * percent-encoding are skipped rather than thrown: a broken cookie makes the visitor anonymous.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function sessionIdOf(req: Request, secure: boolean): string | undefined {
  return readCookie(req.headers.cookie, sessionCookieName(secure));
}

export function signedInMarkerName(secure: boolean): string {
  return secure ? `__Host-${SIGNED_IN_MARKER_COOKIE}` : SIGNED_IN_MARKER_COOKIE;
}

/** Sets the session cookie and the readable signed-in marker beside it (shared/constants.ts). */
export function setSessionCookie(res: Response, id: string, secure: boolean, maxAgeMs: number): void {
  res.cookie(sessionCookieName(secure), id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeMs,
  });
  res.cookie(signedInMarkerName(secure), '1', { sameSite: 'lax', secure, path: '/', maxAge: maxAgeMs });
}

export function clearSignedInMarker(res: Response, secure: boolean): void {
  res.clearCookie(signedInMarkerName(secure), { sameSite: 'lax', secure, path: '/' });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  clearSignedInMarker(res, secure);
}
