/**
 * The document title of the sample space's pages, as a tab or a bookmark shows it: the page first,
 * the product and version it documents where the title does not say, the site last.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { collectingLogger, parseHtml, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger: collectingLogger().logger });

async function titleOf(url: string): Promise<string> {
  const response = await request(app).get(url);
  return parseHtml(response.text).title;
}

describe('the document title', () => {
  it.each([
    ['the home page, which is the site', '/', 'Atlassian Support'],
    [
      'a Cloud topic, with its product and edition',
      '/jira-software-cloud/docs/configure-board-columns/',
      'Configure board columns | Jira Software Cloud | Atlassian Support',
    ],
    [
      'a Data Center topic, with its version',
      '/jira-software-data-center/10.3/docs/supported-platforms/',
      'Supported platforms | Jira Software Data Center 10.3 | Atlassian Support',
    ],
    [
      'the same topic in another version, told apart by it',
      '/jira-software-data-center/9.12/docs/supported-platforms/',
      'Supported platforms | Jira Software Data Center 9.12 | Atlassian Support',
    ],
    [
      'a knowledge base home, whose title names its product already',
      '/jira-software-cloud/kb/',
      'Jira Software Cloud Knowledge Base | Atlassian Support',
    ],
    ['a page outside any product', '/contact/', 'Contact support | Atlassian Support'],
    [
      'a Japanese page, with the site name in Japanese',
      '/ja/jira-software-cloud/docs/configure-board-columns/',
      /^.+ \| Jira Software Cloud \| アトラシアン サポート$/,
    ],
  ])('of %s', async (_name, url, expected) => {
    const title = await titleOf(url);

    if (typeof expected === 'string') expect(title).toBe(expected);
    else expect(title).toMatch(expected);
  });

  it('names the search on the results page, then the site', async () => {
    expect(await titleOf('/search-results/?searchTerm=board')).toBe('"board" - Search results | Atlassian Support');
  });

  it('keeps the page alone in the social title, the site having its own tag', async () => {
    const doc = parseHtml((await request(app).get('/jira-software-cloud/docs/configure-board-columns/')).text);

    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Configure board columns');
    expect(doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe('Atlassian Support');
  });
});
