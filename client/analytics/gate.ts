/**
 * Whether analytics may run on this page, decided before any of its code is fetched: Global
 * Privacy Control and Do Not Track turn it off, and when ANALYTICS_CONSENT=required a stored
 * Decline does too. Only then is code loaded: the consent banner (the `analytics-consent` chunk)
 * while the visitor has not decided, and the sender (the `analytics` chunk) once sending is
 * allowed, so a page that may not send never downloads the sender (docs/adr/021-javascript-budget.md).
 */
import type { BrowserConfig } from '../../config/browser-config';
import type { Locale } from '../../shared/types/content';
import type { AppStore } from '../../shared/state/store';

export const CONSENT_STORAGE_KEY = 'hc-analytics-consent';

export type AnalyticsWindow = Window & { globalPrivacyControl?: boolean; doNotTrack?: string | null };

/** Global Privacy Control or Do Not Track: the visitor asked not to be tracked. */
export function optedOut(
  navigator: Navigator & { globalPrivacyControl?: boolean },
  win?: { doNotTrack?: string | null },
) {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1' || win?.doNotTrack === '1';
}

export function storageOf(read: () => Storage): Storage | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export interface GateDeps {
  window: AnalyticsWindow;
  store: AppStore;
  config: Pick<BrowserConfig, 'analyticsConsent'>;
  /** The banner that asks for consent (client/analytics/consent.ts). */
  loadConsent: () => Promise<{
    askConsent: (document: Document, storage: Storage | undefined, locale: Locale) => Promise<boolean>;
  }>;
  /** The sender, started once sending is allowed (client/analytics/start.ts). */
  loadSender: () => Promise<{ startSending: (deps: Omit<GateDeps, 'loadConsent' | 'loadSender'>) => boolean }>;
}

/** Resolves true when analytics runs on this page; never throws. */
export async function startAnalyticsWhenAllowed(deps: GateDeps): Promise<boolean> {
  try {
    const { window, store, config } = deps;
    if (optedOut(window.navigator, window)) return false;
    if (config.analyticsConsent) {
      const local = storageOf(() => window.localStorage);
      const choice = local?.getItem(CONSENT_STORAGE_KEY);
      if (choice === 'declined') return false;
      if (choice !== 'accepted') {
        const locale = store.getState().page.entry?.locale ?? 'en-US';
        const { askConsent } = await deps.loadConsent();
        if (!(await askConsent(window.document, local, locale))) return false;
      }
    }
    const { startSending } = await deps.loadSender();
    return startSending({ window, store, config });
  } catch (error) {
    console.debug('analytics could not start', error);
    return false;
  }
}
