/**
 * Replaces rows of a built search shard in place, for a content delta (docs/adr/029): the rows of
 * changed and removed documents are deleted with the values they were indexed with (FTS5 needs them
 * to remove the terms of an external-content or contentless row), the rows of changed and new
 * documents are inserted, all in one transaction. The columns are the table's own list
 * (`FTS_COLUMNS` of server/search/shard-schema.ts, through `ftsValues`), so this follows any change
 * of the text columns.
 *
 * The spelling vocabulary is counted by a contentless table, so the shard reports how the document
 * counts of the words those rows hold changed; the words are found by indexing the same rows in a
 * scratch table with the same tokenizer.
 */
import type Database from 'better-sqlite3';
import { indexedBytes, indexedText, storedText } from './cjk-text';
import { FTS_COLUMNS } from './shard-schema';
import { openingOf, type ShardRow } from './shard';
import type { DocumentText } from './shard-workers';
import type { VocabularyTerm } from './spelling';

const SCRATCH = `
  CREATE VIRTUAL TABLE IF NOT EXISTS temp.spelling_change USING fts5(
    head, opening, content = '', detail = 'none', tokenize = 'unicode61 remove_diacritics 2'
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS temp.spelling_change_terms USING fts5vocab(temp, spelling_change, 'row');
`;

interface ChangeStatements {
  deleteDoc: Database.Statement<[number]>;
  insertDoc: Database.Statement<[number, string, string]>;
  deleteText: Database.Statement<unknown[]>;
  insertText: Database.Statement<unknown[]>;
  deleteSpelling: Database.Statement<[number, string, string | Uint8Array]>;
  insertSpelling: Database.Statement<[number, string, string | Uint8Array]>;
  scratch: Database.Statement<[number, string, string | Uint8Array]>;
  scratchTerms: Database.Statement<[], string>;
  clearScratch: Database.Statement<[]>;
  count: Database.Statement<[string], number>;
}

const prepared = new WeakMap<Database.Database, ChangeStatements>();

function statementsOf(db: Database.Database): ChangeStatements {
  let statements = prepared.get(db);
  if (statements) return statements;
  db.exec(SCRATCH);
  const columns = FTS_COLUMNS.join(', ');
  const slots = FTS_COLUMNS.map(() => '?').join(', ');
  statements = {
    deleteDoc: db.prepare('DELETE FROM docs WHERE rowid = ?'),
    insertDoc: db.prepare('INSERT INTO docs (rowid, title, description) VALUES (?, ?, ?)'),
    deleteText: db.prepare(`INSERT INTO fts (fts, rowid, ${columns}) VALUES ('delete', ?, ${slots})`),
    insertText: db.prepare(`INSERT INTO fts (rowid, ${columns}) VALUES (?, ${slots})`),
    deleteSpelling: db.prepare(
      "INSERT INTO spelling_source (spelling_source, rowid, head, opening) VALUES ('delete', ?, ?, ?)",
    ),
    insertSpelling: db.prepare('INSERT INTO spelling_source (rowid, head, opening) VALUES (?, ?, ?)'),
    scratch: db.prepare('INSERT INTO temp.spelling_change (rowid, head, opening) VALUES (?, ?, ?)'),
    scratchTerms: db.prepare<[], string>('SELECT term FROM temp.spelling_change_terms').pluck(),
    clearScratch: db.prepare("INSERT INTO temp.spelling_change (spelling_change) VALUES ('delete-all')"),
    count: db.prepare<[string], number>('SELECT doc FROM spelling_vocabulary WHERE term = ?').pluck(),
  };
  prepared.set(db, statements);
  return statements;
}

/**
 * A row as the shard's FTS5 table indexes it: the CJK letters of its texts as bigrams between
 * separators (server/search/cjk-text.ts); a row without CJK letters is unchanged. Rows are inserted
 * and deleted in this form, so a delta removes exactly what the build inserted.
 */
export function indexedRow(row: ShardRow): ShardRow {
  return {
    rowid: row.rowid,
    title: indexedText(row.title),
    description: indexedText(row.description),
    text: typeof row.text === 'string' ? indexedText(row.text) : indexedBytes(row.text),
    headings: indexedText(row.headings),
    terms: indexedText(row.terms),
  };
}

/** A row's values for the FTS5 table's columns, in the order of `FTS_COLUMNS`. */
export function ftsValues(row: ShardRow): (string | Uint8Array)[] {
  const values: Record<(typeof FTS_COLUMNS)[number], string | Uint8Array> = {
    title: row.title,
    description: row.description,
    body: row.text,
    headings: row.headings,
    terms: row.terms,
  };
  return FTS_COLUMNS.map((column) => values[column]);
}

/** What the spelling vocabulary reads of a row: title and description whole, the body's opening. */
function spellingText(row: ShardRow): [string, string | Uint8Array] {
  return [`${row.title}\n${row.description}`, openingOf(row.text)];
}

/**
 * Delete `removed` (as indexed) and insert `added` in one transaction; returns the words whose
 * document counts changed, each with the change (negative when fewer documents hold it).
 */
export function changeShardRows(
  db: Database.Database,
  removed: readonly ShardRow[],
  added: readonly ShardRow[],
): VocabularyTerm[] {
  const statements = statementsOf(db);
  return db.transaction((): VocabularyTerm[] => {
    let scratchRow = 0;
    for (const row of [...removed, ...added]) statements.scratch.run((scratchRow += 1), ...spellingText(row));
    const terms = statements.scratchTerms.all();
    statements.clearScratch.run();
    const before = terms.map((term) => statements.count.get(term) ?? 0);
    for (const row of removed) {
      statements.deleteText.run(row.rowid, ...ftsValues(indexedRow(row)));
      statements.deleteDoc.run(row.rowid);
      statements.deleteSpelling.run(row.rowid, ...spellingText(row));
    }
    for (const row of added) {
      statements.insertDoc.run(row.rowid, storedText(row.title), storedText(row.description));
      statements.insertText.run(row.rowid, ...ftsValues(indexedRow(row)));
      statements.insertSpelling.run(row.rowid, ...spellingText(row));
    }
    return terms.flatMap((term, index) => {
      const change = (statements.count.get(term) ?? 0) - before[index]!;
      return change === 0 ? [] : [{ term, documents: change }];
    });
  })();
}

/** A row as a shard indexes it, from the text the index sends: the body, then the product names. */
export function shardRowOf(row: DocumentText): ShardRow {
  return {
    rowid: row.rowid,
    title: row.title,
    description: row.description,
    text: row.productNames === '' ? row.body : `${row.body}\n${row.productNames}`,
    headings: row.headings,
    terms: row.terms,
  };
}
