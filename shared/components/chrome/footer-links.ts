/**
 * The footer's default links, for a footer entry without links of its own. Only the server renders
 * the footer (a static region, docs/adr/044-static-regions.md), so these links and their labels
 * (the server part of the chrome group) stay out of the browser's bundle.
 */
import { LEGAL_URLS } from '../../constants';
import { serverMessage, type ServerChromeKey } from '../../i18n/server-messages';
import type { Locale } from '../../types/content';
import type { LinkView } from '../../types/page';
import { localised } from './chrome-links';

/** Footer links in the order SPEC.md lists them, used when the footer entry has none of its own. */
const DEFAULT_FOOTER_LINKS: Readonly<Record<'v1' | 'v2', readonly [ServerChromeKey, string][]>> = {
  v1: [
    ['accessibility', LEGAL_URLS.accessibility],
    ['noticeAtCollection', LEGAL_URLS.noticeAtCollection],
    ['privacyPolicy', LEGAL_URLS.privacyPolicy],
    ['termsOfUse', LEGAL_URLS.termsOfUse],
    ['security', LEGAL_URLS.security],
  ],
  v2: [
    ['accessibility', LEGAL_URLS.accessibility],
    ['yourPrivacyChoices', LEGAL_URLS.yourPrivacyChoices],
    ['privacyPolicy', LEGAL_URLS.privacyPolicy],
    ['terms', LEGAL_URLS.terms],
    ['impressum', LEGAL_URLS.impressum],
    ['securityDataProtection', LEGAL_URLS.dataProtection],
  ],
};

export function defaultFooterLinks(version: 'v1' | 'v2', locale: Locale): LinkView[] {
  return DEFAULT_FOOTER_LINKS[version].map(([key, url]) => ({
    id: key,
    label: serverMessage(locale, key),
    url: localised(url, locale),
  }));
}
