import type { PageBase } from '../../shared/types/page';
import { escapeHtml } from '../../shared/richtext/escape';
import { describePage, headDiscoveryTags, ogTypeOf, textOfHtml, type SocialMeta } from './social-meta';

const page = (fields: Record<string, unknown>): PageBase =>
  ({ kind: 'topic', title: 'T', ...fields }) as unknown as PageBase;

const social: SocialMeta = {
  title: 'Create a board "now" <script>',
  description: 'Boards & more',
  url: 'https://support.example.com/jira/docs/create-a-board/',
  siteName: 'Support',
  locale: 'ja-JP',
  alternateLocales: ['en-US'],
  type: 'article',
  publishedTime: '2025-01-01T00:00:00.000Z',
  modifiedTime: '2025-02-01T00:00:00.000Z',
  image: { url: 'https://support.example.com/social-cards/x.png', width: 1200, height: 630, alt: 'Create a board' },
};

describe('describePage', () => {
  it('prefers the meta description', () => {
    expect(describePage(page({ metaDescription: 'Meta' }), '<p>Summary</p>')).toBe('Meta');
  });

  it('falls back to the summary, then the first paragraph of the body', () => {
    expect(describePage(page({}), '<p>The <b>summary</b> &amp; more</p>')).toBe('The summary & more');
    expect(
      describePage(
        page({ body: { id: 'b', html: '<h2>Heading</h2><p> </p><p>First <em>words</em>.</p><p>Second</p>', toc: [] } }),
        undefined,
      ),
    ).toBe('First words.');
    expect(describePage(page({}), undefined)).toBeUndefined();
  });

  it('gives the same first paragraph each time a shared body is described, and none for a body without text', () => {
    const body = { id: 'b', html: '<p>First <em>words</em>.</p>', toc: [] };
    const empty = { id: 'e', html: '<p> </p><h2>Only a heading</h2>', toc: [] };

    expect(describePage(page({ body }), undefined)).toBe('First words.');
    expect(describePage(page({ body }), undefined)).toBe('First words.');
    expect(describePage(page({ body: empty }), undefined)).toBeUndefined();
    expect(describePage(page({ body: empty, description: 'Own description' }), undefined)).toBe('Own description');
  });

  it('shortens long text at a word', () => {
    const text = describePage(page({ metaDescription: 'word '.repeat(100) }), undefined)!;
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text).toMatch(/word…$/);
  });
});

describe('headDiscoveryTags', () => {
  it('writes Open Graph, article and Twitter tags with escaped values', () => {
    const html = headDiscoveryTags(social, [], escapeHtml);
    expect(html).toContain('<meta property="og:title" content="Create a board &quot;now&quot; &lt;script&gt;">');
    expect(html).toContain('<meta property="og:locale" content="ja_JP">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(html).toContain('<meta property="article:published_time" content="2025-01-01T00:00:00.000Z">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('<script>');
  });

  it('leaves article times out of website pages, and writes discovery links', () => {
    const html = headDiscoveryTags(
      { ...social, type: 'website' },
      [{ rel: 'search', type: 'application/opensearchdescription+xml', href: '/opensearch.xml', title: 'Search' }],
      escapeHtml,
    );
    expect(html).not.toContain('article:');
    expect(html).toContain(
      '<link rel="search" type="application/opensearchdescription+xml" href="/opensearch.xml" title="Search">',
    );
  });

  it('says article for topics and KB articles only', () => {
    expect(['topic', 'pageKbArticle', 'homePage', 'productLandingPage'].map(ogTypeOf)).toEqual([
      'article',
      'article',
      'website',
      'website',
    ]);
  });

  it('reads the text of html', () => {
    expect(textOfHtml('<p>a <script>x</script>b</p>')).toBe('a b');
  });
});
