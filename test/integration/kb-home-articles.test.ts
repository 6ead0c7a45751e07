/**
 * A KB home lists its articles (ADR 056): those without a parent article, in content order, each a
 * link to a page that answers, in English and in Japanese.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml } from './support';

jest.setTimeout(30_000);

const exported = JSON.parse(readFileSync(path.join(__dirname, '../../content/sample-space.json'), 'utf8')) as {
  entries: {
    sys: { id: string; publishedVersion?: number; contentType: { sys: { id: string } } };
    fields: Record<string, Record<string, unknown>>;
  }[];
};
const sample = buildSnapshot(exported, { logger: { error: () => undefined } });
const { app } = buildTestApp(sample, { loadTemplate });

/** The sample's published KB articles of a KB home (a draft is not on the site), top-level ones and the others. */
function articlesOf(kbHomeId: string) {
  const link = (value: unknown) => (value as { sys?: { id?: string } } | undefined)?.sys?.id;
  const ofHome = exported.entries.filter(
    (entry) =>
      entry.sys.contentType.sys.id === 'pageKbArticle' &&
      entry.sys.publishedVersion !== undefined &&
      link(entry.fields.kbHome?.['en-US']) === kbHomeId,
  );
  return {
    topLevel: ofHome.filter((entry) => link(entry.fields.parent?.['en-US']) === undefined).map((entry) => entry.sys.id),
    children: ofHome.filter((entry) => link(entry.fields.parent?.['en-US']) !== undefined).map((entry) => entry.sys.id),
  };
}

describe("a KB home's articles", () => {
  it.each([
    ['/jira-software-data-center/kb/', 'kb-home-jsw-dc', 'Articles'],
    ['/ja/jira-software-data-center/kb/', 'kb-home-jsw-dc', '記事'],
  ])('are listed on %s, top-level ones only, each leading to its article', async (url, kbHomeId, heading) => {
    // Arrange
    const { topLevel, children } = articlesOf(kbHomeId);
    // Act
    const response = await request(app).get(url);
    // Assert
    expect(response.status).toBe(200);
    const section = parseHtml(response.text).querySelector('section[aria-labelledby="hc-kb-articles"]')!;
    expect(section.querySelector('h2')!.textContent).toBe(heading);
    const hrefs = [...section.querySelectorAll('li a')].map((link) => link.getAttribute('href')!);
    expect(hrefs).toHaveLength(topLevel.length);
    expect(children.length).toBeGreaterThan(0);
    const routes = hrefs.map((href) => sample.route(href.replace(/^\/ja(?=\/)/, ''))?.entryId);
    expect(routes).toEqual(topLevel);
    for (const href of hrefs) expect((await request(app).get(href)).status).toBe(200);
  });
});
