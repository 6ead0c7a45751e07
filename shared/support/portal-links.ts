/**
 * The customer portal's ways to get help: the one list the scripted portal app
 * (client/external-apps/customer-portal.ts) and the portal page's script-free version
 * (shared/components/PortalLinks.tsx) both show, with the same targets and words.
 */
import { REQUESTS_PATH } from '../constants';
import type { Messages } from '../i18n/messages';
import { withLocale } from '../links/locale';
import type { Locale } from '../types/content';

type FormKey = keyof Messages['forms'];

/** Each way to get help: its path, then the keys of its title and description in the `forms` group. */
export const PORTAL_LINKS: readonly (readonly [string, FormKey, FormKey])[] = [
  ['/contact/', 'portalContact', 'portalContactDescription'],
  ['/hot-contact/', 'portalHotContact', 'portalHotContactDescription'],
  ['/statuspage-contact/', 'portalStatuspage', 'portalStatuspageDescription'],
  ['/partnercontact/', 'portalPartner', 'portalPartnerDescription'],
  [REQUESTS_PATH, 'portalRequests', 'portalRequestsDescription'],
];

export interface PortalLink {
  url: string;
  title: string;
  description: string;
}

/**
 * The portal's links in `locale` (under /ja on a Japanese page). On a site that offers no sign-in the
 * visitor's requests are left out: that page would only say sign-in is not available.
 */
export function portalLinks(labels: Messages['forms'], locale: Locale, offersSignIn: boolean): PortalLink[] {
  return PORTAL_LINKS.filter(([path]) => offersSignIn || path !== REQUESTS_PATH).map(([path, title, description]) => ({
    url: withLocale(path, locale),
    title: labels[title],
    description: labels[description],
  }));
}
