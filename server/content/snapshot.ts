/**
 * Builds the immutable content snapshot from a contentful-export document: validate (export-loader),
 * resolve links per locale (resolve-links), derive urls (routes) and navigation (navigation).
 * Both content sources call this, so the file and Contentful paths produce identical snapshots.
 */
import { createHash } from 'node:crypto';
import { branchOf, treeFileNodes } from '../../shared/components/page-tree-branch';
import {
  htmlLang,
  type Asset,
  type Breadcrumb,
  type Entry,
  type Locale,
  type PageTreeNode,
} from '../../shared/types/content';
import { compareVersionsNewestFirst } from '../../shared/search/versions';
import { isBody, type BodySpill, type SpilledBody } from './body-spill';
import { canonicalJson, contentHash } from './canonical-hash';
import { entriesField, entryField, stringField } from './entry-fields';
import { loadExport, parseExport, type LoadedContent, type RawItem } from './export-loader';
import type { ExportFile } from './export-schema';
import { consoleContentLogger, type ContentLogger } from './logger';
import { buildBreadcrumbs, buildPageTree, type NavigationSource } from './navigation';
import {
  collectingDependencies,
  dependOn,
  dependOnAll,
  entryDependency,
  lookedUp,
  noteAsset,
  noteEntries,
  noteEntry,
  noteLookup,
  routeDependency,
  trackingDependencies,
  typeDependency,
  urlsDependency,
} from './read-record';
import { resolveContent, richTextLinks, type ResolvedLocale } from './resolve-links';
import { UNVERSIONED, buildRoutes, contextOf, contextVersions, unchangedRoutes } from './routes';
import { SnapshotCache } from './snapshot-cache';
import type { ContentProblem, ContentSnapshot, PageTreeFile, RouteRecord } from './snapshot-types';

export interface BuildSnapshotOptions {
  /** Include drafts (entries and assets without sys.publishedVersion). */
  preview?: boolean;
  /** Where content problems are logged, one error each; defaults to the console. */
  logger?: ContentLogger;
  /** Clock for `builtAt`; tests pass a fixed one. */
  now?: () => Date;
  /**
   * Per-item work kept between builds (snapshot-cache.ts): a delta then pays for its own items and
   * the cross-item passes only. The snapshot is the same with or without it.
   */
  cache?: SnapshotCache;
  /**
   * The export's entries, read from its file one by one (server/content/export-file.ts), in place of
   * the `entries` of the document given.
   */
  entries?: Iterable<unknown>;
  /**
   * Where each entry's bodies are written as soon as it is validated and hashed (body-spill.ts), so
   * that the build never holds all of them; the snapshot's body fields read them from there.
   */
  spill?: BodySpill;
}

/**
 * What a snapshot's lookups read, as plain data (links are plain object references, cycles
 * included), so server/content/snapshot-file.ts can save it and a warm start skip the build.
 */
export interface SnapshotParts {
  version: string;
  builtAt: string;
  preview: boolean;
  defaultLocale: Locale;
  /** Supported locales, the default first. */
  locales: readonly Locale[];
  problems: readonly ContentProblem[];
  byLocale: ReadonlyMap<Locale, ResolvedLocale>;
  /** Every route, in the order urls were given. */
  routes: readonly RouteRecord[];
  /** entry id → version number (or UNVERSIONED) → canonical url. */
  urls: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The locales an entry has its own display field in, for entries with more than the default one. */
  translated: ReadonlyMap<string, readonly Locale[]>;
}

/**
 * What the version hash covers: the content that shapes the snapshot, without source-specific noise
 * (sys.version counters, space links, tags, webhooks), so the same content read from an export file
 * or from the Sync API gets the same version. Each item is hashed on its own (and the hash kept in
 * the cache), and the version is the hash of the model and those item hashes in order.
 */
function versionInput(exportFile: ExportFile, loaded: LoadedContent, preview: boolean, cache: SnapshotCache): unknown {
  // Only the items that passed validation: a rejected item is not served, and hashing it could
  // overflow the stack (a body nested thousands deep) after validation refused it cleanly.
  const item = (raw: RawItem): string => {
    let hash = cache.hashes.get(raw);
    if (hash === undefined) {
      hash = itemHash(raw);
      cache.hashes.set(raw, hash);
    }
    return hash;
  };
  return {
    preview,
    model: modelOf(exportFile),
    // Drafts are not part of a published snapshot, so they do not change its version either.
    entries: loaded.entries.map(item),
    assets: loaded.assets.map(item),
  };
}

function itemHash(raw: RawItem): string {
  const { id, contentType, sys, fields } = raw;
  return contentHash({
    id,
    contentType: contentType === 'Asset' ? undefined : contentType,
    createdAt: sys.createdAt,
    updatedAt: sys.updatedAt,
    publishedAt: sys.publishedAt,
    firstPublishedAt: sys.firstPublishedAt,
    published: typeof sys.publishedVersion === 'number',
    fields,
  });
}

/**
 * Hashes a valid entry for the version while its bodies are in memory, then writes each body to the
 * spill and keeps where it is in its place. A string body repeated across the locales of a field is
 * written once, so the locales share it, as they share the one string in memory.
 */
function spillEntry(raw: RawItem, spill: BodySpill, cache: SnapshotCache): void {
  cache.hashes.set(raw, itemHash(raw));
  for (const values of Object.values(raw.fields)) {
    const written = new Map<string, SpilledBody>();
    for (const [locale, value] of Object.entries(values)) {
      if (!isBody(value)) continue;
      if (typeof value !== 'string') {
        values[locale] = spill.add(value, richTextLinks(value));
        continue;
      }
      let body = written.get(value);
      if (!body) {
        body = spill.add(value);
        written.set(value, body);
      }
      values[locale] = body;
    }
  }
}

/** The locales and content types, as far as they shape a snapshot. */
function modelOf(exportFile: ExportFile): unknown {
  return {
    locales: exportFile.locales.map(({ code, default: isDefault, fallbackCode }) => ({
      code,
      isDefault,
      fallbackCode,
    })),
    contentTypes: exportFile.contentTypes.map(({ sys, name, displayField, fields }) => ({
      id: sys.id,
      name,
      displayField,
      fields,
    })),
  };
}

/** Where the page tree files are served (server/routes/page-tree-files.ts). */
export const PAGE_TREE_FILE_PREFIX = '/page-trees/';
/** The version segment of a tree file of a product without versions. */
const NO_VERSION = '-';
const TREE_FILE_URL = /^\/page-trees\/([^/]+)\/([^/]+)\/([^/]+)\/[0-9a-f]{16}\.json$/;

/**
 * Whether two locales' field objects hold the same value for `name`: the same value, or the same
 * getter (a body read on demand, which one locale falling back to another shares with it, as the
 * snapshot file saves it: snapshot-file.ts). A body is never read to compare it.
 */
function sameFieldValue(a: object, b: object, name: string): boolean {
  const first = Object.getOwnPropertyDescriptor(a, name);
  const second = Object.getOwnPropertyDescriptor(b, name);
  if (!first || !second) return false;
  if (first.get || second.get) return first.get === second.get;
  return first.value !== undefined && first.value === second.value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Builds a snapshot. Throws ContentLoadError when the export as a whole is unusable; a broken entry
 * only adds a ContentProblem (logged) and is left out.
 */
export function buildSnapshot(exportJson: unknown, options: BuildSnapshotOptions = {}): ContentSnapshot {
  const preview = options.preview ?? false;
  const logger = options.logger ?? consoleContentLogger;
  const exportFile = parseExport(exportJson);
  const cache = options.cache ?? new SnapshotCache();
  // Cached validation and link plans hold only under the model and options they were made with.
  const fullRebuild = cache.useModel(`${preview}\n${canonicalJson(modelOf(exportFile))}`);
  const spill = options.spill;
  const loaded = loadExport(exportFile, {
    preview,
    cache,
    ...(options.entries ? { entries: options.entries } : {}),
    ...(spill ? { onEntry: (raw: RawItem) => spillEntry(raw, spill, cache) } : {}),
  });
  const resolved = resolveContent(loaded, cache);
  const { defaultLocale, locales } = loaded.localeSettings;
  const defaultEntries = resolved.byLocale.get(defaultLocale)?.entries ?? new Map<string, Entry>();
  // A delta that changes no entry's routing steps keeps the last table (its records are frozen).
  const last = cache.lastRoutes?.entries === resolved.delta?.previous ? cache.lastRoutes : undefined;
  const kept = resolved.delta && unchangedRoutes(last, defaultEntries, resolved.delta.reached, cache.routes);
  const table = kept ?? buildRoutes([...defaultEntries.values()], cache.routes);
  cache.lastRoutes = { table, entries: defaultEntries };
  const problems: readonly ContentProblem[] = Object.freeze(
    [...loaded.problems, ...resolved.problems, ...table.problems].map((problem) => Object.freeze(problem)),
  );
  for (const problem of problems) {
    logger.error({ entryId: problem.entryId, contentType: problem.contentType, field: problem.field }, problem.message);
  }

  const displayFieldOf = (contentType: string) => loaded.contentTypes.get(contentType)?.displayField ?? undefined;
  const translated = new Map<string, readonly Locale[]>();
  for (const raw of loaded.entries) {
    const displayField = displayFieldOf(raw.contentType);
    const values = displayField ? raw.fields[displayField] : undefined;
    const own = locales.filter(
      (locale) => locale === defaultLocale || (values !== undefined && values[locale] !== undefined),
    );
    if (own.length !== 1 || own[0] !== defaultLocale) translated.set(raw.id, Object.freeze(own));
  }
  const parts: SnapshotParts = {
    version: contentHash(versionInput(exportFile, loaded, preview, cache)),
    builtAt: (options.now ?? (() => new Date()))().toISOString(),
    preview,
    defaultLocale,
    locales: Object.freeze([...locales]),
    problems,
    byLocale: resolved.byLocale,
    routes: Object.freeze([...table.routes]),
    urls: table.urls,
    translated,
  };
  const snapshot = snapshotFromParts(parts);
  logger.info?.(
    {
      version: snapshot.version,
      entries: defaultEntries.size,
      routes: parts.routes.length,
      problems: problems.length,
      ...(options.cache && fullRebuild ? { fullRebuild } : {}),
    },
    'Content snapshot built',
  );
  return snapshot;
}

/** A snapshot's parts, for saving it (server/content/snapshot-file.ts); kept beside, not inside, the snapshot. */
const partsOf = new WeakMap<ContentSnapshot, SnapshotParts>();

export function snapshotParts(snapshot: ContentSnapshot): SnapshotParts | undefined {
  return partsOf.get(snapshot);
}

/**
 * The snapshot over its parts: every lookup below reads only them, so a snapshot restored from its
 * saved parts answers as the one built from the export did.
 */
export function snapshotFromParts(parts: SnapshotParts): ContentSnapshot {
  const { preview, defaultLocale, locales, problems, translated } = parts;
  const resolved = { byLocale: parts.byLocale };
  const defaultEntries = resolved.byLocale.get(defaultLocale)?.entries ?? new Map<string, Entry>();
  const byUrl = new Map(parts.routes.map((route) => [route.url, route]));
  const table = { urls: parts.urls, byUrl };
  const byType = new Map<Locale, Map<string, Entry[]>>();
  for (const [locale, { entries }] of resolved.byLocale) {
    const types = new Map<string, Entry[]>();
    for (const entry of entries.values()) {
      const list = types.get(entry.contentType) ?? [];
      list.push(entry);
      types.set(entry.contentType, list);
    }
    for (const list of types.values()) Object.freeze(list);
    byType.set(locale, types);
  }
  const ofType = (contentType: string, locale: Locale = defaultLocale): readonly Entry[] =>
    byType.get(locale)?.get(contentType) ?? [];

  const docsHomesByContext = new Map<string, Entry[]>();
  for (const docsHome of ofType('documentedProduct')) {
    const context = contextOf(docsHome);
    if (!context) continue;
    docsHomesByContext.set(context.id, [...(docsHomesByContext.get(context.id) ?? []), docsHome]);
  }
  const landingByProduct = new Map<string, Entry>();
  for (const landing of ofType('productLandingPage')) {
    const product = entryField(landing, 'product');
    if (product && table.urls.has(landing.id) && !landingByProduct.has(product.id)) {
      landingByProduct.set(product.id, landing);
    }
  }
  const topicSetByTopic = new Map<string, Entry>();
  for (const topicSet of ofType('topicSet')) {
    for (const topic of entriesField(topicSet, 'topicReferences')) {
      if (!topicSetByTopic.has(topic.id)) topicSetByTopic.set(topic.id, topicSet);
    }
  }
  const homePage = ofType('homePage').find((entry) => table.byUrl.get('/')?.entryId === entry.id);

  // What a lookup's answer reads is noted as it is computed (read-record.ts, dependencies), so a new
  // snapshot compares only the lookups whose parts it changed.
  const onEntry = (id: string) => {
    if (collectingDependencies()) dependOn(entryDependency(id));
  };
  const onUrls = (id: string) => {
    if (collectingDependencies()) dependOn(urlsDependency(id));
  };
  const onType = (contentType: string) => {
    if (collectingDependencies()) dependOn(typeDependency(contentType));
  };

  const exactUrl = (entryId: string, version: string) => {
    onUrls(entryId);
    return table.urls.get(entryId)?.get(version);
  };

  const versionsOf = (entryId: string): readonly string[] => {
    onUrls(entryId);
    const urls = table.urls.get(entryId);
    if (!urls) return [];
    return [...urls.keys()].filter((key) => key !== UNVERSIONED);
  };

  const contextDefaultVersion = (context: Entry | undefined, candidates: readonly string[]) => {
    if (candidates.length === 0) return undefined;
    const current = stringField(context, 'version');
    if (current !== undefined && candidates.includes(current)) return current;
    return [...candidates].sort(compareVersionsNewestFirst)[0];
  };

  const defaultVersion = (entryId: string): string | undefined => {
    onEntry(entryId);
    const entry = defaultEntries.get(entryId);
    if (!entry) return undefined;
    const context = contextOf(entry);
    const own = versionsOf(entryId);
    if (own.length > 0) return contextDefaultVersion(context, own);
    const listed = contextVersions(context)
      .filter((version) => version.fields.showInList === true)
      .map((version) => stringField(version, 'number'))
      .filter((number): number is string => number !== undefined);
    return contextDefaultVersion(context, listed);
  };

  const urlIn = (entryId: string, version: string | undefined): string | undefined => {
    onUrls(entryId);
    const urls = table.urls.get(entryId);
    if (!urls) return undefined;
    if (version !== undefined && urls.has(version)) return urls.get(version);
    if (urls.has(UNVERSIONED)) return urls.get(UNVERSIONED);
    const fallback = defaultVersion(entryId);
    return fallback === undefined ? undefined : urls.get(fallback);
  };

  const docsHome = (contextId: string, version: string | undefined): Entry | undefined => {
    // Which docs home serves a context is derived from every docs home and its urls.
    onType('documentedProduct');
    const homes = docsHomesByContext.get(contextId) ?? [];
    return (
      homes.find((home) => exactUrl(home.id, version ?? UNVERSIONED) !== undefined) ??
      homes.find((home) => table.urls.has(home.id))
    );
  };

  const resourcesPage = (contextId: string): Entry | undefined => {
    onEntry(contextId);
    const context = defaultEntries.get(contextId);
    if (!context) return undefined;
    if (context.contentType === 'product') {
      onType('productLandingPage');
      return landingByProduct.get(contextId);
    }
    onUrls(contextId);
    return table.urls.has(contextId) ? context : undefined;
  };

  const supported = (locale: Locale | undefined): Locale =>
    locale !== undefined && resolved.byLocale.has(locale) ? locale : defaultLocale;

  const fallsBack = (entryId: string, field: string, locale: Locale | undefined): boolean => {
    const shownIn = supported(locale);
    if (shownIn === defaultLocale) return false;
    onEntry(entryId);
    const own = resolved.byLocale.get(shownIn)?.entries.get(entryId);
    const base = defaultEntries.get(entryId);
    return own !== undefined && base !== undefined && sameFieldValue(own.fields, base.fields, field);
  };

  const navigationSource = (locale: Locale): NavigationSource => {
    const entries = resolved.byLocale.get(locale)?.entries ?? defaultEntries;
    return {
      entry: (id) => {
        onEntry(id);
        return entries.get(id);
      },
      exactUrl,
      urlIn,
      docsHome,
      resourcesPage,
      topicSetOf: (topicId) => {
        onType('topicSet');
        const listed = topicSetByTopic.get(topicId);
        if (listed) return listed;
        onEntry(topicId);
        const byFieldId = stringField(defaultEntries.get(topicId), 'topicSetId') ?? '';
        onEntry(byFieldId);
        const byField = defaultEntries.get(byFieldId);
        return byField?.contentType === 'topicSet' ? byField : undefined;
      },
      homePage: () => {
        if (collectingDependencies()) {
          dependOn(typeDependency('homePage'));
          dependOn(routeDependency('/'));
        }
        return homePage;
      },
      fallbackLang: (entry, field) => (fallsBack(entry.id, field, locale) ? htmlLang(defaultLocale) : undefined),
    };
  };

  /** Resolves the version a request means: the given one, or the entry's (or its context's) default. */
  const versionFor = (entryId: string, version: string | undefined) => version ?? defaultVersion(entryId);

  // Memos keep what their value was computed from, and a reuse notes it again.
  const treeCache = new Map<string, { tree: PageTreeNode[]; dependencies: ReadonlySet<string> }>();
  const fileCache = new Map<string, PageTreeFile>();

  /** The docs tree an entry's page shows, with what names it: its docs home, locale and version. */
  const treeOf = (entryId: string, locale: Locale | undefined, version: string | undefined) => {
    onEntry(entryId);
    const entry = defaultEntries.get(entryId);
    const context = entry ? contextOf(entry) : undefined;
    if (!context) return undefined;
    const resolvedVersion = versionFor(entryId, version);
    const home = docsHome(context.id, resolvedVersion);
    if (!home) return undefined;
    const key = `${home.id}|${supported(locale)}|${resolvedVersion ?? UNVERSIONED}`;
    let memo = treeCache.get(key);
    if (!memo) {
      const built = trackingDependencies(() =>
        deepFreeze(buildPageTree(navigationSource(supported(locale)), home, resolvedVersion)),
      );
      memo = { tree: built.value, dependencies: built.dependencies };
      treeCache.set(key, memo);
    } else dependOnAll(memo.dependencies);
    const { tree } = memo;
    return { tree, key, homeId: home.id, locale: supported(locale), version: resolvedVersion };
  };

  /** The tree's file: its url names the docs home, locale and version, and ends in a hash of its json. */
  const fileOf = (found: NonNullable<ReturnType<typeof treeOf>>): PageTreeFile => {
    let file = fileCache.get(found.key);
    if (!file) {
      const json = JSON.stringify({ nodes: treeFileNodes(found.tree) });
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 16);
      const version = found.version === undefined ? NO_VERSION : encodeURIComponent(found.version);
      const url = `${PAGE_TREE_FILE_PREFIX}${found.locale}/${encodeURIComponent(found.homeId)}/${version}/${hash}.json`;
      file = Object.freeze({ url, json });
      fileCache.set(found.key, file);
    }
    return file;
  };
  const crumbCache = new Map<string, { crumbs: Breadcrumb[]; dependencies: ReadonlySet<string> }>();
  const routes = parts.routes;

  const snapshot: ContentSnapshot = {
    version: parts.version,
    builtAt: parts.builtAt,
    locales: Object.freeze([...locales]),
    problems,
    defaultLocale,
    preview,
    entry: (id, locale) => {
      noteEntry(id);
      return resolved.byLocale.get(supported(locale))?.entries.get(id);
    },
    asset: (id, locale): Asset | undefined => {
      noteAsset(id);
      return resolved.byLocale.get(supported(locale))?.assets.get(id);
    },
    entriesOfType: (contentType, locale) => {
      const list = ofType(contentType, supported(locale));
      // The list's members and order are a lookup; what a page then reads of each is the entry's own.
      noteLookup('entriesOfType', contentType, locale);
      noteEntries(list);
      return list;
    },
    routes: () => {
      noteLookup('routes');
      return routes;
    },
    route: (url) => {
      noteLookup('route', url);
      return table.byUrl.get(url);
    },
    urlOf: (entryId, version) => lookedUp('urlOf', [entryId, version], () => urlIn(entryId, version), parts.version),
    versionsOf: (entryId) => {
      noteLookup('versionsOf', entryId);
      return versionsOf(entryId);
    },
    defaultVersion: (entryId) => lookedUp('defaultVersion', [entryId], () => defaultVersion(entryId), parts.version),
    pageTree: (entryId, locale, version) =>
      lookedUp(
        'pageTree',
        [entryId, locale, version],
        () => treeOf(entryId, locale, version)?.tree ?? [],
        parts.version,
      ),
    pageTreeBranch: (entryId, locale, version) =>
      lookedUp(
        'pageTreeBranch',
        [entryId, locale, version],
        () => {
          const found = treeOf(entryId, locale, version);
          if (!found || found.tree.length === 0) return { nodes: [] };
          return { nodes: branchOf(found.tree, entryId), file: fileOf(found).url };
        },
        parts.version,
      ),
    pageTreeFile: (url) =>
      lookedUp(
        'pageTreeFile',
        [url],
        () => {
          const match = TREE_FILE_URL.exec(url);
          if (!match) return undefined;
          const [, localeText, homeId, versionText] = match;
          const locale = resolved.byLocale.has(localeText as Locale) ? (localeText as Locale) : undefined;
          if (!locale || homeId === undefined || versionText === undefined) return undefined;
          const version = versionText === NO_VERSION ? undefined : decodeURIComponent(versionText);
          const found = treeOf(decodeURIComponent(homeId), locale, version);
          if (!found || found.tree.length === 0) return undefined;
          const file = fileOf(found);
          return file.url === url ? file : undefined;
        },
        parts.version,
      ),
    breadcrumbs: (entryId, locale, version) =>
      lookedUp(
        'breadcrumbs',
        [entryId, locale, version],
        () => {
          onEntry(entryId);
          const entry = defaultEntries.get(entryId);
          if (!entry) return [];
          const resolvedVersion = versionFor(entryId, version);
          const key = `${entryId}|${supported(locale)}|${resolvedVersion ?? UNVERSIONED}`;
          let memo = crumbCache.get(key);
          if (!memo) {
            const built = trackingDependencies(() =>
              deepFreeze(
                buildBreadcrumbs(navigationSource(supported(locale)), entry, resolvedVersion, supported(locale)),
              ),
            );
            memo = { crumbs: built.value, dependencies: built.dependencies };
            crumbCache.set(key, memo);
          } else dependOnAll(memo.dependencies);
          return memo.crumbs;
        },
        parts.version,
      ),
    translatedLocales: (entryId) => {
      noteLookup('translatedLocales', entryId);
      if (!defaultEntries.has(entryId)) return [];
      return [...(translated.get(entryId) ?? [defaultLocale])];
    },
    // Whether a field falls back changes only with the entry's own values: a read of the entry.
    fallsBack: (entryId, field, locale) => {
      noteEntry(entryId);
      return fallsBack(entryId, field, locale);
    },
  };
  Object.freeze(snapshot);
  partsOf.set(snapshot, parts);
  return snapshot;
}
