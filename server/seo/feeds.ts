/**
 * Atom feeds (RFC 4287) of recently updated articles (topics and KB articles): `/updates.atom` for
 * the whole site and `/{context slug}/updates.atom` per product, `/ja/…` in Japanese; and the
 * OpenSearch description of the site search (`/opensearch.xml`).
 */
import { localePrefix, withLocale } from '../../shared/links/locale';
import { serverMessage } from '../../shared/i18n/server-messages';
import type { Locale } from '../../shared/types/content';
import type { ContentSnapshot } from '../content/snapshot-types';
import { noteDerived, withoutReads } from '../content/read-record';
import type { DiscoveryLink } from '../render/social-meta';
import { productSections, type ProductSection } from './llms';
import { siteName } from './site';
import { escapeXml, XML_DECLARATION } from './xml';

/** Entries per feed: the most recently published articles. */
export const FEED_ENTRIES = 50;
const ARTICLE_TYPES = new Set(['topic', 'pageKbArticle']);
const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { 'en-US': 'en', 'ja-JP': 'ja' };

export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
export const OPENSEARCH_CONTENT_TYPE = 'application/opensearchdescription+xml; charset=utf-8';

/** The path of a feed: the site's, or a product's by its context slug. */
export function feedPath(locale: Locale, slug?: string): string {
  return `${localePrefix(locale)}${slug === undefined ? '' : `/${slug}`}/updates.atom`;
}

export function openSearchPath(locale: Locale): string {
  return `${localePrefix(locale)}/opensearch.xml`;
}

/** The page a product feed's alternate link names: its resources page, else its docs home, else home. */
function productHome(snapshot: ContentSnapshot, slug: string): string {
  for (const candidate of [`/${slug}/resources/`, `/${slug}/docs/`]) {
    if (snapshot.route(candidate)) return candidate;
  }
  return '/';
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

export interface FeedOptions {
  baseUrl: string;
  /** A product's slug; undefined for the site feed. */
  slug?: string;
  /** The snapshot's build time: the feed's `updated` when it has no entries. */
  fallbackUpdated: string;
}

/** The feed, or undefined for a slug that is no product's. */
export function atomFeed(snapshot: ContentSnapshot, locale: Locale, options: FeedOptions): string | undefined {
  const { baseUrl, slug } = options;
  const sections: ProductSection[] = productSections(snapshot, locale).filter(
    (section) => slug === undefined || section.slug === slug,
  );
  if (slug !== undefined && sections.length === 0) return undefined;
  const site = siteName(snapshot, locale);
  const articles = sections
    .flatMap((section) => section.pages)
    .filter((page) => ARTICLE_TYPES.has(page.contentType) && page.lastModified !== undefined)
    .sort((a, b) => (a.lastModified! < b.lastModified! ? 1 : a.lastModified! > b.lastModified! ? -1 : 0))
    .slice(0, FEED_ENTRIES);
  const self = `${baseUrl}${feedPath(locale, slug)}`;
  const home = `${baseUrl}${withLocale(slug === undefined ? '/' : productHome(snapshot, slug), locale)}`;
  const title =
    slug === undefined
      ? serverMessage(locale, 'siteUpdatesFeed', { site })
      : serverMessage(locale, 'productUpdatesFeed', { product: sections[0]!.title });
  const entries = articles.map((page) => {
    const url = `${baseUrl}${page.localizedUrl}`;
    return [
      '<entry>',
      element('id', url),
      element('title', page.title),
      element('updated', page.lastModified!),
      page.firstPublished ? element('published', page.firstPublished) : '',
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      element('summary', page.description ?? page.title),
      '</entry>',
    ].join('');
  });
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_TAGS[locale]}">`,
    element('id', self),
    element('title', title),
    element('updated', articles[0]?.lastModified ?? options.fallbackUpdated),
    `<author>${element('name', site)}<uri>${escapeXml(`${baseUrl}/`)}</uri></author>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** OpenSearch 1.1 allows at most 16 characters of ShortName: whole words of the site name that fit. */
function shortName(site: string): string {
  if (site.length <= 16) return site;
  let name = '';
  for (const word of site.split(/\s+/)) {
    const next = name === '' ? word : `${name} ${word}`;
    if (next.length > 16) break;
    name = next;
  }
  return name === '' ? site.slice(0, 16) : name;
}

export function openSearchDescription(snapshot: ContentSnapshot, locale: Locale, baseUrl: string): string {
  const site = siteName(snapshot, locale);
  const results = `${baseUrl}${withLocale('/search-results/', locale)}?searchTerm={searchTerms}`;
  return [
    XML_DECLARATION,
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    element('ShortName', shortName(site)),
    element('Description', serverMessage(locale, 'siteSearch', { site })),
    '<InputEncoding>UTF-8</InputEncoding>',
    element('Language', locale),
    `<Url type="text/html" method="get" template="${escapeXml(results)}"/>`,
    `<Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(`${baseUrl}${openSearchPath(locale)}`)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

const productFeedsMemo = new WeakMap<ContentSnapshot, Map<Locale, ReadonlyMap<string, string>>>();

/** Products with a feed in a locale, slug to section title; computed once per snapshot and locale. */
export function productFeeds(snapshot: ContentSnapshot, locale: Locale): ReadonlyMap<string, string> {
  let byLocale = productFeedsMemo.get(snapshot);
  if (!byLocale) {
    byLocale = new Map();
    productFeedsMemo.set(snapshot, byLocale);
  }
  let feeds = byLocale.get(locale);
  if (!feeds) {
    // Built from every product: no page's read. A page notes the one feed it names (discoveryLinksFor).
    feeds = withoutReads(
      () => new Map(productSections(snapshot, locale).map((section) => [section.slug, section.title])),
    );
    byLocale.set(locale, feeds);
  }
  return feeds;
}

/** The feed and search links of a page's head: the site feed, its product's feed, the site search. */
export function discoveryLinksFor(
  snapshot: ContentSnapshot,
  locale: Locale,
  productSlug: string | undefined,
  baseUrl: string,
): DiscoveryLink[] {
  const site = siteName(snapshot, locale);
  const links: DiscoveryLink[] = [
    {
      rel: 'alternate',
      type: 'application/atom+xml',
      href: `${baseUrl}${feedPath(locale)}`,
      title: serverMessage(locale, 'siteUpdatesFeed', { site }),
    },
  ];
  const product = productSlug === undefined ? undefined : productFeeds(snapshot, locale).get(productSlug);
  if (productSlug !== undefined) {
    noteDerived('productFeed', [locale, productSlug], (other) => productFeeds(other, locale).get(productSlug));
  }
  if (productSlug !== undefined && product !== undefined) {
    links.push({
      rel: 'alternate',
      type: 'application/atom+xml',
      href: `${baseUrl}${feedPath(locale, productSlug)}`,
      title: serverMessage(locale, 'productUpdatesFeed', { product }),
    });
  }
  links.push({
    rel: 'search',
    type: 'application/opensearchdescription+xml',
    href: `${baseUrl}${openSearchPath(locale)}`,
    title: serverMessage(locale, 'siteSearch', { site }),
  });
  return links;
}
