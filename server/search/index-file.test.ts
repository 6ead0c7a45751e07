import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

import type { SearchDocument } from './documents';
import { SearchIndexFile, currentProgram, parseSearchIndex, readSearchIndex, serializeSearchIndex } from './index-file';
import type { SearchQuery } from './search-index';
import { SearchIndex } from './search-index';

const TOPICS = ['board', 'sprint', 'backlog', 'permission', 'workflow', 'dashboard'];

function documents(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, n) => {
    const topic = TOPICS[n % TOPICS.length]!;
    const contentAri = `ari:cloud:help::topic/p${n}`;
    return {
      id: `${contentAri}#en`,
      contentAri,
      entryId: `p${n}`,
      contentType: n % 5 === 0 ? 'kbArticle' : 'topic',
      language: 'en',
      title: `Configure the ${topic} ${n}`,
      description: `How to configure a ${topic} in your project.`,
      body: `Steps for the ${topic}. `.repeat(1 + (n % 5)) + (n % 7 === 0 ? 'Webhook delivery retries.' : ''),
      url: `/p/docs/p${n}/`,
      products: [{ name: 'Jira Software', key: 'jira-software', platform: 'data_center', versions: [`9.${n % 3}`] }],
      deployment: 'data_center',
      lastPublishedAt: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
      trustFactors: { helpfulCount: 0, numViews: n },
      headings: [{ text: `Troubleshoot the ${topic}`, id: `troubleshoot-${n}` }],
    };
  });
}

const QUERIES: SearchQuery[] = [
  { query: 'webhook retries', highlights: { enable: true } },
  { query: 'board', facets: { enable: true }, pagination: { from: 0, size: 20 } },
  { query: 'sprnt' },
  { query: 'configure', sort: { by: 'last_published' } },
];

interface LogLine {
  level: 'info' | 'error';
  message: string;
}

function recordingLogger(lines: LogLine[]) {
  return {
    info: (_details: Record<string, unknown>, message: string) => lines.push({ level: 'info', message }),
    error: (_details: Record<string, unknown>, message: string) => lines.push({ level: 'error', message }),
  };
}

async function answers(index: SearchIndex) {
  const outcomes = [];
  for (const query of QUERIES) outcomes.push(await index.search(query));
  return { outcomes, suggestions: index.suggest('troubl', 'en', { titles: 3, headings: 5 }) };
}

let dir: string;
let lines: LogLine[];
let file: SearchIndexFile;
const opened: SearchIndex[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'index-file-'));
  lines = [];
  file = new SearchIndexFile(dir, recordingLogger(lines), { delayMs: 0 });
});

afterEach(() => {
  for (const index of opened.splice(0)) index.close();
  rmSync(dir, { recursive: true, force: true });
});

async function savedIndex(count = 120): Promise<{ built: SearchIndex; docs: SearchDocument[] }> {
  const docs = documents(count);
  const built = new SearchIndex();
  built.build(docs);
  opened.push(built);
  await file.save('content-a', { documents: docs, texts: [] }, built);
  return { built, docs };
}

describe('SearchIndexFile', () => {
  it('reopens a saved index that answers searches and suggestions exactly as the built one does', async () => {
    const { built } = await savedIndex();
    const reopened = await file.open('content-a');
    expect(reopened).toBeDefined();
    opened.push(reopened!.index);
    expect(reopened!.index.size).toBe(built.size);
    expect(reopened!.documents.every((document) => document.body === '')).toBe(true);
    expect(await answers(reopened!.index)).toEqual(await answers(built));
    expect(lines.map((line) => line.message)).toEqual([
      'Search index saved',
      'Search index opened from the saved file',
    ]);
  });

  it('reopens an index built in worker threads in as many worker threads, with the same answers', async () => {
    const docs = documents(300);
    const built = new SearchIndex();
    await built.buildInWorkers(docs, { shards: 2 });
    opened.push(built);
    await file.save('content-w', { documents: docs, texts: [] }, built);
    const reopened = await file.open('content-w');
    expect(reopened).toBeDefined();
    opened.push(reopened!.index);
    expect(reopened!.index.inWorkers).toBe(true);
    expect(reopened!.index.shardCount).toBe(2);
    expect(await answers(reopened!.index)).toEqual(await answers(built));
  }, 30_000);

  it('says nothing and opens nothing when no index was saved', async () => {
    expect(await file.open('content-a')).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('ignores a torn file with one error line, so the index is built again', async () => {
    await savedIndex();
    const bytes = readFileSync(file.path);
    writeFileSync(file.path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    lines.length = 0;
    expect(await file.open('content-a')).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe('error');
    expect(lines[0]!.message).toMatch(/^Ignoring the saved search index .*: the payload has \d+ bytes/);
  });

  it('ignores a file whose bytes no longer match its checksum', async () => {
    await savedIndex();
    const bytes = readFileSync(file.path);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    writeFileSync(file.path, bytes);
    lines.length = 0;
    expect(await file.open('content-a')).toBeUndefined();
    expect(lines).toEqual([{ level: 'error', message: expect.stringContaining('the checksum does not match') }]);
    expect(readdirSync(dir)).toEqual(['search-index.bin']);
  });

  it('opens the shard of a reopened index from a working copy in DATA_DIR and removes the copy when the index closes', async () => {
    const { built } = await savedIndex();
    const reopened = await file.open('content-a');
    opened.push(reopened!.index);
    const copies = readdirSync(dir).filter((name) => name !== 'search-index.bin');
    expect(copies).toEqual([`search-index.shard-${process.pid}-${copies[0]!.split('-')[3]!}-0.sqlite`]);
    expect(await answers(reopened!.index)).toEqual(await answers(built));
    reopened!.index.close();
    expect(readdirSync(dir)).toEqual(['search-index.bin']);
  });

  it('keeps a saved shard in memory when its working copy cannot be written, with the same answers', async () => {
    const { built } = await savedIndex();
    const saved = await readSearchIndex(file.path, 'content-a', {
      workingCopy: () => path.join(file.path, 'shard.sqlite'),
    });
    expect(saved.shards.map((shard) => typeof shard)).toEqual(['object']);
    const reopened = new SearchIndex();
    opened.push(reopened);
    await reopened.restore(saved.documents, saved, saved.shards, { inWorkers: false });
    expect(await answers(reopened)).toEqual(await answers(built));
  });

  it('builds a shard in memory when its file cannot be made, with the same answers', async () => {
    const docs = documents(120);
    writeFileSync(file.path, 'a file where the shard folder would be');
    const inMemory = new SearchIndex();
    await inMemory.buildInBatches(docs);
    const unwritable = new SearchIndex();
    await unwritable.buildInBatches(docs, 500, path.join(file.path, 'shard.sqlite'));
    opened.push(inMemory, unwritable);
    expect(await answers(unwritable)).toEqual(await answers(inMemory));
    expect(readdirSync(dir)).toEqual(['search-index.bin']);
  });

  it('removes the working copies left by a process that is no longer running, and keeps those of running ones', async () => {
    await savedIndex(10);
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dir, `search-index.shard-${dead}-1-0.sqlite`), 'left by a killed server');
    writeFileSync(path.join(dir, `search-index.shard-${process.ppid}-1-0.sqlite`), 'held by a running server');
    const reopened = await file.open('content-a');
    opened.push(reopened!.index);
    reopened!.index.close();
    expect(readdirSync(dir).sort()).toEqual(['search-index.bin', `search-index.shard-${process.ppid}-1-0.sqlite`]);
  });

  it('ignores an index of other content, naming both content versions', async () => {
    await savedIndex();
    lines.length = 0;
    expect(await file.open('content-b')).toBeUndefined();
    expect(lines).toEqual([
      {
        level: 'error',
        message: expect.stringContaining('it indexes content content-a, not the current content content-b'),
      },
    ]);
  });

  it('writes the documents part as JSON.stringify writes the documents without bodies, the layout and the texts', () => {
    // Arrange
    const saved = documents(3).map((document, index) => ({ ...document, title: `“${index}” 日本` }));
    const texts = [{ type: 'topic', id: 't1', locale: 'en-US', note: 'é' }] as unknown as Parameters<
      typeof serializeSearchIndex
    >[0]['texts'];

    // Act
    const [header, metadata] = serializeSearchIndex({
      contentVersion: 'content-a',
      inWorkers: false,
      documents: saved,
      rowids: [1, 2, 3],
      lastRowid: 3,
      texts,
      shards: [new Uint8Array(8)],
    });

    // Assert
    const expected = JSON.stringify({
      documents: saved.map((document) => ({ ...document, body: '' })),
      rowids: [1, 2, 3],
      lastRowid: 3,
      texts,
    });
    expect(header).toBeDefined();
    expect(metadata!.toString('utf8')).toBe(expected);
  });

  it('ignores an index another version of the server saved', () => {
    const parts = serializeSearchIndex(
      {
        contentVersion: 'content-a',
        inWorkers: false,
        documents: documents(1),
        rowids: [1],
        lastRowid: 1,
        texts: [],
        shards: [new Uint8Array(8)],
      },
      'other-program',
    );
    expect(() => parseSearchIndex(Buffer.concat(parts), 'content-a', currentProgram())).toThrow(
      'another version of the server saved it',
    );
  });

  it('refuses a shard database of another schema when it opens it', async () => {
    const other = new Database(':memory:');
    other.exec('CREATE TABLE docs (rowid INTEGER PRIMARY KEY, title TEXT)');
    const parts = serializeSearchIndex({
      contentVersion: 'content-a',
      inWorkers: false,
      documents: documents(1),
      rowids: [1],
      lastRowid: 1,
      texts: [],
      shards: [other.serialize()],
    });
    other.close();
    writeFileSync(file.path, Buffer.concat(parts));
    expect(await file.open('content-a')).toBeUndefined();
    expect(lines).toEqual([
      { level: 'error', message: expect.stringContaining('the saved search shard has another schema') },
    ]);
    expect(readdirSync(dir)).toEqual(['search-index.bin']);
  });

  it('leaves no temporary file beside the saved index', async () => {
    await savedIndex(10);
    expect(readdirSync(dir)).toEqual(['search-index.bin']);
  });
});
