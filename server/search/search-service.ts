/**
 * Holds the search index of the current content snapshot. A new snapshot that changes few
 * documents updates the index in place (docs/adr/029), searches waiting while it is applied; any
 * other gets a new index built beside the old one; queries keep using the old index until the new
 * one is complete, then the reference is swapped in one assignment and the old index closed.
 *
 * A snapshot of `parallelFrom` documents or more is indexed in worker threads, one shard per
 * thread (server/search/shard-workers.ts); a smaller one in this thread, in batches between which
 * requests are served.
 */
import os from 'node:os';
import type { ContentSnapshot } from '../content/snapshot-types';
import type { ExtractOptions, SearchDocument } from './documents';
import type { BuildStats, SearchOutcome, SearchQuery } from './search-index';
import { SearchIndex } from './search-index';
import type { SearchIndexFile } from './index-file';
import { productVersions, resultPassages, type ResultPassages } from './passages';
import type { TrustBoost } from './trust-boost';
import { DocumentCache, readBody, releaseBodies, takenOneByOne } from './document-cache';
import { documentChange } from './index-change';
import { japaneseProductNames, localizedPlatformFacet } from './facets';
import type { BodySource } from './index-build';
import { supplyOf, type DocumentSupply } from './search-types';
import { GarbageBudget, collectGarbage } from '../memory';

/** What the service needs from the snapshot store: a way to hear about new snapshots. */
export interface SnapshotSubscribable {
  subscribe(listener: (snapshot: ContentSnapshot) => void): () => void;
}

export interface SearchServiceLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface SearchServiceOptions extends ExtractOptions {
  logger?: SearchServiceLogger;
  /** Documents inserted between yields to the event loop during a rebuild in this thread. */
  batchSize?: number;
  /** Documents from which the index is built in worker threads. */
  parallelFrom?: number;
  /** Worker threads (and shards) of a parallel build; the cores available by default. */
  threads?: number;
  /**
   * Live helpful answers and views: read when documents are extracted (suggestion weights), shown
   * in results and boosting their order at query time (ADR 026).
   */
  trust?: TrustBoost;
  /**
   * Where built indexes are saved, and the first one opened from when it indexes the same content
   * (server/search/index-file.ts). Unused with `trustFactors`, which change without the content.
   */
  indexFile?: SearchIndexFile;
}

/** The extract options of a service: the trust source gives documents their figures at build time. */
function extractOptions(options: SearchServiceOptions): ExtractOptions {
  const source = options.trust?.source;
  return source && !options.trustFactors ? { ...options, trustFactors: (id) => source.of(id) } : options;
}

/** Below this many documents a build in this thread is quicker than starting workers. */
export const PARALLEL_BUILD_FROM = 20_000;
/**
 * A delta changing more than this share of the documents is indexed by a full rebuild, which uses
 * worker threads when large, rather than row by row in place.
 */
export const MAX_UPDATE_SHARE = 0.25;
/**
 * The heap a first build may fill with garbage before it is collected: about a tenth of a second
 * per collection at 10,000 entries, each letting go of what this many bytes of bodies and texts took.
 */
const FIRST_BUILD_GARBAGE_BYTES = 64 * 1024 * 1024;
/** More shards than this only add per-query work. */
const MAX_SHARDS = 8;

const silentLogger: SearchServiceLogger = { info: () => undefined, error: () => undefined };

export class SearchService {
  private index: SearchIndex;
  private indexedVersion: string;
  private pending: ContentSnapshot | undefined;
  private running: Promise<void> | undefined;
  private unsubscribe: (() => void) | undefined;
  private closed = false;
  /** Set when the index in use must be rebuilt from the same snapshot. */
  private repairing = false;
  /** The replacement index while it is being built, so closing the service stops its workers. */
  private building: SearchIndex | undefined;
  private readonly logger: SearchServiceLogger;
  /** The snapshot the index in use was built from: passages read bodies from it. */
  private snapshot: ContentSnapshot;
  private versionsByProduct: Map<string, string[]>;
  /** The Japanese product names the facets of a Japanese search show, of one snapshot. */
  private productNames: { version: string; names: ReadonlyMap<string, string> } | undefined;
  /** The documents the index in use holds, in content order. */
  private documents: readonly SearchDocument[];
  /** The same documents by id, kept from one delta to the next. */
  private documentsById: Map<string, SearchDocument>;

  private constructor(
    index: SearchIndex,
    snapshot: ContentSnapshot,
    documents: readonly SearchDocument[],
    private readonly options: SearchServiceOptions,
    /** Each entry's documents kept for the next snapshot, so a delta extracts only what it reached. */
    private extraction: DocumentCache,
  ) {
    this.index = index;
    this.indexedVersion = snapshot.version;
    this.snapshot = snapshot;
    this.documents = documents;
    this.documentsById = byId(documents);
    this.versionsByProduct = productVersions(documents);
    this.logger = options.logger ?? silentLogger;
  }

  /** Build the first index synchronously, so the service answers from the moment it exists. */
  static fromSnapshot(snapshot: ContentSnapshot, options: SearchServiceOptions = {}): SearchService {
    const index = new SearchIndex();
    index.useTrust(options.trust);
    const extraction = new DocumentCache();
    const documents = extraction.extract(snapshot, extractOptions(options));
    const stats = index.build(documents);
    releaseBodies(documents);
    const service = new SearchService(index, snapshot, documents, options, extraction);
    service.logStats(snapshot.version, stats);
    return service;
  }

  /**
   * Build from `initial` (in worker threads when it is large), then follow the store: every new
   * snapshot triggers a rebuild.
   */
  static async following(
    store: SnapshotSubscribable,
    initial: ContentSnapshot,
    options: SearchServiceOptions = {},
  ): Promise<SearchService> {
    // The service exists only once its first index is built; a crash reported later finds it here.
    const built: { service?: SearchService } = {};
    const onLost = (index: SearchIndex) => (error: Error) => built.service?.lost(index, error);
    const indexFile = options.trustFactors ? undefined : options.indexFile;
    const opened = await indexFile?.open(initial.version, {
      onLost: (error) => (opened ? onLost(opened.index)(error) : undefined),
    });
    const extraction = new DocumentCache();
    let first: { index: SearchIndex; documents: readonly SearchDocument[]; stats: BuildStats };
    if (opened) {
      // The file's texts stand for the content it indexes, so the first delta reads again only
      // what it reached; this extraction renders no body, and keeps each entry's documents.
      extraction.seed(initial, opened.texts, opened.documents);
      first = { ...opened, documents: extraction.extract(initial, extractOptions(options)) };
    } else {
      // Each document's text is read as the build takes it, and its body let go once taken, so
      // the build never holds every body at once (the index keeps them, and readBody reads one again).
      // The build's garbage (bodies and texts already indexed) is collected as it goes.
      const budget = new GarbageBudget(FIRST_BUILD_GARBAGE_BYTES);
      const supply = takenOneByOne(extraction.plan(initial, extractOptions(options)), initial, () => budget.check());
      const fresh = await buildSearchIndex(supply, options, (error) => onLost(fresh.index)(error));
      const { documents } = supply;
      releaseBodies(documents);
      // The save reads the index out into memory: on top of the build's last garbage and the pages
      // it had grown to, that was a cold start's peak.
      await collectGarbage();
      first = { ...fresh, documents };
      const contents = { documents, texts: extraction.records(documents) };
      void indexFile?.save(initial.version, contents, fresh.index, { now: true });
    }
    const { index, documents, stats } = first;
    index.useTrust(options.trust);
    const service = new SearchService(index, initial, documents, options, extraction);
    built.service = service;
    if (!opened) service.logStats(initial.version, stats);
    service.unsubscribe = store.subscribe((snapshot) => {
      // After the swap has returned: extracting documents holds the thread, and the new snapshot
      // should serve the requests already waiting before the index catches up with it.
      setImmediate(() => void service.rebuild(snapshot));
    });
    return service;
  }

  /** Snapshot version the index in use was built from. */
  get version(): string {
    return this.indexedVersion;
  }

  get documentCount(): number {
    return this.index.size;
  }

  async search(query: SearchQuery): Promise<SearchOutcome> {
    const snapshot = this.snapshot;
    const outcome = await this.index.search(query);
    const language = query.language ?? 'en';
    if (language === 'en' || outcome.facets.platform.length === 0) return outcome;
    const platform = localizedPlatformFacet(outcome.facets.platform, language, this.japaneseNames(snapshot));
    return { ...outcome, facets: { ...outcome.facets, platform } };
  }

  /** The Japanese product names of `snapshot`, read once per snapshot. */
  private japaneseNames(snapshot: ContentSnapshot): ReadonlyMap<string, string> {
    if (this.productNames?.version !== snapshot.version) {
      this.productNames = { version: snapshot.version, names: japaneseProductNames(snapshot) };
    }
    return this.productNames.names;
  }

  suggest(...args: Parameters<SearchIndex['suggest']>): ReturnType<SearchIndex['suggest']> {
    return this.index.suggest(...args);
  }

  holdsScope(...args: Parameters<SearchIndex['holdsScope']>): boolean {
    return this.index.holdsScope(...args);
  }

  /** Data Center versions of a product (by key), newest first. */
  versions(product: string): string[] {
    return this.versionsByProduct.get(product) ?? [];
  }

  /** Body passages of results (by content ari), split at headings, read from the indexed snapshot. */
  passages(ids: readonly string[], language: 'en' | 'ja' = 'en'): ResultPassages[] {
    return ids.flatMap((id) => resultPassages(this.snapshot, id, language) ?? []);
  }

  /**
   * Index `snapshot`, in place when few documents changed, else by a rebuild. Snapshots arriving
   * meanwhile are coalesced: only the newest is indexed next. Resolves when the index in use is at least as new as `snapshot`; a failed build is
   * logged and leaves the old index serving.
   */
  rebuild(snapshot: ContentSnapshot): Promise<void> {
    this.pending = snapshot;
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  close(): void {
    this.closed = true;
    this.pending = undefined;
    this.options.indexFile?.cancel();
    this.unsubscribe?.();
    this.building?.close();
    this.index.close();
  }

  private async drain(): Promise<void> {
    while (this.pending && !this.closed) {
      const snapshot = this.pending;
      this.pending = undefined;
      if (snapshot.version === this.indexedVersion && !this.repairing) continue;
      let documents: SearchDocument[];
      try {
        documents = this.extraction.extract(snapshot, extractOptions(this.options));
      } catch (error) {
        this.logger.error({ err: error, snapshotVersion: snapshot.version }, 'Search index rebuild failed');
        continue;
      }
      if (!this.repairing && (await this.updateInPlace(snapshot, documents))) continue;
      // Closed while the update was tried: no new index (nor its shard file in DATA_DIR) is begun.
      if (this.closed) return;
      this.repairing = false;
      this.building = new SearchIndex();
      const next = this.building;
      next.useTrust(this.options.trust);
      try {
        // A rebuild indexes every body, so those of the documents kept without them are read again.
        const bodies = withBodies(snapshot, documents);
        const stats = await buildInto(next, bodies, this.options, (error) => this.lost(next, error));
        releaseBodies(bodies);
        this.building = undefined;
        if (this.closed) {
          next.close();
          return;
        }
        const previous = this.index;
        this.index = next;
        this.indexedVersion = snapshot.version;
        this.snapshot = snapshot;
        this.documents = documents;
        this.documentsById = byId(documents);
        this.versionsByProduct = productVersions(documents);
        previous.retire();
        this.logStats(snapshot.version, stats);
        this.save(next, true);
      } catch (error) {
        releaseBodies(documents);
        this.building = undefined;
        next.close();
        if (this.closed) return;
        this.logger.error({ err: error, snapshotVersion: snapshot.version }, 'Search index rebuild failed');
      }
    }
  }

  /**
   * Apply the documents that differ from the index's to it in place (server/search/index-change.ts)
   * and save the index file; false when the delta is too large for that or the update failed, so the
   * caller rebuilds. The index keeps its documents without bodies: the rows a delta replaces are
   * read again from the snapshot indexed, the new ones from `snapshot`.
   */
  private async updateInPlace(snapshot: ContentSnapshot, documents: readonly SearchDocument[]): Promise<boolean> {
    if (!this.index.updatable) return false;
    const change = documentChange(this.documents, documents, this.documentsById);
    const changed = change.upserts.length + change.removals.length;
    if (changed > Math.max(1, documents.length * MAX_UPDATE_SHARE)) return false;
    const index = this.index;
    try {
      // A delta whose documents all extract as before (an asset or a linked entry changed nothing
      // that is indexed) leaves the index as it is: only the snapshot it reads passages from moves on.
      const unchanged = changed === 0 && !change.reordered;
      const stats = unchanged
        ? undefined
        : await index.update(change.upserts, change.removals, change.order, bodySource(this.snapshot, snapshot));
      releaseBodies(documents);
      this.indexedVersion = snapshot.version;
      this.snapshot = snapshot;
      this.documents = documents;
      for (const document of documents) {
        if (this.documentsById.get(document.id) !== document) this.documentsById.set(document.id, document);
      }
      for (const id of change.removals) this.documentsById.delete(id);
      if (!unchanged) this.versionsByProduct = productVersions(documents);
      this.logger.info(
        {
          snapshotVersion: snapshot.version,
          upserted: change.upserts.length,
          removed: change.removals.length,
          extracted: this.extraction.lastTextsRead,
          ...(stats ?? { documents: index.size, milliseconds: 0 }),
        },
        'Search index updated',
      );
      this.save(index);
      return true;
    } catch (error) {
      releaseBodies(documents);
      if (this.closed) return true;
      // A shard may hold part of the delta: the index is rebuilt from the snapshot.
      this.logger.error({ err: error, snapshotVersion: snapshot.version }, 'Search index update failed; rebuilding');
      return false;
    }
  }

  /** A worker of the index in use crashed: its searches fail, so the same snapshot is built again. */
  private lost(index: SearchIndex, error: Error): void {
    if (index !== this.index || this.closed) return;
    this.logger.error({ err: error, snapshotVersion: this.indexedVersion }, 'Search index lost a worker; rebuilding');
    this.repairing = true;
    void this.rebuild(this.snapshot);
  }

  /**
   * Save `index`, the one in use, with the documents and texts behind it: a rebuilt one at once, one
   * updated in place after the file's delay, which gathers a burst of deltas into one write.
   */
  private save(index: SearchIndex, now = false): void {
    if (this.options.trustFactors || !this.options.indexFile) return;
    const contents = { documents: this.documents, texts: this.extraction.records(this.documents) };
    void this.options.indexFile.save(this.indexedVersion, contents, index, { now });
  }

  private logStats(version: string, stats: BuildStats): void {
    this.logger.info({ snapshotVersion: version, ...stats }, 'Search index built');
  }
}

/**
 * Bodies of documents kept without them: those the index holds read from `indexed`, the snapshot
 * it was built or last updated from, new ones from `current`; each page's body read once.
 */
function bodySource(indexed: ContentSnapshot, current: ContentSnapshot): BodySource {
  const reader = (snapshot: ContentSnapshot) => {
    const read = new Map<string, string>();
    return (document: SearchDocument): string => {
      const key = `${document.entryId}\u0000${document.language}\u0000${document.bodyHash ?? ''}`;
      let body = read.get(key);
      if (body === undefined) {
        body = readBody(snapshot, document);
        read.set(key, body);
      }
      return body;
    };
  };
  return { indexed: reader(indexed), current: reader(current) };
}

/** `documents` each with its body, those kept without one read again from `snapshot` (in place). */
function withBodies(snapshot: ContentSnapshot, documents: readonly SearchDocument[]): readonly SearchDocument[] {
  const { current } = bodySource(snapshot, snapshot);
  for (const document of documents) document.body = current(document);
  return documents;
}

function byId(documents: readonly SearchDocument[]): Map<string, SearchDocument> {
  return new Map(documents.map((document) => [document.id, document]));
}

/** Fill `index` from `documents`: in worker threads when they are many, else in this thread. */
function buildInto(
  index: SearchIndex,
  documents: readonly SearchDocument[] | DocumentSupply,
  options: SearchServiceOptions,
  onLost?: (error: Error) => void,
): Promise<BuildStats> {
  const threads = Math.min(MAX_SHARDS, options.threads ?? os.availableParallelism());
  const supply = supplyOf(documents);
  if (threads > 1 && supply.count >= (options.parallelFrom ?? PARALLEL_BUILD_FROM)) {
    return index.buildInWorkers(supply.all(), { shards: threads, ...(onLost ? { onLost } : {}) });
  }
  // With a DATA_DIR, the shard is made on disk there, as a reopened one is: SQLite reads its pages on demand.
  return index.buildInBatches(supply, options.batchSize, options.indexFile?.shardCopyPath(0));
}

/** A new index of `documents`, built the way the service builds one. */
export async function buildSearchIndex(
  documents: readonly SearchDocument[] | DocumentSupply,
  options: SearchServiceOptions,
  onLost?: (error: Error) => void,
): Promise<{ index: SearchIndex; stats: BuildStats }> {
  const index = new SearchIndex();
  index.useTrust(options.trust);
  try {
    return { index, stats: await buildInto(index, documents, options, onLost) };
  } catch (error) {
    index.close();
    throw error;
  }
}
