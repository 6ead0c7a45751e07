/**
 * The search index saved in DATA_DIR, so a restart with unchanged content opens it instead of
 * extracting every document and indexing it again (docs/adr/042-warm-start.md).
 *
 * Format: one header line of JSON `{"format":1,"sha256":"…","bytes":N,"contentVersion":"…",
 * "program":"…","parts":[…],"inWorkers":false}`, then the payload: the documents' metadata as JSON
 * (bodies left out: the shards hold the indexed text), then each shard's SQLite database bytes, the
 * lengths of these parts in `parts`. The checksum covers the payload, so a torn or edited file is
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
import type { SearchDocument } from './documents';
import type { BuildStats } from './search-index';
import { SearchIndex } from './search-index';
import type { WorkerEntry } from './shard-workers';

export const SEARCH_INDEX_FILE_FORMAT = 1;
export const SEARCH_INDEX_FILE_NAME = 'search-index.bin';

export interface SearchIndexFileLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** What a saved index holds once read and checked. */
export interface SavedIndex {
  contentVersion: string;
  inWorkers: boolean;
  documents: SearchDocument[];
  shards: Uint8Array<ArrayBuffer>[];
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

/** The file's bytes: header line and payload parts. */
export function serializeSearchIndex(
  saved: Omit<SavedIndex, 'shards'> & { shards: readonly Uint8Array[] },
  program = currentProgram(),
): Buffer[] {
  const documents = Buffer.from(JSON.stringify(saved.documents.map(withoutBody)));
  const parts = [documents, ...saved.shards];
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  const header: Header = {
    format: SEARCH_INDEX_FILE_FORMAT,
    sha256: hash.digest('hex'),
    bytes: parts.reduce((sum, part) => sum + part.byteLength, 0),
    contentVersion: saved.contentVersion,
    program,
    parts: parts.map((part) => part.byteLength),
    inWorkers: saved.inWorkers,
  };
  return [Buffer.from(`${JSON.stringify(header)}\n`), ...parts.map((part) => Buffer.from(part))];
}

/** Reads and checks a file's bytes for `contentVersion`; throws SearchIndexFileError naming what is wrong. */
export function parseSearchIndex(file: Buffer, contentVersion: string, program = currentProgram()): SavedIndex {
  const newline = file.indexOf(10);
  if (newline === -1) throw new SearchIndexFileError('no header line');
  let header: Partial<Header>;
  try {
    header = JSON.parse(file.subarray(0, newline).toString('utf8')) as Partial<Header>;
  } catch {
    throw new SearchIndexFileError('the header line is not JSON');
  }
  if (header.format !== SEARCH_INDEX_FILE_FORMAT) {
    throw new SearchIndexFileError(`unknown format ${JSON.stringify(header.format)}`);
  }
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
  const payload = file.subarray(newline + 1);
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
  const documents = JSON.parse(Buffer.from(slices[0]!).toString('utf8')) as unknown;
  if (
    !Array.isArray(documents) ||
    !documents.every((item) => typeof (item as SearchDocument | null)?.id === 'string')
  ) {
    throw new SearchIndexFileError('the documents part is not a list of search documents');
  }
  return {
    contentVersion,
    inWorkers: header.inWorkers === true,
    documents: documents as SearchDocument[],
    shards: slices.slice(1),
  };
}

export class SearchIndexFile {
  readonly path: string;
  private writing: Promise<void> | undefined;
  private next:
    { contentVersion: string; documents: readonly SearchDocument[]; index: SearchIndex; revision: number } | undefined;

  constructor(
    dataDir: string,
    private readonly logger: SearchIndexFileLogger,
  ) {
    this.path = path.join(dataDir, SEARCH_INDEX_FILE_NAME);
  }

  /**
   * The index saved for `contentVersion`, opened, with its documents, or undefined: no file
   * (quietly), or one that is corrupt, stale or unopenable (one error line naming the file and why).
   */
  async open(
    contentVersion: string,
    options: { worker?: WorkerEntry; onLost?: (error: Error) => void } = {},
  ): Promise<{ index: SearchIndex; documents: SearchDocument[]; stats: BuildStats } | undefined> {
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
      const stats = await index.restore(saved.documents, saved.shards, { inWorkers: saved.inWorkers, ...options });
      this.logger.info({ file: this.path, contentVersion, ...stats }, 'Search index opened from the saved file');
      return { index, documents: saved.documents, stats };
    } catch (error) {
      index.close();
      this.ignoring(error);
      return undefined;
    }
  }

  /**
   * Saves `index` (holding `documents` in rowid order, for `contentVersion`) in the background. Saves
   * asked for while one is written are coalesced: only the newest is written next. An index updated
   * in place after the save was asked for is not written (its next save follows). Resolves when the
   * newest index asked for is on disk; a failure is logged, never thrown.
   */
  save(contentVersion: string, documents: readonly SearchDocument[], index: SearchIndex): Promise<void> {
    this.next = { contentVersion, documents, index, revision: index.revision };
    this.writing ??= this.drain().finally(() => {
      this.writing = undefined;
    });
    return this.writing;
  }

  /** Resolves once no save is under way. */
  async flushed(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private ignoring(error: unknown): void {
    this.logger.error(
      { file: this.path },
      `Ignoring the saved search index ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  private async drain(): Promise<void> {
    while (this.next) {
      const { contentVersion, documents, index, revision } = this.next;
      this.next = undefined;
      try {
        const started = performance.now();
        if (index.revision !== revision) continue;
        const shards = await index.serializeShards();
        // The shards would no longer hold `documents`: a content delta changed them meanwhile.
        if (index.revision !== revision) continue;
        const parts = serializeSearchIndex({
          contentVersion,
          inWorkers: index.inWorkers,
          documents: [...documents],
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
