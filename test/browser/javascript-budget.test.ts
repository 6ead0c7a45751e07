/**
 * The JavaScript budget of a topic page (docs/adr/021-javascript-budget.md), checked on the
 * production build: every script Chromium fetches while it loads and hydrates the page (the ones
 * the server lists and any chunk imported on load, such as analytics), gzipped, stays under the
 * ceiling.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { assetsForTemplate, readAssetManifest } from '../../server/render/asset-manifest';
import { browserForFile, visit } from './support/browser';

/** The enforced ceiling of ADR 021 (ARCHITECTURE.md's 90 KB), in bytes of gzip (level 9) output. */
const TOPIC_PAGE_BUDGET_BYTES = 90 * 1024;
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
  it('keeps every script a topic page fetches while it loads and hydrates, gzipped, under the ceiling of ADR 021', async () => {
    // Arrange
    const { page } = await session.open();
    const fetched: string[] = [];
    const codings = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') codings.add(response.headers()['content-encoding'] ?? 'none');
    });

    // Act
    await visit(page, TOPIC);
    await page.waitForLoadState('networkidle');
    const scripts = [...new Set(fetched)].sort();
    const sizes = scripts.map((url) => ({ url, gzip: gzippedSize(url) }));
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);

    // Assert
    expect(topicScripts.some((url) => /\/template-topic\./.test(url))).toBe(true);
    // Every script the server lists is fetched; chunks imported after hydration count as well.
    expect(scripts).toEqual(expect.arrayContaining(topicScripts));
    // The sizes ride along, so a failure says which chunk grew.
    expect({ withinBudget: total <= TOPIC_PAGE_BUDGET_BYTES, total, sizes }).toMatchObject({ withinBudget: true });
    // Chromium gets the build's brotli copies (docs/adr/046-precompressed-assets.md), smaller still.
    expect([...codings]).toEqual(['br']);
  });

  it('has a brotli and a gzip copy of every script and stylesheet of the build, each the file once decoded', () => {
    const files = readdirSync(CLIENT_DIST).filter((file) => /\.(?:js|css)$/.test(file));

    const wrong = files.filter((file) => {
      const original = readFileSync(path.join(CLIENT_DIST, file));
      const br = brotliDecompressSync(readFileSync(path.join(CLIENT_DIST, `${file}.br`)));
      const gz = gunzipSync(readFileSync(path.join(CLIENT_DIST, `${file}.gz`)));
      return !br.equals(original) || !gz.equals(original);
    });

    expect(files.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
