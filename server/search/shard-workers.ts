/**
 * Search shards in worker threads, one worker per shard, so a large index is built and queried on
 * every core instead of one. The calling thread sends each worker its rows in batches (a few batches
 * in flight, so memory stays bounded); the worker fills its shard and then keeps it, answering
 * queries (matching rowids, a ranked page, highlights) for as long as the index is in use. The
 * calling thread's event loop stays free throughout: requests are served by the index in use while
 * a new one is built, and the shards of one query work at the same time.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PagedRow, RankRequest, ShardReader } from './shard';
import type { VocabularyTerm } from './spelling';

/** A document's text for a shard, as the calling thread has it. */
export interface DocumentText {
  rowid: number;
  /** Cleaned of the highlight markers. */
  title: string;
  description: string;
  body: string;
  productNames: string;
  /** Headings and defined terms, one a line. */
  headings: string;
  terms: string;
}

/**
 * A batch of rows for a worker. Bodies (each followed by a newline and the product names) travel as
 * UTF-8 bytes in one transferred buffer, row i ending at `ends[i]`: no string is copied, and the
 * worker hands the bytes to SQLite as they are.
 */
export interface RowsRequest {
  type: 'rows';
  rowids: Int32Array<ArrayBuffer>;
  titles: string[];
  descriptions: string[];
  headings: string[];
  terms: string[];
  texts: Uint8Array<ArrayBuffer>;
  ends: Int32Array<ArrayBuffer>;
}

export type ShardQuery =
  | { kind: 'matching'; match: string }
  | { kind: 'rankedPage'; request: RankRequest }
  | { kind: 'highlights'; match: string; rowids: readonly number[] }
  | { kind: 'serialize' }
  | { kind: 'change'; removed: RowsRequest; added: RowsRequest };

/** `open` replaces the empty shard with a saved one (server/search/index-file.ts) instead of rows and `finish`. */
export type ShardRequest =
  | RowsRequest
  | { type: 'finish' }
  | { type: 'open'; bytes: Uint8Array<ArrayBuffer> }
  | { type: 'query'; id: number; query: ShardQuery };

export type ShardResponse =
  | { type: 'added'; count: number }
  | { type: 'built'; vocabulary: VocabularyTerm[]; bytes: number }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; value: unknown }
  | { type: 'error'; id: number; message: string };

/** Rows per message to a worker. */
const BATCH_ROWS = 500;
/** Batches sent to a worker and not yet inserted; more would only queue copies of the text. */
const BATCHES_IN_FLIGHT = 4;

export interface WorkerEntry {
  file: string;
  execArgv: string[];
}

/**
 * The worker's script: compiled beside the server bundle in a build, the TypeScript source (through
 * tsx's require hook) when running from the source tree, as tests and benchmarks do.
 */
export function shardWorkerEntry(directory = __dirname): WorkerEntry {
  const bundled = path.join(directory, 'search-shard-worker.js');
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  return { file: path.join(directory, 'shard-worker.ts'), execArgv: ['--require', 'tsx/cjs'] };
}

const encoder = new TextEncoder();
const NEWLINE = 10;

/** One message's worth of rows, bodies encoded into a single buffer. */
export function packRows(rows: readonly DocumentText[]): RowsRequest {
  let capacity = 0;
  for (const row of rows) capacity += (row.body.length + row.productNames.length + 1) * 3;
  const texts = new Uint8Array(capacity);
  const ends = new Int32Array(rows.length);
  let offset = 0;
  rows.forEach((row, index) => {
    offset += encoder.encodeInto(row.body, texts.subarray(offset)).written;
    if (row.productNames !== '') {
      texts[offset++] = NEWLINE;
      offset += encoder.encodeInto(row.productNames, texts.subarray(offset)).written;
    }
    ends[index] = offset;
  });
  return {
    type: 'rows',
    rowids: Int32Array.from(rows, (row) => row.rowid),
    titles: rows.map((row) => row.title),
    descriptions: rows.map((row) => row.description),
    headings: rows.map((row) => row.headings),
    terms: rows.map((row) => row.terms),
    texts,
    ends,
  };
}

export interface WorkerShards {
  shards: WorkerShard[];
  vocabularies: VocabularyTerm[][];
}

/**
 * Fill `rowsPerShard.length` shards in as many workers. `rowsPerShard[k]` yields shard k's rows,
 * read lazily as batches are sent. Rejects on the first failure, after stopping every worker;
 * `signal` stops them too.
 */
export async function buildShardsInWorkers(
  rowsPerShard: readonly Iterable<DocumentText>[],
  options: { signal?: AbortSignal; entry?: WorkerEntry; onLost?: (error: Error) => void } = {},
): Promise<WorkerShards> {
  const entry = options.entry ?? shardWorkerEntry();
  const shards = rowsPerShard.map(
    () => new WorkerShard(new Worker(entry.file, { execArgv: entry.execArgv }), options.onLost),
  );
  const stopAll = (): void => {
    for (const shard of shards) shard.close();
  };
  options.signal?.addEventListener('abort', stopAll, { once: true });
  try {
    const vocabularies = await Promise.all(shards.map((shard, k) => shard.fill(rowsPerShard[k]!)));
    if (options.signal?.aborted) throw new Error('The search index build was stopped');
    return { shards, vocabularies };
  } catch (error) {
    stopAll();
    throw options.signal?.aborted ? new Error('The search index build was stopped') : error;
  } finally {
    options.signal?.removeEventListener('abort', stopAll);
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * A shard held by a worker thread: filled once, then queried through messages. `onLost` hears of a
 * built shard's worker ending other than by `close` (a crash): its queries fail from then on.
 */
export class WorkerShard implements ShardReader {
  bytes = 0;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Why the worker can no longer answer, once it cannot. */
  private gone: Error | undefined;
  private building: { onResponse: (response: ShardResponse) => void; fail: (error: Error) => void } | undefined;

  private built = false;

  constructor(
    private readonly worker: Worker,
    private readonly onLost?: (error: Error) => void,
  ) {
    worker.on('message', (response: ShardResponse) => this.receive(response));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => {
      this.stop(new Error(`A search shard worker stopped (exit code ${code})`));
    });
  }

  /** Send the rows, then finish the shard; resolves with its spelling vocabulary. */
  fill(rows: Iterable<DocumentText>): Promise<VocabularyTerm[]> {
    const source = rows[Symbol.iterator]();
    let inFlight = 0;
    let exhausted = false;
    const sendMore = (): void => {
      while (!exhausted && inFlight < BATCHES_IN_FLIGHT) {
        const batch: DocumentText[] = [];
        for (let next = source.next(); !next.done; next = source.next()) {
          batch.push(next.value);
          if (batch.length === BATCH_ROWS) break;
        }
        if (batch.length < BATCH_ROWS) exhausted = true;
        if (batch.length === 0) break;
        inFlight += 1;
        const request = packRows(batch);
        this.post(request, [request.texts.buffer, request.ends.buffer, request.rowids.buffer]);
      }
      if (exhausted && inFlight === 0) this.post({ type: 'finish' });
    };
    return this.handshake('Building a search shard failed', sendMore, () => {
      inFlight -= 1;
      sendMore();
    });
  }

  /** Open a saved shard's bytes (transferred, so the caller's copy is gone); resolves with its vocabulary. */
  open(bytes: Uint8Array<ArrayBuffer>): Promise<VocabularyTerm[]> {
    return this.handshake('Opening a saved search shard failed', () =>
      this.post({ type: 'open', bytes }, [bytes.buffer]),
    );
  }

  /**
   * The worker's one start-up exchange, for a fill and an open alike: `start` sends what begins it
   * and `onAdded` hears each batch of rows inserted. Resolves with the spelling vocabulary the
   * worker reports once its shard is built; rejects with `failure` and the worker's reason when it
   * reports a failure, or when the worker is gone or sending fails.
   */
  private handshake(failure: string, start: () => void, onAdded?: () => void): Promise<VocabularyTerm[]> {
    return new Promise<VocabularyTerm[]>((resolve, reject) => {
      const fail = (error: unknown): void => {
        this.building = undefined;
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const step = (work: () => void): void => {
        try {
          work();
        } catch (error) {
          fail(error);
        }
      };
      this.building = {
        fail,
        onResponse: (response) => {
          if (response.type === 'added') {
            if (onAdded) step(onAdded);
          } else if (response.type === 'built') {
            this.building = undefined;
            this.bytes = response.bytes;
            this.built = true;
            resolve(response.vocabulary);
          } else if (response.type === 'failed') {
            fail(new Error(`${failure}: ${response.message}`));
          }
        },
      };
      if (this.gone) fail(this.gone);
      else step(start);
    });
  }

  serialize(): Promise<Uint8Array> {
    return this.ask<Uint8Array>({ kind: 'serialize' });
  }

  matching(match: string): Promise<Int32Array> {
    return this.ask<Int32Array>({ kind: 'matching', match });
  }

  rankedPage(request: RankRequest): Promise<PagedRow[]> {
    return this.ask<PagedRow[]>({ kind: 'rankedPage', request });
  }

  highlights(match: string, rowids: readonly number[]): Promise<(string | null)[]> {
    return this.ask<(string | null)[]>({ kind: 'highlights', match, rowids });
  }

  close(): void {
    this.stop(new Error('The search index is closed'), true);
  }

  change(removed: readonly DocumentText[], added: readonly DocumentText[]): Promise<VocabularyTerm[]> {
    const [gone, come] = [packRows(removed), packRows(added)];
    const transfer = [gone, come].flatMap((rows) => [rows.texts.buffer, rows.ends.buffer, rows.rowids.buffer]);
    return this.ask<VocabularyTerm[]>({ kind: 'change', removed: gone, added: come }, transfer);
  }

  private ask<T>(query: ShardQuery, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.post({ type: 'query', id, query }, transfer);
    });
  }

  private post(request: ShardRequest, transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage(request, transfer);
  }

  private receive(response: ShardResponse): void {
    if (response.type === 'answer' || response.type === 'error') {
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      if (response.type === 'answer') pending.resolve(response.value);
      else pending.reject(new Error(response.message));
      return;
    }
    this.building?.onResponse(response);
  }

  /** No more answers: fail whatever waits, and end the worker. */
  private stop(reason: Error, deliberate = false): void {
    if (this.gone) return;
    this.gone = reason;
    this.building?.fail(reason);
    for (const pending of this.pending.values()) pending.reject(reason);
    this.pending.clear();
    void this.worker.terminate();
    if (this.built && !deliberate) this.onLost?.(reason);
  }
}

/**
 * Shards reopened in workers from saved bytes, one worker each; rejects on the first failure, after
 * stopping every worker.
 */
export async function openShardsInWorkers(
  saved: readonly Uint8Array<ArrayBuffer>[],
  options: { entry?: WorkerEntry; onLost?: (error: Error) => void } = {},
): Promise<WorkerShards> {
  const entry = options.entry ?? shardWorkerEntry();
  const shards = saved.map(() => new WorkerShard(new Worker(entry.file, { execArgv: entry.execArgv }), options.onLost));
  try {
    const vocabularies = await Promise.all(shards.map((shard, k) => shard.open(saved[k]!)));
    return { shards, vocabularies };
  } catch (error) {
    for (const shard of shards) shard.close();
    throw error;
  }
}

/** One vocabulary from the shards': document counts add up. */
export function mergeVocabularies(vocabularies: readonly VocabularyTerm[][]): VocabularyTerm[] {
  if (vocabularies.length === 1) return vocabularies[0]!;
  const counts = new Map<string, number>();
  for (const vocabulary of vocabularies) {
    for (const { term, documents } of vocabulary) counts.set(term, (counts.get(term) ?? 0) + documents);
  }
  return Array.from(counts, ([term, documents]) => ({ term, documents }));
}
