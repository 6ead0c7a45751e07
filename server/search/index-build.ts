/**
 * Building a search index's parts from documents: the document table (server/search/document-table.ts),
 * the suggestion table, and the text shards, filled in this thread (one shard) or in worker
 * threads (several, split round-robin by rowid; docs/adr/006-sharded-search-index.md). Querying
 * them is server/search/index-query.ts's; server/search/search-index.ts ties the two together.
 */
import { rmSync } from 'node:fs';

import type { SearchDocument } from './documents';
import { DocumentTable, type StoredDocument } from './document-table';
import type { DocumentText } from './shard-workers';
import type { WorkerEntry } from './shard-workers';
import { buildShardsInWorkers, mergeVocabularies, openShardsInWorkers } from './shard-workers';
import type { ShardReader, ShardRow } from './shard';
import { clean, LocalShard, SearchShard } from './shard';
import type { SpellingCorrector } from './spelling';
import type { VocabularyTerm } from './spelling';
import { applyVocabularyChange, correctorOf, planChange } from './index-change';
import type { SuggestionTable } from './suggestion-table';
import { pageKey, SuggestionTableBuilder } from './suggestion-table';
import type { ParallelBuildOptions } from './search-types';
import { camelCasePhrases } from './query';

/** A saved shard: its database bytes, or the path of a working copy of them on disk. */
export type SavedShard = Uint8Array<ArrayBuffer> | string;

/** Everything a built index queries. */
export interface IndexParts {
  shards: ShardReader[];
  table: DocumentTable;
  corrector: SpellingCorrector;
  suggestions: SuggestionTable;
  /** The spelling vocabulary's document counts, summed over the shards. */
  vocabulary: Map<string, number>;
}

/**
 * Where a delta finds the bodies of documents kept without them (server/search/document-cache.ts):
 * `indexed` for a document as the index holds it (read from the content it was indexed from),
 * `current` for a new or changed one (read from the new content). Documents carrying their body
 * need neither.
 */
export interface BodySource {
  indexed: (document: SearchDocument) => string;
  current: (document: SearchDocument) => string;
}

const ownBodies: BodySource = { indexed: (document) => document.body, current: (document) => document.body };

/** The message a build stopped by closing its index fails with. */
export const CLOSED_DURING_BUILD = 'The search index was closed while it was being built';

/** The names of a document's products, indexed with its body. */
export function productNames(document: SearchDocument): string {
  return [...new Set(document.products.map((product) => product.name))].join(' ');
}

/**
 * The weighted fields of a document beside its title and description, one item a line. The terms
 * end with the parts of the CamelCase names the page defines or is titled by ("type var" for
 * TypeVar), so those names are found by their parts as well as whole.
 */
export function fieldsOf(document: SearchDocument): { headings: string; terms: string } {
  const headings = (document.headings ?? []).map((heading) => heading.text);
  const terms = document.terms ?? [];
  const parts = camelCasePhrases([document.title, ...headings, ...terms].join('\n'));
  return {
    headings: clean(headings.join('\n')),
    terms: clean([...terms, ...parts].join('\n')),
  };
}

/** A build under way: the document table and suggestions fill as documents are remembered. */
export class IndexBuild {
  readonly table = new DocumentTable();
  private readonly suggestionBuilder = new SuggestionTableBuilder();

  /** `shardFile`: where a shard built in this thread is made on disk; in memory without it. */
  constructor(private readonly shardFile?: string) {}

  /** Keep what results, filters and suggestions need of a document; returns its rowid. */
  remember(document: SearchDocument): number {
    const rowid = this.table.remember(document);
    this.suggestionBuilder.add(document, rowid);
    return rowid;
  }

  /** A document's row for a shard, once remembered under `rowid`. */
  toRow(rowid: number, document: SearchDocument): ShardRow {
    const stored = this.table.documents[rowid]!;
    const names = productNames(document);
    return {
      rowid,
      title: stored.title,
      description: stored.description,
      text: names === '' ? document.body : `${document.body}\n${names}`,
      ...fieldsOf(document),
    };
  }

  /** Every document into one shard in this thread, in one transaction. */
  local(documents: Iterable<SearchDocument>): IndexParts {
    const shard = openShard(this.shardFile);
    const add = shard.adder();
    try {
      for (const document of documents) add(this.toRow(this.remember(document), document));
    } catch (error) {
      discard(shard);
      throw error;
    }
    return this.finishLocal(shard);
  }

  /**
   * The same build, yielding to the event loop between batches so requests keep being served
   * (by the index in use) while a replacement is built. `closed` stops it between batches.
   */
  async localInBatches(
    documents: Iterable<SearchDocument>,
    batchSize: number,
    closed: () => boolean,
  ): Promise<IndexParts> {
    const shard = openShard(this.shardFile);
    const add = shard.adder();
    const pause = async (): Promise<void> => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (closed()) throw new Error(CLOSED_DURING_BUILD);
    };
    try {
      let inBatch = 0;
      for (const document of documents) {
        add(this.toRow(this.remember(document), document));
        inBatch += 1;
        if (inBatch < batchSize) continue;
        inBatch = 0;
        await pause();
      }
      if (inBatch > 0) await pause();
    } catch (error) {
      discard(shard);
      throw error;
    }
    return this.finishLocal(shard);
  }

  /**
   * The build split over `options.shards` shards (document n goes to shard n mod shards), each
   * filled in its own worker thread while this thread stays free to serve requests. `closing`
   * stops the workers.
   */
  async inWorkers(
    documents: readonly SearchDocument[],
    options: ParallelBuildOptions,
    closing: AbortSignal,
  ): Promise<IndexParts> {
    const shardCount = Math.max(1, Math.min(Math.trunc(options.shards) || 1, documents.length));
    // The metadata first, in this thread: the rows sent to the workers carry its cleaned texts.
    for (const document of documents) this.remember(document);
    const stored = this.table.documents;
    const rowsOf = (shard: number): Iterable<DocumentText> => ({
      [Symbol.iterator]: function* (this: void) {
        for (let position = shard; position < documents.length; position += shardCount) {
          const document = documents[position]!;
          const { title, description } = stored[position + 1]!;
          yield {
            rowid: position + 1,
            title,
            description,
            body: document.body,
            productNames: productNames(document),
            ...fieldsOf(document),
          };
        }
      },
    });
    const built = await buildShardsInWorkers(
      Array.from({ length: shardCount }, (_, shard) => rowsOf(shard)),
      {
        signal: closing,
        ...(options.worker ? { entry: options.worker } : {}),
        ...(options.onLost ? { onLost: options.onLost } : {}),
      },
    );
    return this.finish(built.shards, built.vocabularies);
  }

  /**
   * The parts of a saved index (server/search/index-file.ts) instead of a build: the documents'
   * metadata in content order (bodies may be empty) with each one's rowid and the highest rowid
   * given (a removal leaves its rowid unused), and each shard's database bytes, opened in this
   * thread or, when `inWorkers`, one worker thread each as they were built; or, for a shard opened
   * in this thread, the path of a working copy of its bytes on disk, opened from there.
   */
  async restore(
    documents: readonly SearchDocument[],
    layout: { rowids: readonly number[]; lastRowid: number },
    saved: readonly SavedShard[],
    options: { inWorkers: boolean; worker?: WorkerEntry; onLost?: (error: Error) => void },
  ): Promise<IndexParts> {
    this.table.restore(documents, layout.rowids, layout.lastRowid);
    documents.forEach((document, position) => this.suggestionBuilder.add(document, layout.rowids[position]));
    const order = Int32Array.from(layout.rowids);
    if (options.inWorkers) {
      const bytes = saved.filter((shard) => typeof shard !== 'string');
      if (bytes.length !== saved.length)
        throw new Error('A search shard opened in a worker thread is read from its bytes');
      const opened = await openShardsInWorkers(bytes, {
        ...(options.worker ? { entry: options.worker } : {}),
        ...(options.onLost ? { onLost: options.onLost } : {}),
      });
      return this.finish(opened.shards, opened.vocabularies, order);
    }
    const shards: SearchShard[] = [];
    try {
      for (const shard of saved)
        shards.push(typeof shard === 'string' ? SearchShard.openFile(shard) : SearchShard.open(shard));
    } catch (error) {
      for (const shard of shards) shard.close();
      for (const shard of saved.slice(shards.length + 1)) if (typeof shard === 'string') rmSync(shard, { force: true });
      throw error;
    }
    return this.finish(
      shards.map((shard) => new LocalShard(shard)),
      shards.map((shard) => shard.vocabulary()),
      order,
    );
  }

  private finishLocal(shard: SearchShard): IndexParts {
    const vocabulary = shard.finish();
    return this.finish([new LocalShard(shard)], [vocabulary]);
  }

  /**
   * The per-document arrays, the spelling corrector and the suggestions, once the shards are filled;
   * `order` is the rowids in content order when they are not 1, 2, ...
   */
  private finish(shards: ShardReader[], vocabularies: VocabularyTerm[][], order?: Int32Array): IndexParts {
    if (order) this.table.arrange(order);
    else this.table.seal();
    const vocabulary = new Map(mergeVocabularies(vocabularies).map(({ term, documents }) => [term, documents]));
    return {
      shards,
      table: this.table,
      corrector: correctorOf(vocabulary),
      suggestions: this.suggestionBuilder.build(this.table.docPosition),
      vocabulary,
    };
  }
}

/**
 * Apply a content delta to built parts in place (server/search/index-change.ts): `upserts` are the
 * new and changed documents, `removals` the ids of documents gone, `order` every document id in
 * content order afterwards. Changed documents keep their rowids, new ones take the next; each
 * shard replaces its rows, and the vocabulary, corrector and suggestions follow. The caller keeps
 * searches out meanwhile. Throws when a shard fails; the parts may then hold part of the delta.
 */
export async function updateParts(
  parts: IndexParts,
  upserts: readonly SearchDocument[],
  removals: readonly string[],
  order: readonly string[],
  bodies: BodySource = ownBodies,
): Promise<void> {
  const { table } = parts;
  // The pages (entry and language) whose suggestions change: those of every document the delta touches.
  const pages = new Set(upserts.map(pageKey));
  for (const id of removals) {
    const rowid = table.rowids.get(id);
    const removed = rowid === undefined ? undefined : table.sources[rowid];
    if (removed) pages.add(pageKey(removed));
  }
  // What results and filters held of each changed document before, to tell whether the arrays change.
  const before = new Map<number, StoredDocument>();
  for (const document of upserts) {
    const rowid = table.rowids.get(document.id);
    if (rowid !== undefined) before.set(rowid, table.documents[rowid]!);
  }
  const lastRowid = table.lastRowid;
  const plan = planChange(parts.shards.length, upserts, removals, {
    rowidOf: (id) => table.rowids.get(id),
    sourceOf: (rowid) => table.sources[rowid],
    nextRowid: () => table.lastRowid + 1,
    place: (rowid, document) => table.place(rowid, document),
    drop: (rowid, id) => table.drop(rowid, id),
    textOf: (rowid, document) => rowText(rowid, document, bodies.current(document)),
    indexedTextOf: (rowid, document) => rowText(rowid, document, bodies.indexed(document)),
  });
  const changes = await Promise.all(
    parts.shards.map((shard, k) =>
      plan.removed[k]!.length + plan.added[k]!.length === 0
        ? Promise.resolve([])
        : shard.change(plan.removed[k]!, plan.added[k]!),
    ),
  );
  const vocabularyChange = changes.flat();
  // The corrector sorts the whole vocabulary: a delta whose words are all counted as before keeps it.
  if (vocabularyChange.length > 0) {
    applyVocabularyChange(parts.vocabulary, vocabularyChange);
    parts.corrector = correctorOf(parts.vocabulary);
  }
  // The per-document arrays are remade only when the delta moved, added or removed a document or
  // changed what they hold of one (type, language, date, products): a changed text leaves them be.
  const arranged =
    removals.length === 0 &&
    table.lastRowid === lastRowid &&
    [...before].every(([rowid, old]) => sameArrayValues(old, table.documents[rowid]!)) &&
    inPositions(table, order);
  if (!arranged) {
    table.arrange(Int32Array.from(order, (id) => table.rowids.get(id) ?? 0).filter((rowid) => rowid > 0));
  }
  const entryIds = new Set(upserts.map((document) => document.entryId));
  for (const key of pages) entryIds.add(key.slice(0, key.lastIndexOf('\u0000')));
  const changed = new SuggestionTableBuilder();
  for (const id of order) {
    const rowid = table.rowids.get(id);
    const document = rowid === undefined ? undefined : table.sources[rowid];
    if (document && entryIds.has(document.entryId) && pages.has(pageKey(document))) changed.add(document, rowid);
  }
  parts.suggestions = parts.suggestions.update(pages, changed.pages(), table.docPosition);
}

/** Whether two stored documents give the per-document arrays the same values (`DocumentTable.arrange`). */
function sameArrayValues(a: StoredDocument, b: StoredDocument): boolean {
  return (
    a.type === b.type &&
    a.language === b.language &&
    a.published === b.published &&
    a.products.length === b.products.length &&
    a.products.every(
      (product, index) =>
        product.platform === b.products[index]!.platform &&
        product.key === b.products[index]!.key &&
        product.name === b.products[index]!.name,
    )
  );
}

/** Whether the documents of `order` hold the content positions the table's arrays were made with. */
function inPositions(table: DocumentTable, order: readonly string[]): boolean {
  if (order.length !== table.count) return false;
  for (let position = 0; position < order.length; position += 1) {
    const rowid = table.rowids.get(order[position]!);
    if (rowid === undefined || table.docPosition[rowid] !== position) return false;
  }
  return true;
}

/** A document's row for a shard, with its body. */
function rowText(rowid: number, document: SearchDocument, body: string): DocumentText {
  return {
    rowid,
    title: clean(document.title),
    description: clean(document.description),
    body,
    productNames: productNames(document),
    ...fieldsOf(document),
  };
}

function openShard(file: string | undefined): SearchShard {
  const shard = SearchShard.create(file);
  shard.begin();
  return shard;
}

function discard(shard: SearchShard): void {
  try {
    shard.abandon();
  } finally {
    shard.close();
  }
}
