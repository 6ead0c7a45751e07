/**
 * Suggestions over the sample space: a heading suggestion links to its page with an `#id` that the
 * rendered page gives that very heading, in English and in Japanese.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { extractDocuments } from '../../server/search/documents';
import { SearchService } from '../../server/search/search-service';
import { SUGGEST_PATH, type SuggestResponse } from '../../server/search/suggest';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);

const service = SearchService.fromSnapshot(snapshot);
afterAll(() => service.close());

describe('heading suggestions over the sample space', () => {
  const withHeadings = extractDocuments(snapshot).filter(
    (document) => (document.headings?.length ?? 0) > 0 && !document.contentAri.includes('/version/'),
  );

  it('exist for topics and KB articles in both languages', () => {
    expect(new Set(withHeadings.map((document) => document.contentType))).toEqual(new Set(['topic', 'kbArticle']));
    expect(new Set(withHeadings.map((document) => document.language))).toEqual(new Set(['en', 'ja']));
  });

  it('link to an element of the page that is the heading suggested', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });
    const sample = [
      ...withHeadings.filter((document) => document.language === 'en').slice(0, 6),
      ...withHeadings.filter((document) => document.language === 'ja').slice(0, 4),
    ];
    for (const document of sample) {
      const heading = document.headings![document.headings!.length - 1]!;
      const response = await request(app)
        .get(SUGGEST_PATH)
        .query({ q: heading.text, language: document.language })
        .expect(200);
      const url = `${document.url}#${heading.id}`;
      const suggested = (response.body as SuggestResponse).headings.find((item) => item.url === url);
      expect({ url, suggested: suggested?.heading }).toEqual({ url, suggested: heading.text });
      const page = parseHtml((await request(app).get(document.url).expect(200)).text);
      const element = page.getElementById(heading.id);
      expect({ url, tag: element?.tagName, text: element?.textContent?.replace(/\s+/g, ' ').trim() }).toEqual({
        url,
        tag: expect.stringMatching(/^H[23]$/),
        text: expect.stringContaining(heading.text),
      });
    }
  }, 60_000);
});
