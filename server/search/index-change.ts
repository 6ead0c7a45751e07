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
  /** A new or changed document's row as its shard will index it. */
  textOf(rowid: number, document: SearchDocument): DocumentText;
  /**
   * The row a shard holds for `document` (the one at `rowid` now), to delete it by: its body may
   * have to be read again, the index keeping documents without bodies.
   */
  indexedTextOf?(rowid: number, document: SearchDocument): DocumentText;
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
    if (old) plan.removed[shardOf(rowid)]!.push((rows.indexedTextOf ?? rows.textOf)(rowid, old));
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
    else {
      const old = rows.sourceOf(rowid);
      // A change its shard row does not show (url, date, trust, versions) keeps the row, and reads no body.
      if (old && sameRow(old, document)) {
        rows.place(rowid, document);
        continue;
      }
      unindex(rowid);
    }
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
  /** False when `next` holds the same ids as `previous` in the same order. */
  reordered: boolean;
}

/**
 * The documents of `next` that are new or differ from `previous`, and the ids `next` no longer has.
 * `previousById` is `previous` by id, when the caller keeps it; a document at the same place as
 * before, as the same object, is taken as unchanged without a look-up.
 */
export function documentChange(
  previous: readonly SearchDocument[],
  next: readonly SearchDocument[],
  previousById: ReadonlyMap<string, SearchDocument> = new Map(previous.map((document) => [document.id, document])),
): DocumentChange {
  const upserts: SearchDocument[] = [];
  const order: string[] = [];
  let reordered = previous.length !== next.length;
  let matched = 0;
  for (const document of next) {
    const position = order.length;
    order.push(document.id);
    if (previous[position] === document) {
      matched += 1;
      continue;
    }
    if (!reordered && previous[position]!.id !== document.id) reordered = true;
    const old = previousById.get(document.id);
    if (old) matched += 1;
    if (old !== document && (!old || !sameDocument(old, document))) upserts.push(document);
  }
  let removals: string[] = [];
  if (matched !== previous.length) {
    const kept = new Set(order);
    removals = previous.filter((document) => !kept.has(document.id)).map((document) => document.id);
  }
  return { upserts, removals, order, reordered };
}

/** Equal bodies: by hash when both documents have one (the cache keeps documents without bodies). */
function sameBody(a: SearchDocument, b: SearchDocument): boolean {
  if (a.bodyHash !== undefined && b.bodyHash !== undefined) return a.bodyHash === b.bodyHash;
  return a.body === b.body;
}

/** The product names a shard row indexes with the body (`productNames` of server/search/index-build.ts). */
function namesOf(document: SearchDocument): string {
  return [...new Set(document.products.map((product) => product.name))].join(' ');
}

/** True when the two documents give the same shard row: title, description, body, product names, headings, terms. */
export function sameRow(a: SearchDocument, b: SearchDocument): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    sameBody(a, b) &&
    namesOf(a) === namesOf(b) &&
    sameJson(a.headings, b.headings) &&
    sameJson(a.terms, b.terms)
  );
}

function sameDocument(a: SearchDocument, b: SearchDocument): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    sameBody(a, b) &&
    a.url === b.url &&
    a.contentAri === b.contentAri &&
    a.entryId === b.entryId &&
    a.contentType === b.contentType &&
    a.language === b.language &&
    a.deployment === b.deployment &&
    a.lastPublishedAt === b.lastPublishedAt &&
    a.trustFactors.helpfulCount === b.trustFactors.helpfulCount &&
    a.trustFactors.numViews === b.trustFactors.numViews &&
    sameJson(a.products, b.products) &&
    sameJson(a.headings, b.headings) &&
    sameJson(a.terms, b.terms)
  );
}

/** Equal as JSON; a kept text shares its arrays between extractions, so most compare by identity. */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
