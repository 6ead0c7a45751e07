/**
 * Where the footer's language switch leads (docs/adr/053-language-switch.md): the same page in the
 * other locale (translated or not, for a content page), else the other locale's equivalent fixed
 * page, else its home.
 * The server computes it per page and hands it to the footer through render-only context
 * (shared/components/chrome/other-language-url.tsx); it is in neither the cached chrome nor the state.
 */
import { ACCOUNT_PATH, CONTACT_SENT_PATH } from '../../shared/constants';
import { withLocale } from '../../shared/links/locale';
import { isFormPage } from '../../shared/support/support-form-fields';
import type { Locale } from '../../shared/types/content';
import { isContentPageKind, type PageKind } from '../../shared/types/page';
import { STATIC_PAGE_PATHS } from '../content/resolvers/static-pages';

/** The page the switch is on, as the server knows it after resolving it. */
export interface LanguageLinkPage {
  /** The page's locale. */
  locale: Locale;
  /** Its kind; 'menu' is a header menu's own page (server/routes/header-menus.tsx). */
  kind: PageKind | 'menu';
  /** Its path without the locale prefix (`PageBase.url`). */
  url: string;
  /** Menu pages: whether the other locale's header has this menu. */
  inOtherLocale?: boolean;
  /** What the address chooses that the other locale's page should keep, with its '?' ('' for none). */
  query?: string;
}

/** The locale the switch offers: the one the page is not in. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'ja-JP' ? 'en-US' : 'ja-JP';
}

/** The fixed pages served at their own path in both locales, kept as they are. */
const SAME_PATH_KINDS = new Set<PageKind>(['myRequests', 'customerPortal', 'insights']);

/** The url (path and query, locale prefix applied) the language switch of `page` links to. */
export function languageLinkUrl(page: LanguageLinkPage): string {
  const other = otherLocale(page.locale);
  const home = withLocale('/', other);
  const query = page.query ?? '';
  const { kind, url } = page;
  // Every content page is served in both locales: an untranslated one in Japanese shows its English
  // text under a Japanese notice (ADR 047), which keeps the reader's place better than the home page.
  if (isContentPageKind(kind)) return withLocale(url, other);
  if (kind === 'menu') return page.inOtherLocale === true ? withLocale(url, other) : home;
  // The pages with a form: a form sent back or sent leads to the same form, empty, in the other language.
  if (isFormPage(kind)) {
    const path = url === CONTACT_SENT_PATH ? STATIC_PAGE_PATHS[kind] : url;
    return `${withLocale(path, other)}${query}`;
  }
  if (kind === 'searchResults') return `${withLocale(STATIC_PAGE_PATHS.searchResults, other)}${query}`;
  // Every step of signing in and out starts again at the other language's sign-in form; the account
  // page, which needs no step, is the same page in the other language (without what it just ended).
  if (kind === 'signIn') return withLocale(url === ACCOUNT_PATH ? url : STATIC_PAGE_PATHS.signIn, other);
  if (SAME_PATH_KINDS.has(kind)) return withLocale(url, other);
  // The not-found page, the malformed address's page and the preview error page: nothing to keep.
  return home;
}
