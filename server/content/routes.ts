/**
 * Derives every page url from slugs and contexts (docs/routing.md). Pure: takes the default-locale
 * entries, returns the routes, the urls of each entry per version, and problems for pages that
 * cannot be routed or whose url is already taken.
 */
import {
  buildDocsHomePath,
  buildDocsPath,
  buildKbHomePath,
  buildKbPath,
  buildResourcesPath,
  withTrailingSlash,
  type LinkLogger,
} from '../../shared/links/paths';
import type { Entry } from '../../shared/types/content';
import { entriesField, entryField, stringField } from './entry-fields';
import type { ContentProblem, RouteRecord } from './snapshot-types';

/** Key of the unversioned url of an entry in `RouteTable.urls`. */
export const UNVERSIONED = '';

export const CONTEXT_TYPES: readonly string[] = ['product', 'contextApp', 'contextTheme'];
const DOCS_TYPES = new Set(['documentedProduct', 'collection', 'topicSet', 'topic']);

export interface RouteTable {
  routes: readonly RouteRecord[];
  byUrl: ReadonlyMap<string, RouteRecord>;
  /** entry id → version number (or UNVERSIONED) → canonical url. */
  urls: ReadonlyMap<string, ReadonlyMap<string, string>>;
  problems: ContentProblem[];
}

/** The context entry (product, contextApp, contextTheme) that gives a page its base path. */
export function contextOf(entry: Entry): Entry | undefined {
  switch (entry.contentType) {
    case 'product':
    case 'contextApp':
    case 'contextTheme':
      return entry;
    case 'productLandingPage':
      return entryField(entry, 'product');
    case 'documentedProduct':
    case 'collection':
    case 'pageKbHome':
      return entryField(entry, 'context');
    case 'topicSet':
    case 'topic':
      return entryField(entryField(entry, 'collection'), 'context');
    case 'pageKbArticle':
      return entryField(entryField(entry, 'kbHome'), 'context');
    default:
      return undefined;
  }
}

/** Version numbers of a versioned context (a product with productVersions), in content order. */
export function contextVersions(context: Entry | undefined): readonly Entry[] {
  return entriesField(context, 'productVersions');
}

function versionNumber(version: Entry): string | undefined {
  return stringField(version, 'number');
}

/**
 * The versions a docs page is in: its own `versions` (limited to the context's), or, when empty,
 * every version of the context with showInList. Undefined for an unversioned context.
 */
export function pageVersions(entry: Entry, context: Entry): readonly string[] | undefined {
  const all = contextVersions(context);
  if (all.length === 0 || !DOCS_TYPES.has(entry.contentType)) return undefined;
  const allNumbers = all.map(versionNumber).filter((n): n is string => n !== undefined);
  const own = entriesField(entry, 'versions')
    .map(versionNumber)
    .filter((n): n is string => n !== undefined);
  if (own.length > 0) return allNumbers.filter((n) => own.includes(n));
  return all
    .filter((version) => version.fields.showInList === true)
    .map(versionNumber)
    .filter((n): n is string => n !== undefined);
}

const silentLinkLogger: LinkLogger = { error: () => undefined };

function problemFor(entry: Entry, message: string, field?: string): ContentProblem {
  return { entryId: entry.id, contentType: entry.contentType, ...(field ? { field } : {}), message };
}

/** One step of routing an entry: a url to take, a reason it has none, or a url under its parent article. */
export type RouteOp =
  | { op: 'add'; record: RouteRecord }
  | { op: 'unroutable'; reason: string; field?: string }
  | { op: 'child'; parent: Entry; slug: string };

/** The route record of a url an entry takes, frozen: kept with the entry's steps, so a delta makes none anew. */
function routeRecord(entry: Entry, path: string, version: string | undefined): RouteRecord {
  const record: RouteRecord = { url: withTrailingSlash(path), entryId: entry.id, contentType: entry.contentType };
  if (version !== undefined) record.version = version;
  return Object.freeze(record);
}

/**
 * The record a child article takes under its parent's url, kept per step and parent url: the url
 * is the only input that is not the entry's own, and slugifying again is most of a routing pass.
 */
const childRecords = new WeakMap<RouteOp, { parentUrl: string; record: RouteRecord }>();

/**
 * What routing an entry asks for, in order. It reads only the entry and what it links to, so it can
 * be kept per entry object (an entry object is frozen, and so is everything it links to).
 */
function routeOps(entry: Entry): RouteOp[] {
  const ops: RouteOp[] = [];
  const options = { logger: silentLinkLogger };
  const add = (path: string, version?: string) => ops.push({ op: 'add', record: routeRecord(entry, path, version) });
  const unroutable = (reason: string, field?: string) =>
    ops.push(field === undefined ? { op: 'unroutable', reason } : { op: 'unroutable', reason, field });
  const contextBase = (): string | undefined => {
    const context = contextOf(entry);
    const slug = stringField(context, 'slug');
    if (!context || !slug) {
      unroutable('its context (or the collection or KB home that gives it one) is missing');
      return undefined;
    }
    return `/${slug}`;
  };
  switch (entry.contentType) {
    case 'homePage':
      add('/');
      break;
    case 'productLandingPage':
    case 'contextApp':
    case 'contextTheme': {
      const base = contextBase();
      if (base) add(buildResourcesPath({ basePath: base, ...options }));
      break;
    }
    case 'documentedProduct':
    case 'collection':
    case 'topicSet':
    case 'topic': {
      const base = contextBase();
      const context = contextOf(entry);
      if (!base || !context) break;
      const slug = stringField(entry, 'slug');
      const build = (basePath: string) =>
        entry.contentType === 'documentedProduct'
          ? buildDocsHomePath({ basePath, ...options })
          : buildDocsPath({ basePath, slug: slug ?? '', ...options });
      if (entry.contentType !== 'documentedProduct' && !slug) {
        unroutable('it has no slug', 'slug');
        break;
      }
      const versions = pageVersions(entry, context);
      if (versions === undefined) add(build(base));
      else if (versions.length === 0) unroutable('it is in none of the versions of its product', 'versions');
      else for (const version of versions) add(build(`${base}/${version}`), version);
      break;
    }
    case 'pageKbHome': {
      const base = contextBase();
      if (base) add(buildKbHomePath({ basePath: base, ...options }));
      break;
    }
    case 'pageKbArticle': {
      const slug = stringField(entry, 'slug') ?? '';
      const parent = entryField(entry, 'parent');
      if (parent) {
        ops.push({ op: 'child', parent, slug });
      } else {
        const base = contextBase();
        if (base) add(buildKbPath({ basePath: base, slug, ...options }));
      }
      break;
    }
    default:
      break;
  }
  return ops;
}

/** Whether two steps of routing ask for the same: the same urls, reasons and parent articles. */
function sameOps(a: readonly RouteOp[], b: readonly RouteOp[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((step, index) => {
    const other = b[index]!;
    if (step.op === 'add') {
      return (
        other.op === 'add' &&
        other.record.url === step.record.url &&
        other.record.entryId === step.record.entryId &&
        other.record.contentType === step.record.contentType &&
        other.record.version === step.record.version
      );
    }
    if (step.op === 'unroutable') {
      return other.op === 'unroutable' && other.reason === step.reason && other.field === step.field;
    }
    return other.op === 'child' && other.parent.id === step.parent.id && other.slug === step.slug;
  });
}

/**
 * The route table of the last build when a delta cannot change it: the same entries in the same
 * order, and every entry made anew asks for the same steps as its earlier object (a changed title,
 * body or asset). Undefined when routing must run again. It compares only the entries made anew,
 * so a one-entry change skips the pass over every entry.
 */
export function unchangedRoutes(
  previous: { table: RouteTable; entries: ReadonlyMap<string, Entry> } | undefined,
  entries: ReadonlyMap<string, Entry>,
  reached: ReadonlySet<string>,
  cache: WeakMap<Entry, readonly RouteOp[]>,
): RouteTable | undefined {
  if (!previous) return undefined;
  for (const id of reached) {
    const before = previous.entries.get(id);
    const now = entries.get(id);
    // An id in neither is an asset; one in only one is an entry added or removed.
    if (!before && !now) continue;
    if (!before || !now) return undefined;
    if (before === now) continue;
    const beforeOps = cache.get(before);
    if (!beforeOps || !sameOps(beforeOps, opsOf(now, cache))) return undefined;
  }
  return previous.table;
}

function opsOf(entry: Entry, cache: WeakMap<Entry, readonly RouteOp[]> | undefined): readonly RouteOp[] {
  let ops = cache?.get(entry);
  if (!ops) {
    ops = routeOps(entry);
    cache?.set(entry, ops);
  }
  return ops;
}

/**
 * Computes all routes; entries are visited in the given order, so the first of two equal urls wins.
 * `cache` keeps each entry object's route steps between builds (snapshot-cache.ts).
 */
export function buildRoutes(entries: readonly Entry[], cache?: WeakMap<Entry, readonly RouteOp[]>): RouteTable {
  const problems: ContentProblem[] = [];
  const byUrl = new Map<string, RouteRecord>();
  const urls = new Map<string, Map<string, string>>();
  const visiting = new Set<string>();
  const done = new Set<string>();

  const add = (entry: Entry, record: RouteRecord) => {
    const { url, version } = record;
    const existing = byUrl.get(url);
    if (existing) {
      problems.push(
        problemFor(
          entry,
          `Entry ${entry.id} (${entry.contentType}) has the url ${url} already taken by entry ${existing.entryId}; entry ${entry.id} is not routed there`,
          'slug',
        ),
      );
      return;
    }
    byUrl.set(url, record);
    const perVersion = urls.get(entry.id) ?? new Map<string, string>();
    perVersion.set(version ?? UNVERSIONED, url);
    urls.set(entry.id, perVersion);
  };

  const unroutable = (entry: Entry, reason: string, field?: string) => {
    problems.push(problemFor(entry, `Entry ${entry.id} (${entry.contentType}) has no url: ${reason}`, field));
  };

  const route = (entry: Entry): void => {
    if (done.has(entry.id)) return;
    if (visiting.has(entry.id)) {
      unroutable(entry, 'its parent chain loops back to itself', 'parent');
      return;
    }
    visiting.add(entry.id);
    for (const step of opsOf(entry, cache)) {
      if (step.op === 'add') add(entry, step.record);
      else if (step.op === 'unroutable') unroutable(entry, step.reason, step.field);
      else {
        const { parent, slug } = step;
        route(parent);
        const parentUrl = urls.get(parent.id)?.get(UNVERSIONED);
        if (parentUrl) {
          let child = childRecords.get(step);
          if (child?.parentUrl !== parentUrl) {
            const path = buildKbPath({ basePath: '', slug, parent: { url: parentUrl }, logger: silentLinkLogger });
            child = { parentUrl, record: routeRecord(entry, path, undefined) };
            childRecords.set(step, child);
          }
          add(entry, child.record);
        } else if (!visiting.has(parent.id)) unroutable(entry, `its parent article ${parent.id} has no url`, 'parent');
        else unroutable(entry, 'its parent chain loops back to itself', 'parent');
      }
    }
    visiting.delete(entry.id);
    done.add(entry.id);
  };

  for (const entry of entries) route(entry);
  return { routes: [...byUrl.values()], byUrl, urls, problems };
}
