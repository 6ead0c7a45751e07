import { loadSnapshotFromFile } from '../content/file-source';
import { resolveContentPage } from '../content/resolvers/resolve-page';
import type { ContentSnapshot } from '../content/snapshot-types';
import { DEFAULT_FEATURE_FLAGS } from '../../shared/state/page';
import type { PageBase } from '../../shared/types/page';
import { buildJsonLd } from './json-ld';

const BASE_URL = 'https://support.example.com';
let snapshot: ContentSnapshot;

beforeAll(async () => {
  snapshot = await loadSnapshotFromFile('content/sample-space.json', { logger: { error: () => undefined } });
});

function pageOf(contentType: string, locale: 'en-US' | 'ja-JP' = 'en-US'): PageBase {
  const route = snapshot.routes().find((candidate) => candidate.contentType === contentType)!;
  const options = { preview: false, currentYear: 2026, flags: DEFAULT_FEATURE_FLAGS };
  return resolveContentPage(snapshot, route, locale, options).entry;
}

function blockOfType(blocks: Record<string, unknown>[], type: string): Record<string, unknown> | undefined {
  return blocks.find((block) => block['@type'] === type);
}

describe('buildJsonLd', () => {
  it('describes the organisation and the site search on every page', () => {
    const page = pageOf('homePage');

    const blocks = buildJsonLd(page, BASE_URL, `${BASE_URL}/`);

    expect(blockOfType(blocks, 'Organization')).toMatchObject({ url: `${BASE_URL}/` });
    expect(blockOfType(blocks, 'WebSite')).toMatchObject({
      name: `${page.chrome.footer.copyright} Support`,
      url: `${BASE_URL}/`,
      inLanguage: 'en',
      potentialAction: { target: `${BASE_URL}/search-results/?searchTerm={search_term_string}` },
    });
  });

  it('names the Japanese site in Japanese and points a Japanese page at it and its search', () => {
    const page = pageOf('homePage', 'ja-JP');

    const blocks = buildJsonLd(page, BASE_URL, `${BASE_URL}/ja/`);

    expect(blockOfType(blocks, 'WebSite')).toMatchObject({
      name: `${page.chrome.footer.copyright} サポート`,
      url: `${BASE_URL}/ja/`,
      inLanguage: 'ja',
      potentialAction: { target: `${BASE_URL}/ja/search-results/?searchTerm={search_term_string}` },
    });
  });

  it("publishes a topic's TechArticle with an ISO date and absolute breadcrumb urls", () => {
    const page = pageOf('topic');
    const pageUrl = `${BASE_URL}${page.url}`;

    const article = blockOfType(buildJsonLd(page, BASE_URL, pageUrl), 'TechArticle') as {
      headline: string;
      url: string;
      dateModified?: string;
      breadcrumb: { itemListElement: { position: number; item: string; name: string }[] };
    };

    expect(article.headline).toBe(page.title);
    expect(article.url).toBe(pageUrl);
    expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const steps = article.breadcrumb.itemListElement;
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.every((step) => step.item.startsWith(`${BASE_URL}/`))).toBe(true);
    expect(steps.at(-1)).toMatchObject({ name: page.title, item: pageUrl });
    expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
  });

  it('gives a page without an article its breadcrumb list, ending at the page', () => {
    const page = pageOf('collection');

    const list = blockOfType(buildJsonLd(page, BASE_URL, `${BASE_URL}${page.url}`), 'BreadcrumbList') as {
      itemListElement: { item: string; name: string }[];
    };

    expect(blockOfType(buildJsonLd(page, BASE_URL, page.url), 'TechArticle')).toBeUndefined();
    expect(list.itemListElement.at(-1)).toMatchObject({ name: page.title, item: `${BASE_URL}${page.url}` });
  });

  it.each(['collection', 'topicSet', 'topic', 'pageKbArticle', 'documentedProduct', 'productLandingPage'])(
    "names each address of a %s page's trail once, the page last, in English and Japanese",
    (contentType) => {
      for (const locale of ['en-US', 'ja-JP'] as const) {
        // Arrange
        const page = pageOf(contentType, locale);
        const pageUrl = `${BASE_URL}${locale === 'ja-JP' ? '/ja' : ''}${page.url}`;

        // Act
        const blocks = buildJsonLd(page, BASE_URL, pageUrl);
        const article = blockOfType(blocks, 'TechArticle') as { breadcrumb?: unknown } | undefined;
        const list = (article?.breadcrumb ?? blockOfType(blocks, 'BreadcrumbList')) as {
          itemListElement: { item: string }[];
        };
        const items = list.itemListElement.map((step) => step.item);

        // Assert
        expect(new Set(items).size).toBe(items.length);
        expect(items.at(-1)).toBe(pageUrl);
      }
    },
  );
});
