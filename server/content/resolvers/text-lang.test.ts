/**
 * The marks of text a Japanese page shows in English for want of a translation (TextLang): on the
 * page's own texts, its body, and the titles of the entries it links to; none on English pages.
 */
import { entryLink, translated } from '../../../content/tools/sample/space-builder';
import type { PageTreeItem } from '../../../shared/types/content';
import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import { expectKind } from '../../../shared/types/pages/by-kind';
import { localHref } from './context';
import { resolveContentPage } from './resolve-page';
import { resolverExport, resolverSnapshot, setFields, testOptions } from './resolver-fixtures';
import { fillMarked } from './text-lang';

function snapshotWithSupportForms() {
  const exportJson = resolverExport();
  setFields(exportJson, 'jira-cloud', {
    customSupportFormAuthenticated: '/contact/?product=jira',
    customSupportFormUnauthenticated: '/contact/?product=jira&anonymous=true',
  });
  setFields(exportJson, 'jira-docs', {
    collections: [entryLink('coll-guide'), entryLink('coll-reference'), entryLink('coll-tour')],
  });
  // A Japanese title over an English body: marks are per field, not per entry.
  const board = exportJson.entries.find((entry) => entry.sys.id === 'topic-board')!;
  board.fields.topicTitle = translated('Create a board', 'ボードを作成').localized;
  return resolverSnapshot(exportJson);
}

const snapshot = snapshotWithSupportForms();
const resolve = (url: string, locale: 'en-US' | 'ja-JP') =>
  resolveContentPage(snapshot, snapshot.route(url)!, locale, testOptions()).entry;

function flatTree(nodes: readonly PageTreeItem[]): PageTreeItem[] {
  return nodes.flatMap((node) => [node, ...flatTree(node.childList)]);
}

describe('fillMarked', () => {
  it('marks the part of a message an untranslated value fills', () => {
    expect(fillMarked('{title} ナレッジ ベース', 'title', 'Jira', 'en')).toEqual({
      text: 'Jira ナレッジ ベース',
      lang: ['en', 0, 4],
    });
    expect(fillMarked('{n} 件中 {title}', 'title', 'Jira', 'en', { n: 3 })).toEqual({
      text: '3 件中 Jira',
      lang: ['en', 5, 9],
    });
  });

  it('marks a message that is the value alone whole, and nothing for a translated value', () => {
    expect(fillMarked('{title}', 'title', 'Jira', 'en')).toEqual({ text: 'Jira', lang: 'en' });
    expect(fillMarked('{title} ナレッジ ベース', 'title', 'ジラ', undefined)).toEqual({ text: 'ジラ ナレッジ ベース' });
  });
});

describe('marks of untranslated text on Japanese pages', () => {
  it('marks an untranslated topic title and body, its headings and the sidebar titles that fall back', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/configure-columns/', 'ja-JP'), 'topic');
    const resolved = resolveContentPage(
      snapshot,
      snapshot.route('/jira-cloud/docs/configure-columns/')!,
      'ja-JP',
      testOptions(),
    );

    // Assert
    expect(page.textLang).toEqual({ title: 'en' });
    expect(page.body.lang).toBe('en');
    const tree = flatTree(resolved.pageTree);
    expect(tree.find((node) => node.id === 'topic-columns')?.lang).toBe('en');
    // 'Get started' and 'Create a board' have Japanese titles.
    expect(tree.find((node) => node.id === 'coll-guide')).toEqual(expect.not.objectContaining({ lang: 'en' }));
    expect(tree.find((node) => node.id === 'topic-board')).toEqual(expect.not.objectContaining({ lang: 'en' }));
  });

  it('marks per field: a Japanese title over an untranslated body marks the body only', () => {
    const page = expectKind(resolve('/jira-cloud/docs/create-a-board/', 'ja-JP'), 'topic');

    expect(page.title).toBe('ボードを作成');
    expect(page.textLang).toBeUndefined();
    expect(page.body.lang).toBe('en');
  });

  it('marks breadcrumbs whose titles fall back, and only those', () => {
    const page = expectKind(resolve('/jira-cloud/docs/configure-columns/', 'ja-JP'), 'topic');

    expect(page.breadcrumbs.map(({ title, lang }) => [title, lang])).toEqual([
      ['サポート', undefined],
      ['Jira クラウド', undefined],
      // The docs home after its product's resources page is the interface's word, in Japanese.
      ['ドキュメント', undefined],
      ['はじめに', undefined],
      ['Boards', 'en'],
      ['Configure columns', 'en'],
    ]);
  });

  it('marks the cards of a collection: titles, descriptions and their own button words', () => {
    const page = expectKind(resolve('/jira-cloud/docs/take-the-tour/', 'ja-JP'), 'collection');

    expect(page.textLang).toEqual({ title: 'en' });
    // The button says the interface's words, in the page's language.
    expect(page.cards[0]).toEqual(
      expect.objectContaining({ title: 'Plan', lang: 'en', buttonText: serverMessagesFor('ja-JP').page.viewTopics }),
    );
    expect(page.cards[0]?.buttonTextLang).toBeUndefined();
  });

  it("marks a docs home's guides by field: a translated title, an untranslated one and its button words", () => {
    const page = expectKind(resolve('/jira-cloud/docs/', 'ja-JP'), 'documentedProduct');

    expect(page.textLang).toEqual({ title: 'en' });
    const guides = Object.fromEntries(page.guides.map((card) => [card.id, card]));
    expect(guides['coll-guide']).toEqual(expect.objectContaining({ title: 'はじめに' }));
    expect(guides['coll-guide']?.lang).toBeUndefined();
    expect(guides['coll-tour']).toEqual(
      expect.objectContaining({
        title: 'Take the tour',
        lang: 'en',
        buttonText: 'Start the tour',
        buttonTextLang: 'en',
      }),
    );
  });

  it('marks the title filled into the KB home heading by its range', () => {
    const page = expectKind(resolve('/jira-cloud/kb/', 'ja-JP'), 'pageKbHome');

    expect(page.heading).toBe('Jira ナレッジ ベース');
    expect(page.textLang).toEqual({ heading: ['en', 0, 4] });
  });

  it('marks a landing page title and description, and its resource cards', () => {
    const page = expectKind(resolve('/billing/resources/', 'ja-JP'), 'contextTheme');

    expect(page.textLang).toEqual({ title: 'en', description: 'en' });
    expect(page.cards[0]).toEqual(
      expect.objectContaining({ title: 'Billing', lang: 'en', descriptionLang: 'en', buttonTextLang: 'en' }),
    );
  });

  it('marks nothing on English pages', () => {
    for (const url of [
      '/jira-cloud/docs/configure-columns/',
      '/jira-cloud/docs/take-the-tour/',
      '/jira-cloud/kb/',
      '/billing/resources/',
      '/',
    ]) {
      const json = JSON.stringify(resolveContentPage(snapshot, snapshot.route(url)!, 'en-US', testOptions()));
      expect({ url, marks: json.match(/"(?:lang|textLang|\w+Lang)":/g) ?? [] }).toEqual({ url, marks: [] });
    }
  });
});

describe('contact links of Japanese pages', () => {
  it("links a context's support forms in the page's locale", () => {
    const ja = expectKind(resolve('/jira-cloud/resources/', 'ja-JP'), 'productLandingPage');
    const en = expectKind(resolve('/jira-cloud/resources/', 'en-US'), 'productLandingPage');

    expect(ja.supportFormUrls).toEqual({
      authenticated: '/ja/contact/?product=jira',
      unauthenticated: '/ja/contact/?product=jira&anonymous=true',
    });
    expect(en.supportFormUrls).toEqual({
      authenticated: '/contact/?product=jira',
      unauthenticated: '/contact/?product=jira&anonymous=true',
    });
  });

  it('localizes the KB pages’ report-a-problem and contact links', () => {
    const article = expectKind(resolve('/jira-cloud/kb/cannot-log-in/', 'ja-JP'), 'pageKbArticle');
    const home = expectKind(resolve('/jira-cloud/kb/', 'ja-JP'), 'pageKbHome');

    expect(article.reportProblemUrl).toBe('/ja/contact/?ticketType=bug&product=jira&pageId=kb-login');
    expect(home.moreWaysToGetHelp.find((link) => link.id === 'contact')?.url).toBe('/ja/contact/?product=jira');
  });

  it('localizes a path a body links to when the site serves it in the locale, and nothing else', () => {
    expect(localHref(snapshot, '/contact/?product=jira#form', 'ja-JP')).toBe('/ja/contact/?product=jira#form');
    expect(localHref(snapshot, '/jira-cloud/docs/create-a-board/', 'ja-JP')).toBe(
      '/ja/jira-cloud/docs/create-a-board/',
    );
    expect(localHref(snapshot, '/content-assets/logo.svg', 'ja-JP')).toBe('/content-assets/logo.svg');
    expect(localHref(snapshot, 'https://example.com/contact/', 'ja-JP')).toBe('https://example.com/contact/');
    expect(localHref(snapshot, '/contact/', 'en-US')).toBe('/contact/');
  });
});
