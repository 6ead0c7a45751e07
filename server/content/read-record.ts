/**
 * What a page read from the snapshot while it was rendered (ADR 029, per-page invalidation): the
 * entries and assets it looked up or followed a link to, and the derived lookups it asked for (urls,
 * routes, page trees, breadcrumbs, lists by type), each with its arguments. A new snapshot then
 * drops only the pages whose reads it changed (server/render/page-invalidation.ts).
 *
 * Reads are noted where they happen: the snapshot's methods (snapshot.ts) and the link readers of
 * the resolvers (resolvers/fields.ts, entry-fields.ts). An entry counts as read with the assets it
 * links to, so a renderer may read an entry's asset fields without noting them: a changed asset
 * changes every entry linking to it (see `sameEntry` in page-invalidation.ts).
 *
 * The record is carried in AsyncLocalStorage, so the awaits of a render (flags, templates) never mix
 * two requests' records; outside a recording every note is a no-op.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { hash } from 'node:crypto';
import type { ContentSnapshot } from './snapshot-types';

/** The snapshot methods whose answers are derived from many entries; they are compared by value. */
export type LookupMethod =
  | 'entriesOfType'
  | 'routes'
  | 'route'
  | 'urlOf'
  | 'versionsOf'
  | 'defaultVersion'
  | 'pageTree'
  | 'pageTreeBranch'
  | 'pageTreeFile'
  | 'breadcrumbs'
  | 'translatedLocales'
  /** A value computed from the snapshot by code outside it (`noteDerived`): args[0] names it. */
  | 'derived';

/** One derived lookup: the method and the arguments it was called with (undefined kept as null). */
export interface Lookup {
  method: LookupMethod;
  args: readonly (string | null)[];
  /** For 'derived': the value's computation, run again on each snapshot to compare. */
  answer?: (snapshot: ContentSnapshot) => unknown;
  /**
   * What the answer was computed from (dependency keys, see `entryDependency` and its siblings), so
   * a new snapshot compares it only when one of them changed. Absent when unknown: it is then
   * compared on every new snapshot.
   */
  dependencies?: ReadonlySet<string>;
  /**
   * The snapshot version `dependencies` were found in; absent when they hold in every version (a
   * derived lookup's declared ones). A computed answer's dependencies may change with the content.
   */
  dependenciesVersion?: string;
}

/** The reads of one page, or of a part cached on its own (a rendered body, the chrome). */
export class ReadRecord {
  readonly entries = new Set<string>();
  readonly assets = new Set<string>();
  /** Keyed by `lookupKey`. */
  readonly lookups = new Map<string, Lookup>();
  /**
   * Parts cached on their own beside the snapshot (the chrome, a rendered body), by a name stable
   * across snapshots, with what each read when it was made: a page names the part rather than
   * every read of it, which keeps its Surrogate-Key header short.
   */
  readonly groups = new Map<string, ReadRecord>();
  /** True when the page depends on more than the snapshot tells (search results): any new snapshot changes it. */
  everything = false;

  /** Adds everything `other` read. */
  merge(other: ReadRecord): void {
    if (other.everything) this.everything = true;
    for (const id of other.entries) this.entries.add(id);
    for (const id of other.assets) this.assets.add(id);
    for (const [key, lookup] of other.lookups) this.lookups.set(key, lookup);
    for (const [name, group] of other.groups) this.groups.set(name, group);
  }

  /** A rough count of the bytes the record holds, for the html cache's bound. */
  approximateBytes(): number {
    let bytes = 64;
    for (const id of this.entries) bytes += id.length * 2 + 48;
    for (const id of this.assets) bytes += id.length * 2 + 48;
    for (const key of this.lookups.keys()) bytes += key.length * 4 + 96;
    // A group's record is shared with the part's cache; the page holds only its name.
    for (const name of this.groups.keys()) bytes += name.length * 2 + 48;
    return bytes;
  }
}

const current = new AsyncLocalStorage<ReadRecord>();

/** The key a page reading everything (or whose reads are unknown) is found under in an index of readers. */
export const EVERYTHING_READ_KEY = '*';

/**
 * The keys of what a record read, for indexes of who read what (the html cache's pages, the
 * registry's groups): `e:` entry ids, `a:` asset ids, `l:` lookup keys, `g:` group names.
 */
export function readKeys(reads: ReadRecord | undefined): string[] {
  if (reads === undefined || reads.everything) return [EVERYTHING_READ_KEY];
  const keys: string[] = [];
  for (const id of reads.entries) keys.push(entryReadKey(id));
  for (const id of reads.assets) keys.push(assetReadKey(id));
  for (const key of reads.lookups.keys()) keys.push(lookupReadKey(key));
  for (const name of reads.groups.keys()) keys.push(groupReadKey(name));
  return keys;
}

export const entryReadKey = (id: string) => `e:${id}`;
export const assetReadKey = (id: string) => `a:${id}`;
export const lookupReadKey = (key: string) => `l:${key}`;
export const groupReadKey = (name: string) => `g:${name}`;

/** The stable string of a lookup: its method and arguments as JSON. */
export function lookupKey(lookup: Lookup): string {
  return JSON.stringify([lookup.method, ...lookup.args]);
}

function shortHash(text: string): string {
  return hash('sha256', text, 'base64url').slice(0, 16);
}

/**
 * Surrogate keys of lookups already worked out. Every page names its lookups' keys, and most are the
 * same from page to page (the site's products, the page tree's parts), so each is hashed once. A
 * crawl of many addresses cannot grow it without end: past the bound it starts again.
 */
const lookupSurrogateKeys = new Map<string, string>();
const MAX_REMEMBERED_LOOKUP_KEYS = 50_000;

/** The surrogate key of a lookup: a short hash of `lookupKey`, made only of [A-Za-z0-9_-]. */
export function lookupSurrogateKey(key: string): string {
  let surrogate = lookupSurrogateKeys.get(key);
  if (surrogate === undefined) {
    if (lookupSurrogateKeys.size >= MAX_REMEMBERED_LOOKUP_KEYS) lookupSurrogateKeys.clear();
    surrogate = `l-${shortHash(key)}`;
    lookupSurrogateKeys.set(key, surrogate);
  }
  return surrogate;
}

/** The surrogate key of a group (a part cached on its own), made only of [A-Za-z0-9_-]. */
export function groupSurrogateKey(name: string): string {
  return `g-${shortHash(name)}`;
}

/** Runs `fn` with a fresh record as the current one; what it reads is returned beside its value. */
export function recordingReads<T>(fn: () => T): { value: T; reads: ReadRecord } {
  const reads = new ReadRecord();
  const value = current.run(reads, fn);
  return { value, reads };
}

/** Runs `fn` (which may be async) with `reads` as the current record. */
export function withReadRecord<T>(reads: ReadRecord, fn: () => T): T {
  return current.run(reads, fn);
}

/**
 * Runs `fn` with no current record. `AsyncLocalStorage.exit` would disable the storage and enable it
 * again around every call, and with no other storage in the process that switches Node's promise
 * hooks off and on: a page's many lookups each paid for it. Running with an empty store is the same
 * for the synchronous computations passed here, without the switch.
 */
function outsideRecord<T>(fn: () => T): T {
  return current.getStore() === undefined ? fn() : current.run(undefined as unknown as ReadRecord, fn);
}

/** Runs `fn` outside any record: comparing two snapshots is no page's read. */
export function withoutReads<T>(fn: () => T): T {
  return outsideRecord(fn);
}

/** A cached part was used: the current record names it as group `name` with the reads it was made with. */
export function replayReads(name: string, reads: ReadRecord): void {
  current.getStore()?.groups.set(name, reads);
}

/**
 * For a part cached beside the snapshot: computes it while recording its reads on their own, and
 * names them in the current record as group `name`, so a later hit can replay them with `replayReads`.
 */
export function capturedReads<T>(name: string, fn: () => T): { value: T; reads: ReadRecord } {
  const outer = current.getStore();
  const captured = recordingReads(fn);
  outer?.groups.set(name, captured.reads);
  return captured;
}

/** Whether a record is being made (callers skip building lookup arguments otherwise). */
export function recording(): boolean {
  return current.getStore() !== undefined;
}

export function noteEntry(id: string): void {
  current.getStore()?.entries.add(id);
  if (tracking.length > 0) dependOn(entryDependency(id));
}

export function noteEntries(entries: readonly { id: string }[]): void {
  const reads = current.getStore();
  if (reads) for (const entry of entries) reads.entries.add(entry.id);
  if (tracking.length > 0) for (const entry of entries) dependOn(entryDependency(entry.id));
}

export function noteAsset(id: string): void {
  current.getStore()?.assets.add(id);
  if (tracking.length > 0) dependOn(assetDependency(id));
}

/**
 * Notes a lookup and computes its answer outside the record: what the snapshot reads to answer it is
 * compared as the answer, so it is not the page's read. The first time a record notes it, the
 * answer is computed while its dependencies are tracked, and they are kept with the lookup, found in
 * the snapshot `version`.
 */
export function lookedUp<T>(method: LookupMethod, args: (string | undefined)[], answer: () => T, version?: string): T {
  const reads = current.getStore();
  if (reads === undefined) return answer();
  const lookup = lookupOf(method, args);
  const key = lookupKey(lookup);
  if (reads.lookups.has(key)) return outsideRecord(answer);
  const tracked = outsideRecord(() => trackingDependencies(answer));
  reads.lookups.set(key, {
    ...lookup,
    dependencies: tracked.dependencies,
    ...(version === undefined ? {} : { dependenciesVersion: version }),
  });
  return tracked.value;
}

function lookupOf(method: LookupMethod, args: readonly (string | undefined)[]): Lookup {
  // A trailing undefined is the same call as one without it.
  let length = args.length;
  while (length > 0 && args[length - 1] === undefined) length -= 1;
  return { method, args: args.slice(0, length).map((arg) => arg ?? null) };
}

export function noteLookup(method: LookupMethod, ...args: (string | undefined)[]): void {
  const reads = current.getStore();
  const lookup = reads || tracking.length > 0 ? lookupOf(method, args) : undefined;
  if (lookup === undefined) return;
  const fixed = fixedDependencies(lookup);
  if (fixed) for (const key of fixed) dependOn(key);
  if (!reads) return;
  const key = lookupKey(lookup);
  if (!reads.lookups.has(key)) reads.lookups.set(key, lookup);
}

/**
 * Notes a value a page took from a computation over the whole snapshot (a memo of all products'
 * feeds, say) as a lookup of its own: `name` and `args` name it across snapshots, and `answer`
 * computes it again on each one, so the page depends on that value only, not on all the memo read.
 * `dependencies`, when given, covers everything `answer` may read in any snapshot (a memo cannot be
 * tracked: a second call reads nothing); without them the value is compared on every new snapshot.
 */
export function noteDerived(
  name: string,
  args: string[],
  answer: (snapshot: ContentSnapshot) => unknown,
  dependencies?: readonly string[],
): void {
  const reads = current.getStore();
  if (!reads) return;
  const lookup: Lookup = {
    method: 'derived',
    args: [name, ...args],
    answer,
    ...(dependencies ? { dependencies: new Set(dependencies) } : {}),
  };
  const key = lookupKey(lookup);
  if (!reads.lookups.has(key)) reads.lookups.set(key, lookup);
}

/*
 * Dependencies. A lookup's answer is a function of a few parts of the snapshot, each named by a key:
 * an entry's own content in every locale (its fields, a linked entry by id: every entry followed
 * through a link is noted on its own, by entry-fields.ts), an asset, an entry's urls, the route at a
 * url, the route list, and the list of a content type (its members, and what is derived from all of
 * them). The snapshot notes them while an answer is computed (its memos keep and replay them); a new
 * snapshot names the keys whose part changed (page-invalidation.ts `changedParts`), so only the
 * lookups depending on those are compared.
 */
export const entryDependency = (id: string) => `e:${id}`;
export const assetDependency = (id: string) => `a:${id}`;
export const urlsDependency = (entryId: string) => `u:${entryId}`;
export const routeDependency = (url: string) => `r:${url}`;
export const typeDependency = (contentType: string) => `t:${contentType}`;
export const ROUTES_DEPENDENCY = 'routes';

/**
 * What one computation has depended on so far: keys noted one by one, and whole settled sets (a
 * memo's, or an inner computation's) held by reference rather than copied in. The tree of a
 * 1,000-page product depends on some 2,000 keys, and every page's record notes its branch: copying
 * them into each record was 3% of a page's CPU (ADR 036).
 */
interface Collection {
  readonly own: Set<string>;
  readonly shared: ReadonlySet<string>[];
}

/** The dependencies being collected, innermost last; what an inner computation depends on, the outer ones do too. */
const tracking: Collection[] = [];

/**
 * The dependency sets `trackingDependencies` answered: nothing adds to them afterwards, so holding
 * one by reference is the same as holding a copy.
 */
const settled = new WeakSet<ReadonlySet<string>>();

/** Notes that the answer being computed read the part named `key`. */
export function dependOn(key: string): void {
  tracking.at(-1)?.own.add(key);
}

/** Notes several dependencies at once (a memo's, when it is reused). */
export function dependOnAll(keys: Iterable<string>): void {
  const top = tracking.at(-1);
  if (!top) return;
  if (keys instanceof Set && settled.has(keys)) {
    if (!top.shared.includes(keys)) top.shared.push(keys);
  } else for (const key of keys) top.own.add(key);
}

/** Whether dependencies are being collected (callers skip building keys otherwise). */
export function collectingDependencies(): boolean {
  return tracking.length > 0;
}

/** The unions `settle` made of a settled set and a few keys beyond it, by that set and those keys. */
const unions = new WeakMap<ReadonlySet<string>, Map<string, ReadonlySet<string>>>();

/** How many unions are kept per set: the pages of one tree add the same few keys (their product's). */
const MAX_UNIONS_PER_SET = 64;

/**
 * Everything `collection` depended on as one set, never changed afterwards. Most of a page's
 * branch is its tree's keys (a shared set of thousands) and a few of its product's beyond them, the
 * same for each page of the tree: the answer is the shared set itself when nothing is beyond it, and
 * otherwise a union made once for those few keys and reused.
 */
function settle(collection: Collection): ReadonlySet<string> {
  const { own, shared } = collection;
  let largest: ReadonlySet<string> | undefined;
  for (const set of shared) if (largest === undefined || set.size > largest.size) largest = set;
  if (largest === undefined || largest.size < own.size) {
    for (const set of shared) for (const key of set) own.add(key);
    settled.add(own);
    return own;
  }
  const beyond = new Set<string>();
  for (const key of own) if (!largest.has(key)) beyond.add(key);
  for (const set of shared) if (set !== largest) for (const key of set) if (!largest.has(key)) beyond.add(key);
  if (beyond.size === 0) return largest;
  const name = JSON.stringify([...beyond].sort());
  let made = unions.get(largest);
  const known = made?.get(name);
  if (known) return known;
  const union = new Set(largest);
  for (const key of beyond) union.add(key);
  settled.add(union);
  if (!made) {
    made = new Map();
    unions.set(largest, made);
  }
  if (made.size < MAX_UNIONS_PER_SET) made.set(name, union);
  return union;
}

/**
 * Runs the synchronous `fn`, collecting what it depends on; an enclosing collection gets them too.
 * The set answered may be shared with other answers (a memo's): it is never changed.
 */
export function trackingDependencies<T>(fn: () => T): { value: T; dependencies: ReadonlySet<string> } {
  const collection: Collection = { own: new Set(), shared: [] };
  const finish = () => {
    tracking.pop();
    const dependencies = settle(collection);
    dependOnAll(dependencies);
    return dependencies;
  };
  tracking.push(collection);
  let value: T;
  try {
    value = fn();
  } catch (error) {
    finish();
    throw error;
  }
  return { value, dependencies: finish() };
}

/**
 * The dependencies of a lookup the snapshot answers straight from one of its parts, the same in
 * every snapshot; undefined for the ones computed from several (trees, breadcrumbs, urls).
 */
export function fixedDependencies(lookup: Lookup): readonly string[] | undefined {
  const [first] = lookup.args;
  switch (lookup.method) {
    case 'entriesOfType':
      return [typeDependency(first ?? '')];
    case 'routes':
      return [ROUTES_DEPENDENCY];
    case 'route':
      return [routeDependency(first ?? '')];
    case 'versionsOf':
      return [urlsDependency(first ?? '')];
    case 'translatedLocales':
      return [entryDependency(first ?? '')];
    case 'urlOf':
    case 'defaultVersion':
    case 'pageTree':
    case 'pageTreeBranch':
    case 'pageTreeFile':
    case 'breadcrumbs':
    case 'derived':
      return undefined;
  }
}
