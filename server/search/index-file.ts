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
import { open, readdir, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

import { writeFileDurably } from '../files/durable-write';
import { readInto } from '../files/read-into';
import type { TextRecord } from './document-cache';
import type { SearchDocument } from './documents';
import type { SavedShard } from './index-build';
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
/** The most of a file's start read for its header line, which is far shorter. */
const HEADER_READ_BYTES = 64 * 1024;

export interface SearchIndexFileLogger {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** What a saved index holds once read and checked. */
export interface SavedIndex<Shard extends SavedShard = Uint8Array<ArrayBuffer>> {
  contentVersion: string;
  inWorkers: boolean;
  /** Every document the index holds, in content order, without bodies. */
  documents: SearchDocument[];
  /** Each document's rowid, and the highest rowid given. */
  rowids: number[];
  lastRowid: number;
  /** What each entry's text read, for the document cache (server/search/document-cache.ts). */
  texts: TextRecord[];
  /** Each shard's database bytes, or the path of a working copy of them on disk. */
  shards: Shard[];
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

/**
 * A shard of an opened index is a working copy of its bytes in DATA_DIR, named
 * `search-index.shard-<pid>-<index>-<shard>.sqlite`: SQLite reads its pages on demand instead of
 * holding the whole database in memory, and a delta changes the copy, never the saved file. A shard
 * the service builds in this thread is made in such a file too. The shard removes it when it closes.
 */
const SHARD_COPY_PREFIX = 'search-index.shard-';
const SHARD_COPY_SUFFIX = '.sqlite';
/** Indexes opened or built on disk by this process, so two open at once never share a working copy. */
let copies = 0;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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

/**
 * The JSON of the documents (without bodies), layout and texts, as `JSON.stringify` writes it, made
 * a document and a text at a time into one buffer of its exact length: as one string it was 45 MB
 * of heap beside its 25 MB of bytes at 10,000 entries, the largest part of a cold start's peak.
 */
function metadataOf(saved: Saving): Buffer {
  const pieces = function* (): Generator<string, void, undefined> {
    yield '{"documents":[';
    for (const [index, document] of saved.documents.entries()) {
      yield `${index > 0 ? ',' : ''}${JSON.stringify(withoutBody(document)) ?? 'null'}`;
    }
    yield `],"rowids":${JSON.stringify(saved.rowids)},"lastRowid":${JSON.stringify(saved.lastRowid)},"texts":[`;
    for (const [index, text] of saved.texts.entries()) yield `${index > 0 ? ',' : ''}${JSON.stringify(text) ?? 'null'}`;
    yield ']}';
  };
  let bytes = 0;
  for (const piece of pieces()) bytes += Buffer.byteLength(piece, 'utf8');
  const metadata = Buffer.allocUnsafeSlow(bytes);
  let offset = 0;
  for (const piece of pieces()) offset += metadata.write(piece, offset, 'utf8');
  return metadata;
}

/** The payload's parts: the documents, layout and texts as JSON, then the shards. */
function payloadOf(saved: Saving): Buffer[] {
  return [metadataOf(saved), ...saved.shards.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength))];
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

/**
 * Checks a header line read from a file of `fileBytes` bytes for `contentVersion`; returns the
 * parts' lengths, or throws SearchIndexFileError naming what is wrong.
 */
function checkedParts(
  header: Partial<Header>,
  headerBytes: number,
  fileBytes: number,
  contentVersion: string,
  program: string,
): number[] {
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
  const payloadBytes = fileBytes - headerBytes;
  if (payloadBytes !== header.bytes || parts.reduce((sum, n) => sum + n, 0) !== header.bytes) {
    throw new SearchIndexFileError(`the payload has ${payloadBytes} bytes, the header says ${String(header.bytes)}`);
  }
  return parts;
}

/** Reads and checks a file's bytes for `contentVersion`; throws SearchIndexFileError naming what is wrong. */
export function parseSearchIndex(file: Buffer, contentVersion: string, program = currentProgram()): SavedIndex {
  const { header, length } = readHeaderLine<Header>(
    file,
    SEARCH_INDEX_FILE_FORMAT,
    (reason) => new SearchIndexFileError(reason),
  );
  const parts = checkedParts(header, length, file.byteLength, contentVersion, program);
  const payload = file.subarray(length);
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
  return savedIndexOf(slices[0]!, slices.slice(1), contentVersion, header.inWorkers === true);
}

/**
 * Reads and checks the file at `file` for `contentVersion` in steps, without holding it whole:
 * the documents part is read into memory, and each shard into a buffer of its own, or, when
 * `workingCopy` names a path for it and the shards are opened in this thread, copied to that path
 * on disk to be opened from there (the copy is removed if the file is refused; a path that cannot
 * be written keeps the bytes in memory). Throws
 * SearchIndexFileError naming what is wrong, or the error of a read or write that failed.
 */
export async function readSearchIndex(
  file: string,
  contentVersion: string,
  options: { program?: string; workingCopy?: (shard: number) => string } = {},
): Promise<SavedIndex<SavedShard>> {
  const input = await open(file, 'r');
  const copies: string[] = [];
  try {
    const fileBytes = (await input.stat()).size;
    const head = Buffer.alloc(Math.min(fileBytes, HEADER_READ_BYTES));
    await readFully(input, head, 0);
    const { header, length } = readHeaderLine<Header>(
      head,
      SEARCH_INDEX_FILE_FORMAT,
      (reason) => new SearchIndexFileError(reason),
    );
    const parts = checkedParts(header, length, fileBytes, contentVersion, options.program ?? currentProgram());
    const inWorkers = header.inWorkers === true;
    const hash = createHash('sha256');
    let metadata: Uint8Array<ArrayBuffer> | undefined;
    const shards: SavedShard[] = [];
    const chunk = Buffer.allocUnsafe(HASH_CHUNK_BYTES);
    let position = length;
    for (const [part, bytes] of parts.entries()) {
      const copy = part > 0 && !inWorkers ? options.workingCopy?.(part - 1) : undefined;
      // A folder that cannot be written (a read-only DATA_DIR) keeps the shard's bytes in memory, as before.
      const output = copy === undefined ? undefined : await open(copy, 'w').catch(() => undefined);
      if (copy === undefined || output === undefined) {
        // Read straight into the part's own buffer: a shard's bytes are handed to SQLite or a worker.
        const whole = new Uint8Array(bytes);
        await readFully(input, whole, position);
        hash.update(whole);
        if (part === 0) metadata = whole;
        else shards.push(whole);
      } else {
        copies.push(copy);
        try {
          for (let offset = 0; offset < bytes; offset += HASH_CHUNK_BYTES) {
            const piece = chunk.subarray(0, Math.min(HASH_CHUNK_BYTES, bytes - offset));
            await readFully(input, piece, position + offset);
            hash.update(piece);
            await output.write(piece);
          }
        } finally {
          await output.close();
        }
        shards.push(copy);
      }
      position += bytes;
    }
    if (hash.digest('hex') !== header.sha256) throw new SearchIndexFileError('the checksum does not match');
    return savedIndexOf(metadata!, shards, contentVersion, inWorkers);
  } catch (error) {
    for (const copy of copies) await rm(copy, { force: true });
    throw error;
  } finally {
    await input.close();
  }
}

/** Fills `target` from `file` at `position`; a file shorter than that is torn. */
async function readFully(file: FileHandle, target: Uint8Array, position: number): Promise<void> {
  if ((await readInto(file, target, position)) < target.byteLength) {
    throw new SearchIndexFileError('the file ended before its payload did');
  }
}

/** The saved index of a checked file: its documents part parsed, and its shards. */
function savedIndexOf<T extends SavedShard>(
  metadataBytes: Uint8Array,
  shards: T[],
  contentVersion: string,
  inWorkers: boolean,
): SavedIndex<T> {
  const metadata = JSON.parse(
    Buffer.from(metadataBytes.buffer, metadataBytes.byteOffset, metadataBytes.byteLength).toString('utf8'),
  ) as Partial<Record<'documents' | 'rowids' | 'texts', unknown> & { lastRowid: unknown }> | null;
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
    inWorkers,
    documents: documents as SearchDocument[],
    rowids: rowids as number[],
    lastRowid: lastRowid as number,
    texts: texts as TextRecord[],
    shards,
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
  private readonly dataDir: string;
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
    this.dataDir = dataDir;
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
    const index = new SearchIndex();
    try {
      await this.removeStaleCopies();
      const run = (copies += 1);
      const saved = await readSearchIndex(this.path, contentVersion, {
        workingCopy: (shard) => this.shardCopyPath(shard, run),
      });
      const stats = await index.restore(saved.documents, saved, saved.shards, {
        inWorkers: saved.inWorkers,
        ...options,
      });
      this.logger.info({ file: this.path, contentVersion, ...stats }, 'Search index opened from the saved file');
      return { index, documents: saved.documents, texts: saved.texts, stats };
    } catch (error) {
      index.close();
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.ignoring(error);
      return undefined;
    }
  }

  /**
   * A new path in DATA_DIR for shard `shard` of an index opened or built in this thread, one no
   * other index of any running process uses: `run` numbers the index in this process.
   */
  shardCopyPath(shard: number, run = (copies += 1)): string {
    return path.join(this.dataDir, `${SHARD_COPY_PREFIX}${process.pid}-${run}-${shard}${SHARD_COPY_SUFFIX}`);
  }

  /**
   * Removes the shards' working copies left by processes that are no longer running (a server
   * killed before it could close its index); those of running processes are theirs.
   */
  private async removeStaleCopies(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dataDir);
    } catch {
      return;
    }
    for (const name of names) {
      if (!name.startsWith(SHARD_COPY_PREFIX) || !name.endsWith(SHARD_COPY_SUFFIX)) continue;
      const pid = Number.parseInt(name.slice(SHARD_COPY_PREFIX.length), 10);
      if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
        await rm(path.join(this.dataDir, name), { force: true });
      }
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
