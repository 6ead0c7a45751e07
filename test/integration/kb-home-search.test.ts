/**
 * A knowledge base's search box over the sample space: every KB home's box searches its own
 * product's articles (its product, deployment and the 'Knowledge base' tab as hidden fields), and
 * the results page it leads to lists only knowledge-base articles of that product, in both locales.
 */
import request from 'supertest';
import { textField } from '../../server/content/resolvers/fields';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml, sampleSearchApp } from './support';

const { snapshot, service } = sampleSearchApp();

const kbHomes = snapshot.routes().filter((route) => route.contentType === 'pageKbHome');
const articlesOf = (home: string) =>
  snapshot
    .routes()
    .filter((route) => route.contentType === 'pageKbArticle' && route.url.startsWith(home) && route.url !== home);

/** The results url the box's form would submit with a term, from its action and fields. */
function submittedUrl(form: HTMLFormElement, term: string): string {
  const params = new URLSearchParams();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    params.append(input.name, input.name === 'searchTerm' ? term : input.value);
  }
  return `${form.getAttribute('action')}?${params.toString()}`;
}

describe("a knowledge base's search box", () => {
  const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });

  it('exists in the sample space for several products', () => {
    expect(kbHomes.length).toBeGreaterThanOrEqual(3);
  });

  it.each(kbHomes.flatMap((route) => [route.url, `/ja${route.url}`]))(
    'on %s searches only the knowledge-base articles of its product',
    async (url) => {
      const page = parseHtml((await request(app).get(url).expect(200)).text);
      const form = page.querySelector<HTMLFormElement>('main form[role="search"]')!;
      const fields = Object.fromEntries(
        [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
      );
      expect(fields).toEqual({
        product: expect.stringMatching(/^[a-z-]+$/),
        deployment: expect.stringMatching(/^(cloud|data_center)$/),
        category: 'knowledgeBase',
      });

      // A word of one of its own articles' titles finds that article, and only articles.
      const home = url.replace(/^\/ja/, '');
      const title = textField(snapshot.entry(articlesOf(home)[0]!.entryId)!, 'title')!;
      const results = parseHtml((await request(app).get(submittedUrl(form, title)).expect(200)).text);
      const links = [...results.querySelectorAll('.hc-search-result__title a')].map(
        (link) => link.getAttribute('href') ?? '',
      );
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => !href.includes('/kb/'))).toEqual([]);
      expect(links.some((href) => href.replace(/^\/ja/, '').startsWith(home))).toBe(true);
      expect(results.querySelector('[role="tab"][aria-selected="true"], [aria-current="page"]')?.textContent).toMatch(
        /^(Knowledge base|ナレッジ ベース)$/,
      );
    },
    60_000,
  );
});
