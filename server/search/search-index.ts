/**
 * The search index: per-document metadata in typed arrays, and the text in one or more SQLite
 * shards (server/search/shard.ts), built once per content snapshot and then read, or changed in
 * place by a content delta (`update`, docs/adr/029).
 *
 * Building is server/search/index-build.ts (one shard in this thread, or several filled at once in
 * worker threads, docs/adr/006-sharded-search-index.md); answering queries is
 * server/search/index-query.ts. This class holds the built parts and their life: built once,
 * searched by many, updated with searches held back, closed or retired when a newer index replaces it.
 */
import type { SearchDocument, SearchLanguage } from './documents';
import type { BodySource, IndexParts, SavedShard } from './index-build';
import { CLOSED_DURING_BUILD, IndexBuild, updateParts } from './index-build';
import { runSearch } from './index-query';
import { LocalShard } from './shard';
import type { WorkerEntry } from './shard-workers';
import type { BuildStats, DocumentSupply, ParallelBuildOptions, SearchOutcome, SearchQuery } from './search-types';
import { supplyOf } from './search-types';
import type { HeadingSuggestion, TitleSuggestion } from './suggestion-table';
import type { SuggestionScope } from '../../shared/search/suggestions';
import type { TrustBoost } from './trust-boost';

export { COLUMN_WEIGHTS } from './shard';
export { markHighlights } from './index-query';
export { FULL_RANKING_LIMIT, MAX_COMPLETIONS, MAX_FROM, MAX_SIZE, MIN_RESULTS_BEFORE_CORRECTION } from './search-types';
export type {
  BuildStats,
  ContentTypeFacet,
  ParallelBuildOptions,
  PlatformFacet,
  ProductFilter,
  SearchHit,
  SearchOutcome,
  SearchQuery,
  SortBy,
} from './search-types';

export class SearchIndex {
  private parts: IndexParts | undefined;
  /** Searches under way: a retired index closes when the last one ends. */
  private active = 0;
  private retiring = false;
  private building = false;
  private closed = false;
  /** Stops a build in worker threads when the index is closed during it. */
  private readonly closing = new AbortController();
  /** Live trust factors for results and the ranking boost (server/search/trust-boost.ts); none: bm25 alone. */
  private trust: TrustBoost | undefined;
  private updates = 0;
  /** Set while a delta is applied: searches wait for it, so none sees half of one. */
  private gate: Promise<void> | undefined;
  /** Called when the last search under way ends while a delta waits to be applied. */
  private drained: (() => void) | undefined;

  get size(): number {
    return this.parts?.table.count ?? 0;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Shards the text is split over. */
  get shardCount(): number {
    return this.parts?.shards.length ?? 0;
  }

  /** True when the shards are held by worker threads. */
  get inWorkers(): boolean {
    return (this.parts?.shards ?? []).some((shard) => !(shard instanceof LocalShard));
  }

  /** Bytes of SQLite pages the index holds. */
  get databaseBytes(): number {
    return (this.parts?.shards ?? []).reduce((sum, shard) => sum + shard.bytes, 0);
  }

  /** Reads results' trust factors from `trust` and boosts the bm25 order by them. */
  useTrust(trust: TrustBoost | undefined): void {
    this.trust = trust;
  }

  /** Index every document in one transaction, in this thread. An index is built once. */
  build(documents: Iterable<SearchDocument>): BuildStats {
    const started = this.begin();
    try {
      return this.finish(started, new IndexBuild().local(documents));
    } finally {
      this.building = false;
    }
  }

  /**
   * The same build, yielding to the event loop between batches so requests keep being served
   * (by the index in use) while a replacement is built. With `shardFile`, the shard is made in a new
   * database at that path, read from disk on demand once built, and removed when the index closes;
   * if that file cannot be made or written, in memory.
   */
  async buildInBatches(
    documents: readonly SearchDocument[] | DocumentSupply,
    batchSize = 500,
    shardFile?: string,
  ): Promise<BuildStats> {
    const supply = supplyOf(documents);
    const started = this.begin();
    const closed = () => this.closed;
    try {
      let parts: IndexParts;
      try {
        parts = await new IndexBuild(shardFile).localInBatches(supply.take(), batchSize, closed);
      } catch (error) {
        // A shard the disk cannot take (a full disk) is built again in memory, as without a file.
        if (shardFile === undefined || this.closed) throw error;
        parts = await new IndexBuild().localInBatches(supply.take(), batchSize, closed);
      }
      return this.finish(started, parts);
    } finally {
      this.building = false;
    }
  }

  /**
   * The build split over `options.shards` shards (document n goes to shard n mod shards), each
   * filled in its own worker thread while this thread stays free to serve requests.
   */
  async buildInWorkers(documents: readonly SearchDocument[], options: ParallelBuildOptions): Promise<BuildStats> {
    const started = this.begin();
    const stop = (): void => this.closing.abort();
    options.signal?.addEventListener('abort', stop, { once: true });
    try {
      const parts = await new IndexBuild().inWorkers(documents, options, this.closing.signal);
      if (this.closed) {
        for (const shard of parts.shards) shard.close();
        throw new Error(CLOSED_DURING_BUILD);
      }
      return this.finish(started, parts);
    } catch (error) {
      if (this.closed) throw new Error(CLOSED_DURING_BUILD);
      throw error;
    } finally {
      this.building = false;
      options.signal?.removeEventListener('abort', stop);
    }
  }

  /**
   * Fill the index from a saved one (server/search/index-file.ts) instead of building it: the
   * documents in content order, each one's rowid and the highest rowid given, and the shards' bytes
   * (or the paths of working copies of them on disk, opened from there).
   */
  async restore(
    documents: readonly SearchDocument[],
    layout: { rowids: readonly number[]; lastRowid: number },
    saved: readonly SavedShard[],
    options: { inWorkers: boolean; worker?: WorkerEntry; onLost?: (error: Error) => void },
  ): Promise<BuildStats> {
    const started = this.begin();
    try {
      const parts = await new IndexBuild().restore(documents, layout, saved, options);
      if (this.closed) {
        for (const shard of parts.shards) shard.close();
        throw new Error(CLOSED_DURING_BUILD);
      }
      return this.finish(started, parts);
    } finally {
      this.building = false;
    }
  }

  /**
   * Each shard's database bytes, in shard order, for the index file. Read as a search is, never
   * during an update; compare `revision` before and after to know which state they hold.
   */
  async serializeShards(): Promise<Uint8Array[]> {
    if (!this.parts || this.closed) throw new Error('Only a built, open search index can be saved');
    while (this.gate) await this.gate;
    const parts = this.ready();
    this.active += 1;
    try {
      return await Promise.all(parts.shards.map((shard) => shard.serialize()));
    } finally {
      this.ended();
    }
  }

  /** Counts the updates begun: the index file saves shards only of the revision it was asked to. */
  get revision(): number {
    return this.updates;
  }

  /**
   * The rowid of each of `documents` (every document the index holds, in content order) and the
   * highest rowid given, as the index file lists them; undefined when the index does not hold
   * exactly these documents.
   */
  layoutOf(documents: readonly SearchDocument[]): { rowids: number[]; lastRowid: number } | undefined {
    const table = this.ready().table;
    if (documents.length !== table.count) return undefined;
    const rowids: number[] = [];
    for (const document of documents) {
      const rowid = table.rowids.get(document.id);
      if (rowid === undefined) return undefined;
      rowids.push(rowid);
    }
    return { rowids, lastRowid: table.lastRowid };
  }

  private begin(): number {
    if (this.building || this.parts) throw new Error('A search index is built once; build a new index instead');
    if (this.closed) throw new Error('The search index is closed');
    this.building = true;
    return performance.now();
  }

  private finish(started: number, parts: IndexParts): BuildStats {
    this.parts = parts;
    return this.stats(started);
  }

  private stats(started: number): BuildStats {
    const parts = this.parts!;
    return {
      documents: parts.table.count,
      milliseconds: performance.now() - started,
      vocabularyTerms: parts.corrector.size,
      shards: parts.shards.length,
    };
  }

  /** True when `update` can apply a delta: a built (or reopened), open index. */
  get updatable(): boolean {
    return !this.closed && this.parts !== undefined;
  }

  /**
   * Apply a content delta in place (docs/adr/029-delta-sync-cost.md, server/search/index-change.ts):
   * `upserts` are the new and changed documents, `removals` the ids of documents gone, `order` every
   * document id in content order afterwards. Searches arriving meanwhile wait and those under way
   * finish first, so a search sees the index wholly before or wholly after the delta. `bodies`
   * gives the bodies of documents kept without them. Throws when a shard fails or a body cannot be
   * read; the index may then hold part of the delta and must be rebuilt.
   */
  async update(
    upserts: readonly SearchDocument[],
    removals: readonly string[],
    order: readonly string[],
    bodies?: BodySource,
  ): Promise<BuildStats> {
    const parts = this.ready();
    if (this.gate) throw new Error('The search index is already being updated');
    let open = (): void => undefined;
    this.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.updates += 1;
    try {
      if (this.active > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      this.drained = undefined;
      if (this.closed) throw new Error('The search index is closed');
      const started = performance.now();
      await updateParts(parts, upserts, removals, order, bodies);
      return this.stats(started);
    } finally {
      this.gate = undefined;
      open();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.closing.abort();
    for (const shard of this.parts?.shards ?? []) shard.close();
  }

  /** Close once the searches under way have ended; new searches are still answered until then. */
  retire(): void {
    this.retiring = true;
    if (this.active === 0) this.close();
  }

  /** Page titles and body headings matching a query typed so far, from memory (server/search/suggestion-table.ts). */
  suggest(
    query: string,
    language: SearchLanguage,
    limits: { titles: number; headings: number },
    scope?: SuggestionScope,
  ): { titles: TitleSuggestion[]; headings: HeadingSuggestion[] } {
    return this.ready().suggestions.suggest(query, language, limits.titles, limits.headings, scope);
  }

  /** Whether the index holds pages in a suggestion scope: a product in a deployment, or a version of it. */
  holdsScope(scope: SuggestionScope): boolean {
    return this.ready().suggestions.holds(scope);
  }

  async search(request: SearchQuery): Promise<SearchOutcome> {
    this.ready();
    while (this.gate) await this.gate;
    const parts = this.ready();
    this.active += 1;
    try {
      return await runSearch(parts, request, this.trust);
    } finally {
      this.ended();
    }
  }

  /** A search or a save ended: a waiting update or a retirement may go ahead. */
  private ended(): void {
    this.active -= 1;
    if (this.active === 0) this.drained?.();
    if (this.retiring && this.active === 0) this.close();
  }

  private ready(): IndexParts {
    if (this.closed) throw new Error('The search index is closed');
    if (!this.parts) throw new Error('The search index is not built yet');
    return this.parts;
  }
}
