/**
 * The JavaScript budget of a topic page (docs/adr/021-javascript-budget.md), checked on the
 * production build: the scripts the server lists for the page, gzipped, stay under the ceiling, and
 * Chromium loading and hydrating the page fetches no other script (a dynamic import fired on load
 * would escape the count).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsForTemplate, readAssetManifest } from '../../server/render/asset-manifest';
import { browserForFile, visit } from './support/browser';

/** The enforced ceiling of ADR 021, in bytes of gzip (level 9) output. */
const TOPIC_PAGE_BUDGET_BYTES = 111 * 1024;
const TOPIC = '/jira-software-cloud/docs/invite-your-team/';
const CLIENT_DIST = path.resolve(__dirname, '../../dist/client');

const manifest = readAssetManifest(CLIENT_DIST);
const topicScripts = assetsForTemplate(manifest, 'topic', 'en-US').scripts;

function gzippedSize(url: string): number {
  const file = path.join(CLIENT_DIST, url.slice(manifest.publicPath.length));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const session = browserForFile();

describe('the JavaScript budget of a topic page', () => {
  it('keeps the gzipped scripts of a topic page under the budget of ADR 021', () => {
    // Arrange
    const sizes = topicScripts.map((url) => ({ url, gzip: gzippedSize(url) }));

    // Act
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);

    // Assert
    expect(topicScripts.some((url) => /\/template-topic\./.test(url))).toBe(true);
    // The sizes ride along, so a failure says which chunk grew.
    expect({ withinBudget: total <= TOPIC_PAGE_BUDGET_BYTES, total, sizes }).toMatchObject({ withinBudget: true });
  });

  it('fetches no script beyond the counted ones while a topic page loads and hydrates', async () => {
    // Arrange
    const { page } = await session.open();
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });

    // Act
    await visit(page, TOPIC);
    await page.waitForLoadState('networkidle');

    // Assert
    expect([...new Set(fetched)].sort()).toEqual([...topicScripts].sort());
  });
});
