/**
 * The reader tools of article pages over the sample space: every h2 to h4 of a topic or KB article
 * body carries a 'copy link' anchor to its own id, the page states its reading time (and a topic
 * its 'Updated on' date), and 'Copy page as Markdown' links to a twin that exists; in both locales.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const articles = snapshot
  .routes()
  .filter((route) => (route.contentType === 'topic' || route.contentType === 'pageKbArticle') && !route.version);

describe('article reader tools', () => {
  const { app } = buildTestApp(snapshot, { loadTemplate });

  it('give every h2 to h4 of a body a link to its own id, and state reading time and the Markdown twin', async () => {
    const sample = [
      ...articles.filter((route) => route.contentType === 'topic').slice(0, 3),
      ...articles.filter((route) => route.contentType === 'pageKbArticle').slice(0, 3),
    ];
    let anchors = 0;
    for (const route of sample) {
      for (const [prefix, readPattern, updatedPattern] of [
        ['', /^\d+ min read$/, /^Updated on [A-Z][a-z]+ \d{1,2}, \d{4}$/],
        ['/ja', /^\d+ 分で読めます$/, /^更新日: \d{4}年\d{1,2}月\d{1,2}日$/],
      ] as const) {
        const url = `${prefix}${route.url}`;
        const page = parseHtml((await request(app).get(url).expect(200)).text);
        const headings = [...page.querySelectorAll('.hc-article-body :is(h2, h3, h4)')];
        for (const heading of headings) {
          const anchor = heading.querySelector('a.heading-anchor');
          expect({ url, id: heading.id, href: anchor?.getAttribute('href') }).toEqual({
            url,
            id: heading.id,
            href: `#${heading.id}`,
          });
          expect(anchor?.getAttribute('aria-label')).toBe(
            prefix ? 'このセクションへのリンクをコピー' : 'Copy link to this section',
          );
          anchors += 1;
        }
        const meta = [...page.querySelectorAll('.hc-reader-tools__meta > span')].map((span) => span.textContent);
        expect({ url, reading: meta[0] }).toEqual({ url, reading: expect.stringMatching(readPattern) });
        if (route.contentType === 'topic') {
          expect({ url, updated: meta[1] }).toEqual({ url, updated: expect.stringMatching(updatedPattern) });
        }
        const twin = page.querySelector('a[data-copy-markdown]')!.getAttribute('href')!;
        expect(twin).toBe(`${url.replace(/\/$/, '')}.md`);
        const markdown = await request(app).get(twin).expect(200);
        // The anchors are page controls: the Markdown twin has none of them.
        expect(markdown.text).not.toContain('](#');
      }
    }
    expect(anchors).toBeGreaterThan(5);
  }, 240_000);
});
