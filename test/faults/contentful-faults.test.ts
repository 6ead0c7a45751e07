/**
 * Start-up and sync under Contentful faults, with the real server (startServer on loopback), the
 * real `contentful` SDK and a loopback stand-in for the Sync API: down, hanging, answering garbage
 * or 401, at start (with and without a saved snapshot) and during sync. The server always listens,
 * never exits, serves the last good snapshot, and picks up every change once Contentful is back.
 * Every log line of these scenarios is captured and must not contain a secret.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../config/config';
import type { ContentfulExport } from '../../content/tools/sample/space-builder';
import { PERSISTED_CONTENT_FILE_NAME } from '../../server/content/persisted-content';
import { CONTENTFUL_WEBHOOK_PATH, WEBHOOK_SECRET_HEADER } from '../../server/routes/contentful-webhook';
import { serverLogger, startServer, type RunningServer } from '../../server/serve';
import { deliveryItem, FakeContentful, type FakeContentfulMode } from '../support/fake-contentful';

// Each scenario starts real servers and waits out retries on a shared, loaded machine.
jest.setTimeout(30_000);

const SPACE = 'faultspace';
const DELIVERY_TOKEN = 'cfdeliverytoken0123456789abcdef';
const PREVIEW_TOKEN = 'cfpreviewtoken0123456789abcdef';
const WEBHOOK_SECRET = 'webhook-shared-secret-0123456789';
const SECRETS = [DELIVERY_TOKEN, PREVIEW_TOKEN, WEBHOOK_SECRET];
const TOPIC_ID = 'topic-jsw-cloud-invite-your-team';
const TOPIC_URL = '/jira-software-cloud/docs/invite-your-team/';
const sampleSpace = JSON.parse(readFileSync('content/sample-space.json', 'utf8')) as ContentfulExport;

/** Every log line written by every server of this file, checked for secrets at the end. */
const logLines: string[] = [];
let dataDir: string;
let contentful: FakeContentful;
const running: RunningServer[] = [];

function config() {
  return parseConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    CONTENTFUL_SPACE_ID: SPACE,
    CONTENTFUL_DELIVERY_TOKEN: DELIVERY_TOKEN,
    CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
    CONTENTFUL_HOST: contentful.host,
    CONTENTFUL_TIMEOUT_MS: '300',
    CONTENTFUL_SYNC_INTERVAL_MS: '86400000',
    CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
}

/** Starts a server the way server/start.ts does, with plain http to the stand-in and quick retries. */
async function boot(): Promise<RunningServer> {
  const settings = config();
  const server = await startServer(settings, {
    logger: serverLogger(settings, { write: (line: string) => logLines.push(line) }),
    contentful: { insecure: true, basePath: '', retryOnError: false, retryDelayMs: { min: 100, max: 400 } },
  });
  running.push(server);
  return server;
}

async function get(server: RunningServer, url: string, accept = 'text/html') {
  const response = await fetch(`${server.url}${url}`, { headers: { accept } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function readyz(server: RunningServer) {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; reason?: string } };
}

/** Boots once with Contentful up, so the snapshot is saved under DATA_DIR, then stops that server. */
async function saveSnapshot(): Promise<void> {
  const first = await boot();
  await first.ready;
  await until(() => {
    try {
      return readFileSync(path.join(dataDir, PERSISTED_CONTENT_FILE_NAME), 'utf8').length > 0;
    } catch {
      return false;
    }
  });
  await first.close();
  running.splice(running.indexOf(first), 1);
}

function changedTopic(title: string) {
  const item = deliveryItem(contentful.exported.entries.find((entry) => entry.sys.id === TOPIC_ID)!);
  return { ...item, sys: { ...item.sys, revision: 2 }, fields: { ...item.fields, topicTitle: { 'en-US': title } } };
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-contentful-faults-'));
  contentful = new FakeContentful(sampleSpace, SPACE, DELIVERY_TOKEN);
  await contentful.listen();
});

afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  await contentful.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a cold start while Contentful fails, with no saved snapshot', () => {
  it.each<FakeContentfulMode>(['down', 'hang', 'garbage', 'unauthorized'])(
    'listens at once, stays up and not ready while Contentful is %s, and becomes ready when it recovers',
    async (mode) => {
      contentful.mode = mode;
      const server = await boot();

      expect((await get(server, '/healthz', 'application/json')).status).toBe(200);
      await until(async () => (await readyz(server)).body.reason?.includes('the last Contentful sync failed') ?? false);
      const notReady = await readyz(server);
      expect(notReady.status).toBe(503);
      expect(notReady.body.status).toBe('starting');
      const page = await get(server, TOPIC_URL);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(page.text).toContain('The site is starting up. Please try again in a moment.');
      expect(page.text).not.toMatch(/at .+\(.+:\d+:\d+\)/);

      contentful.mode = 'ok';
      await server.ready;
      expect((await readyz(server)).status).toBe(200);
      expect((await get(server, TOPIC_URL)).status).toBe(200);
    },
  );
});

describe('a cold start while Contentful fails, with a saved snapshot', () => {
  it.each<FakeContentfulMode>(['down', 'hang', 'garbage', 'unauthorized'])(
    'serves the saved snapshot at once while Contentful is %s, and syncs the changes when it recovers',
    async (mode) => {
      await saveSnapshot();
      contentful.publish('delta-1', [changedTopic('Invite your team, revised')], 'delta-2');
      contentful.mode = mode;
      const server = await boot();
      await server.ready;

      expect((await readyz(server)).status).toBe(200);
      const page = await get(server, TOPIC_URL);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Invite your team');
      expect(page.text).not.toContain('revised');

      contentful.mode = 'ok';
      await until(async () => (await get(server, TOPIC_URL)).text.includes('Invite your team, revised'));
    },
  );

  it('reports a corrupt saved file in one log line naming it, ignores it and waits for Contentful', async () => {
    await saveSnapshot();
    const file = path.join(dataDir, PERSISTED_CONTENT_FILE_NAME);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.length - 10));
    contentful.mode = 'down';
    const from = logLines.length;
    const server = await boot();
    await until(async () => (await readyz(server)).body.reason?.includes('the last Contentful sync failed') ?? false);

    const reports = logLines.slice(from).filter((line) => line.includes('Ignoring the saved content file'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(file);
    expect(reports[0]).toContain('the payload has');
    expect((await readyz(server)).status).toBe(503);
  });
});

describe('a sync while Contentful fails', () => {
  it.each<FakeContentfulMode>(['down', 'hang', 'garbage', 'unauthorized'])(
    'keeps serving the last good snapshot while Contentful is %s, and applies an acknowledged publish once it is back',
    async (mode) => {
      const server = await boot();
      await server.ready;
      const version = (await readyz(server)).body;
      contentful.publish('delta-1', [changedTopic('Invite your team after the outage')], 'delta-2');
      contentful.mode = mode;

      const hook = await fetch(`${server.url}${CONTENTFUL_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { [WEBHOOK_SECRET_HEADER]: WEBHOOK_SECRET, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(hook.status).toBe(202);
      await until(() => logLines.some((line) => line.includes('Contentful delta sync failed')));
      expect((await readyz(server)).body).toEqual(version);
      const page = await get(server, TOPIC_URL);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain('after the outage');

      contentful.mode = 'ok';
      await until(async () => (await get(server, TOPIC_URL)).text.includes('Invite your team after the outage'));
    },
  );

  it('refuses a webhook with a wrong or missing secret with 401 and a JSON reason', async () => {
    const server = await boot();
    await server.ready;
    const wrong = await fetch(`${server.url}${CONTENTFUL_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { [WEBHOOK_SECRET_HEADER]: `${WEBHOOK_SECRET}x`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: `The ${WEBHOOK_SECRET_HEADER} header is wrong.` });
    const missing = await fetch(`${server.url}${CONTENTFUL_WEBHOOK_PATH}`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: `The ${WEBHOOK_SECRET_HEADER} header is missing.` });
  });
});

afterAll(() => {
  // Runs last: every scenario above has written its lines by now.
  expect(logLines.length).toBeGreaterThan(0);
  // The SDK's errors carry the Authorization header: the token was logged, and replaced.
  expect(logLines.some((line) => line.includes('Bearer [redacted]'))).toBe(true);
  for (const secret of SECRETS) expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
});
