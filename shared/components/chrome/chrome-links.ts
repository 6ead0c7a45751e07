/**
 * The chrome's fixed links (sign in, contact, account, requests, the three vendor links), in the
 * page locale. Content links arrive already localised in the chrome view.
 */
import {
  CONTACT_PATH,
  DEVELOPERS_URL,
  LOGIN_PATH,
  LOGOUT_PATH,
  MARKETPLACE_URL,
  NAMED_CONTACTS_PATH,
  PARTNER_CONTACT_PATH,
  REQUESTS_PATH,
  ACCOUNT_PATH,
  TRAINING_URL,
  VENDOR_ORIGINS,
} from '../../constants';
import { stripLocale, withLocale } from '../../links/locale';
import { needsSession } from '../../links/session-pages';
import { message } from '../../i18n/messages';
import type { Locale } from '../../types/content';
import type { LinkView } from '../../types/page';

export function localised(url: string, locale: Locale): string {
  return withLocale(url, locale, { ownOrigins: VENDOR_ORIGINS });
}

/**
 * The sign-in route with the page to come back to (SPEC.md section 7): `prompt` (none or
 * select_account), `application=sac`, `continue`, and `login_hint` when an address is known.
 */
export function loginUrl(
  continueTo: string,
  locale: Locale,
  prompt?: 'none' | 'select_account',
  loginHint?: string,
): string {
  const query = new URLSearchParams();
  if (prompt) query.set('prompt', prompt);
  query.set('application', 'sac');
  query.set('continue', continueTo);
  if (loginHint) query.set('login_hint', loginHint);
  return `${localised(LOGIN_PATH, locale)}?${query.toString()}`;
}

/**
 * The log-out page, coming back to `continueTo` (the page the visitor is on) once logged out, or to
 * the home page from a page that shows nothing without a session.
 */
export function logoutUrl(locale: Locale, continueTo?: string): string {
  const back = continueTo && !needsSession(continueTo) ? continueTo : localised('/', locale);
  return `${localised(LOGOUT_PATH, locale)}?${new URLSearchParams({ continue: back }).toString()}`;
}

export function contactUrl(locale: Locale): string {
  return localised(CONTACT_PATH, locale);
}

export function partnerContactUrl(locale: Locale): string {
  return localised(PARTNER_CONTACT_PATH, locale);
}

/** The site's account page: where the visitor is signed in, and logging out elsewhere. */
export function accountUrl(locale: Locale): string {
  return localised(ACCOUNT_PATH, locale);
}

export function requestsUrl(locale: Locale): string {
  return localised(REQUESTS_PATH, locale);
}

export function namedContactsUrl(locale: Locale): string {
  return localised(NAMED_CONTACTS_PATH, locale);
}

/**
 * Marketplace, developers and training: always the last links of the side panel. 'Marketplace' is the
 * vendor's name in every language, so a Japanese page marks it English.
 */
export function fixedExtraLinks(locale: Locale): LinkView[] {
  return [
    {
      id: 'marketplace',
      label: message(locale, 'marketplace'),
      url: localised(MARKETPLACE_URL, locale),
      ...(locale === 'ja-JP' ? { lang: 'en' as const } : {}),
    },
    { id: 'developers', label: message(locale, 'developers'), url: localised(DEVELOPERS_URL, locale) },
    { id: 'training', label: message(locale, 'training'), url: localised(TRAINING_URL, locale) },
  ];
}

/**
 * Whether a content link of the side panel goes to the sign-in route or the support form, which the
 * panel's own actions already give: the header's view leaves such links out
 * (server/content/resolvers/chrome.ts), since for an anonymous visitor the contact action goes through
 * sign-in (SPEC.md section 4) and a content link straight to the form would contradict it.
 */
export function repeatsPanelAction({ url }: LinkView): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const { path } = stripLocale(url.split(/[?#]/, 1)[0] ?? url);
  return path === CONTACT_PATH || path === LOGIN_PATH || `${path}/` === LOGIN_PATH;
}

/**
 * Where the contact link goes: straight to the support form for a signed-in user, through the
 * sign-in route (coming back to the form) for an anonymous one.
 */
export function contactLink(
  isAuthenticated: boolean,
  locale: Locale,
  formUrl: string = contactUrl(locale),
): { label: string; url: string } {
  return isAuthenticated
    ? { label: message(locale, 'contactSupport'), url: formUrl }
    : { label: message(locale, 'logInToContactSupport'), url: loginUrl(formUrl, locale) };
}

/**
 * The contact link to a page's own support form (its context's, `/contact/?product=…`) or, without
 * one, the site's: straight to the form for a signed-in visitor, through sign-in for an anonymous
 * one, and, where nobody can sign in, straight to the form anonymous visitors use.
 */
export function supportContactLink(
  locale: Locale,
  forms: { authenticated?: string; unauthenticated?: string } | undefined,
  visitor: { signedIn: boolean; offersSignIn: boolean },
): { label: string; url: string } {
  const form = forms?.authenticated ?? contactUrl(locale);
  return visitor.offersSignIn
    ? contactLink(visitor.signedIn, locale, form)
    : contactLink(true, locale, forms?.unauthenticated ?? form);
}
