/**
 * The search index saved in DATA_DIR, so a restart with unchanged content opens it instead of
 * extracting every document and indexing it again (docs/adr/042-warm-start.md).
 *
 * Format: one header line of JSON `{"format":2,"sha256":"…","bytes":N,"contentVersion":"…",
 * "program":"…","parts":[…],"inWorkers":false}`, then the payload: one JSON part holding the
 * documents' metadata in content order (bodies left out: the shards hold the indexed text, and a
 * body hash says which), each document's rowid and the highest rowid given, and the record of what
 * each entry's text read (server/search/document-cache.ts), so a reopened index applies deltas in
 * place; then each shard's SQLite database bytes, the lengths of these parts in `parts`. The checksum covers the payload, so a torn or edited file is
 * recognised. `contentVersion` is the snapshot's content hash and `program` a hash of the running
 * program's main script, so other content or other code never opens a stale index; a shard of
 * another schema is refused when it is opened. Writes go to a temporary file that is fsynced and
 * renamed over the old one, then the directory is fsynced (server/files/durable-write.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { writeFileDurably } from '../files/durable-write';
import type { TextRecord } from './document-cache';
import type { SearchDocument } from './documents';
import type { BuildStats } from './search-index';
import { SearchIndex } from './search-index';
import type { WorkerEntry } from './shard-workers';
import { readHeaderLine } from '../files/header-line';

export const SEARCH_INDEX_FILE_FORMAT = 2;
export const SEARCH_INDEX_FILE_NAME = 'search-index.bin';
/**
 * How long a save waits for more deltas before it writes: a burst of publishes writes the file
 * once, and a delta's catch-up never shares the thread with serialising the index.
 */
export const SEARCH_INDEX_SAVE_DELAY_MS = 2000;
/** A save put off by later ones is written at the latest this many delays after it was asked for. */
const MAX_DELAYS = 5;
/** Bytes hashed between yields to the event loop while a file is checksummed. */
const HASH_CHUNK_BYTES = 4 * 1024 * 1024;

export interface SearchIndexFileLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** What a saved index holds once read and checked. */
export interface SavedIndex {
  contentVersion: string;
  inWorkers: boolean;
  /** Every document the index holds, in content order, without bodies. */
  documents: SearchDocument[];
  /** Each document's rowid, and the highest rowid given. */
  rowids: number[];
  lastRowid: number;
  /** What each entry's text read, for the document cache (server/search/document-cache.ts). */
  texts: TextRecord[];
  shards: Uint8Array<ArrayBuffer>[];
}

/** What the service hands the file besides the index: its documents and the texts behind them. */
export interface SavedContents {
  documents: readonly SearchDocument[];
  texts: readonly TextRecord[];
}

/** A reopened index, with its documents and texts. */
export interface OpenedIndex {
  index: SearchIndex;
  documents: SearchDocument[];
  texts: TextRecord[];
  stats: BuildStats;
}

interface Header {
  format: number;
  sha256: string;
  bytes: number;
  contentVersion: string;
  program: string;
  parts: number[];
  inWorkers: boolean;
}

/** Why a saved index was not used; the message names the problem for the one log line. */
export class SearchIndexFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchIndexFileError';
  }
}

let programHash: string | undefined;

/**
 * A hash of the running program's main script: the server bundle in production, so a deploy of
 * other code never opens an index its code did not build. Empty when the script cannot be read.
 */
export function currentProgram(): string {
  if (programHash === undefined) {
    try {
      programHash = createHash('sha256')
        .update(readFileSync(process.argv[1] ?? ''))
        .digest('hex')
        .slice(0, 16);
    } catch {
      programHash = '';
    }
  }
  return programHash;
}

/** A document as saved: everything but the body, which only the shards need and already hold. */
function withoutBody(document: SearchDocument): SearchDocument {
  return { ...document, body: '' };
}

type Saving = Omit<SavedIndex, 'shards' | 'documents' | 'texts'> & {
  documents: readonly SearchDocument[];
  texts: readonly TextRecord[];
  shards: readonly Uint8Array[];
};

/** The payload's parts: the documents, layout and texts as JSON, then the shards. */
function payloadOf(saved: Saving): Buffer[] {
  const metadata = Buffer.from(
    JSON.stringify({
      documents: saved.documents.map(withoutBody),
      rowids: saved.rowids,
      lastRowid: saved.lastRowid,
      texts: saved.texts,
    }),
  );
  return [metadata, ...saved.shards.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength))];
}

/** The header line of a payload whose sha256 is `sha256`. */
function headerOf(saved: Saving, parts: readonly Buffer[], sha256: string, program: string): Buffer {
  const header: Header = {
    format: SEARCH_INDEX_FILE_FORMAT,
    sha256,
    bytes: parts.reduce((sum, part) => sum + part.byteLength, 0),
    contentVersion: saved.contentVersion,
    program,
    parts: parts.map((part) => part.byteLength),
    inWorkers: saved.inWorkers,
  };
  return Buffer.from(`${JSON.stringify(header)}\n`);
}

/** The file's bytes: header line and payload parts. */
export function serializeSearchIndex(saved: Saving, program = currentProgram()): Buffer[] {
  const parts = payloadOf(saved);
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return [headerOf(saved, parts, hash.digest('hex'), program), ...parts];
}

/** The same bytes, hashed in chunks between which the event loop serves requests. */
export async function serializeSearchIndexInSteps(saved: Saving, program = currentProgram()): Promise<Buffer[]> {
  const parts = payloadOf(saved);
  const hash = createHash('sha256');
  for (const part of parts) {
    for (let offset = 0; offset < part.byteLength; offset += HASH_CHUNK_BYTES) {
      hash.update(part.subarray(offset, offset + HASH_CHUNK_BYTES));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return [headerOf(saved, parts, hash.digest('hex'), program), ...parts];
}

/** Reads and checks a file's bytes for `contentVersion`; throws SearchIndexFileError naming what is wrong. */
export function parseSearchIndex(file: Buffer, contentVersion: string, program = currentProgram()): SavedIndex {
  const { header, length } = readHeaderLine<Header>(
    file,
    SEARCH_INDEX_FILE_FORMAT,
    (reason) => new SearchIndexFileError(reason),
  );
  if (header.contentVersion !== contentVersion) {
    throw new SearchIndexFileError(
      `it indexes content ${String(header.contentVersion)}, not the current content ${contentVersion}`,
    );
  }
  if (header.program !== program) throw new SearchIndexFileError('another version of the server saved it');
  const parts = header.parts;
  if (!Array.isArray(parts) || parts.length < 2 || !parts.every((n) => Number.isInteger(n) && n >= 0)) {
    throw new SearchIndexFileError('the header does not list its parts');
  }
  const payload = file.subarray(length);
  if (payload.byteLength !== header.bytes || parts.reduce((sum, n) => sum + n, 0) !== header.bytes) {
    throw new SearchIndexFileError(
      `the payload has ${payload.byteLength} bytes, the header says ${String(header.bytes)}`,
    );
  }
  if (createHash('sha256').update(payload).digest('hex') !== header.sha256) {
    throw new SearchIndexFileError('the checksum does not match');
  }
  const slices: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (const length of parts) {
    // A copy each: a shard's bytes are handed to SQLite or transferred to a worker thread.
    slices.push(new Uint8Array(payload.subarray(offset, offset + length)));
    offset += length;
  }
  const metadata = JSON.parse(Buffer.from(slices[0]!).toString('utf8')) as Partial<
    Record<'documents' | 'rowids' | 'texts', unknown> & { lastRowid: unknown }
  > | null;
  const { documents, rowids, texts, lastRowid } = metadata ?? {};
  if (
    !Array.isArray(documents) ||
    !documents.every((item) => typeof (item as SearchDocument | null)?.id === 'string')
  ) {
    throw new SearchIndexFileError('the documents part is not a list of search documents');
  }
  if (
    !Number.isInteger(lastRowid) ||
    !Array.isArray(rowids) ||
    rowids.length !== documents.length ||
    !rowids.every((rowid) => Number.isInteger(rowid) && rowid >= 1 && rowid <= (lastRowid as number)) ||
    new Set(rowids).size !== rowids.length
  ) {
    throw new SearchIndexFileError("the documents' rowids are not a list of distinct rowids, one a document");
  }
  if (!Array.isArray(texts)) throw new SearchIndexFileError('the texts part is not a list');
  return {
    contentVersion,
    inWorkers: header.inWorkers === true,
    documents: documents as SearchDocument[],
    rowids: rowids as number[],
    lastRowid: lastRowid as number,
    texts: texts as TextRecord[],
    shards: slices.slice(1),
  };
}

interface SaveRequest {
  contentVersion: string;
  contents: SavedContents;
  index: SearchIndex;
  revision: number;
}

export class SearchIndexFile {
  readonly path: string;
  private writing: Promise<void> | undefined;
  private next: SaveRequest | undefined;
  /** The wait before a save asked for is written, while more may follow. */
  private timer: NodeJS.Timeout | undefined;
  private waitingSince = 0;
  private waited: (() => void) | undefined;
  private readonly delayMs: number;

  constructor(
    dataDir: string,
    private readonly logger: SearchIndexFileLogger,
    options: { delayMs?: number } = {},
  ) {
    this.path = path.join(dataDir, SEARCH_INDEX_FILE_NAME);
    this.delayMs = options.delayMs ?? SEARCH_INDEX_SAVE_DELAY_MS;
  }

  /**
   * The index saved for `contentVersion`, opened, with its documents and texts, or undefined: no
   * file (quietly), or one that is corrupt, stale or unopenable (one error line naming the file and why).
   */
  async open(
    contentVersion: string,
    options: { worker?: WorkerEntry; onLost?: (error: Error) => void } = {},
  ): Promise<OpenedIndex | undefined> {
    let file: Buffer;
    try {
      file = await readFile(this.path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.ignoring(error);
      return undefined;
    }
    const index = new SearchIndex();
    try {
      const saved = parseSearchIndex(file, contentVersion);
      const stats = await index.restore(saved.documents, saved, saved.shards, {
        inWorkers: saved.inWorkers,
        ...options,
      });
      this.logger.info({ file: this.path, contentVersion, ...stats }, 'Search index opened from the saved file');
      return { index, documents: saved.documents, texts: saved.texts, stats };
    } catch (error) {
      index.close();
      this.ignoring(error);
      return undefined;
    }
  }

  /**
   * Saves `index` (holding `contents.documents`, in content order, for `contentVersion`) in the
   * background, once no other save has been asked for during the delay. Saves asked for meanwhile
   * or while one is written are coalesced: only the newest is written. An index changed in place
   * after the save was asked for is not written (its next save follows). Resolves when the newest
   * index asked for is on disk; a failure is logged, never thrown. `now` skips the delay: a newly
   * built index is saved at once, as a restart would otherwise build it again.
   */
  save(
    contentVersion: string,
    contents: SavedContents,
    index: SearchIndex,
    options: { now?: boolean } = {},
  ): Promise<void> {
    this.next = { contentVersion, contents, index, revision: index.revision };
    // Another save while waiting waits the delay again, but a steady stream of deltas still writes.
    if (options.now) this.stopWaiting();
    else if (this.timer && performance.now() - this.waitingSince < this.delayMs * MAX_DELAYS) this.timer.refresh();
    this.writing ??= this.drain(options.now === true).finally(() => {
      this.writing = undefined;
    });
    return this.writing;
  }

  /** Writes a save waiting for its delay at once, and resolves once no save is under way. */
  async flushed(): Promise<void> {
    while (this.writing) {
      this.stopWaiting();
      await this.writing;
    }
  }

  /** Drops a save not yet begun (the service is closing). */
  cancel(): void {
    this.next = undefined;
    this.stopWaiting();
  }

  private stopWaiting(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.waited?.();
    this.waited = undefined;
  }

  private ignoring(error: unknown): void {
    this.logger.error(
      { file: this.path },
      `Ignoring the saved search index ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  /** The debounce: resolves after the delay, or as soon as `flushed` asks. */
  private wait(): Promise<void> {
    if (this.delayMs <= 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.waited = resolve;
      this.waitingSince = performance.now();
      this.timer = setTimeout(() => this.stopWaiting(), this.delayMs);
      this.timer.unref();
    });
  }

  private async drain(now: boolean): Promise<void> {
    if (!now) await this.wait();
    while (this.next) {
      const { contentVersion, contents, index, revision } = this.next;
      this.next = undefined;
      try {
        const started = performance.now();
        if (index.revision !== revision || index.isClosed) continue;
        const layout = index.layoutOf(contents.documents);
        if (!layout) throw new Error('the index does not hold the documents it was saved with');
        const shards = await index.serializeShards();
        // The shards would no longer hold `documents`: a content delta changed them meanwhile.
        if (index.revision !== revision) continue;
        const parts = await serializeSearchIndexInSteps({
          contentVersion,
          inWorkers: index.inWorkers,
          documents: contents.documents,
          texts: contents.texts,
          ...layout,
          shards,
        });
        await this.write(parts);
        this.logger.info(
          {
            file: this.path,
            contentVersion,
            bytes: parts.reduce((sum, part) => sum + part.byteLength, 0),
            milliseconds: Math.round(performance.now() - started),
          },
          'Search index saved',
        );
      } catch (error) {
        // A newer index may have replaced and closed this one while it was read out; that is no failure.
        if (index.isClosed) continue;
        this.logger.error(
          { file: this.path },
          `Cannot save the search index to ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  private write(parts: readonly Buffer[]): Promise<void> {
    return writeFileDurably(this.path, parts);
  }
}
