/**
 * One shard of the search index: an SQLite database with the FTS5 table for text. A shard is filled
 * once, in the thread that builds it, and then read, or changed in place by a content delta
 * (`change`, server/search/shard-change.ts), in that same thread: a shard built in a worker thread
 * is queried and changed there (server/search/shard-workers.ts).
 *
 * Text: `fts(title, description, body)` with the porter stemmer, ranked by bm25 with title far
 * above description above body. It is an external-content table over `docs`, which stores title
 * and description (for highlights) but not the body: body text is indexed, never kept, so the index
 * stays well under three times the raw text.
 *
 * The spelling vocabulary (words as written, not stemmed, with how many documents hold them) is
 * counted by a second, position-free and contentless FTS5 table while the shard is filled; `finish`
 * reads it out for the spelling corrector.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import { FTS_COLUMNS, SHARD_SCHEMA } from './shard-schema';
import { storedText } from './cjk-text';
import { changeShardRows, ftsValues, indexedRow, shardRowOf } from './shard-change';
import type { DocumentText } from './shard-workers';
import type { VocabularyTerm } from './spelling';

export { COLUMN_WEIGHTS } from './shard-schema';

/**
 * Only the opening of each body (this many UTF-8 bytes, about a paragraph) feeds the spelling
 * vocabulary; titles and descriptions go in whole. Words people search for are in titles and
 * descriptions; the vocabulary's cost grows with every body byte it reads.
 */
export const VOCABULARY_BODY_BYTES = 500;
/**
 * SQLite's page cache of a shard opened from a file on disk, in KiB. The pages a search reads
 * again mostly stay in the operating system's file cache, which is not the process's memory; this
 * cache only spares the reads of the hottest pages (the FTS5 structure record, the b-tree roots).
 */
export const FILE_SHARD_CACHE_KIB = 8 * 1024;
/** A document as a shard indexes it. Title and description are already cleaned of control marks. */
export interface ShardRow {
  rowid: number;
  title: string;
  description: string;
  /**
   * The body followed by the product names (so "jira permissions" finds Jira pages about
   * permissions), as a string or as UTF-8 bytes (as it arrives from another thread). Never stored.
   */
  text: string | Uint8Array;
  /** The body's headings and its defined terms (server/search/html-text.ts), one a line. */
  headings: string;
  terms: string;
}

/** The opening of a text for the spelling vocabulary, cut at a character boundary. */
export function openingOf(text: string | Uint8Array): string | Uint8Array {
  if (typeof text === 'string') return text.slice(0, VOCABULARY_BODY_BYTES);
  if (text.length <= VOCABULARY_BODY_BYTES) return text;
  let end = VOCABULARY_BODY_BYTES;
  while (end > 0 && (text[end]! & 0xc0) === 0x80) end -= 1;
  return text.subarray(0, end);
}

/** A row of a ranked read: rowid, bm25 rank (lower is better) and the highlighted description. */
type RankedRow = [rowid: number, rank: number, highlighted: string | null];

/** A row of a page: a ranked row and the pass that found it (a tier, or the whole match last). */
export type PagedRow = [rowid: number, rank: number, highlighted: string | null, pass: number];

/** Highlight markers: private characters, escaped and replaced by mark tags in results. */
export const MARK_OPEN = '\u0002';
export const MARK_CLOSE = '\u0003';

/** What a page of ranked rows is asked with. */
export interface RankRequest {
  match: string;
  /** Narrower expressions whose rows come first, tier by tier; the rest of `match` follows. */
  tiers?: readonly string[];
  limit: number;
  /** Read each row's description highlighted. */
  highlight: boolean;
  /** Rows to keep, by rowid (1 keeps); every row when absent. */
  accepted?: Uint8Array;
}

/**
 * A shard as the index queries it, in this thread or in a worker thread, so every answer is a
 * promise: the shards of an index answer at the same time.
 */
export interface ShardReader {
  /** Bytes of SQLite pages the shard holds. */
  readonly bytes: number;
  matching(match: string): Promise<Int32Array>;
  rankedPage(request: RankRequest): Promise<PagedRow[]>;
  highlights(match: string, rowids: readonly number[]): Promise<(string | null)[]>;
  /** The built database's bytes, for the index file (server/search/index-file.ts). */
  serialize(): Promise<Uint8Array>;
  /** Replace rows in place; resolves with the change of the spelling vocabulary's counts. */
  change(removed: readonly DocumentText[], added: readonly DocumentText[]): Promise<VocabularyTerm[]>;
  close(): void;
}

// eslint-disable-next-line no-control-regex -- the highlight markers and the CJK separator are control characters on purpose
const CONTROL_MARKS = /[\u0001\u0002\u0003]/g;

/**
 * Text with the private highlight markers and the index's CJK separator (server/search/cjk-text.ts)
 * replaced, so stored text never forges a highlight and loses no character when the separators are
 * taken out of a highlighted description.
 */
export function clean(text: string): string {
  return text.replace(CONTROL_MARKS, ' ');
}

interface HighlightParameters {
  open: string;
  close: string;
  match: string;
  rowid: number;
}

interface Statements {
  matching: Database.Statement<[string], string | null>;
  ranked: Database.Statement<[string], RankedRow>;
  rankedWithHighlight: Database.Statement<[string, string, string], RankedRow>;
  highlight: Database.Statement<[HighlightParameters], string | null>;
}

export class SearchShard {
  private statements: Statements | undefined;
  private filling = false;
  private closed = false;

  private constructor(
    private readonly db: Database.Database,
    /** The working copy on disk the shard was opened from, removed when it closes. */
    private readonly file?: string,
  ) {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('temp_store = MEMORY');
    if (file !== undefined) db.pragma(`cache_size = -${FILE_SHARD_CACHE_KIB}`);
  }

  /**
   * An empty shard, ready to be filled with `add` between `begin` and `finish`: in memory, or in a
   * new database at `file` (replacing any file there), which the shard owns and removes when it
   * closes, so its pages are read from disk on demand once it is built. When no file can be made
   * there, the shard is made in memory.
   */
  static create(file?: string): SearchShard {
    const onDisk = file === undefined ? undefined : newDatabaseFile(file);
    const shard = onDisk ? new SearchShard(onDisk, file) : new SearchShard(new Database(':memory:'));
    try {
      shard.db.exec(SHARD_SCHEMA);
    } catch (error) {
      shard.close();
      throw error;
    }
    return shard;
  }

  /**
   * A built shard reopened from the bytes `serialize` gave (server/search/index-file.ts). Throws
   * when the bytes are not a database of this shard's schema, so a file from other code is rebuilt.
   */
  static open(bytes: Uint8Array): SearchShard {
    return SearchShard.checked(
      new SearchShard(new Database(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))),
    );
  }

  /**
   * A built shard opened from a working copy of its saved bytes on disk (server/search/index-file.ts),
   * so its pages are read on demand instead of held in memory. The shard owns the file from then on:
   * it changes it in place on a delta and removes it when it closes, or when the schema check fails.
   */
  static openFile(file: string): SearchShard {
    let db: Database.Database;
    try {
      db = new Database(file, { fileMustExist: true });
    } catch (error) {
      rmSync(file, { force: true });
      throw error;
    }
    return SearchShard.checked(new SearchShard(db, file));
  }

  /** `shard`, prepared, when its schema is a new shard's; else closed, and an error thrown. */
  private static checked(shard: SearchShard): SearchShard {
    try {
      if (schemaOf(shard.db) !== SearchShard.emptySchema())
        throw new Error('the saved search shard has another schema');
      shard.prepare();
    } catch (error) {
      shard.close();
      throw error;
    }
    return shard;
  }

  begin(): void {
    if (this.filling || this.statements) throw new Error('A search shard is filled once');
    this.filling = true;
    this.db.exec('BEGIN');
  }

  /** Insert documents; call between `begin` and `finish`. */
  adder(): (row: ShardRow) => void {
    const insertDoc = this.db.prepare('INSERT INTO docs (rowid, title, description) VALUES (?, ?, ?)');
    const insertText = this.db.prepare(
      `INSERT INTO fts (rowid, ${FTS_COLUMNS.join(', ')}) VALUES (?${', ?'.repeat(FTS_COLUMNS.length)})`,
    );
    const insertSpelling = this.db.prepare('INSERT INTO spelling_source (rowid, head, opening) VALUES (?, ?, ?)');
    // Bytes are bound as blobs, which FTS5 reads as UTF-8 text: no string is made of them.
    return (row) => {
      if (!this.filling) throw new Error('The search shard is not being filled');
      const { rowid, title, description, text } = row;
      // CJK letters as bigrams in the index, alone in the stored title and description (server/search/cjk-text.ts).
      insertDoc.run(rowid, storedText(title), storedText(description));
      insertText.run(rowid, ...ftsValues(indexedRow(row)));
      insertSpelling.run(rowid, `${title}\n${description}`, openingOf(text));
    };
  }

  /** Undo an unfinished fill. */
  abandon(): void {
    if (this.filling && !this.closed) this.db.exec('ROLLBACK');
    this.filling = false;
  }

  /**
   * Commit and hand out the spelling vocabulary. The segments FTS5 merged while filling are left
   * as they are: merging them into one ('optimize') costs a tenth of the build and queries measure
   * no faster for it.
   */
  finish(): VocabularyTerm[] {
    if (!this.filling) throw new Error('The search shard is not being filled');
    this.db.exec('COMMIT');
    this.filling = false;
    const vocabulary = this.db
      .prepare('SELECT term, doc AS documents FROM spelling_vocabulary')
      .all() as VocabularyTerm[];
    this.prepare();
    return vocabulary;
  }

  private static schema: string | undefined;

  /** The schema a new shard has. */
  private static emptySchema(): string {
    if (SearchShard.schema === undefined) {
      const empty = SearchShard.create();
      SearchShard.schema = schemaOf(empty.db);
      empty.close();
    }
    return SearchShard.schema;
  }

  /** The spelling vocabulary of a built shard, read again (a reopened shard has no other copy). */
  vocabulary(): VocabularyTerm[] {
    if (!this.statements) throw new Error('The search index is not built yet');
    return this.db.prepare('SELECT term, doc AS documents FROM spelling_vocabulary').all() as VocabularyTerm[];
  }

  /** The whole built database as one buffer, for saving. */
  serialize(): Buffer {
    if (!this.statements) throw new Error('The search index is not built yet');
    return this.db.serialize();
  }

  private prepare(): void {
    this.statements = {
      matching: this.db
        .prepare<[string], string | null>("SELECT group_concat(rowid, ',') FROM fts WHERE fts MATCH ?")
        .pluck(),
      ranked: this.db
        .prepare<[string], RankedRow>('SELECT rowid, rank, NULL FROM fts WHERE fts MATCH ? ORDER BY rank')
        .raw(),
      // FTS5 sorts by rank itself, so SQLite computes highlight() only for the rows actually read.
      rankedWithHighlight: this.db
        .prepare<[string, string, string], RankedRow>(
          'SELECT rowid, rank, highlight(fts, 1, ?, ?) FROM fts WHERE fts MATCH ? ORDER BY rank',
        )
        .raw(),
      // A range, not `rowid = ?`: FTS5 ignores an equality on rowid bound as a parameter next to MATCH.
      highlight: this.db
        .prepare<[HighlightParameters], string | null>(
          'SELECT highlight(fts, 1, @open, @close) FROM fts WHERE fts MATCH @match AND rowid >= @rowid AND rowid <= @rowid',
        )
        .pluck(),
    };
  }

  private get prepared(): Statements {
    if (this.closed) throw new Error('The search index is closed');
    if (!this.statements) throw new Error('The search index is not built yet');
    return this.statements;
  }

  /**
   * The rowids matching an FTS5 expression, ascending. SQLite returns them as one comma-separated
   * string: one row instead of thousands crossing into JavaScript, which halves the cost for a
   * common word.
   */
  matching(match: string): Int32Array<ArrayBuffer> {
    const list = this.prepared.matching.get(match) ?? '';
    const rowids = new Int32Array((list.length + 1) >> 1);
    let length = 0;
    let value = 0;
    for (let position = 0; position < list.length; position += 1) {
      const char = list.charCodeAt(position);
      if (char === 44) {
        rowids[length++] = value;
        value = 0;
      } else {
        value = value * 10 + char - 48;
      }
    }
    if (list.length > 0) rowids[length++] = value;
    return rowids.slice(0, length);
  }

  /**
   * The best `limit` accepted rows in bm25 order, read lazily from FTS5 until enough are found, and
   * any more ranked equal to the last of them.
   * With tiers, the rows of each tier come first (pass 0, 1, ...), then the other rows of `match`.
   */
  rankedPage({ match, tiers = [], limit, highlight, accepted }: RankRequest): PagedRow[] {
    const { ranked, rankedWithHighlight } = this.prepared;
    const rows: PagedRow[] = [];
    const taken = new Set<number>();
    const take = (expression: string, pass: number): boolean => {
      const source = highlight
        ? rankedWithHighlight.iterate(MARK_OPEN, MARK_CLOSE, expression)
        : ranked.iterate(expression);
      for (const [rowid, rank, highlighted] of source) {
        // Rows ranked equal to the last one are read too: the index orders ties by content order.
        if (rows.length >= limit && rank !== rows[rows.length - 1]![1]) return true;
        if ((accepted && accepted[rowid] !== 1) || taken.has(rowid)) continue;
        taken.add(rowid);
        rows.push([rowid, rank, highlighted, pass]);
      }
      return rows.length >= limit;
    };
    const passes = [...tiers, match];
    for (let pass = 0; pass < passes.length; pass += 1) if (take(passes[pass]!, pass)) break;
    return rows;
  }

  /** The descriptions of some rows with the matches of `match` between the markers. */
  highlights(match: string, rowids: readonly number[]): (string | null)[] {
    const { highlight } = this.prepared;
    return rowids.map((rowid) => highlight.get({ open: MARK_OPEN, close: MARK_CLOSE, match, rowid }) ?? null);
  }

  /**
   * Replace rows of a built shard in one transaction (server/search/shard-change.ts): `removed` as
   * they were indexed, `added` as they are now. Returns how the spelling vocabulary's document
   * counts changed.
   */
  change(removed: readonly ShardRow[], added: readonly ShardRow[]): VocabularyTerm[] {
    if (this.closed) throw new Error('The search index is closed');
    if (!this.statements) throw new Error('The search index is not built yet');
    return changeShardRows(this.db, removed, added);
  }

  /** Bytes of SQLite pages the shard holds. */
  get bytes(): number {
    const pages = this.db.pragma('page_count', { simple: true }) as number;
    const pageSize = this.db.pragma('page_size', { simple: true }) as number;
    return pages * pageSize;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
    if (this.file) rmSync(this.file, { force: true });
  }
}

/** The schema's statements, to tell a saved shard of this code from one of other code. */
function schemaOf(db: Database.Database): string {
  const rows = db.prepare('SELECT type, name, sql FROM sqlite_schema ORDER BY type, name').all();
  return JSON.stringify(rows);
}

/** A shard queried in this thread. */
export class LocalShard implements ShardReader {
  readonly bytes: number;

  constructor(private readonly shard: SearchShard) {
    this.bytes = shard.bytes;
  }

  matching(match: string): Promise<Int32Array> {
    return settle(() => this.shard.matching(match));
  }

  rankedPage(request: RankRequest): Promise<PagedRow[]> {
    return settle(() => this.shard.rankedPage(request));
  }

  highlights(match: string, rowids: readonly number[]): Promise<(string | null)[]> {
    return settle(() => this.shard.highlights(match, rowids));
  }

  serialize(): Promise<Uint8Array> {
    return settle(() => this.shard.serialize());
  }

  change(removed: readonly DocumentText[], added: readonly DocumentText[]): Promise<VocabularyTerm[]> {
    return settle(() => this.shard.change(removed.map(shardRowOf), added.map(shardRowOf)));
  }

  close(): void {
    this.shard.close();
  }
}

function settle<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

/**
 * A new, empty database at `file` (replacing any file there); undefined when none can be made there,
 * as in a read-only DATA_DIR, where the shard is kept in memory as before.
 */
function newDatabaseFile(file: string): Database.Database | undefined {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    rmSync(file, { force: true });
    return new Database(file);
  } catch {
    return undefined;
  }
}
