/**
 * The analytics consent banner (ANALYTICS_CONSENT=required): a small region with Accept and
 * Decline, remembered in local storage. A chunk of its own (`analytics-consent`), so a visitor who
 * has not decided downloads the banner without the sender (client/analytics/gate.ts).
 */
import { messagesFor } from '../../shared/i18n/messages';
import type { Locale } from '../../shared/types/content';
import { CONSENT_STORAGE_KEY } from './gate';
import './ConsentBanner.css';

/** Shows the consent banner; resolves with the visitor's choice (remembered) once a button is pressed. */
export function askConsent(document: Document, storage: Storage | undefined, locale: Locale): Promise<boolean> {
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
