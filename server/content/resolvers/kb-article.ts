import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import { bodyInputOf } from '../../../shared/richtext/render-body';
import { PLATFORM_NOTICES } from '../../../content/model/content-types';
import type { Entry, JsonValue, Locale } from '../../../shared/types/content';
import { noteDerived, noteEntries, typeDependency, withoutReads } from '../read-record';
import type { ContentSnapshot } from '../snapshot-types';
import type { LinkView } from '../../../shared/types/page';
import type { KbArticlePageView, KbVersionView } from '../../../shared/types/pages/content-pages';
import { defined, pageLink } from './cards';
import {
  articleReading,
  contextOf,
  href,
  entryPageBase,
  renderCachedBody,
  updatedOnOf,
  type ResolveInput,
  type ResolvedPage,
} from './context';
import { jsonField, linkField, textField } from './fields';
import { editLinksOf } from './edit-links';
import { COMMUNITY_URL, askCommunityUrl, contactPathFor } from './help-links';
import { supportProductKeyOf } from './support-products';
import { docsContext } from './page-fields';
import { fieldLang } from './text-lang';
import { articleData } from './structured-data';

const HIDDEN_MODIFIER = 'None';

function stringAt(value: JsonValue | undefined, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const item = value[key];
  return typeof item === 'string' && item !== '' ? item : undefined;
}

function objectAt(value: JsonValue | undefined, key: string): JsonValue | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return value[key];
}

/** The words of a version modifier the content model knows ('and later'), else the value as written. */
function modifierLabel(modifier: string, locale: Locale): string {
  const labels: Readonly<Record<string, string>> = serverMessagesFor(locale).page.versionModifiers;
  return Object.hasOwn(labels, modifier) ? labels[modifier]! : modifier;
}

/** Rows of appVersions or productVersions in the page locale; the modifier 'None' is not shown. */
export function versionRows(
  entry: Entry,
  field: 'appVersions' | 'productVersions',
  locale: Locale = 'en-US',
  snapshot?: Pick<ContentSnapshot, 'fallsBack' | 'defaultLocale'>,
): KbVersionView[] {
  const rows = jsonField(entry, field);
  if (!Array.isArray(rows)) return [];
  // The rows' names and platforms are the field's text, in its language.
  const lang = snapshot && fieldLang(snapshot, entry, field);
  const nameOwner = field === 'appVersions' ? 'app' : 'product';
  const nameKey = field === 'appVersions' ? 'appName' : 'productName';
  return defined(
    rows.map((row, index): KbVersionView | undefined => {
      const name = stringAt(objectAt(row, nameOwner), nameKey);
      if (!name) return undefined;
      const view: KbVersionView = {
        id: stringAt(objectAt(row, 'sys'), 'id') ?? `${field}-${index}`,
        name,
        platform: stringAt(row, 'platform') ?? '',
        versionNumber: stringAt(row, 'versionNumber') ?? '',
      };
      const modifier = stringAt(row, 'versionModifier');
      if (modifier && modifier !== HIDDEN_MODIFIER) view.versionModifier = modifierLabel(modifier, locale);
      if (lang) view.lang = lang;
      return view;
    }),
  );
}

/** Where a KB article is listed: its KB home and parent article ids (null for none), as one key. */
function placeOf(kbHomeId: string | undefined, parentId: string | undefined): string {
  return JSON.stringify([kbHomeId ?? null, parentId ?? null]);
}

const articlesByPlaceMemo = new WeakMap<ContentSnapshot, Map<Locale, ReadonlyMap<string, readonly Entry[]>>>();

/**
 * Every KB article of a snapshot grouped by its KB home and parent, in content order; computed once
 * per snapshot and locale. Grouping reads every article, which is no page's read: a page notes the
 * one list it shows (articlesOf), so a change to another article keeps it.
 */
function articlesByPlace(snapshot: ContentSnapshot, locale: Locale): ReadonlyMap<string, readonly Entry[]> {
  let byLocale = articlesByPlaceMemo.get(snapshot);
  if (!byLocale) {
    byLocale = new Map();
    articlesByPlaceMemo.set(snapshot, byLocale);
  }
  let places = byLocale.get(locale);
  if (!places) {
    places = withoutReads(() => {
      const grouped = new Map<string, Entry[]>();
      for (const article of snapshot.entriesOfType('pageKbArticle', locale)) {
        const place = placeOf(linkField(article, 'kbHome')?.id, linkField(article, 'parent')?.id);
        const list = grouped.get(place);
        if (list) list.push(article);
        else grouped.set(place, [article]);
      }
      return grouped;
    });
    byLocale.set(locale, places);
  }
  return places;
}

/**
 * The articles listed under a KB home and parent. The page reads the list's members and order (a
 * derived lookup compared on each new snapshot) and each listed article, not every KB article.
 */
function articlesOf(input: ResolveInput, kbHomeId: string | undefined, parentId: string | undefined): Entry[] {
  const { locale } = input;
  const place = placeOf(kbHomeId, parentId);
  // The grouping reads every KB article's home and parent links: a change to any KB article (a
  // member of the type's list, or a new object) may move one, and nothing else can.
  noteDerived(
    'kbArticles',
    [locale, place],
    (other) => (articlesByPlace(other, locale).get(place) ?? []).map((article) => article.id),
    [typeDependency('pageKbArticle')],
  );
  const articles = articlesByPlace(input.snapshot, locale).get(place) ?? [];
  noteEntries(articles);
  return [...articles];
}

/**
 * The articles a KB home lists: those with no parent article, in content order, each with its
 * summary as the link's description (ADR 056).
 */
export function kbHomeArticles(input: ResolveInput, kbHomeId: string): { entries: Entry[]; links: LinkView[] } {
  const entries = articlesOf(input, kbHomeId, undefined);
  return { entries, links: defined(entries.map((article) => pageLink(input.snapshot, article, input.locale))) };
}

function links(input: ResolveInput, articles: readonly Entry[]): LinkView[] {
  return defined(articles.map((article) => pageLink(input.snapshot, article, input.locale))).map(
    ({ description: _description, descriptionLang: _descriptionLang, ...link }) => link,
  );
}

export function resolveKbArticle(input: ResolveInput): ResolvedPage<KbArticlePageView> {
  const { snapshot, entry, locale, options, route } = input;
  const lastPublished = textField(entry, 'lastPublished');
  const { body, reader } = articleReading(
    renderCachedBody(snapshot, locale, options, bodyInputOf(entry)),
    locale,
    route.url,
    // SPEC.md puts a KB article's 'Updated on' after its body, where the template shows it.
    undefined,
  );
  // KB pages have no edition switch: articles name their products and deployments instead.
  const { deploymentSwitch: _switch, ...fields } = docsContext(input).fields;
  const kbHome = linkField(entry, 'kbHome');
  const parent = linkField(entry, 'parent');
  const siblings = articlesOf(input, kbHome?.id, parent?.id);
  const children = articlesOf(input, kbHome?.id, entry.id);
  const product = contextOf(entry);
  const productName = product ? linkField(product, 'productNameReference') : undefined;
  const communityTag = productName
    ? (textField(productName, 'communityName') ?? textField(productName, 'productName'))
    : undefined;
  const view: KbArticlePageView = {
    ...entryPageBase(input, 'pageKbArticle', [kbHome, parent, product, ...siblings, ...children]),
    ...fields,
    body,
    toc: body.toc,
    reader,
    productVersions: versionRows(entry, 'productVersions', locale, snapshot),
    appVersions: versionRows(entry, 'appVersions', locale, snapshot),
    siblings: {
      items: links(input, siblings),
      currentIndex: siblings.findIndex((sibling) => sibling.id === entry.id),
    },
    children: links(input, children),
    communityUrl: COMMUNITY_URL,
    askCommunityUrl: askCommunityUrl(communityTag),
    // The form opens on Bug and on the article's product; the page it names goes with the request.
    reportProblemUrl: href(
      contactPathFor({ ticketType: 'bug', product: supportProductKeyOf(product), pageId: entry.id }),
      locale,
    ),
    ...editLinksOf(entry.id),
  };
  const platform = textField(entry, 'platform');
  const notice = PLATFORM_NOTICES.find((value) => value === platform);
  if (notice) view.platform = notice;
  if (lastPublished) {
    view.lastPublished = lastPublished;
    const updatedOn = updatedOnOf(lastPublished, locale);
    if (updatedOn) view.updatedOn = updatedOn;
  }
  view.structuredData = articleData(view, href(route.url, locale), locale);
  return { status: 200, entry: view, pageTree: [] };
}
