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
        const twin = page.querySelector('[data-copy-markdown]')!.getAttribute('data-copy-markdown')!;
        expect(twin).toBe(`${url.replace(/\/$/, '')}.md`);
        expect({ url, view: page.querySelector('.hc-copy-markdown__fallback')?.getAttribute('href') }).toEqual({
          url,
          view: twin,
        });
        const markdown = await request(app).get(twin).expect(200);
        // The anchors are page controls: the Markdown twin has none of them.
        expect(markdown.text).not.toContain('](#');
      }
    }
    expect(anchors).toBeGreaterThan(5);
  }, 240_000);

  it('give every preformatted block of an html body a code block with a copy button, and keep it fenced in the Markdown twin', async () => {
    const htmlBodied = articles.filter((route) => route.entryId === 'kb-jsw-dc-index-lock-timeout');
    expect(htmlBodied).toHaveLength(1);
    for (const prefix of ['', '/ja']) {
      const url = `${prefix}${htmlBodied[0]!.url}`;
      const page = parseHtml((await request(app).get(url).expect(200)).text);
      const blocks = [...page.querySelectorAll('.hc-article-body pre')];

      expect(blocks.length).toBeGreaterThan(0);
      for (const pre of blocks) {
        const button = pre.closest('figure.code-block')?.querySelector('button[data-copy-code]');
        expect({ url, button: button?.textContent, hidden: button?.hasAttribute('hidden') }).toEqual({
          url,
          button: prefix ? 'コードをコピー' : 'Copy code',
          hidden: true,
        });
      }
      const markdown = (
        await request(app)
          .get(`${url.replace(/\/$/, '')}.md`)
          .expect(200)
      ).text;
      expect(markdown).toMatch(/\n```\n[^`]*LockObtainFailedException/);
      expect(markdown).not.toContain('Copy code');
    }
  }, 60_000);

  it('give article pages a Share menu passing on their own absolute url, by e-mail too, and no other page one', async () => {
    const topic = articles.find((route) => route.contentType === 'topic')!;
    const kb = articles.find((route) => route.contentType === 'pageKbArticle')!;
    for (const url of [topic.url, `/ja${topic.url}`, kb.url]) {
      const page = parseHtml((await request(app).get(url).expect(200)).text);
      const button = page.querySelector<HTMLElement>('button[data-share-button][aria-haspopup="menu"]');
      const shareUrl = button?.dataset.shareUrl ?? '';
      const title = page.querySelector('h1')!.textContent;

      expect({ url, shareUrl }).toEqual({ url, shareUrl: expect.stringMatching(new RegExp(`^https?://[^/]+${url}$`)) });
      expect(button?.dataset.shareTitle).toBe(title);
      expect(page.querySelector('a.hc-share__fallback')?.getAttribute('href')).toBe(
        `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(shareUrl)}`,
      );
    }
    const home = parseHtml((await request(app).get('/').expect(200)).text);
    expect(home.querySelector('[data-share-button]')).toBeNull();
  }, 60_000);
});
