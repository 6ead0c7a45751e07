/**
 * A content snapshot reopened from its saved file (server/content/snapshot-file.ts), whose bodies
 * are read from disk on demand, serves every page of the sample space byte for byte as the snapshot
 * built from the export does, in both locales, with the real templates.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { parseSnapshotFile, serializeSnapshot, snapshotBodies } from '../../server/content/snapshot-file';
import type { ContentSnapshot } from '../../server/content/snapshot-types';
import { FIXED_PAGES, collectingLogger, storeWith, testConfig } from './support';

const sample = () =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as unknown;
const SOURCE = 'f'.repeat(64);

function appOf(snapshot: ContentSnapshot) {
  return createApp({
    config: testConfig(),
    snapshotStore: storeWith(snapshot),
    logger: collectingLogger().logger,
    now: () => new Date('2025-06-01T00:00:00Z'),
  });
}

/** Every page a visitor can reach by url: each route and fixed page, in both locales. */
function urls(snapshot: ContentSnapshot): string[] {
  const paths = ['/', ...snapshot.routes().map((route) => route.url), ...FIXED_PAGES.map(([url]) => url)];
  return [...new Set(paths)].flatMap((url) => [url, `/ja${url}`]);
}

describe('a snapshot reopened from its saved file', () => {
  it('serves every sample page in both locales byte for byte as the snapshot built from the export', async () => {
    const built = buildSnapshot(sample(), { logger: { error: () => undefined } });
    const reopened = await parseSnapshotFile(Buffer.concat(serializeSnapshot(built, SOURCE)), SOURCE, false);
    const fresh = appOf(built);
    const saved = appOf(reopened);
    const pages = urls(built);
    expect(pages.length).toBeGreaterThan(50);

    let served = 0;
    for (const url of pages) {
      const [expected, actual] = [await request(fresh).get(url), await request(saved).get(url)];
      // The script nonce differs per response; every other byte must match.
      const text = (response: request.Response) => response.text.replace(/nonce="[^"]*"/g, 'nonce=""');
      expect({ url, status: actual.status, text: text(actual) }).toEqual({
        url,
        status: expected.status,
        text: text(expected),
      });
      if (actual.status === 200) served += 1;
    }
    expect(served).toBeGreaterThan(50);
    expect(snapshotBodies(reopened)!.reads).toBeGreaterThan(0);
  }, 180_000);
});
