/**
 * How a content delta is applied to a built search index in place (docs/adr/029): which rows each
 * shard deletes and inserts, and the spelling vocabulary's new document counts. A changed document
 * keeps its rowid, so it stays in its shard; a new one takes the next rowid, which places it in the
 * shard a full build's round-robin split would (rowid - 1 mod shards), as highlights expect.
 */
import type { SearchDocument } from './documents';
import type { DocumentText } from './shard-workers';
import { SpellingCorrector, type VocabularyTerm } from './spelling';

/** What planning reads and writes of the index. */
export interface IndexRows {
  rowidOf(id: string): number | undefined;
  /** The document a rowid holds now, as it was indexed. */
  sourceOf(rowid: number): SearchDocument | undefined;
  /** The rowid a new document takes. */
  nextRowid(): number;
  /** Keep `document` at `rowid` (the next rowid appends). */
  place(rowid: number, document: SearchDocument): void;
  /** Forget the document at `rowid`. */
  drop(rowid: number, id: string): void;
  /** A document's row as its shard indexes it. */
  textOf(rowid: number, document: SearchDocument): DocumentText;
}

/** Per shard: the rows to delete (as they were indexed) and the rows to insert. */
export interface ChangePlan {
  removed: DocumentText[][];
  added: DocumentText[][];
}

/** Plan the rows of a delta, recording the new documents in the index as it goes. */
export function planChange(
  shardCount: number,
  upserts: readonly SearchDocument[],
  removals: readonly string[],
  rows: IndexRows,
): ChangePlan {
  const plan: ChangePlan = {
    removed: Array.from({ length: shardCount }, () => []),
    added: Array.from({ length: shardCount }, () => []),
  };
  const shardOf = (rowid: number) => (rowid - 1) % shardCount;
  const unindex = (rowid: number): void => {
    const old = rows.sourceOf(rowid);
    if (old) plan.removed[shardOf(rowid)]!.push(rows.textOf(rowid, old));
  };
  for (const id of removals) {
    const rowid = rows.rowidOf(id);
    if (rowid === undefined) continue;
    unindex(rowid);
    rows.drop(rowid, id);
  }
  for (const document of upserts) {
    let rowid = rows.rowidOf(document.id);
    if (rowid === undefined) rowid = rows.nextRowid();
    else unindex(rowid);
    rows.place(rowid, document);
    plan.added[shardOf(rowid)]!.push(rows.textOf(rowid, document));
  }
  return plan;
}

/** Add the shards' changes of document counts to `counts`, dropping words no document holds. */
export function applyVocabularyChange(counts: Map<string, number>, changes: readonly VocabularyTerm[]): void {
  for (const { term, documents } of changes) {
    const count = (counts.get(term) ?? 0) + documents;
    if (count > 0) counts.set(term, count);
    else counts.delete(term);
  }
}

/**
 * The corrector of a vocabulary, its words in code-unit order: among words held by as many
 * documents, the one it prefers then depends on the words alone, not on the order they were counted.
 */
export function correctorOf(counts: ReadonlyMap<string, number>): SpellingCorrector {
  const terms = Array.from(counts, ([term, documents]) => ({ term, documents }));
  terms.sort((x, y) => (x.term < y.term ? -1 : x.term > y.term ? 1 : 0));
  return new SpellingCorrector(terms);
}

/** What changed between two extractions of the documents: by id, compared by value. */
export interface DocumentChange {
  upserts: SearchDocument[];
  removals: string[];
  /** Every document id of `next`, in its order. */
  order: string[];
}

/** The documents of `next` that are new or differ from `previous`, and the ids `next` no longer has. */
export function documentChange(previous: readonly SearchDocument[], next: readonly SearchDocument[]): DocumentChange {
  const before = new Map(previous.map((document) => [document.id, document]));
  const upserts: SearchDocument[] = [];
  const order: string[] = [];
  for (const document of next) {
    order.push(document.id);
    const old = before.get(document.id);
    before.delete(document.id);
    if (old !== document && (!old || !sameDocument(old, document))) upserts.push(document);
  }
  return { upserts, removals: [...before.keys()], order };
}

function sameDocument(a: SearchDocument, b: SearchDocument): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.body === b.body &&
    a.url === b.url &&
    a.contentAri === b.contentAri &&
    a.entryId === b.entryId &&
    a.contentType === b.contentType &&
    a.language === b.language &&
    a.deployment === b.deployment &&
    a.lastPublishedAt === b.lastPublishedAt &&
    JSON.stringify([a.products, a.trustFactors, a.headings]) ===
      JSON.stringify([b.products, b.trustFactors, b.headings])
  );
}
