/**
 * The pages a crawler may list: every routed content page of the snapshot that is published, and
 * the public pages without an entry (the contact forms). Drafts, the preview error page, the search
 * results page and the account pages (requests, named contacts, sign-in) are never public. One list
 * feeds the sitemaps, the llms.txt index and the feeds, so they all agree on what exists.
 */
import { withLocale } from '../../shared/links/locale';
import { ArticleBodyMissingError } from '../../shared/errors';
import { bodyInputOf } from '../../shared/richtext/render-body';
import type { Entry, Locale } from '../../shared/types/content';
import { isContentPageKind } from '../../shared/types/page';
import { titleOf } from '../content/resolvers/fields';
import type { ContentSnapshot } from '../content/snapshot-types';

/** Pages without an entry that anyone may open and that say something on their own. */
export const PUBLIC_FIXED_PATHS: readonly string[] = [
  '/contact/',
  '/hot-contact/',
  '/partnercontact/',
  '/statuspage-contact/',
  '/customer-portal/',
  '/file-download/',
];

/** Paths crawlers are kept out of (robots.txt): per-visitor, per-query or preview pages. */
export const PRIVATE_PATHS: readonly string[] = [
  '/search-results/',
  '/requests/',
  '/named-contact/',
  '/account/',
  '/login/',
  '/preview-error/',
];

const ARTICLE_TYPES = new Set(['topic', 'pageKbArticle']);

function hasBody(entry: Entry): boolean {
  try {
    bodyInputOf(entry);
    return true;
  } catch (error) {
    if (error instanceof ArticleBodyMissingError) return false;
    throw error;
  }
}

export interface PublicPage {
  /** Path without the locale prefix, with a trailing slash. */
  url: string;
  /** Path with the locale prefix. */
  localizedUrl: string;
  locale: Locale;
  /** Undefined for pages without an entry. */
  entryId?: string;
  contentType: string;
  version?: string;
  title: string;
  /** ISO date-time of the latest publication; undefined for pages without an entry. */
  lastModified?: string;
  firstPublished?: string;
  /** True when the page exists in both locales as its own text (hreflang alternates apply). */
  translated: boolean;
}

/**
 * The public pages of a locale, in route order. A ja-JP page is listed only when its entry has its
 * own Japanese text: an untranslated /ja page is a fallback copy whose canonical url is the English one.
 */
export function publicPages(snapshot: ContentSnapshot, locale: Locale): PublicPage[] {
  const pages: PublicPage[] = [];
  for (const route of snapshot.routes()) {
    if (!isContentPageKind(route.contentType)) continue;
    const entry = snapshot.entry(route.entryId, locale);
    // Drafts only exist in a preview snapshot; they have no publication date.
    if (!entry?.publishedAt) continue;
    // A topic or KB article without a body answers 404 (SPEC.md's 'Article body is missing').
    if (ARTICLE_TYPES.has(route.contentType) && !hasBody(entry)) continue;
    const translated = snapshot.translatedLocales(route.entryId).includes('ja-JP');
    if (locale !== snapshot.defaultLocale && !translated) continue;
    pages.push({
      url: route.url,
      localizedUrl: withLocale(route.url, locale),
      locale,
      entryId: route.entryId,
      contentType: route.contentType,
      ...(route.version !== undefined ? { version: route.version } : {}),
      title: titleOf(entry),
      lastModified: entry.publishedAt,
      ...(entry.firstPublishedAt ? { firstPublished: entry.firstPublishedAt } : {}),
      translated,
    });
  }
  for (const url of PUBLIC_FIXED_PATHS) {
    pages.push({
      url,
      localizedUrl: withLocale(url, locale),
      locale,
      contentType: 'fixed',
      title: '',
      translated: true,
    });
  }
  return pages;
}
