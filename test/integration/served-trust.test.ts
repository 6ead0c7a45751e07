/**
 * Retention and trust factors as the real server wires them (server/serve.ts): old raw events are
 * rolled up at start-up, and a page's helpful answers reach its search results on the refresh timer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '../../config/config';
import { FEEDBACK_PATH } from '../../server/routes/support-api';
import { SEARCH_PATH } from '../../server/search/router';
import { serverLogger, startServer, type RunningServer } from '../../server/serve';
import { entryIdOfAri } from '../../server/search/trust-boost';
import { createStore } from '../../server/store/store';
import type { SearchResult } from '../../shared/search/types';
import { pageViewEvent } from '../support/analytics-events';

// A real server builds the sample space's search index on a shared, loaded machine.
jest.setTimeout(60_000);

let dataDir: string;
let running: RunningServer | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-served-trust-'));
});

afterEach(async () => {
  await running?.close();
  running = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

async function search(server: RunningServer, query: string): Promise<SearchResult[]> {
  const response = await fetch(`${server.url}${SEARCH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: SearchResult[] }).results;
}

describe('the server with analytics retention and search trust factors', () => {
  it('rolls up old events at start-up and shows new helpful answers in search results within the refresh interval', async () => {
    // Arrange: a year-old view and a recent one, written before the server starts.
    const before = await createStore({ dataDir, databaseUrl: undefined });
    await before.recordEvents([pageViewEvent('old', 'entry-old')], new Date(Date.now() - 365 * 86_400_000));
    await before.recordEvents([pageViewEvent('new', 'entry-new')], new Date());
    await before.close();
    const config = parseConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ANALYTICS_RETENTION_DAYS: '30',
      SEARCH_TRUST_REFRESH_MS: '100',
    });
    running = await startServer(config, { logger: serverLogger(config, { write: () => true }) });
    await running.ready;
    const [first] = await search(running, 'ssh keys');
    const entryId = entryIdOfAri(first!.content.contentAri)!;

    // Act
    const answered = await fetch(`${running.url}${FEEDBACK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ entryId, pageUrl: first!.content.url, helpful: true, answerId: 'served-1' }),
    });
    const until = Date.now() + 10_000;
    let shown = first!.content.metadata.trustFactors.helpfulCount;
    while (shown === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const results = await search(running, 'ssh keys');
      shown =
        results.find((hit) => hit.content.contentAri === first!.content.contentAri)?.content.metadata.trustFactors
          .helpfulCount ?? 0;
    }
    await running.close();
    running = undefined;
    const after = await createStore({ dataDir, databaseUrl: undefined });
    const rolled = await after.dailyEvents({ from: '2000-01-01', to: '2100-01-01' });
    const trust = await after.entryTrust();
    await after.close();

    // Assert
    expect(answered.status).toBe(204);
    expect(first!.content.metadata.trustFactors.helpfulCount).toBe(0);
    expect(shown).toBe(1);
    expect(rolled.map((row) => [row.entryId, row.name, row.count])).toEqual([['entry-old', 'page.init', 1]]);
    // The old view is still counted, from its aggregate; the recent one is still raw.
    expect(trust.get('entry-old')?.numViews).toBe(1);
    expect(trust.get('entry-new')?.numViews).toBe(1);
  });
});
