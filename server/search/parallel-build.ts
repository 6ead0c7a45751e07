/**
 * Builds search shards in worker threads, one worker per shard, so a large index is built on every
 * core instead of one. The calling thread sends each worker its rows in batches (a few batches in
 * flight, so memory stays bounded) and gets each shard back as a serialized database, which it opens
 * to query. Its own event loop stays free throughout: requests are served by the index in use.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SearchShard } from './shard';
import type { VocabularyTerm } from './spelling';

/** A document's text for a shard, as the calling thread has it. */
export interface DocumentText {
  rowid: number;
  /** Cleaned of the highlight markers. */
  title: string;
  description: string;
  body: string;
  productNames: string;
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
  texts: Uint8Array<ArrayBuffer>;
  ends: Int32Array<ArrayBuffer>;
}

export type ShardRequest = RowsRequest | { type: 'finish' };
export type ShardResponse =
  | { type: 'added'; count: number }
  | { type: 'built'; database: Uint8Array; vocabulary: VocabularyTerm[] }
  | { type: 'failed'; message: string };

/** Rows per message to a worker. */
const BATCH_ROWS = 500;
/** Batches sent to a worker and not yet inserted; more would only queue copies of the text. */
const BATCHES_IN_FLIGHT = 4;

export interface BuiltShard {
  shard: SearchShard;
  vocabulary: VocabularyTerm[];
}

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
    texts,
    ends,
  };
}

/**
 * Fill `rowsPerShard.length` shards in as many workers. `rowsPerShard[k]` yields shard k's rows,
 * read lazily as batches are sent. Rejects on the first failure, after stopping every worker;
 * `signal` stops them too.
 */
export async function buildShardsInWorkers(
  rowsPerShard: readonly Iterable<DocumentText>[],
  options: { signal?: AbortSignal; entry?: WorkerEntry } = {},
): Promise<BuiltShard[]> {
  const entry = options.entry ?? shardWorkerEntry();
  const workers = rowsPerShard.map(() => new Worker(entry.file, { execArgv: entry.execArgv }));
  const stopAll = (): void => {
    for (const worker of workers) void worker.terminate();
  };
  options.signal?.addEventListener('abort', stopAll, { once: true });
  try {
    return await Promise.all(workers.map((worker, k) => fillShard(worker, rowsPerShard[k]!, options.signal)));
  } catch (error) {
    stopAll();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', stopAll);
  }
}

function fillShard(worker: Worker, rows: Iterable<DocumentText>, signal: AbortSignal | undefined): Promise<BuiltShard> {
  return new Promise<BuiltShard>((resolve, reject) => {
    const source = rows[Symbol.iterator]();
    let inFlight = 0;
    let exhausted = false;
    let settled = false;

    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      reject(error);
    };
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
        worker.postMessage(request satisfies ShardRequest, [
          request.texts.buffer,
          request.ends.buffer,
          request.rowids.buffer,
        ]);
      }
      if (exhausted && inFlight === 0) worker.postMessage({ type: 'finish' } satisfies ShardRequest);
    };

    worker.on('message', (response: ShardResponse) => {
      if (response.type === 'added') {
        inFlight -= 1;
        sendMore();
      } else if (response.type === 'built') {
        settled = true;
        void worker.terminate();
        try {
          resolve({ shard: SearchShard.open(response.database), vocabulary: response.vocabulary });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else {
        fail(new Error(`Building a search shard failed: ${response.message}`));
      }
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => {
      if (signal?.aborted) fail(new Error('The search index build was stopped'));
      else fail(new Error(`A search shard worker stopped before its shard was built (exit code ${code})`));
    });
    try {
      sendMore();
    } catch (error) {
      fail(error as Error);
    }
  });
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
