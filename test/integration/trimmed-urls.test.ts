/**
 * Trimmed addresses of the sample space: a product's bare root and a versioned product's
 * unversioned docs home redirect, 301, to the page they stand for, keeping /ja and the query;
 * anything else stays a 404.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { collectingLogger, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);

function sampleApp() {
  const { logger } = collectingLogger();
  return createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger });
}

describe('trimmed urls', () => {
  it("redirects a product's bare root to its landing page", async () => {
    const response = await request(sampleApp()).get('/jira-software-cloud/');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/jira-software-cloud/resources/');
  });

  it("redirects a versioned product's unversioned docs home to its newest version's, keeping the query", async () => {
    const response = await request(sampleApp()).get('/jira-software-data-center/docs/?from=email');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/jira-software-data-center/11.1/docs/?from=email');
  });

  it('keeps the Japanese prefix', async () => {
    const response = await request(sampleApp()).get('/ja/jira-software-data-center/docs/');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/ja/jira-software-data-center/11.1/docs/');
  });

  it('leads to a page that answers 200', async () => {
    const app = sampleApp();
    const first = await request(app).get('/jira-software-cloud/');

    const landing = await request(app).get(first.headers.location!);

    expect(landing.status).toBe(200);
  });

  it('leaves an address the snapshot cannot resolve a 404', async () => {
    const app = sampleApp();

    const root = await request(app).get('/no-such-product/');
    const docs = await request(app).get('/no-such-product/docs/');

    expect([root.status, docs.status]).toEqual([404, 404]);
  });
});
