/**
 * Open Graph and Twitter card tags of a page, and the discovery links of the head (Atom feeds,
 * OpenSearch). The page handler decides the values (social-meta's `socialMetaFor`); the html shell
 * writes them with `headDiscoveryTags` as one block.
 */
import sanitizeHtml from 'sanitize-html';
import { decodeEntities } from '../../shared/richtext/escape';
import type { Locale } from '../../shared/types/content';
import type { PageBase, RenderedBody } from '../../shared/types/page';

export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SocialMeta {
  title: string;
  description?: string;
  /** The canonical url. */
  url: string;
  siteName: string;
  locale: Locale;
  /** Other locales the page exists in as its own text. */
  alternateLocales: Locale[];
  type: 'article' | 'website';
  /** ISO date-times, for articles. */
  publishedTime?: string;
  modifiedTime?: string;
  image: SocialImage;
}

/** A `<link>` that points a browser or crawler at another view of the site (a feed, a search). */
export interface DiscoveryLink {
  rel: 'alternate' | 'search';
  type: string;
  href: string;
  title: string;
}

/** Page kinds shown as og:type article; the rest (home, landing, docs homes, lists) are websites. */
const ARTICLE_KINDS = new Set(['topic', 'pageKbArticle']);

const DESCRIPTION_MAX = 300;

/** Plain text of an html fragment, through the same sanitiser the bodies go through. */
export function textOfHtml(html: string): string {
  return decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * First paragraphs by body (null for none). A rendered body is made once per snapshot and shared by
 * every render of its page, and sanitising paragraphs again on each uncached request cost more than
 * any other step of the head.
 */
const firstParagraphs = new WeakMap<RenderedBody, string | null>();

/** The first paragraph of a rendered body that has text. */
function firstParagraph(body: RenderedBody | undefined): string | undefined {
  if (!body) return undefined;
  const known = firstParagraphs.get(body);
  if (known !== undefined) return known ?? undefined;
  let found: string | null = null;
  for (const match of body.html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)) {
    const text = textOfHtml(match[1] ?? '');
    if (text !== '') {
      found = text;
      break;
    }
  }
  firstParagraphs.set(body, found);
  return found ?? undefined;
}

/**
 * The description of a page for its card: the meta description, else the entry's summary (html),
 * else the first paragraph of its body, else its own description field.
 */
export function describePage(entry: PageBase, summaryHtml: string | undefined): string | undefined {
  const view = entry as PageBase & { body?: RenderedBody; overview?: RenderedBody; description?: unknown };
  const candidates = [
    entry.metaDescription,
    summaryHtml === undefined ? undefined : textOfHtml(summaryHtml),
    firstParagraph(view.body) ?? firstParagraph(view.overview),
    typeof view.description === 'string' ? view.description : undefined,
  ];
  const found = candidates.find((value) => value !== undefined && value.trim() !== '');
  return found === undefined ? undefined : shorten(found.trim());
}

export function ogTypeOf(kind: string): 'article' | 'website' {
  return ARTICLE_KINDS.has(kind) ? 'article' : 'website';
}

const OG_LOCALES: Readonly<Record<Locale, string>> = { 'en-US': 'en_US', 'ja-JP': 'ja_JP' };

type Escape = (value: string) => string;

function meta(attribute: 'property' | 'name', key: string, value: string | undefined, escape: Escape): string {
  return value === undefined || value === '' ? '' : `<meta ${attribute}="${key}" content="${escape(value)}">`;
}

/** The Open Graph and Twitter tags, then the discovery links, as one string of html. */
export function headDiscoveryTags(
  social: SocialMeta | undefined,
  links: readonly DiscoveryLink[],
  escape: Escape,
): string {
  const tags: string[] = [];
  if (social) {
    tags.push(
      meta('property', 'og:type', social.type, escape),
      meta('property', 'og:site_name', social.siteName, escape),
      meta('property', 'og:title', social.title, escape),
      meta('property', 'og:description', social.description, escape),
      meta('property', 'og:url', social.url, escape),
      meta('property', 'og:locale', OG_LOCALES[social.locale], escape),
      ...social.alternateLocales.map((locale) => meta('property', 'og:locale:alternate', OG_LOCALES[locale], escape)),
      meta('property', 'og:image', social.image.url, escape),
      meta('property', 'og:image:type', 'image/png', escape),
      meta('property', 'og:image:width', String(social.image.width), escape),
      meta('property', 'og:image:height', String(social.image.height), escape),
      meta('property', 'og:image:alt', social.image.alt, escape),
    );
    if (social.type === 'article') {
      tags.push(
        meta('property', 'article:published_time', social.publishedTime, escape),
        meta('property', 'article:modified_time', social.modifiedTime, escape),
      );
    }
    tags.push(
      meta('name', 'twitter:card', 'summary_large_image', escape),
      meta('name', 'twitter:title', social.title, escape),
      meta('name', 'twitter:description', social.description, escape),
      meta('name', 'twitter:image', social.image.url, escape),
      meta('name', 'twitter:image:alt', social.image.alt, escape),
    );
  }
  for (const link of links) {
    tags.push(
      `<link rel="${link.rel}" type="${escape(link.type)}" href="${escape(link.href)}" title="${escape(link.title)}">`,
    );
  }
  return tags.join('');
}
