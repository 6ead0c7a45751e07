/**
 * A process killed while it writes the saved search index leaves the file it replaced whole: the
 * bytes go to a temporary file that is renamed over the old one only once synced
 * (server/files/durable-write.ts). A child process saves large indexes one after another and is
 * killed with SIGKILL while a temporary file exists; the file then opens as the last one saved.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseSearchIndex, SEARCH_INDEX_FILE_NAME } from './index-file';

/** The child: saves an index of large documents under content versions v1, v2, ... until killed. */
const CHILD = `
import { SearchIndexFile } from ${JSON.stringify(path.resolve(__dirname, 'index-file.ts'))};
import { SearchIndex } from ${JSON.stringify(path.resolve(__dirname, 'search-index.ts'))};
const dir = process.argv[2];
const words = ['board', 'sprint', 'backlog', 'permission', 'workflow', 'dashboard', 'webhook', 'release'];
const documents = Array.from({ length: 1000 }, (_, n) => ({
  id: 'd' + n + '#en', contentAri: 'd' + n, entryId: 'd' + n, contentType: 'topic', language: 'en',
  title: 'Page ' + n, description: 'About page ' + n,
  body: Array.from({ length: 400 }, (_, w) => words[(n * 7 + w) % words.length] + (n * w) % 997).join(' '),
  url: '/p/' + n + '/', products: [], deployment: 'cloud', lastPublishedAt: null,
  trustFactors: { helpfulCount: 0, numViews: 0 },
}));
const index = new SearchIndex();
index.build(documents);
const file = new SearchIndexFile(dir, { info: (_d, m) => console.log(m), error: (_d, m) => console.error(m) }, { delayMs: 0 });
(async () => {
  for (let version = 1; ; version += 1) {
    await file.save('v' + version, { documents, texts: [] }, index);
    console.log('saved v' + version);
  }
})();
`;

describe('the saved search index under a crash', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'index-crash-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the previous file whole when the writing process is killed in the middle of a write', async () => {
    const script = path.join(dir, 'child.ts');
    writeFileSync(script, CHILD);
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let saved = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      saved += (chunk.toString().match(/saved v\d+/g) ?? []).length;
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    let killedDuringWrite = false;
    try {
      const deadline = Date.now() + 150_000;
      // Wait for a whole file, then for a write under way beside it, and kill the process there.
      while (Date.now() < deadline && !killedDuringWrite) {
        const temporary = saved >= 1 && readdirSync(dir).some((name) => name.endsWith('.tmp'));
        if (temporary) {
          child.kill('SIGKILL');
          killedDuringWrite = true;
        } else await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      if (!killedDuringWrite) child.kill('SIGKILL');
      await exited;
    }
    expect(killedDuringWrite).toBe(true);
    const file = readFileSync(path.join(dir, SEARCH_INDEX_FILE_NAME));
    const header = JSON.parse(file.subarray(0, file.indexOf(10)).toString('utf8')) as {
      contentVersion: string;
      program: string;
    };
    // The file is one the child finished: its checksum holds and it lists every document.
    const opened = parseSearchIndex(file, header.contentVersion, header.program);
    expect(opened.documents).toHaveLength(1000);
    expect(Number(header.contentVersion.slice(1))).toBeGreaterThanOrEqual(1);
  }, 200_000);
});
