/**
 * Starts analytics on a hydrated page (SPEC.md section 7: analytics starts on an init event): checks
 * Global Privacy Control, Do Not Track and, when ANALYTICS_CONSENT=required, the visitor's consent
 * (a small banner with Accept and Decline, remembered in local storage); then installs the sink of
 * `track` (shared/analytics/track.ts), sends the init event, and watches scroll depth and dwell time.
 */
import type { BrowserConfig } from '../../config/browser-config';
import { ANALYTICS_PRODUCT, type EventContext } from '../../shared/analytics/events';
import { newId } from '../../shared/analytics/ids';
import { setTrackSink, track } from '../../shared/analytics/track';
import { messagesFor } from '../../shared/i18n/messages';
import { ensureAnonymousId } from '../../shared/search/anonymous-id';
import type { AppStore } from '../../shared/state/store';
import { createAnalytics, optedOut, SEND_EVERY_MS } from './analytics';
import { watchEngagement } from './engagement';
import { maskText } from './mask';
import './ConsentBanner.css';

export const CONSENT_STORAGE_KEY = 'hc-analytics-consent';
export const SESSION_STORAGE_KEY = 'hc-analytics-session';

function storageOf(read: () => Storage): Storage | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

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

/** Shows the consent banner; resolves with the visitor's choice (remembered) once a button is pressed. */
function askConsent(
  document: Document,
  storage: Storage | undefined,
  locale: EventContext['locale'],
): Promise<boolean> {
  const labels = messagesFor(locale === 'ja-JP' ? 'ja-JP' : 'en-US').chrome;
  const banner = document.createElement('section');
  banner.className = 'hc-consent';
  banner.setAttribute('aria-label', labels.analyticsConsentLabel);
  const text = document.createElement('p');
  text.textContent = labels.analyticsConsentText;
  banner.append(text);
  // The page keeps room below its last control, and focus scrolls clear of the banner (WCAG 2.4.11).
  const root = document.documentElement;
  const reserve = () => root.style.setProperty('--hc-consent-block-size', `${banner.offsetHeight}px`);
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : undefined;
  return new Promise((resolve) => {
    for (const [label, accepted] of [
      [labels.analyticsAccept, true],
      [labels.analyticsDecline, false],
    ] as const) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = accepted ? 'hc-button' : 'hc-button hc-button--secondary';
      button.textContent = label;
      button.addEventListener('click', () => {
        try {
          storage?.setItem(CONSENT_STORAGE_KEY, accepted ? 'accepted' : 'declined');
        } catch {
          // Without storage the choice holds for this page only.
        }
        banner.remove();
        observer?.disconnect();
        root.classList.remove('hc-consent-open');
        resolve(accepted);
      });
      banner.append(button);
    }
    document.body.append(banner);
    reserve();
    root.classList.add('hc-consent-open');
    observer?.observe(banner);
  });
}

export interface StartDeps {
  window: Window & { globalPrivacyControl?: boolean; doNotTrack?: string | null };
  store: AppStore;
  config: Pick<BrowserConfig, 'analyticsConsent'>;
}

/** Resolves true when analytics runs on this page; never throws. */
export async function startAnalytics({ window, store, config }: StartDeps): Promise<boolean> {
  try {
    const navigator = window.navigator as Navigator & { globalPrivacyControl?: boolean };
    if (optedOut(navigator, window)) return false;
    const local = storageOf(() => window.localStorage);
    const session = storageOf(() => window.sessionStorage);
    if (config.analyticsConsent) {
      const choice = local?.getItem(CONSENT_STORAGE_KEY);
      if (choice === 'declined') return false;
      if (choice !== 'accepted') {
        const accepted = await askConsent(window.document, local, pageContext(store.getState()).locale);
        if (!accepted) return false;
      }
    }
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
