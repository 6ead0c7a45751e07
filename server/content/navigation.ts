/**
 * Page trees and breadcrumbs, derived from resolved entries and the route table. Pure functions:
 * the snapshot memoizes their results per entry, locale and version.
 */
import { serverMessagesFor } from '../../shared/i18n/server-messages';
import {
  DEFAULT_LOCALE,
  type Breadcrumb,
  type Entry,
  type HtmlLang,
  type Locale,
  type PageTreeNode,
} from '../../shared/types/content';
import { entriesField, entryField, entryTitle, entryTitleField, stringField } from './entry-fields';
import { UNVERSIONED, contextOf } from './routes';
import { fillMarked } from './text-lang';

/** What navigation needs from the snapshot: urls and entries in one locale. */
export interface NavigationSource {
  entry(id: string): Entry | undefined;
  /** The url of an entry in exactly this version (UNVERSIONED for unversioned pages), if routed. */
  exactUrl(entryId: string, version: string): string | undefined;
  /** The url of an entry in a version, falling back to its unversioned url. */
  urlIn(entryId: string, version: string | undefined): string | undefined;
  /** The docs home (documentedProduct) of a context routed in a version. */
  docsHome(contextId: string, version: string | undefined): Entry | undefined;
  /** The resources landing page of a context, if it has one. */
  resourcesPage(contextId: string): Entry | undefined;
  /** The topic set that lists a topic, if any. */
  topicSetOf(topicId: string): Entry | undefined;
  homePage(): Entry | undefined;
  /**
   * The language of an entry's field where it is not the locale's: the default locale's, for a field
   * that falls back to it (server/content/text-lang.ts). Absent: every title is in the locale.
   */
  fallbackLang?(entry: Entry, field: string): HtmlLang | undefined;
}

/** The language of an entry's title where it is not the locale's. */
function titleLang(source: NavigationSource, entry: Entry): HtmlLang | undefined {
  const field = entryTitleField(entry);
  return field === undefined ? undefined : source.fallbackLang?.(entry, field);
}

/** Levels below the docs home: collections, their children, and the topics of topic sets. */
export const PAGE_TREE_DEPTH = 3;

function childrenOf(entry: Entry): readonly Entry[] {
  switch (entry.contentType) {
    case 'documentedProduct':
      return entriesField(entry, 'collections');
    case 'collection':
      return entriesField(entry, 'childrenReferences');
    case 'topicSet':
      return entriesField(entry, 'topicReferences');
    default:
      return [];
  }
}

/**
 * The version rule of every list of a page's children (the page tree, and the cards, lists and guide
 * of resolvers/cards.ts `urlInPageVersion`): a child is listed by its copy in exactly the page's
 * version, or by its unversioned url on an unversioned page; a child without that copy is left out,
 * never linked in another version (SPEC.md section 4: the deployment switch handles a missing page).
 */
export function childUrlInVersion(
  urls: Pick<NavigationSource, 'exactUrl'>,
  entryId: string,
  version: string | undefined,
): string | undefined {
  return urls.exactUrl(entryId, version ?? UNVERSIONED);
}

function description(entry: Entry): string | undefined {
  return stringField(entry, 'description') ?? stringField(entry, 'metaDescription');
}

/**
 * The docs tree under a docs home, in the locale of the given entries: collections, then their
 * child pages, then the topics of topic sets. Pages without a url in the version are left out.
 */
export function buildPageTree(source: NavigationSource, docsHome: Entry, version: string | undefined): PageTreeNode[] {
  const nodes = (parent: Entry, depth: number, path: ReadonlySet<string>): PageTreeNode[] => {
    if (depth > PAGE_TREE_DEPTH) return [];
    const result: PageTreeNode[] = [];
    for (const child of childrenOf(parent)) {
      if (path.has(child.id)) continue;
      const localized = source.entry(child.id) ?? child;
      const url = childUrlInVersion(source, child.id, version);
      if (!url) continue;
      const node: PageTreeNode = {
        id: child.id,
        title: entryTitle(localized),
        slug: stringField(child, 'slug') ?? '',
        url,
        contentType: child.contentType,
        childList: nodes(localized, depth + 1, new Set([...path, child.id])),
      };
      const lang = titleLang(source, localized);
      if (lang !== undefined) node.lang = lang;
      const text = description(localized);
      if (text !== undefined) node.description = text;
      result.push(node);
    }
    return result;
  };
  const root = source.entry(docsHome.id) ?? docsHome;
  return nodes(root, 1, new Set([docsHome.id]));
}

/**
 * A step to an entry's page, titled by the entry or by `message` with the entry's title filled in
 * ('{title} ナレッジ ベース'), and marked where that title falls back (TextLang).
 */
function crumb(
  source: NavigationSource,
  entry: Entry | undefined,
  version: string | undefined,
  message?: string,
): Breadcrumb | undefined {
  if (!entry) return undefined;
  const url = source.urlIn(entry.id, version);
  if (!url) return undefined;
  return titled(source, entry.id, url, source.entry(entry.id) ?? entry, message);
}

function titled(source: NavigationSource, id: string, url: string, localized: Entry, message?: string): Breadcrumb {
  const title = entryTitle(localized);
  const { text, lang } = fillMarked(message ?? '{title}', 'title', title, titleLang(source, localized));
  return lang === undefined ? { id, title: text, url } : { id, title: text, url, lang };
}

function kbAncestors(article: Entry): Entry[] {
  const chain: Entry[] = [];
  const seen = new Set([article.id]);
  let parent = entryField(article, 'parent');
  while (parent && !seen.has(parent.id)) {
    chain.unshift(parent);
    seen.add(parent.id);
    parent = entryField(parent, 'parent');
  }
  return chain;
}

/**
 * Breadcrumbs from Home to the page. Docs: Home → context resources page → docs home → collection
 * → topic set → page. KB: Home → context resources page → '{title} Knowledge Base' → parent
 * articles → article. A step the content does not have is left out; urls have no locale prefix.
 */
export function buildBreadcrumbs(
  source: NavigationSource,
  page: Entry,
  version: string | undefined,
  locale: Locale = DEFAULT_LOCALE,
): Breadcrumb[] {
  if (!source.urlIn(page.id, version)) return [];
  const labels = serverMessagesFor(locale).page;
  const home = source.homePage();
  const homeCrumb: Breadcrumb = home
    ? titled(source, home.id, '/', source.entry(home.id) ?? home)
    : { id: 'home', title: labels.home, url: '/' };
  if (page.contentType === 'homePage') return [homeCrumb];
  const context = contextOf(page);
  const steps: (Entry | Breadcrumb | undefined)[] = [];
  if (context) {
    const resources = source.resourcesPage(context.id);
    if (resources && resources.id !== page.id) steps.push(resources);
  }
  switch (page.contentType) {
    case 'documentedProduct':
      break;
    case 'collection':
    case 'topicSet':
    case 'topic': {
      if (context) steps.push(source.docsHome(context.id, version));
      const collection = entryField(page, 'collection');
      if (collection) steps.push(collection);
      if (page.contentType === 'topic') steps.push(source.topicSetOf(page.id));
      break;
    }
    case 'pageKbHome':
      break;
    case 'pageKbArticle': {
      const kbHome = entryField(page, 'kbHome');
      const kbHomeCrumb = kbHome ? crumb(source, kbHome, version, labels.knowledgeBase) : undefined;
      steps.push(kbHomeCrumb, ...kbAncestors(page));
      break;
    }
    default:
      break;
  }
  const pageCrumb =
    page.contentType === 'pageKbHome'
      ? crumb(source, page, version, labels.knowledgeBase)
      : crumb(source, page, version);
  const trail: Breadcrumb[] = [homeCrumb];
  for (const step of [...steps, pageCrumb]) {
    if (!step) continue;
    const next = 'kind' in step ? crumb(source, step, version) : step;
    if (next && !trail.some((existing) => existing.id === next.id)) trail.push(next);
  }
  return trail;
}
