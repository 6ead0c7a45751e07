/**
 * Whether the browser holds the signed-in marker cookie, set beside the HttpOnly session cookie: only
 * then may there be a session to ask about. A module of its own, so the code that asks (the header's
 * session, the support form) brings nothing else with it.
 */
import { SIGNED_IN_MARKER_COOKIE } from '../shared/constants';

export function hasSignedInMarker(cookie: string): boolean {
  return cookie
    .split(';')
    .map((pair) => pair.trim().split('=')[0])
    .some((name) => name === SIGNED_IN_MARKER_COOKIE || name === `__Host-${SIGNED_IN_MARKER_COOKIE}`);
}
