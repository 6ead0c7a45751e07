/**
 * Which pages a new snapshot changes (ADR 029, per-page invalidation). Every public page is rendered
 * with a record of what it read (server/content/read-record.ts); the record is kept with the page in
 * the html cache and sent to the CDN as the page's Surrogate-Key. On a swap the reads are checked
 * against both snapshots: an entry whose own content differs (in any locale), an asset that differs,
 * and a lookup (url, route, page tree, breadcrumbs, list by type) whose answer differs are changed.
 * Pages whose record meets the change leave the html cache and are purged from the CDN by key; the
 * rest are kept under the new version. When in doubt (the locales or preview mode changed, or more
 * was read than the registry may hold) every page goes, as before.
 */
import type { Asset, Entry, Locale } from '../../shared/types/content';
import type { CdnPurger } from '../cdn/purge';
import type { ContentLogger } from '../content/logger';
import {
  assetDependency,
  assetReadKey,
  entryDependency,
  entryReadKey,
  EVERYTHING_READ_KEY,
  fixedDependencies,
  groupReadKey,
  groupSurrogateKey,
  lookupReadKey,
  lookupSurrogateKey,
  readKeys,
  ReadRecord,
  routeDependency,
  ROUTES_DEPENDENCY,
  trackingDependencies,
  typeDependency,
  urlsDependency,
  withoutReads,
  type Lookup,
} from '../content/read-record';
import { snapshotParts } from '../content/snapshot';
import type { ContentSnapshot, RouteRecord } from '../content/snapshot-types';
import type { HtmlCache } from './html-cache';

/** The key every keyed purge also names: pages and documents whose reads are not listed carry it. */
export const ALL_PAGES_KEY = 'hc-all';

/** Longest Surrogate-Key value sent; Varnish refuses a header line over http_resp_hdr_len (8 KiB). */
export const MAX_SURROGATE_KEY_LENGTH = 6_000;

/**
 * A purge naming more keys than this drops every page instead: the keys travel in one request
 * header, which Varnish limits to http_req_hdr_len (8 KiB), and one ban expression stays small.
 */
export const MAX_PURGE_KEYS = 200;

/** What the registry holds at most before it gives up and the next swap drops everything. */
export const DEFAULT_MAX_REGISTERED_READS = 200_000;

export type SnapshotChange =
  | { everything: true; reason: string }
  | {
      everything: false;
      entries: Set<string>;
      assets: Set<string>;
      lookups: Set<string>;
      groups: Set<string>;
      /** How many lookups were computed again in both snapshots to find the changed ones. */
      compared?: number;
    };

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Entry';
}

/**
 * Deep equality of field values where a linked entry is equal to another by id only: what the
 * linked entry holds is its own read. A linked asset is compared whole, so an entry counts as
 * changed when an asset it links to changed (renderers read assets through their entries).
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (isEntry(a) || isEntry(b)) return isEntry(a) && isEntry(b) && a.id === b.id;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const objectB = b as Record<string, unknown>;
  return keysA.every(
    (key) => Object.hasOwn(objectB, key) && sameValue((a as Record<string, unknown>)[key], objectB[key]),
  );
}

/** Whether two versions of an entry hold the same content of their own (links compared by id). */
export function sameEntry(a: Entry | undefined, b: Entry | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return (
    a.contentType === b.contentType &&
    a.locale === b.locale &&
    a.createdAt === b.createdAt &&
    a.updatedAt === b.updatedAt &&
    a.firstPublishedAt === b.firstPublishedAt &&
    a.publishedAt === b.publishedAt &&
    sameValue(a.fields, b.fields)
  );
}

function sameAsset(a: Asset | undefined, b: Asset | undefined): boolean {
  return sameValue(a, b);
}

/** A lookup's answer in a snapshot, as JSON, so two snapshots' answers compare by value. */
export function lookupAnswer(snapshot: ContentSnapshot, lookup: Lookup): string {
  if (lookup.answer) return JSON.stringify(lookup.answer(snapshot)) ?? 'undefined';
  const [first, second, third] = lookup.args.map((arg) => arg ?? undefined);
  const id = first ?? '';
  const locale = second as Locale | undefined;
  const answer = (() => {
    switch (lookup.method) {
      case 'entriesOfType':
        return snapshot.entriesOfType(id, locale).map((entry) => entry.id);
      case 'routes':
        return snapshot.routes();
      case 'route':
        return snapshot.route(id);
      case 'urlOf':
        return snapshot.urlOf(id, second);
      case 'versionsOf':
        return snapshot.versionsOf(id);
      case 'defaultVersion':
        return snapshot.defaultVersion(id);
      case 'pageTree':
        return snapshot.pageTree(id, locale, third);
      case 'pageTreeBranch':
        return snapshot.pageTreeBranch(id, locale, third);
      case 'pageTreeFile':
        return snapshot.pageTreeFile(id)?.url;
      case 'breadcrumbs':
        return snapshot.breadcrumbs(id, locale, third);
      case 'translatedLocales':
        return snapshot.translatedLocales(id);
      case 'derived':
        return undefined;
    }
  })();
  return JSON.stringify(answer) ?? 'undefined';
}

/**
 * The union of the reads of every page served since the last time everything was dropped: the
 * html cache holds some of those pages and the CDN may hold any of them, so a swap is checked
 * against all of it. Bounded: past `maxReads` it stops adding and the next swap drops everything.
 *
 * It also indexes the reads so that a swap looks only at what the change could reach: each lookup
 * by the parts of the snapshot its answer depends on (read-record.ts, dependencies), and each group
 * by what it read.
 */
export class ReadRegistry {
  readonly entries = new Set<string>();
  readonly assets = new Set<string>();
  readonly lookups = new Map<string, Lookup>();
  /** Each group's reads, flattened (nested groups included), over every version it was made in. */
  readonly groups = new Map<string, ReadRecord>();
  /**
   * The snapshot version the computed dependencies below hold in; each swap brings them to the new
   * one (the lookups it compared are computed there again, the others depend on nothing it changed).
   */
  dependenciesVersion: string | undefined;
  /** A computed lookup's dependencies (fixed and declared ones are not kept here), by lookup key. */
  private readonly computed = new Map<string, ReadonlySet<string>>();
  /** Dependency key → the lookups depending on it. */
  private readonly dependents = new Map<string, Set<string>>();
  /** Lookups whose dependencies are unknown: compared on every swap. */
  private readonly undetermined = new Set<string>();
  /** Read key (read-record.ts `readKeys`) → the groups that read it. */
  private readonly holders = new Map<string, Set<string>>();
  /** While `retain` adds records again: the dependencies computed before, still current. */
  private known: ReadonlyMap<string, ReadonlySet<string>> | undefined;
  private overflowed = false;
  private count = 0;

  constructor(private readonly maxReads = DEFAULT_MAX_REGISTERED_READS) {}

  /** False once more was read than the registry may hold. */
  get complete(): boolean {
    return !this.overflowed;
  }

  add(reads: ReadRecord): void {
    if (this.overflowed) return;
    this.addFlat(reads, undefined, undefined, new Set());
    if (this.count > this.maxReads) {
      this.overflowed = true;
      this.clear();
    }
  }

  /** Forgets everything (after every page was dropped): the next pages register afresh. */
  reset(): void {
    this.overflowed = false;
    this.clear();
  }

  /**
   * Forgets everything but `records` (the pages still cached after every other page was dropped),
   * keeping the dependencies already computed for their lookups.
   */
  retain(records: Iterable<ReadRecord>): void {
    const known = new Map(this.computed);
    const version = this.dependenciesVersion;
    this.reset();
    this.dependenciesVersion = version;
    this.known = known;
    try {
      for (const reads of records) this.add(reads);
    } finally {
      this.known = undefined;
    }
  }

  /**
   * The registered lookups a change of these dependency keys could change, with those whose
   * dependencies are unknown; every registered lookup when `keys` is undefined.
   */
  lookupsDependingOn(keys: Iterable<string> | undefined): Set<string> {
    if (keys === undefined) return new Set(this.lookups.keys());
    const found = new Set(this.undetermined);
    for (const key of keys) for (const lookup of this.dependents.get(key) ?? []) found.add(lookup);
    return found;
  }

  /** The groups that read any of `keys` (read keys), or read everything. */
  groupsReading(keys: Iterable<string>): Set<string> {
    const found = new Set(this.holders.get(EVERYTHING_READ_KEY) ?? []);
    for (const key of keys) for (const name of this.holders.get(key) ?? []) found.add(name);
    return found;
  }

  /** A computed lookup's answer was computed again in the snapshot the registry now follows. */
  setDependencies(key: string, dependencies: ReadonlySet<string>): void {
    this.unlink(key);
    this.undetermined.delete(key);
    this.computed.set(key, dependencies);
    this.link(key, dependencies);
  }

  /** Computed dependencies found in an earlier snapshot no longer hold: those lookups are compared again. */
  forgetComputedDependencies(): void {
    for (const key of this.computed.keys()) {
      this.unlink(key);
      this.undetermined.add(key);
    }
    this.computed.clear();
  }

  private register(key: string, lookup: Lookup): void {
    const fixed = fixedDependencies(lookup);
    if (fixed) {
      this.link(key, fixed);
      return;
    }
    if (lookup.method === 'derived') {
      if (lookup.answer && lookup.dependencies) this.link(key, lookup.dependencies);
      else this.undetermined.add(key);
      return;
    }
    const known = this.known?.get(key);
    if (known) {
      this.computed.set(key, known);
      this.link(key, known);
      return;
    }
    // Dependencies hold in the snapshot they were found in; the registry's must all be of one.
    if (lookup.dependencies && lookup.dependenciesVersion !== undefined) {
      this.dependenciesVersion ??= lookup.dependenciesVersion;
      if (lookup.dependenciesVersion === this.dependenciesVersion) {
        this.computed.set(key, lookup.dependencies);
        this.link(key, lookup.dependencies);
        return;
      }
    }
    this.undetermined.add(key);
  }

  private link(key: string, dependencies: Iterable<string>): void {
    for (const dependency of dependencies) {
      let lookups = this.dependents.get(dependency);
      if (!lookups) {
        lookups = new Set();
        this.dependents.set(dependency, lookups);
      }
      lookups.add(key);
    }
  }

  private unlink(key: string): void {
    for (const dependency of this.computed.get(key) ?? []) {
      const lookups = this.dependents.get(dependency);
      lookups?.delete(key);
      if (lookups?.size === 0) this.dependents.delete(dependency);
    }
  }

  private hold(name: string | undefined, key: string): void {
    if (name === undefined) return;
    let names = this.holders.get(key);
    if (!names) {
      names = new Set();
      this.holders.set(key, names);
    }
    names.add(name);
  }

  /**
   * Adds `reads` to the flat sets and to `into` (a group's flattened record, named `name`), groups
   * recursively.
   */
  private addFlat(
    reads: ReadRecord,
    into: ReadRecord | undefined,
    name: string | undefined,
    seen: Set<ReadRecord>,
  ): void {
    if (seen.has(reads)) return;
    seen.add(reads);
    for (const id of reads.entries) {
      if (!this.entries.has(id)) this.count += 1;
      this.entries.add(id);
      if (into && !into.entries.has(id)) {
        into.entries.add(id);
        this.hold(name, entryReadKey(id));
      }
    }
    for (const id of reads.assets) {
      if (!this.assets.has(id)) this.count += 1;
      this.assets.add(id);
      if (into && !into.assets.has(id)) {
        into.assets.add(id);
        this.hold(name, assetReadKey(id));
      }
    }
    for (const [key, lookup] of reads.lookups) {
      if (!this.lookups.has(key)) {
        this.count += 1;
        this.lookups.set(key, lookup);
        this.register(key, lookup);
      }
      if (into && !into.lookups.has(key)) {
        into.lookups.set(key, lookup);
        this.hold(name, lookupReadKey(key));
      }
    }
    if (reads.everything && into) {
      into.everything = true;
      this.hold(name, EVERYTHING_READ_KEY);
    }
    for (const [groupName, group] of reads.groups) {
      let flat = this.groups.get(groupName);
      if (!flat) {
        flat = new ReadRecord();
        this.groups.set(groupName, flat);
        this.count += 1;
      }
      this.addFlat(group, flat, groupName, seen);
      // What a nested part read is read by the part that holds it too.
      if (into) {
        into.merge(flat);
        for (const key of readKeys(flat)) this.hold(name, key);
      }
    }
  }

  private clear(): void {
    this.entries.clear();
    this.assets.clear();
    this.lookups.clear();
    this.groups.clear();
    this.computed.clear();
    this.dependents.clear();
    this.undetermined.clear();
    this.holders.clear();
    this.dependenciesVersion = undefined;
    this.count = 0;
  }
}

function sameLocales(a: ContentSnapshot, b: ContentSnapshot): boolean {
  return (
    a.defaultLocale === b.defaultLocale &&
    a.locales.length === b.locales.length &&
    a.locales.every((locale, index) => b.locales[index] === locale)
  );
}

/** What differs between two snapshots, as the parts it is made of (read-record.ts, dependencies). */
export interface ChangedParts {
  /** Dependency keys of the parts that differ. */
  keys: Set<string>;
  /** Entries whose own content differs in some locale (`sameEntry`), new and removed ones included. */
  entries: Set<string>;
  /** Assets whose object differs in some locale. */
  assets: Set<string>;
}

function sameUrls(a: ReadonlyMap<string, string> | undefined, b: ReadonlyMap<string, string> | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.size !== b.size) return false;
  for (const [version, url] of a) if (b.get(version) !== url) return false;
  return true;
}

/**
 * The parts that differ from `previous` to `next`, undefined when either snapshot has no parts to
 * compare. An entry or asset a delta did not reach keeps its object (ADR 029, copy-on-write), and so
 * does the route table when no entry's routing changed, so this compares objects by identity and
 * looks into the urls and routes only when their table is new.
 */
export function changedParts(previous: ContentSnapshot, next: ContentSnapshot): ChangedParts | undefined {
  const before = snapshotParts(previous);
  const after = snapshotParts(next);
  if (!before || !after) return undefined;
  const keys = new Set<string>();
  // Entries with a new object in some locale: the changed ones and every one linking to them.
  const reached = new Set<string>();
  const assets = new Set<string>();
  for (const locale of next.locales) {
    const old = before.byLocale.get(locale);
    const now = after.byLocale.get(locale);
    if (!old || !now) return undefined;
    if (old.entries !== now.entries) {
      for (const [id, entry] of now.entries) if (old.entries.get(id) !== entry) reached.add(id);
      for (const id of old.entries.keys()) if (!now.entries.has(id)) reached.add(id);
    }
    if (old.assets !== now.assets) {
      for (const [id, asset] of now.assets) if (old.assets.get(id) !== asset) assets.add(id);
      for (const id of old.assets.keys()) if (!now.assets.has(id)) assets.add(id);
    }
  }
  const defaultOld = before.byLocale.get(previous.defaultLocale)?.entries;
  const defaultNow = after.byLocale.get(next.defaultLocale)?.entries;
  // Lists by type follow content order; a delta keeps the order of the entries it keeps.
  if (!sameRelativeOrder(defaultOld, defaultNow)) return undefined;
  // Of those, the ones whose own content differs (links by id): an entry new only because something
  // it links to changed reads the same, since every linked entry read is noted on its own.
  const entries = new Set<string>();
  for (const id of reached) {
    const differs = next.locales.some(
      (locale) => !sameEntry(before.byLocale.get(locale)?.entries.get(id), after.byLocale.get(locale)?.entries.get(id)),
    );
    if (differs) entries.add(id);
  }
  // A content type's list, and what the snapshot derives from all its members (which docs home
  // serves a context, a product's landing page, a topic's set), change with a member added, removed,
  // given other content of its own or other urls.
  const typed = new Set(entries);
  if (before.urls !== after.urls) {
    for (const [id, urls] of after.urls) {
      if (!sameUrls(before.urls.get(id), urls)) {
        keys.add(urlsDependency(id));
        typed.add(id);
      }
    }
    for (const id of before.urls.keys()) {
      if (!after.urls.has(id)) {
        keys.add(urlsDependency(id));
        typed.add(id);
      }
    }
  }
  if (!sameRouteList(before.routes, after.routes)) {
    keys.add(ROUTES_DEPENDENCY);
    const old = new Map(before.routes.map((route) => [route.url, route]));
    const now = new Map(after.routes.map((route) => [route.url, route]));
    for (const [url, route] of now) {
      const was = old.get(url);
      if (was !== route && JSON.stringify(was) !== JSON.stringify(route)) keys.add(routeDependency(url));
    }
    for (const url of old.keys()) if (!now.has(url)) keys.add(routeDependency(url));
  }
  for (const id of typed) {
    const was = defaultOld?.get(id)?.contentType;
    const is = defaultNow?.get(id)?.contentType;
    if (was !== undefined) keys.add(typeDependency(was));
    if (is !== undefined) keys.add(typeDependency(is));
  }
  for (const id of entries) keys.add(entryDependency(id));
  for (const id of assets) keys.add(assetDependency(id));
  return { keys, entries, assets };
}

/** Whether the entries in both maps come in the same order in each (a kept map is the same object). */
function sameRelativeOrder(
  a: ReadonlyMap<string, Entry> | undefined,
  b: ReadonlyMap<string, Entry> | undefined,
): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const later = b.keys();
  for (const id of a.keys()) {
    if (!b.has(id)) continue;
    let found = later.next();
    while (!found.done && !a.has(found.value)) found = later.next();
    if (found.value !== id) return false;
  }
  return true;
}

function sameRouteList(a: readonly RouteRecord[], b: readonly RouteRecord[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index] && JSON.stringify(a[index]) !== JSON.stringify(b[index])) return false;
  }
  return true;
}

/** What changed from `previous` to `next` among the reads in `registry`. */
export function snapshotChange(
  previous: ContentSnapshot,
  next: ContentSnapshot,
  registry: ReadRegistry,
): SnapshotChange {
  if (!registry.complete) return { everything: true, reason: 'more was read than the read registry holds' };
  if (previous.preview !== next.preview || !sameLocales(previous, next)) {
    return { everything: true, reason: 'the locales changed' };
  }
  return withoutReads(() => {
    const parts = changedParts(previous, next);
    const entries = new Set<string>();
    const assets = new Set<string>();
    const lookups = new Set<string>();
    if (parts) {
      for (const id of smaller(parts.entries, registry.entries)) {
        if (parts.entries.has(id) && registry.entries.has(id)) entries.add(id);
      }
    } else {
      for (const id of registry.entries) {
        if (next.locales.some((locale) => !sameEntry(previous.entry(id, locale), next.entry(id, locale))))
          entries.add(id);
      }
    }
    const assetIds = parts ? smaller(parts.assets, registry.assets) : registry.assets;
    for (const id of assetIds) {
      if (!registry.assets.has(id) || (parts && !parts.assets.has(id))) continue;
      if (next.locales.some((locale) => !sameAsset(previous.asset(id, locale), next.asset(id, locale)))) assets.add(id);
    }
    // Computed dependencies hold in the version they were found in; any other and all are compared.
    if (registry.dependenciesVersion !== undefined && registry.dependenciesVersion !== previous.version) {
      registry.forgetComputedDependencies();
    }
    const candidates = registry.lookupsDependingOn(parts?.keys);
    for (const key of candidates) {
      const lookup = registry.lookups.get(key);
      if (lookup === undefined) continue;
      if (lookup.method === 'derived') {
        // A derived lookup carries its computation (noteDerived); one without it counts as changed.
        if (lookup.answer === undefined || lookupAnswer(previous, lookup) !== lookupAnswer(next, lookup))
          lookups.add(key);
      } else if (fixedDependencies(lookup)) {
        if (lookupAnswer(previous, lookup) !== lookupAnswer(next, lookup)) lookups.add(key);
      } else {
        const before = lookupAnswer(previous, lookup);
        const after = trackingDependencies(() => lookupAnswer(next, lookup));
        registry.setDependencies(key, after.dependencies);
        if (before !== after.value) lookups.add(key);
      }
    }
    registry.dependenciesVersion = next.version;
    const changedKeys = [
      ...[...entries].map(entryReadKey),
      ...[...assets].map(assetReadKey),
      ...[...lookups].map(lookupReadKey),
    ];
    const groups = new Set<string>();
    for (const name of registry.groupsReading(changedKeys)) if (registry.groups.has(name)) groups.add(name);
    return { everything: false as const, entries, assets, lookups, groups, compared: candidates.size };
  });
}

/** `a` when it is the smaller set, else `b`: the caller checks membership in both. */
function smaller(a: ReadonlySet<string>, b: ReadonlySet<string>): ReadonlySet<string> {
  return a.size <= b.size ? a : b;
}

/** The read keys (read-record.ts `readKeys`) a change names: a page that read one of them changed. */
export function changedReadKeys(change: Extract<SnapshotChange, { everything: false }>): string[] {
  return [
    EVERYTHING_READ_KEY,
    ...[...change.entries].map(entryReadKey),
    ...[...change.assets].map(assetReadKey),
    ...[...change.lookups].map(lookupReadKey),
    ...[...change.groups].map(groupReadKey),
  ];
}

function ownReadsChanged(reads: ReadRecord, change: Extract<SnapshotChange, { everything: false }>): boolean {
  if (reads.everything) return true;
  for (const id of reads.entries) if (change.entries.has(id)) return true;
  for (const id of reads.assets) if (change.assets.has(id)) return true;
  for (const key of reads.lookups.keys()) if (change.lookups.has(key)) return true;
  return false;
}

/** Whether a page with these reads shows something the change changed (its groups by name). */
export function readsChanged(reads: ReadRecord, change: SnapshotChange): boolean {
  if (change.everything) return true;
  if (ownReadsChanged(reads, change)) return true;
  for (const name of reads.groups.keys()) if (change.groups.has(name)) return true;
  return false;
}

/** Surrogate keys can only be ids made of these, or the ban's regular expression could widen. */
const SAFE_KEY = /^[A-Za-z0-9_-]+$/;

function keysOf(
  entries: Iterable<string>,
  assets: Iterable<string>,
  lookups: Iterable<string>,
  groups: Iterable<string>,
): string[] {
  return [
    ...new Set([...entries, ...assets, ...[...lookups].map(lookupSurrogateKey), ...[...groups].map(groupSurrogateKey)]),
  ];
}

/**
 * The Surrogate-Key values of a page: the entry and asset ids it read, a short key per lookup and
 * one per group (a part cached on its own, whose reads the registry keeps).
 * A record too long for one header, or with an id the purge could not name, becomes `hc-all`,
 * which every keyed purge names.
 */
export function surrogateKeysOf(reads: ReadRecord): string[] {
  if (reads.everything) return [ALL_PAGES_KEY];
  const keys = keysOf(reads.entries, reads.assets, reads.lookups.keys(), reads.groups.keys());
  const length = keys.reduce((sum, key) => sum + key.length + 1, 0);
  if (length > MAX_SURROGATE_KEY_LENGTH || !keys.every((key) => SAFE_KEY.test(key))) return [ALL_PAGES_KEY];
  return keys;
}

/** The keys a purge names for a change, or undefined to drop every page. */
export function purgeKeysOf(change: SnapshotChange): string[] | undefined {
  if (change.everything) return undefined;
  const keys = keysOf(change.entries, change.assets, change.lookups, change.groups);
  if (keys.length + 1 > MAX_PURGE_KEYS || !keys.every((key) => SAFE_KEY.test(key))) return undefined;
  return [...keys, ALL_PAGES_KEY];
}

function cpuMilliseconds(usage: NodeJS.CpuUsage): number {
  return Math.round((usage.user + usage.system) / 1000);
}

export interface PageInvalidationOptions {
  cache: HtmlCache | undefined;
  purger: CdnPurger | undefined;
  logger: ContentLogger;
  maxRegisteredReads?: number;
}

/**
 * Follows the snapshot store: registers what rendered pages read and, on a swap, keeps the html
 * cache's unchanged pages under the new version and purges only the changed ones from the CDN.
 */
export class PageInvalidation {
  private readonly registry: ReadRegistry;
  /**
   * A CDN may hold pages of an earlier process, whose reads this one never saw: the first purge
   * after start drops every page, and keyed purges follow.
   */
  private cdnKnown = false;

  constructor(private readonly options: PageInvalidationOptions) {
    this.registry = new ReadRegistry(options.maxRegisteredReads);
  }

  /** A public page was rendered with these reads (it may now be in the html cache or the CDN). */
  rendered(reads: ReadRecord): void {
    if (this.options.cache || this.options.purger) this.registry.add(reads);
  }

  /** The snapshot store swapped `next` in for `previous`. */
  swapped(next: ContentSnapshot, previous: ContentSnapshot | undefined): void {
    const { cache, purger, logger } = this.options;
    if (previous === undefined || previous.version === next.version) {
      cache?.retainVersion(next.version);
      return;
    }
    const started = performance.now();
    const cpu = process.cpuUsage();
    const change = snapshotChange(previous, next, this.registry);
    // Only the pages that read a changed part are looked at: the cache indexes its pages by their reads.
    const stale = change.everything ? undefined : cache?.pagesReading(changedReadKeys(change));
    const cacheResult = cache?.carryOver(
      previous.version,
      next.version,
      (page) => stale === undefined || stale.has(page),
    );
    const keys = purger && !this.cdnKnown ? undefined : purgeKeysOf(change);
    // Without a CDN, too many changed keys to name purges nothing: the registry keeps what it holds
    // rather than registering every cached page again.
    if (keys === undefined && (purger !== undefined || change.everything)) {
      // Every page left the CDN; what the html cache kept may reach it again, so its reads stay known.
      this.registry.retain([...(cache?.pages() ?? [])].flatMap((page) => (page.reads ? [page.reads] : [])));
    }
    if (purger) {
      void purger.purge(keys);
      this.cdnKnown = true;
    }
    logger.info?.(
      {
        version: next.version,
        everything: change.everything ? change.reason : false,
        changedEntries: change.everything ? undefined : change.entries.size,
        changedAssets: change.everything ? undefined : change.assets.size,
        changedLookups: change.everything ? undefined : change.lookups.size,
        changedGroups: change.everything ? undefined : change.groups.size,
        lookupsCompared: change.everything ? undefined : change.compared,
        pagesExamined: stale?.size,
        pagesKept: cacheResult?.kept,
        pagesDropped: cacheResult?.dropped,
        purgeKeys: keys?.length ?? 'all',
        ms: Math.round(performance.now() - started),
        // This thread's CPU time, which a loaded machine does not inflate as it does the wall time.
        cpuMs: cpuMilliseconds(process.cpuUsage(cpu)),
      },
      'Pages invalidated by the new content',
    );
  }
}
