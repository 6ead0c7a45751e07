/**
 * Worker thread entry: fills one search shard with the rows its parent sends, reports its spelling
 * vocabulary, then answers the parent's queries against it until the parent ends the thread.
 */
import { parentPort } from 'node:worker_threads';
import type { RowsRequest, ShardQuery, ShardRequest, ShardResponse } from './shard-workers';
import { SearchShard, type ShardRow } from './shard';

const port = parentPort;
if (!port) throw new Error('The search shard worker runs only in a worker thread');

let shard = SearchShard.create();
shard.begin();
const add = shard.adder();

function reply(response: ShardResponse, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(response, transfer);
}

function rowsOf({ rowids, titles, descriptions, texts, ends, headings, terms }: RowsRequest): ShardRow[] {
  const rows: ShardRow[] = [];
  let start = 0;
  for (let index = 0; index < rowids.length; index += 1) {
    const end = ends[index]!;
    // A view of the received bytes, not a copy.
    const text = Buffer.from(texts.buffer, texts.byteOffset + start, end - start);
    rows.push({
      rowid: rowids[index]!,
      title: titles[index]!,
      description: descriptions[index]!,
      text,
      headings: headings[index]!,
      terms: terms[index]!,
    });
    start = end;
  }
  return rows;
}

function addRows(request: RowsRequest): void {
  for (const row of rowsOf(request)) add(row);
}

function answer(id: number, query: ShardQuery): void {
  if (query.kind === 'matching') {
    const rowids = shard.matching(query.match);
    reply({ type: 'answer', id, value: rowids }, [rowids.buffer]);
  } else if (query.kind === 'rankedPage') {
    reply({ type: 'answer', id, value: shard.rankedPage(query.request) });
  } else if (query.kind === 'serialize') {
    const bytes = shard.serialize();
    // Transfer the buffer when the bytes own it whole; a slice of a shared pool is copied instead.
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const owned = whole ? new Uint8Array(bytes.buffer as ArrayBuffer) : new Uint8Array(bytes);
    reply({ type: 'answer', id, value: owned }, [owned.buffer]);
  } else if (query.kind === 'highlights') {
    reply({ type: 'answer', id, value: shard.highlights(query.match, query.rowids) });
  } else {
    reply({ type: 'answer', id, value: shard.change(rowsOf(query.removed), rowsOf(query.added)) });
  }
}

port.on('message', (request: ShardRequest) => {
  const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  if (request.type === 'query') {
    try {
      answer(request.id, request.query);
    } catch (error) {
      reply({ type: 'error', id: request.id, message: message(error) });
    }
    return;
  }
  try {
    if (request.type === 'rows') {
      addRows(request);
      reply({ type: 'added', count: request.rowids.length });
    } else if (request.type === 'open') {
      shard.abandon();
      shard.close();
      shard = SearchShard.open(request.bytes);
      reply({ type: 'built', vocabulary: shard.vocabulary(), bytes: shard.bytes });
    } else {
      const vocabulary = shard.finish();
      reply({ type: 'built', vocabulary, bytes: shard.bytes });
    }
  } catch (error) {
    shard.abandon();
    reply({ type: 'failed', message: message(error) });
  }
});
