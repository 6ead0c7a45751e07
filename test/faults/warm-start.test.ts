/**
 * Warm start with the real server (startServer on loopback, content from a file): a restart with
 * unchanged content opens the content snapshot and the search index saved in DATA_DIR instead of
 * building them, and serves the same pages and searches; a corrupt or stale saved file is ignored
 * with one log line and built again.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../config/config';
import { CONTENT_SNAPSHOT_FILE_NAME } from '../../server/content/snapshot-file';
import { SEARCH_INDEX_FILE_NAME } from '../../server/search/index-file';
import { SEARCH_PATH } from '../../server/search/router';
import { serverLogger, startServer, type RunningServer } from '../../server/serve';

const SEARCHES = ['board', 'ssh keys', 'sprnt planning'];

let dir: string;
let contentFile: string;
let logLines: string[];
const running: RunningServer[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'warm-start-'));
  contentFile = path.join(dir, 'content.json');
  copyFileSync(path.resolve(__dirname, '../../content/sample-space.json'), contentFile);
  logLines = [];
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Starts a server the way server/start.ts does and waits until it is ready. */
async function boot(): Promise<RunningServer> {
  const settings = parseConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: path.join(dir, 'data'),
    CONTENT_FILE: contentFile,
  });
  const server = await startServer(settings, {
    logger: serverLogger(settings, { write: (line: string) => logLines.push(line) }),
  });
  running.push(server);
  await server.ready;
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  running.splice(running.indexOf(server), 1);
  await server.close();
}

function messages(): string[] {
  return logLines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits for the first start's snapshot and index to reach the disk. */
async function saved(): Promise<void> {
  await until(() => messages().includes('Search index saved') && messages().includes('Content snapshot saved'));
}

/** Pages of the site as a visitor gets them: the home page and the pages the searches lead to. */
async function pages(server: RunningServer, outcomes: unknown[]): Promise<string[]> {
  const urls = [
    '/',
    ...outcomes.flatMap((outcome) =>
      (outcome as { results: { content: { url: string } }[] }).results.slice(0, 2).map((result) => result.content.url),
    ),
  ];
  expect(urls.length).toBeGreaterThan(3);
  const bodies: string[] = [];
  for (const url of urls) {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(200);
    // The script nonce differs per response; every other byte must match.
    bodies.push((await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""'));
  }
  return bodies;
}

async function searchAll(server: RunningServer): Promise<unknown[]> {
  const outcomes = [];
  for (const query of SEARCHES) {
    const response = await fetch(`${server.url}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, highlights: { enable: true }, facets: { enable: true } }),
    });
    expect(response.status).toBe(200);
    // Each answer has its own random query id; everything else must match.
    const { queryId, ...outcome } = (await response.json()) as { queryId: string };
    expect(queryId).toEqual(expect.any(String));
    outcomes.push(outcome);
  }
  return outcomes;
}

describe('a restart with a saved snapshot and search index', () => {
  it('opens the saved snapshot and index instead of building them when the content has not changed, and serves the same pages and searches', async () => {
    const first = await boot();
    await saved();
    const cold = await searchAll(first);
    const coldPages = await pages(first, cold);
    expect(messages().filter((message) => message === 'Search index built')).toHaveLength(1);
    expect(messages().filter((message) => message === 'Content snapshot built')).toHaveLength(1);
    await stop(first);

    logLines = [];
    const second = await boot();
    expect(messages()).toContain('Content snapshot opened from the saved file');
    expect(messages()).not.toContain('Content snapshot built');
    expect(messages()).toContain('Search index opened from the saved file');
    expect(messages()).not.toContain('Search index built');
    expect(await searchAll(second)).toEqual(cold);
    expect(await pages(second, cold)).toEqual(coldPages);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it('ignores a torn saved snapshot with one log line and builds the snapshot, then opens the saved index', async () => {
    const first = await boot();
    await saved();
    const cold = await searchAll(first);
    await stop(first);
    const file = path.join(dir, 'data', CONTENT_SNAPSHOT_FILE_NAME);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 4096));

    logLines = [];
    const second = await boot();
    const ignored = messages().filter((message) => message.startsWith('Ignoring the saved content snapshot'));
    expect(ignored).toEqual([expect.stringContaining('the payload has')]);
    expect(messages()).toContain('Content snapshot built');
    expect(messages()).toContain('Search index opened from the saved file');
    expect(await searchAll(second)).toEqual(cold);
  }, 60_000);

  it('ignores a corrupt saved index with one log line and builds the index again', async () => {
    const first = await boot();
    await saved();
    const cold = await searchAll(first);
    await stop(first);
    const file = path.join(dir, 'data', SEARCH_INDEX_FILE_NAME);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 4096));

    logLines = [];
    const second = await boot();
    const ignored = messages().filter((message) => message.startsWith('Ignoring the saved search index'));
    expect(ignored).toHaveLength(1);
    expect(ignored[0]).toContain('the payload has');
    expect(messages()).toContain('Search index built');
    expect(await searchAll(second)).toEqual(cold);
  }, 60_000);

  it('builds the index again when the content changed since it was saved', async () => {
    const first = await boot();
    await saved();
    await stop(first);
    const space = JSON.parse(readFileSync(contentFile, 'utf8')) as {
      entries: { sys: { contentType: { sys: { id: string } } }; fields: Record<string, Record<string, unknown>> }[];
    };
    const topic = space.entries.find((entry) => entry.sys.contentType.sys.id === 'topic')!;
    topic.fields.topicTitle!['en-US'] = 'Quasar telemetry handbook';
    writeFileSync(contentFile, JSON.stringify(space));

    logLines = [];
    const second = await boot();
    expect(messages().filter((message) => message.startsWith('Ignoring the saved search index'))).toEqual([
      expect.stringContaining('not the current content'),
    ]);
    expect(messages()).toContain('Search index built');
    const response = await fetch(`${second.url}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'quasar telemetry' }),
    });
    const outcome = (await response.json()) as { results: { content: { title: string } }[] };
    expect(outcome.results[0]?.content.title).toBe('Quasar telemetry handbook');
  }, 60_000);
});
