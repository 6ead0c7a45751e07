/**
 * Turns a content snapshot into flat search documents. Pure: the same snapshot always gives the
 * same documents, so the index can be rebuilt beside the old one and compared in tests.
 *
 * Content type names in the index (and in the search API's `contentTypes` filter and facet):
 *   topic, topicSet, collection, documentedProduct (a docs home), kbArticle (a pageKbArticle).
 */
import {
  SEARCH_CONTENT_TYPES,
  SEARCH_DEPLOYMENTS,
  type SearchContentType,
  type SearchDeployment,
  type SearchResultProduct,
} from '../../shared/search/types';
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import type { ContentSnapshot, RouteRecord } from '../content/snapshot-types';
import type { Asset, Entry, FieldValue, Locale } from '../../shared/types/content';
import { DEFAULT_LOCALE } from '../../shared/types/content';
import { compareVersionsNewestFirst, versionsNewestFirst } from '../../shared/search/versions';
import { bodyHeadings, type ParsedHtml } from './headings';
import { extractHtmlText } from './html-text';

// The index speaks the API's own vocabulary (shared/search/types.ts), so results need no mapping.
export { SEARCH_CONTENT_TYPES };
export type { SearchContentType };
export const PLATFORMS = SEARCH_DEPLOYMENTS;
export type Platform = SearchDeployment;

export const SEARCH_LANGUAGES = ['en', 'ja'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];
/** The site locale whose pages a search in each language links to. */
export const SITE_LOCALES: Readonly<Record<SearchLanguage, Locale>> = { en: DEFAULT_LOCALE, ja: 'ja-JP' };

/** Which snapshot content type each search content type is read from. */
export const SOURCE_TYPES: Record<SearchContentType, string> = {
  topic: 'topic',
  topicSet: 'topicSet',
  collection: 'collection',
  documentedProduct: 'documentedProduct',
  kbArticle: 'pageKbArticle',
};

export type SearchProduct = SearchResultProduct;

export interface TrustFactors {
  helpfulCount: number;
  numViews: number;
}

/** A heading of a page body (level 2 or 3) as the rendered page gives it: its text and element id. */
export interface DocumentHeading {
  text: string;
  id: string;
  /** 2 for a section, 3 for a sub-section; search weighs a section's heading more. Absent counts as 2. */
  level?: 2 | 3;
}

export interface SearchDocument {
  /** Unique per document: contentAri plus language. */
  id: string;
  /** `ari:cloud:help::{contentType}/{entryId}`, with `/version/{number}` for a Data Center version page. */
  contentAri: string;
  entryId: string;
  contentType: SearchContentType;
  language: SearchLanguage;
  title: string;
  description: string;
  /**
   * The description's language when it is not the document's: a Japanese page whose description
   * is its English one, untranslated (the same text in both counts as English, as on the page).
   */
  descriptionLanguage?: SearchLanguage;
  body: string;
  url: string;
  products: SearchProduct[];
  deployment: Platform;
  lastPublishedAt: string | null;
  trustFactors: TrustFactors;
  /** The body's h2 and h3 headings, for suggestions; none for pages without a body. */
  headings?: DocumentHeading[];
  /** Definition terms and table header cells of an html body, weighed above body text. */
  terms?: string[];
  /**
   * A hash of `body` (`bodyHashOf`), set by the document cache (server/search/document-cache.ts),
   * which keeps documents without their bodies once indexed: `body` is then empty and this says
   * which text the index holds for it.
   */
  bodyHash?: string;
}

/** Feedback and page views per entry; until feedback exists every document gets zeros. */
export type TrustFactorProvider = (entryId: string) => TrustFactors | undefined;

export interface ExtractOptions {
  /** Also extract ja-JP documents for entries with their own Japanese title. Default true. */
  includeJapanese?: boolean;
  trustFactors?: TrustFactorProvider;
}

const DESCRIPTION_MAX = 300;

/** Between a content ari's page and the Data Center version of a copy. */
const VERSION_MARK = '/version/';

export function contentAriOf(contentType: SearchContentType, entryId: string, version?: string): string {
  const base = `ari:cloud:help::${contentType}/${entryId}`;
  return version === undefined ? base : `${base}${VERSION_MARK}${version}`;
}

/** The content ari of a page, shared by its copies in several Data Center versions. */
export function pageAriOf(contentAri: string): string {
  const at = contentAri.lastIndexOf(VERSION_MARK);
  return at === -1 ? contentAri : contentAri.slice(0, at);
}

/** The Data Center version of a copy's content ari (contentAriOf); undefined for an unversioned page. */
export function versionOfAri(contentAri: string): string | undefined {
  const at = contentAri.lastIndexOf(VERSION_MARK);
  return at === -1 ? undefined : contentAri.slice(at + VERSION_MARK.length);
}

/** The snapshot lookups text extraction makes: what a recorder (server/search/document-cache.ts) watches. */
export interface TextLookups {
  entry(id: string, locale?: Locale): Entry | undefined;
  asset(id: string, locale?: Locale): Asset | undefined;
  urlOf(entryId: string): string | undefined;
  /** Hears of each entry whose fields the text reads through a link field of the page. */
  linked?(entry: Entry): void;
}

/** What an entry's documents take from its text in one locale, the same for each of its routes. */
export interface EntryText {
  title: string;
  description: string;
  body: string;
  terms: string[];
  headings: DocumentHeading[];
}

/**
 * Gives the text of an entry in a locale: `read` extracts it through the lookups it is given, so
 * a cache can record what it read and keep the text while none of that changes.
 */
export type TextSource = (localized: Entry, read: (lookups: TextLookups) => EntryText) => EntryText;

/**
 * Keeps the documents of an entry from one extraction to the next (server/search/document-cache.ts):
 * given the entry objects, a key of everything else its documents read, and how to make them
 * (with the text taken from a text source).
 */
export type DocumentReuse = (
  entry: Entry,
  translation: Entry | undefined,
  key: readonly unknown[],
  make: (text: TextSource) => SearchDocument[],
) => SearchDocument[];

/**
 * The text of an entry in one locale (`localized` is the entry in that locale), as its documents
 * take it: read again by the index to find the body of a document it keeps without one.
 */
export function entryText(
  lookups: TextLookups,
  contentType: SearchContentType,
  localized: Entry,
  locale: Locale,
): EntryText {
  const { parsedBody, title, description, body, terms } = textOf(lookups, contentType, localized);
  const headings = bodyHeadings(lookups, contentType, localized, locale, parsedBody);
  // The short values are kept with the documents for as long as the index lives; as slices of the
  // body's html or text they would keep those whole (at 10,011 entries, 80 MB of bodies).
  return {
    title: ownString(title),
    description: ownString(description),
    body,
    terms: terms.map(ownString),
    headings: headings.map((heading) => ({ ...heading, text: ownString(heading.text), id: ownString(heading.id) })),
  };
}

/**
 * `value` as a string of its own. V8 makes a slice of a string of 13 characters or more (`slice`,
 * `trim`, a parser's text) a view that keeps the whole string it was cut from alive; JSON.parse
 * makes a new string of just the characters.
 */
export function ownString(value: string): string {
  return value.length < 13 ? value : (JSON.parse(JSON.stringify(value)) as string);
}

/** Text read straight from the snapshot, nothing kept. */
const readText =
  (snapshot: ContentSnapshot): TextSource =>
  (_localized, read) =>
    read(snapshot);

export function extractDocuments(
  snapshot: ContentSnapshot,
  options: ExtractOptions = {},
  reuse?: DocumentReuse,
): SearchDocument[] {
  return [...planDocuments(snapshot, options, reuse).documents()];
}

/**
 * A snapshot's documents before their text is read: how many there are, and the documents
 * themselves, made one entry at a time as they are iterated, so a build that takes them one by one
 * never holds every body at once.
 */
export interface DocumentPlan {
  readonly count: number;
  /** The documents in content order; each call reads their text again. */
  documents(): Generator<SearchDocument, void, undefined>;
}

/** An entry whose documents the plan makes, with everything but their text. */
interface PlannedEntry {
  contentType: SearchContentType;
  entry: Entry;
  translation: Entry | undefined;
  routes: RouteRecord[];
  trust: TrustFactors;
  /** What else its documents read, for `reuse`: compared value by value, so no string is made. */
  key: unknown[];
}

/** The documents `extractDocuments` gives, counted now and made as they are iterated. */
export function planDocuments(
  snapshot: ContentSnapshot,
  options: ExtractOptions = {},
  reuse?: DocumentReuse,
): DocumentPlan {
  const routesByEntry = new Map<string, RouteRecord[]>();
  for (const route of snapshot.routes()) {
    const list = routesByEntry.get(route.entryId);
    if (list) list.push(route);
    else routesByEntry.set(route.entryId, [route]);
  }
  const provider = options.trustFactors ?? (() => undefined);
  const includeJapanese = options.includeJapanese ?? true;
  // KB articles look product keys up by name among every productName entry, not through a link, and
  // their 'and later' rows reach the Data Center versions the products list.
  const productNameKey = reuse
    ? [
        ...snapshot
          .entriesOfType('productName', DEFAULT_LOCALE)
          .map((entry) => `${str(entry.fields.productName)}\u0001${str(entry.fields.productNameId)}`),
        ...[...dataCenterVersionsByKey(snapshot)].map(([key, versions]) => `${key}\u0001${versions.join(',')}`),
      ].join('\u0002')
    : '';
  const planned: PlannedEntry[] = [];
  let count = 0;
  for (const contentType of SEARCH_CONTENT_TYPES) {
    for (const entry of snapshot.entriesOfType(SOURCE_TYPES[contentType], DEFAULT_LOCALE)) {
      const routes = routesByEntry.get(entry.id) ?? [];
      if (routes.length === 0) continue;
      const japanese = includeJapanese && snapshot.translatedLocales(entry.id).includes('ja-JP');
      const translation = japanese ? snapshot.entry(entry.id, 'ja-JP') : undefined;
      const trust = provider(entry.id) ?? { helpfulCount: 0, numViews: 0 };
      const key: unknown[] = [
        japanese,
        trust.helpfulCount,
        trust.numViews,
        contentType === 'kbArticle' ? productNameKey : '',
      ];
      for (const route of routes) key.push(route.url, route.version);
      planned.push({ contentType, entry, translation, routes, trust, key });
      // One document per route, in English and, when the entry is translated, Japanese (entryDocuments).
      count += routes.length * (translation ? 2 : 1);
    }
  }
  return {
    count,
    *documents() {
      for (const { contentType, entry, translation, routes, trust, key } of planned) {
        const make = (text: TextSource) =>
          entryDocuments(snapshot, contentType, entry, translation, routes, trust, text);
        yield* reuse ? reuse(entry, translation, key, make) : make(readText(snapshot));
      }
    },
  };
}

/** The documents of one entry: one per route, in English and, when it is translated, Japanese. */
function entryDocuments(
  snapshot: ContentSnapshot,
  contentType: SearchContentType,
  entry: Entry,
  translation: Entry | undefined,
  routes: readonly RouteRecord[],
  trust: TrustFactors,
  textSource: TextSource,
): SearchDocument[] {
  const documents: SearchDocument[] = [];
  const localizedEntries: [Locale, Entry][] = [[DEFAULT_LOCALE, entry]];
  if (translation) localizedEntries.push(['ja-JP', translation]);
  let englishDescription: string | undefined;
  for (const [locale, localized] of localizedEntries) {
    const text = textSource(localized, (lookups) => entryText(lookups, contentType, localized, locale));
    // The default locale comes first: a translation's description equal to it is that English text.
    englishDescription ??= text.description;
    const untranslatedDescription =
      locale !== DEFAULT_LOCALE && text.description !== '' && text.description === englishDescription;
    const baseProducts = productsOf(snapshot, contentType, localized);
    for (const route of routes) {
      const products = baseProducts.map((product) => ({
        ...product,
        versions:
          route.version !== undefined && product.platform === 'data_center' ? [route.version] : product.versions,
      }));
      const contentAri = contentAriOf(contentType, entry.id, route.version);
      const language: SearchLanguage = locale === 'ja-JP' ? 'ja' : 'en';
      documents.push({
        id: `${contentAri}#${language}`,
        contentAri,
        entryId: entry.id,
        contentType,
        language,
        title: text.title,
        description: text.description,
        ...(untranslatedDescription ? { descriptionLanguage: 'en' as const } : {}),
        body: text.body,
        url: language === 'ja' ? `/ja${route.url}` : route.url,
        products,
        deployment: deploymentOf(products, localized, route),
        lastPublishedAt: lastPublishedOf(localized),
        trustFactors: { ...trust },
        headings: text.headings,
        terms: text.terms,
      });
    }
  }
  return documents;
}

interface DocumentText {
  title: string;
  description: string;
  body: string;
  terms: string[];
  /** A topic's html body as read for its text, with its heading outline for bodyHeadings. */
  parsedBody?: ParsedHtml;
}

function textOf(lookups: TextLookups, contentType: SearchContentType, entry: Entry): DocumentText {
  const f = entry.fields;
  const parts: string[] = [];
  const terms: string[] = [];
  const addHtml = (html: string): void => {
    const extracted = extractHtmlText(html);
    add(extracted.text);
    terms.push(...extracted.terms);
  };
  const add = (value: string): void => {
    if (value.trim() !== '') parts.push(value.trim());
  };
  let title = '';
  let lead = '';
  let parsedBody: ParsedHtml | undefined;
  switch (contentType) {
    case 'topic':
      title = str(f.topicTitle) || str(f.shortTitle);
      if (isDocument(f.body)) add(richTextToPlain(f.body, lookups, entry.locale));
      else {
        const html = str(f.bodyHtml);
        const extracted = extractHtmlText(html, { outline: true });
        add(extracted.text);
        terms.push(...extracted.terms);
        parsedBody = { html, extracted };
      }
      break;
    case 'topicSet':
      title = str(f.title);
      lead = str(f.description);
      addHtml(str(f.sectionOverview));
      for (const topic of linkedEntries(lookups, f.topicReferences)) add(str(topic.fields.topicTitle));
      break;
    case 'collection':
      title = str(f.title);
      lead = str(f.description) || str(f.subhead);
      add(str(f.subhead));
      for (const child of linkedEntries(lookups, f.childrenReferences)) {
        add(str(child.fields.topicTitle) || str(child.fields.title));
      }
      break;
    case 'documentedProduct':
      title = str(f.title);
      lead = str(f.tagline);
      for (const collection of linkedEntries(lookups, f.collections)) {
        add(str(collection.fields.title));
        add(str(collection.fields.description));
      }
      break;
    case 'kbArticle':
      title = str(f.title);
      if (isDocument(f.body)) add(richTextToPlain(f.body, lookups, entry.locale));
      else for (const section of ['summary', 'diagnosis', 'cause', 'solution']) addHtml(str(f[section]));
      break;
    default: {
      const unknownType: never = contentType;
      throw new Error(`Unknown search content type ${String(unknownType)}`);
    }
  }
  const body = parts.join('\n');
  const description = str(f.metaDescription) || lead || firstParagraph(body);
  const text = { title: title.trim(), description: truncate(description.trim(), DESCRIPTION_MAX), body, terms };
  return parsedBody ? { ...text, parsedBody } : text;
}

function firstParagraph(body: string): string {
  const first = body.split('\n').find((line) => line.trim().length > 0) ?? '';
  return first;
}

function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The context (product, app or theme) whose products a page belongs to. */
function contextOf(contentType: SearchContentType, entry: Entry): Entry | undefined {
  const f = entry.fields;
  switch (contentType) {
    case 'topic':
    case 'topicSet': {
      const own = asEntry(f.product);
      if (own) return own;
      const collection = asEntry(f.collection);
      return collection ? asEntry(collection.fields.context) : undefined;
    }
    case 'collection':
    case 'documentedProduct':
      return asEntry(f.context);
    case 'kbArticle': {
      let article: Entry | undefined = entry;
      for (let depth = 0; article && depth < 10; depth += 1) {
        const home = asEntry(article.fields.kbHome);
        if (home) return asEntry(home.fields.context);
        article = asEntry(article.fields.parent);
      }
      return undefined;
    }
    default: {
      const unknownType: never = contentType;
      throw new Error(`Unknown search content type ${String(unknownType)}`);
    }
  }
}

export function platformOf(deployment: string | undefined): Platform {
  return deployment === 'Data Center' || deployment === 'Server' ? 'data_center' : 'cloud';
}

function productOfContext(context: Entry): SearchProduct | undefined {
  const f = context.fields;
  const platform = platformOf(str(f.deployment));
  const versions = entries(f.productVersions)
    .filter((version) => version.fields.showInList !== false)
    .map((version) => str(version.fields.number))
    .filter((number) => number !== '');
  switch (context.contentType) {
    case 'product': {
      const name = asEntry(f.productNameReference);
      const key = (name && str(name.fields.productNameId)) || str(f.slug);
      return { name: (name && str(name.fields.productName)) || str(f.internalTitle), key, platform, versions };
    }
    case 'contextApp': {
      const name = asEntry(f.appNameReference);
      return { name: (name && str(name.fields.appName)) || str(f.title), key: str(f.slug), platform, versions };
    }
    case 'contextTheme':
      return { name: str(f.hubName) || str(f.title), key: str(f.slug), platform, versions };
    default:
      return undefined;
  }
}

/**
 * The name of every product the facets count, by facet key, in `locale`: the contexts' names as
 * `productOfContext` gives them, and the product names KB articles list theirs by.
 */
export function productNamesByKey(snapshot: ContentSnapshot, locale: Locale): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of snapshot.entriesOfType('productName', locale)) {
    const key = str(entry.fields.productNameId);
    const name = str(entry.fields.productName);
    if (key !== '' && name !== '') names.set(key, name);
  }
  for (const type of ['product', 'contextApp', 'contextTheme']) {
    for (const context of snapshot.entriesOfType(type, locale)) {
      const product = productOfContext(context);
      if (product && product.key !== '' && product.name !== '') names.set(product.key, product.name);
    }
  }
  return names;
}

function productsOf(snapshot: ContentSnapshot, contentType: SearchContentType, entry: Entry): SearchProduct[] {
  const products: SearchProduct[] = [];
  const context = contextOf(contentType, entry);
  const contextProduct = context ? productOfContext(context) : undefined;
  if (contextProduct && contextProduct.key !== '') products.push(contextProduct);
  if (contentType === 'kbArticle') {
    // The article's rows say which versions it applies to; a product they name no longer counts every
    // version its context lists, only the ones its rows cover.
    const known = dataCenterVersionsByKey(snapshot);
    const listedBy = new Set<SearchProduct>();
    for (const listed of kbProductVersions(entry.fields.productVersions)) {
      const existing = products.find((p) => p.name === listed.name && p.platform === listed.platform);
      const key = existing?.key ?? keyForProductName(snapshot, listed.name) ?? slugify(listed.name);
      const every = known.get(key) ?? [];
      // A Data Center row without a number applies to every version.
      const versions =
        listed.platform === 'data_center' && listed.version === ''
          ? [...(existing?.versions ?? every)]
          : versionsCovered(listed.version, listed.modifier, every);
      if (!existing) {
        const product = { name: listed.name, key, platform: listed.platform, versions };
        products.push(product);
        listedBy.add(product);
      } else if (!listedBy.has(existing)) {
        listedBy.add(existing);
        existing.versions = versions;
      } else {
        existing.versions = versionsNewestFirst([...existing.versions, ...versions]);
      }
    }
  }
  return products;
}

function keyForProductName(snapshot: ContentSnapshot, name: string): string | undefined {
  const match = snapshot
    .entriesOfType('productName', DEFAULT_LOCALE)
    .find((entry) => str(entry.fields.productName).toLowerCase() === name.toLowerCase());
  return match ? str(match.fields.productNameId) || undefined : undefined;
}

function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface ListedProductVersion {
  name: string;
  platform: Platform;
  version: string;
  /** The row's versionModifier: 'and later', 'and earlier', 'only' or 'None'. */
  modifier: string;
}

/** KB articles list product versions as JSON: [{product: {productName}, platform, versionNumber}]. */
function kbProductVersions(value: FieldValue | undefined): ListedProductVersion[] {
  if (!Array.isArray(value)) return [];
  const listed: ListedProductVersion[] = [];
  for (const item of value as unknown[]) {
    if (!isRecord(item)) continue;
    const product = isRecord(item.product) ? item.product : undefined;
    const name = product && typeof product.productName === 'string' ? product.productName : '';
    if (name === '') continue;
    const platformText = typeof item.platform === 'string' ? item.platform : '';
    const platform = /data|server|dc/i.test(platformText) ? 'data_center' : 'cloud';
    const version = typeof item.versionNumber === 'string' ? item.versionNumber : '';
    const modifier = typeof item.versionModifier === 'string' ? item.versionModifier : '';
    listed.push({ name, platform, version: platform === 'data_center' ? version : '', modifier });
  }
  return listed;
}

const dataCenterVersionsOf = new WeakMap<ContentSnapshot, Map<string, string[]>>();

/** Every Data Center version the products list, by facet key: what a KB article's 'and later' reaches. */
export function dataCenterVersionsByKey(snapshot: ContentSnapshot): Map<string, string[]> {
  let byKey = dataCenterVersionsOf.get(snapshot);
  if (byKey) return byKey;
  byKey = new Map<string, string[]>();
  for (const context of snapshot.entriesOfType('product', DEFAULT_LOCALE)) {
    const product = productOfContext(context);
    if (!product || product.key === '' || product.platform !== 'data_center') continue;
    byKey.set(product.key, versionsNewestFirst([...(byKey.get(product.key) ?? []), ...product.versions]));
  }
  dataCenterVersionsOf.set(snapshot, byKey);
  return byKey;
}

/**
 * The versions a KB article's row applies to, so the Version filter finds it at each: '9.4 and later'
 * is 9.4 and every newer version the product lists, '9.12 and earlier' every older one; 'only' and
 * 'None' are the version as written.
 */
export function versionsCovered(version: string, modifier: string, known: readonly string[]): string[] {
  if (version === '') return [];
  const newer = (other: string) => compareVersionsNewestFirst(other, version) < 0;
  const covered =
    modifier === 'and later'
      ? known.filter(newer)
      : modifier === 'and earlier'
        ? known.filter((other) => !newer(other))
        : [];
  return versionsNewestFirst([version, ...covered]);
}

function deploymentOf(products: SearchProduct[], entry: Entry, route: RouteRecord): Platform {
  if (route.version !== undefined) return 'data_center';
  const own = str(entry.fields.deployment);
  if (own !== '' && own !== 'Not applicable') return platformOf(own);
  return products[0]?.platform ?? 'cloud';
}

function lastPublishedOf(entry: Entry): string | null {
  const field = str(entry.fields.lastPublished);
  return field || entry.publishedAt || null;
}

// ---------- text extraction ----------

const BLOCK_BREAK = new Set([
  'paragraph',
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'list-item',
  'blockquote',
  'table-row',
  'table-cell',
  'table-header-cell',
]);

/** Plain text of a rich-text document, including the text of embedded callouts, code blocks and videos. */
export function richTextToPlain(document: Document, snapshot?: Pick<TextLookups, 'entry'>, locale?: Locale): string {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (node: Block | Inline | Text | Document, depth: number): void => {
    if ('value' in node) {
      out.push(node.value);
      return;
    }
    const typed = node;
    const nodeType: string = typed.nodeType;
    if ((nodeType === 'embedded-entry-block' || nodeType === 'embedded-entry-inline') && snapshot && depth < 5) {
      const id = linkId(typed.data);
      if (id && !seen.has(id)) {
        seen.add(id);
        const embedded = snapshot.entry(id, locale);
        if (embedded) out.push('\n', embeddedText(embedded, snapshot, locale, depth), '\n');
        seen.delete(id);
      }
      return;
    }
    for (const child of typed.content) walk(child, depth);
    if (BLOCK_BREAK.has(typed.nodeType)) out.push('\n');
  };
  const embeddedText = (
    entry: Entry,
    snap: Pick<TextLookups, 'entry'>,
    loc: Locale | undefined,
    depth: number,
  ): string => {
    const f = entry.fields;
    switch (entry.contentType) {
      case 'callout': {
        const parts = [str(f.heading)];
        if (isDocument(f.body)) parts.push(richTextToPlain(f.body, snap, loc));
        return parts.filter(Boolean).join('\n');
      }
      case 'codeBlock':
        return [str(f.title), str(f.code)].filter(Boolean).join('\n');
      case 'video':
        return [str(f.title), str(f.description)].filter(Boolean).join('\n');
      case 'kbImage':
        return str(f.altText);
      case 'textFragment':
        return isDocument(f.text) && depth < 5 ? richTextToPlain(f.text, snap, loc) : '';
      default:
        return '';
    }
  };
  walk(document, 0);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Text of an html fragment, one line per block (server/search/html-text.ts). */
export function htmlToText(html: string): string {
  return extractHtmlText(html).text;
}

// ---------- field helpers ----------

function str(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDocument(value: FieldValue | undefined): value is Document {
  return isRecord(value) && value.nodeType === 'document' && Array.isArray(value.content);
}

function asEntry(value: FieldValue | undefined): Entry | undefined {
  return isRecord(value) && value.kind === 'Entry' ? (value as unknown as Entry) : undefined;
}

/** The entries of a link field whose fields the text reads, each reported to `lookups.linked`. */
function linkedEntries(lookups: TextLookups, value: FieldValue | undefined): Entry[] {
  const linked = entries(value);
  for (const entry of linked) lookups.linked?.(entry);
  return linked;
}

function entries(value: FieldValue | undefined): Entry[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter(
    (item): item is Entry => isRecord(item) && (item as { kind?: unknown }).kind === 'Entry',
  );
}

function linkId(data: unknown): string | undefined {
  if (!isRecord(data) || !isRecord(data.target)) return undefined;
  const target = data.target;
  if (typeof target.id === 'string' && target.kind === 'Entry') return target.id;
  const sys = isRecord(target.sys) ? target.sys : undefined;
  return sys && typeof sys.id === 'string' ? sys.id : undefined;
}
