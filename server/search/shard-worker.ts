/**
 * Worker thread entry: fills one search shard with the rows its parent sends, then sends the shard
 * back as a serialized database (transferred, not copied) with its spelling vocabulary.
 */
import { parentPort } from 'node:worker_threads';
import type { RowsRequest, ShardRequest, ShardResponse } from './parallel-build';
import { SearchShard } from './shard';

const port = parentPort;
if (!port) throw new Error('The search shard worker runs only in a worker thread');

const shard = SearchShard.create();
shard.begin();
const add = shard.adder();

function reply(response: ShardResponse, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(response, transfer);
}

function addRows({ rowids, titles, descriptions, texts, ends }: RowsRequest): void {
  let start = 0;
  for (let index = 0; index < rowids.length; index += 1) {
    const end = ends[index]!;
    // A view of the received bytes, not a copy.
    const text = Buffer.from(texts.buffer, texts.byteOffset + start, end - start);
    add({ rowid: rowids[index]!, title: titles[index]!, description: descriptions[index]!, text });
    start = end;
  }
}

port.on('message', (request: ShardRequest) => {
  try {
    if (request.type === 'rows') {
      addRows(request);
      reply({ type: 'added', count: request.rowids.length });
      return;
    }
    const vocabulary = shard.finish();
    const database = shard.serialize();
    shard.close();
    reply({ type: 'built', database, vocabulary }, [database.buffer as ArrayBuffer]);
  } catch (error) {
    shard.abandon();
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
