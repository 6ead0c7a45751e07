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
import { groupSurrogateKey, lookupSurrogateKey, ReadRecord, withoutReads, type Lookup } from '../content/read-record';
import type { ContentSnapshot } from '../content/snapshot-types';
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
  | { everything: false; entries: Set<string>; assets: Set<string>; lookups: Set<string>; groups: Set<string> };

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
 */
export class ReadRegistry {
  readonly entries = new Set<string>();
  readonly assets = new Set<string>();
  readonly lookups = new Map<string, Lookup>();
  /** Each group's reads, flattened (nested groups included), over every version it was made in. */
  readonly groups = new Map<string, ReadRecord>();
  private overflowed = false;
  private count = 0;

  constructor(private readonly maxReads = DEFAULT_MAX_REGISTERED_READS) {}

  /** False once more was read than the registry may hold. */
  get complete(): boolean {
    return !this.overflowed;
  }

  add(reads: ReadRecord): void {
    if (this.overflowed) return;
    this.addFlat(reads, undefined, new Set());
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

  /** Adds `reads` to the flat sets and to `into` (a group's flattened record), groups recursively. */
  private addFlat(reads: ReadRecord, into: ReadRecord | undefined, seen: Set<ReadRecord>): void {
    if (seen.has(reads)) return;
    seen.add(reads);
    for (const id of reads.entries) {
      if (!this.entries.has(id)) this.count += 1;
      this.entries.add(id);
      into?.entries.add(id);
    }
    for (const id of reads.assets) {
      if (!this.assets.has(id)) this.count += 1;
      this.assets.add(id);
      into?.assets.add(id);
    }
    for (const [key, lookup] of reads.lookups) {
      if (!this.lookups.has(key)) {
        this.count += 1;
        this.lookups.set(key, lookup);
      }
      into?.lookups.set(key, lookup);
    }
    if (reads.everything && into) into.everything = true;
    for (const [name, group] of reads.groups) {
      let flat = this.groups.get(name);
      if (!flat) {
        flat = new ReadRecord();
        this.groups.set(name, flat);
        this.count += 1;
      }
      this.addFlat(group, flat, seen);
      // What a nested part read is read by the part that holds it too.
      if (into) into.merge(flat);
    }
  }

  private clear(): void {
    this.entries.clear();
    this.assets.clear();
    this.lookups.clear();
    this.groups.clear();
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
    const entries = new Set<string>();
    const assets = new Set<string>();
    const lookups = new Set<string>();
    for (const id of registry.entries) {
      if (next.locales.some((locale) => !sameEntry(previous.entry(id, locale), next.entry(id, locale))))
        entries.add(id);
    }
    for (const id of registry.assets) {
      if (next.locales.some((locale) => !sameAsset(previous.asset(id, locale), next.asset(id, locale)))) assets.add(id);
    }
    for (const [key, lookup] of registry.lookups) {
      // A derived lookup carries its computation (noteDerived); one without it counts as changed.
      const unknown = lookup.method === 'derived' && lookup.answer === undefined;
      if (unknown || lookupAnswer(previous, lookup) !== lookupAnswer(next, lookup)) lookups.add(key);
    }
    const flat = { everything: false as const, entries, assets, lookups, groups: new Set<string>() };
    for (const [name, group] of registry.groups) if (ownReadsChanged(group, flat)) flat.groups.add(name);
    return flat;
  });
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
    const change = snapshotChange(previous, next, this.registry);
    const cacheResult = cache?.carryOver(previous.version, next.version, (page) =>
      page.reads === undefined ? true : readsChanged(page.reads, change),
    );
    const keys = purger && !this.cdnKnown ? undefined : purgeKeysOf(change);
    if (keys === undefined) {
      // Every page left the CDN; what the html cache kept may reach it again, so its reads stay known.
      this.registry.reset();
      for (const page of cache?.pages() ?? []) if (page.reads) this.registry.add(page.reads);
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
        pagesKept: cacheResult?.kept,
        pagesDropped: cacheResult?.dropped,
        purgeKeys: keys?.length ?? 'all',
        ms: Math.round(performance.now() - started),
      },
      'Pages invalidated by the new content',
    );
  }
}
