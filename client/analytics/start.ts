/**
 * Starts analytics on a hydrated page (SPEC.md section 7: analytics starts on an init event) once
 * client/analytics/gate.ts has found that it may (Global Privacy Control, Do Not Track and, when
 * ANALYTICS_CONSENT=required, the visitor's consent): installs the sink of `track`
 * (shared/analytics/track.ts), sends the init event, and watches scroll depth and dwell time. The
 * browser entry loads this module as the `analytics` chunk only then.
 */
import type { BrowserConfig } from '../../config/browser-config';
import type { EventContext } from '../../shared/analytics/events';
import { ANALYTICS_PRODUCT } from '../../shared/analytics/wire';
import { newId } from '../../shared/analytics/ids';
import { setTrackSink, track } from '../../shared/analytics/track';
import { ensureAnonymousId } from '../../shared/search/anonymous-id';
import type { AppStore } from '../../shared/state/store';
import { createAnalytics, SEND_EVERY_MS } from './analytics';
import { watchEngagement } from './engagement';
import { startAnalyticsWhenAllowed, storageOf, type AnalyticsWindow } from './gate';
import { maskText } from './mask';
import { withChunkStylesheets } from '../../shared/chunk-stylesheets';

export { CONSENT_STORAGE_KEY } from './gate';
export const SESSION_STORAGE_KEY = 'hc-analytics-session';

/** The page's part of every event's context: from the embedded page state and the auth slice. */
export function pageContext(state: ReturnType<AppStore['getState']>): Omit<EventContext, 'anonymousId' | 'sessionId'> {
  const entry = state.page.entry;
  const scope = (entry as { searchScope?: { deployment?: string; version?: string } } | null)?.searchScope;
  const switcher = (entry as { deploymentSwitch?: { dataCenter?: { currentVersion?: string } } } | null)
    ?.deploymentSwitch;
  const kind = entry?.kind ?? 'unknown';
  const id = entry?.id ?? 'unknown';
  return {
    product: ANALYTICS_PRODUCT,
    contentType: kind,
    contentAri: `ari:cloud:help::${kind}/${id}`,
    entryId: id,
    locale: entry?.locale ?? 'en-US',
    ...(scope?.deployment ? { deployment: scope.deployment } : {}),
    ...((scope?.version ?? switcher?.dataCenter?.currentVersion)
      ? { version: scope?.version ?? switcher?.dataCenter?.currentVersion }
      : {}),
    loggedIn: state.auth.user.email !== '',
  };
}

export interface StartDeps {
  window: AnalyticsWindow;
  store: AppStore;
  config: Pick<BrowserConfig, 'analyticsConsent'>;
}

/** Sends the init event and watches the page; for a page where sending is allowed. Never throws. */
export function startSending({ window, store }: StartDeps): boolean {
  try {
    const local = storageOf(() => window.localStorage);
    const session = storageOf(() => window.sessionStorage);
    const anonymousId = ensureAnonymousId(newId, local);
    let sessionId = session?.getItem(SESSION_STORAGE_KEY) ?? undefined;
    if (!sessionId || !/^[\w-]{1,128}$/.test(sessionId)) {
      sessionId = newId();
      session?.setItem(SESSION_STORAGE_KEY, sessionId);
    }
    const analytics = createAnalytics({
      context: () => ({ ...pageContext(store.getState()), anonymousId, sessionId }),
      fetch: window.fetch.bind(window),
      sendBeacon: (url, data) => window.navigator.sendBeacon(url, data),
      storage: local,
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    });
    setTrackSink((event) => analytics.track(event));
    track({
      name: 'page.init',
      attributes: {
        path: maskText(window.location.pathname + window.location.search).slice(0, 2000),
        ...(window.document.referrer ? { referrer: maskText(window.document.referrer).slice(0, 2000) } : {}),
      },
    });
    window.setInterval(() => void analytics.send(), SEND_EVERY_MS);
    window.addEventListener('pagehide', () => analytics.beacon());
    window.document.addEventListener('visibilitychange', () => {
      if (window.document.visibilityState === 'hidden') analytics.beacon();
    });
    watchEngagement({ window, document: window.document, track, now: () => Date.now() });
    return true;
  } catch (error) {
    console.debug('analytics could not start', error);
    return false;
  }
}

/**
 * The gate and the sender together, for a caller that has the sender loaded already. Never throws.
 * The banner is imported, not bundled here: its module brings a stylesheet, so a static import would
 * put the banner and its styles into this chunk even where no banner is ever shown.
 */
export function startAnalytics(deps: StartDeps): Promise<boolean> {
  return startAnalyticsWhenAllowed({
    ...deps,
    loadConsent: () =>
      withChunkStylesheets('analytics-consent', import(/* webpackChunkName: "analytics-consent" */ './consent')),
    loadSender: () => Promise.resolve({ startSending }),
  });
}
