/**
 * The browser's half of sign-in (SPEC.md sections 4 and 7): after hydration, learn the host and the
 * user (not_initiated -> loading -> success or failure, 'Error getting user details' logged on
 * failure), then, while signed in, poll the session heartbeat. When the heartbeat says the session
 * is gone, a page that needs a session sends the visitor to sign in (coming back here); any other
 * page switches its chrome back to anonymous in place. The entry loads this module only for a
 * visitor with the signed-in marker (./visitor.ts).
 */
import { loginUrl } from '../shared/components/chrome/chrome-links';
import { HEARTBEAT_PATH, USER_AUTH_PATH } from '../shared/constants';
import { stripLocale } from '../shared/links/locale';
import { needsSession } from '../shared/links/session-pages';
import { isPartnerHost, sessionEnded } from '../shared/state/auth';
import { requestAuthDetails } from '../shared/state/auth-details';
import type { AppStore } from '../shared/state/store';
import { hasSignedInMarker } from './signed-in-marker';
import { settleVisitor } from './visitor';

export const HEARTBEAT_INTERVAL_MS = 5 * 60_000;

export interface SessionDeps {
  store: AppStore;
  location: Pick<Location, 'hostname' | 'origin' | 'pathname' | 'search' | 'assign'>;
  /** document.cookie: only the readable signed-in marker is looked at. */
  cookie: string;
  fetch: typeof fetch;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  heartbeatMs?: number;
}

/** Partner sites call the session APIs with absolute urls of their own host (SPEC.md section 7). */
export function sessionApiUrl(path: string, location: Pick<Location, 'hostname' | 'origin'>): string {
  return isPartnerHost(location.hostname) ? `${location.origin}${path}` : path;
}

export interface SessionWatch {
  /** Settles when the user is known (success or failure). */
  ready: Promise<void>;
  stop(): void;
}

export function watchSession(deps: SessionDeps): SessionWatch {
  const { store, location } = deps;
  let handle: unknown;
  let stopped = false;

  // Without the marker there is no session to ask about: the visitor is anonymous, with no request.
  const fetchDetails = hasSignedInMarker(deps.cookie)
    ? () => requestAuthDetails(sessionApiUrl(USER_AUTH_PATH, location), deps.fetch)
    : () => Promise.resolve(null);

  const beat = async () => {
    let response: Response;
    try {
      response = await deps.fetch(sessionApiUrl(HEARTBEAT_PATH, location), { credentials: 'include' });
    } catch {
      // The network or the server is down: that says nothing about the session; try again later.
      return;
    }
    if (response.status !== 401 || stopped) return;
    stop();
    if (needsSession(location.pathname)) {
      const { locale } = stripLocale(location.pathname);
      location.assign(loginUrl(`${location.pathname}${location.search}`, locale));
    } else {
      store.dispatch(sessionEnded());
    }
  };

  const stop = () => {
    stopped = true;
    if (handle !== undefined) deps.clearInterval(handle);
    handle = undefined;
  };

  const ready = settleVisitor(store, location.hostname, fetchDetails).then(() => {
    if (!stopped && store.getState().auth.user.isAuthenticated) {
      handle = deps.setInterval(() => void beat(), deps.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
    }
  });
  return { ready, stop };
}
