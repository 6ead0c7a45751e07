/**
 * The schema of a search shard (server/search/shard.ts), in one place for everything that writes
 * or reads a shard's tables: the FTS5 columns, their bm25 weights, and the tables themselves.
 *
 * Text: `fts(title, description, body, headings, terms)` with the porter stemmer, ranked by bm25
 * with title far above description and headings, terms (definition terms and table headers) next,
 * and body last. New columns go last, so `highlight()` keeps numbering description 1. It is an external-content table over `docs`, which stores title
 * and description (for highlights) but not the body: body text is indexed, never kept.
 */

/**
 * bm25 column weights. bm25 normalises length per column, so a long reference page is not buried
 * for its length, and a word in a heading or a defined term counts more than one in running text.
 */
export const COLUMN_WEIGHTS = { title: 10, description: 4, body: 1, headings: 4, terms: 3 } as const;
/** The FTS5 table's columns, in order: what an insert names and what `highlight()` numbers. */
export const FTS_COLUMNS = ['title', 'description', 'body', 'headings', 'terms'] as const;

/**
 * Memory FTS5 may fill with pending terms before writing a segment (its default is 1 MB). A larger
 * buffer writes fewer segments, so the build merges less; but the buffer is made of many small
 * allocations whose memory the allocator keeps once freed (at 64 MB, 78 MB more resident after a
 * build of 9,864 documents than at 8 MB, which builds them in the same time: docs/adr/042).
 */
const FTS_HASH_BYTES = 8 * 1024 * 1024;

/**
 * The FTS5 tokenizer of the text: unicode61 words, stemmed by porter. Anything matching like a shard uses it.
 * Text reaches it with each CJK letter between separators (`indexedText`, server/search/cjk-text.ts),
 * so each is a token of its own.
 */
export const TOKENIZER = 'porter unicode61 remove_diacritics 2';

/** The table's `rank`: bm25 with the column weights, so `ORDER BY rank` is sorted inside FTS5. */
export const BM25_RANK = `bm25(${FTS_COLUMNS.map((column) => `${COLUMN_WEIGHTS[column]}.0`).join(', ')})`;

export const SHARD_SCHEMA = `
  CREATE TABLE docs (
    rowid INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, body TEXT, headings TEXT, terms TEXT
  );
  CREATE VIRTUAL TABLE fts USING fts5(
    ${FTS_COLUMNS.join(', ')},
    content = 'docs', content_rowid = 'rowid',
    tokenize = '${TOKENIZER}'
  );
  INSERT INTO fts (fts, rank) VALUES ('hashsize', ${FTS_HASH_BYTES});
  INSERT INTO fts (fts, rank) VALUES ('rank', '${BM25_RANK}');
  CREATE VIRTUAL TABLE spelling_source USING fts5(
    head, opening, content = '', detail = 'none', tokenize = 'unicode61 remove_diacritics 2'
  );
  INSERT INTO spelling_source (spelling_source, rank) VALUES ('hashsize', ${FTS_HASH_BYTES});
  CREATE VIRTUAL TABLE spelling_vocabulary USING fts5vocab(spelling_source, 'row');
`;
