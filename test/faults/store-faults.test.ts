/**
 * The SQLite store under file-system faults, through the write APIs: the database file deleted or
 * replaced while the server runs, or made immutable. Nothing is
 * acknowledged that was not kept, the answer is JSON 503, /readyz says degraded, and the process
 * survives (no SIGBUS from a memory-mapped wal-index).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { FEEDBACK_PATH, STORE_UNAVAILABLE_MESSAGE, SUPPORT_REQUESTS_PATH } from '../../server/routes/support-api';
import { createStore, SQLITE_FILE_NAME, type Store } from '../../server/store/store';
import { buildTestApp } from '../integration/support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const feedback = { entryId: 'e1', pageUrl: '/a/', helpful: true };
const supportRequest = {
  form: 'support',
  name: 'Ada',
  email: 'ada@example.com',
  ticketType: 'suggestion',
  summary: 'S',
  description: 'D',
};

let dataDir: string;
let store: Store;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-faults-'));
  store = await createStore({ dataDir, databaseUrl: undefined });
});

afterEach(async () => {
  for (const name of readdirSync(dataDir)) {
    try {
      execFileSync('chattr', ['-i', path.join(dataDir, name)], { stdio: 'ignore' });
    } catch {
      // Not immutable, or no chattr: nothing to undo.
    }
  }
  await store.close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

function app() {
  return buildTestApp(snapshot, { store }).app;
}

describe('the SQLite store', () => {
  it('keeps no shared-memory wal-index file, so no write can fault on a memory mapping', async () => {
    expect((await request(app()).post(FEEDBACK_PATH).send(feedback)).status).toBe(204);
    expect(existsSync(path.join(dataDir, `${SQLITE_FILE_NAME}-shm`))).toBe(false);
  });

  it('refuses writes with JSON 503 once its file is deleted, and /readyz says degraded', async () => {
    const server = app();
    expect((await request(server).post(FEEDBACK_PATH).send(feedback)).status).toBe(204);
    unlinkSync(path.join(dataDir, SQLITE_FILE_NAME));

    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await request(server).post(FEEDBACK_PATH).send(feedback);
      expect(refused.status).toBe(503);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.body).toEqual({ error: STORE_UNAVAILABLE_MESSAGE });
      expect(refused.headers['retry-after']).toBe('30');
    }
    const support = await request(server).post(SUPPORT_REQUESTS_PATH).send(supportRequest);
    expect(support.status).toBe(503);
    const ready = await request(server).get('/readyz');
    expect(ready.body).toMatchObject({ status: 'degraded', store: { status: 'degraded' } });
    expect(ready.body.store.reason).toContain('no longer exists');
  });

  it('refuses writes once its file is replaced by another file of the same name', async () => {
    const server = app();
    const file = path.join(dataDir, SQLITE_FILE_NAME);
    unlinkSync(file);
    execFileSync('touch', [file]);
    expect((await request(server).post(FEEDBACK_PATH).send(feedback)).status).toBe(503);
    expect((await request(server).get('/readyz')).body.store.reason).toContain('was replaced');
  });

  it('refuses writes to an immutable file with 503 and the process lives on', async () => {
    const server = app();
    expect((await request(server).post(FEEDBACK_PATH).send(feedback)).status).toBe(204);
    let immutable = true;
    for (const name of readdirSync(dataDir)) {
      try {
        execFileSync('chattr', ['+i', path.join(dataDir, name)], { stdio: 'ignore' });
      } catch {
        immutable = false;
      }
    }
    // Without CAP_LINUX_IMMUTABLE the check below still runs: the file is then simply writable.
    const answer = await request(server).post(FEEDBACK_PATH).send(feedback);
    expect(answer.status).toBe(immutable ? 503 : 204);
    expect((await request(server).get('/healthz')).status).toBe(200);
    if (immutable) expect((await request(server).get('/readyz')).body.status).toBe('degraded');
  });
});
