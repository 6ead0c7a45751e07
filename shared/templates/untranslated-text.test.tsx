/**
 * Japanese pages of untranslated content (WCAG 2.1 SC 3.1.2, Language of Parts): every template
 * marks the English text it shows `lang="en"`, and leaves its Japanese words (interface labels,
 * translated content) in the page's language. English pages carry no mark at all.
 */
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { contentPage } from '../../test/support/template-fixtures';
import { renderWithStore } from '../components/render-with-store';
import type { TemplateProps } from '../registry';
import type { Locale } from '../types/content';
import type { PageViewByKind } from '../types/pages/by-kind';
import { CollectionTemplate } from './CollectionTemplate';
import { ContextThemeTemplate } from './ContextThemeTemplate';
import { DocumentedProductTemplate } from './DocumentedProductTemplate';
import { HomePageTemplate } from './HomePageTemplate';
import { PageKbArticleTemplate } from './PageKbArticleTemplate';
import { PageKbHomeTemplate } from './PageKbHomeTemplate';
import { ProductLandingPageTemplate } from './ProductLandingPageTemplate';
import { TopicSetTemplate } from './TopicSetTemplate';
import { TopicTemplate } from './TopicTemplate';

/** The language a visitor's screen reader reads an element in: its closest `lang`, the page's at the top. */
function langOf(element: Element | null | undefined): string | undefined {
  return element?.closest('[lang]')?.getAttribute('lang') ?? undefined;
}

/** Japanese text (kana or kanji) the page shows, with the language each is read in. */
function japaneseTexts(root: Element): { text: string; lang: string | undefined }[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: { text: string; lang: string | undefined }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(text)) found.push({ text, lang: langOf(node.parentElement) });
  }
  return found;
}

function render<K extends keyof PageViewByKind>(
  kind: K,
  url: string,
  Template: ComponentType<TemplateProps>,
  locale: Locale,
) {
  const { page, state } = contentPage(kind, url, locale);
  document.documentElement.lang = locale === 'ja-JP' ? 'ja' : 'en';
  const { container } = renderWithStore(<Template entry={page} />, state);
  return { page, container };
}

const TEMPLATES: [keyof PageViewByKind, string, ComponentType<TemplateProps>][] = [
  ['topic', '/jira-cloud/docs/tour-2/', TopicTemplate],
  ['topicSet', '/jira-cloud/docs/plan/', TopicSetTemplate],
  ['collection', '/jira-cloud/docs/take-the-tour/', CollectionTemplate],
  ['documentedProduct', '/jira-cloud/docs/', DocumentedProductTemplate],
  ['pageKbArticle', '/jira-cloud/kb/set-up-sso/', PageKbArticleTemplate],
  ['pageKbHome', '/jira-cloud/kb/', PageKbHomeTemplate],
  ['productLandingPage', '/confluence-cloud/resources/', ProductLandingPageTemplate],
  ['contextTheme', '/billing/resources/', ContextThemeTemplate],
  ['homePage', '/', HomePageTemplate],
];

afterEach(() => {
  document.documentElement.removeAttribute('lang');
});

describe.each(TEMPLATES)('the %s template of %s', (kind, url, Template) => {
  it('marks no Japanese text as English on a Japanese page', () => {
    const { container } = render(kind, url, Template, 'ja-JP');

    const texts = japaneseTexts(container);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter(({ lang }) => lang !== 'ja')).toEqual([]);
  });

  it('marks nothing on an English page but the language switch, which names each language in its own', () => {
    const { container } = render(kind, url, Template, 'en-US');

    const marked = [...container.querySelectorAll('[lang]')];
    expect(
      marked
        .filter((element) => !element.closest('.hc-language-switch'))
        .map((element) => element.outerHTML.slice(0, 80)),
    ).toEqual([]);
    expect(
      marked.filter((element) => element.closest('.hc-language-switch')).map((element) => element.textContent),
    ).toEqual(['English', '日本語']);
  });
});

describe('untranslated text on Japanese pages', () => {
  it('topic: the title, body and its headings, guide, sidebar, breadcrumbs, video and related links', () => {
    const { page, container } = render('topic', '/jira-cloud/docs/tour-2/', TopicTemplate, 'ja-JP');

    expect(langOf(screen.getByRole('heading', { level: 1 }))).toBe('en');
    expect(langOf(container.querySelector(`[data-body-id="${page.body.id}"] h2`))).toBe('en');
    // The guide's progress: Japanese words around an English topic set title.
    const progress = container.querySelector('.hc-guide p')!;
    expect(langOf(progress)).toBe('ja');
    expect(langOf(progress.querySelector('span'))).toBe('en');
    expect(progress.querySelector('span')?.textContent).toBe('Plan');
    expect(langOf(container.querySelector('.hc-sibling-list__step a span'))).toBe('en');
    expect(langOf(screen.getByRole('link', { name: 'Developer docs' }))).toBe('en');
    expect(langOf(screen.getByRole('link', { name: 'Search with JQL' }))).toBe('en');
    expect(langOf(container.querySelector('.video__label'))).toBe('en');
    expect(langOf(container.querySelector('.hc-breadcrumbs__link[aria-current="page"]'))).toBe('en');
    expect(langOf(screen.getAllByRole('link', { name: 'Estimate issues' })[0])).toBe('en');
  });

  it("topic: the table of contents is in its body's language, under the page's heading", () => {
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/', 'ja-JP');
    const toc = [
      { id: 'one', text: 'First section', level: 2 as const },
      { id: 'two', text: 'Second section', level: 2 as const },
    ];
    const entry = { ...page, toc, body: { ...page.body, toc } };
    document.documentElement.lang = 'ja';

    renderWithStore(<TopicTemplate entry={entry} />, { ...state, entry });

    expect(langOf(screen.getByRole('link', { name: 'First section' }))).toBe('en');
    expect(langOf(document.querySelector('.toc__heading'))).toBe('ja');
  });

  it('collection and topic set: title, description and every card', () => {
    const collection = render('collection', '/jira-cloud/docs/take-the-tour/', CollectionTemplate, 'ja-JP');
    expect(langOf(screen.getByRole('heading', { level: 1, name: 'Take the tour' }))).toBe('en');
    for (const title of collection.container.querySelectorAll('.hc-card__title')) expect(langOf(title)).toBe('en');
    // The button says the interface's words.
    for (const button of collection.container.querySelectorAll('.hc-card__button')) expect(langOf(button)).toBe('ja');
  });

  it('topic set: the overview body says it is English', () => {
    const { page, container } = render('topicSet', '/jira-cloud/docs/plan/', TopicSetTemplate, 'ja-JP');

    expect(langOf(screen.getByRole('heading', { level: 1, name: 'Plan' }))).toBe('en');
    expect(langOf(container.querySelector(`[data-body-id="${page.overview!.id}"] p`))).toBe('en');
  });

  it('docs home: title, guides and documentation sections with their pages', () => {
    const { container } = render('documentedProduct', '/jira-cloud/docs/', DocumentedProductTemplate, 'ja-JP');

    expect(langOf(screen.getByRole('heading', { level: 1 }))).toBe('en');
    expect(langOf(screen.getByRole('heading', { level: 3, name: 'Reference' }))).toBe('en');
    expect(langOf(screen.getByRole('link', { name: 'Search with JQL' }))).toBe('en');
    // 'Get started' has its own Japanese title.
    expect(langOf(screen.getByRole('heading', { name: 'はじめに' }))).toBe('ja');
    // Its own crumb, after its product's resources page, is the interface's word for documentation.
    const crumb = container.querySelector('.hc-breadcrumbs__link[aria-current="page"]');
    expect(crumb?.textContent).toBe('ドキュメント');
    expect(langOf(crumb)).toBe('ja');
  });

  it("KB article: title, body, the trail's KB home, siblings, children and versions", () => {
    const { container } = render('pageKbArticle', '/jira-cloud/kb/set-up-sso/', PageKbArticleTemplate, 'ja-JP');

    expect(langOf(screen.getByRole('heading', { level: 1, name: 'Set up SSO' }))).toBe('en');
    expect(langOf(container.querySelector('[data-body-id] h2'))).toBe('en');
    const kbHome = container.querySelector('.hc-breadcrumbs__item--parent a')!;
    expect(kbHome.textContent).toBe('ナレッジ ベース');
    expect(langOf(kbHome)).toBe('ja');
    expect(langOf(screen.getByRole('link', { name: 'SSO problem 1' }))).toBe('en');
    expect(langOf(container.querySelector('.hc-kb-meta li span'))).toBe('en');
    // The name and platform are the content's English; the version's words are the page's.
    expect(container.querySelector('.hc-kb-meta li')?.textContent).toBe('Jira Cloud Latest');
    expect(container.querySelector('.hc-kb-meta li span')?.textContent).toBe('Jira Cloud');
  });

  it('KB home: the English title inside the Japanese heading', () => {
    render('pageKbHome', '/jira-cloud/kb/', PageKbHomeTemplate, 'ja-JP');

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Jira ナレッジ ベース');
    expect(langOf(heading)).toBe('ja');
    expect(heading.querySelector('span[lang="en"]')?.textContent).toBe('Jira');
  });

  it('resources pages: title, description and cards', () => {
    const landing = render('productLandingPage', '/confluence-cloud/resources/', ProductLandingPageTemplate, 'ja-JP');
    expect(langOf(screen.getByRole('heading', { level: 1 }))).toBe('en');
    expect(langOf(landing.container.querySelector('.hc-page__title ~ p'))).toBe('en');
    for (const title of landing.container.querySelectorAll('.hc-card__title')) expect(langOf(title)).toBe('en');
  });

  it('home page: the untranslated hero heading, featured links and resource cards', () => {
    const { container } = render('homePage', '/', HomePageTemplate, 'ja-JP');

    expect(langOf(screen.getByRole('heading', { level: 1, name: 'How can we help?' }))).toBe('en');
    expect(langOf(screen.getByRole('link', { name: 'Create your first board' }))).toBe('en');
    expect(langOf(screen.getByRole('heading', { name: 'Billing' }))).toBe('en');
    expect(langOf(container.querySelector('.hc-card__button'))).toBe('en');
  });
});

describe('the notice over an untranslated body', () => {
  const NOTICE = 'このページはまだ日本語に翻訳されていないため、英語で表示しています。';

  it.each([
    ['topic', '/jira-cloud/docs/tour-2/', TopicTemplate],
    ['pageKbArticle', '/jira-cloud/kb/set-up-sso/', PageKbArticleTemplate],
  ] as const)('says in Japanese, just above it, that the %s body is shown in English', (kind, url, Template) => {
    const { container } = render(kind, url, Template, 'ja-JP');

    const notice = screen.getByText(NOTICE);
    const body = container.querySelector('.hc-article-body')!;
    expect(langOf(notice)).toBe('ja');
    expect(body.getAttribute('lang')).toBe('en');
    // The notice comes right before the body, whatever wraps it.
    expect(notice.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.closest('hc-static')?.nextElementSibling).toBe(body);
  });

  it.each([
    ['topic', '/jira-cloud/docs/tour-2/', TopicTemplate],
    ['pageKbArticle', '/jira-cloud/kb/set-up-sso/', PageKbArticleTemplate],
  ] as const)('is not on the English %s page', (kind, url, Template) => {
    const { container } = render(kind, url, Template, 'en-US');

    expect(container.querySelector('.hc-untranslated-notice')).toBeNull();
    expect(container.querySelector('.hc-article-body')).not.toBeNull();
  });
});

describe('the notice on a listing page whose own content is untranslated', () => {
  const NOTICE = 'このページはまだ日本語に翻訳されていないため、英語で表示しています。';
  const LISTING_PAGES = [
    ['documentedProduct', '/jira-cloud/docs/', DocumentedProductTemplate],
    ['collection', '/jira-cloud/docs/take-the-tour/', CollectionTemplate],
    ['topicSet', '/jira-cloud/docs/plan/', TopicSetTemplate],
    ['productLandingPage', '/confluence-cloud/resources/', ProductLandingPageTemplate],
    ['contextTheme', '/billing/resources/', ContextThemeTemplate],
  ] as const;

  it.each(LISTING_PAGES)(
    'says in Japanese, right after the English title, that the %s page is shown in English',
    (kind, url, Template) => {
      render(kind, url, Template, 'ja-JP');

      const notice = screen.getByText(NOTICE);
      const title = screen.getByRole('heading', { level: 1 });
      expect(langOf(notice)).toBe('ja');
      expect(langOf(title)).toBe('en');
      expect(notice).toHaveClass('hc-notice', 'hc-notice--information');
      expect(notice.closest('hc-static')?.previousElementSibling).toBe(title);
    },
  );

  it.each(LISTING_PAGES)('is not on the English %s page', (kind, url, Template) => {
    const { container } = render(kind, url, Template, 'en-US');

    expect(container.querySelector('.hc-untranslated-notice')).toBeNull();
  });

  it('is not on a translated collection, though the pages it lists are not translated', () => {
    const { page } = render('collection', '/jira-cloud/docs/get-started/', CollectionTemplate, 'ja-JP');

    expect(screen.getByRole('heading', { level: 1, name: 'はじめに' })).toBeInTheDocument();
    expect(page.cards.some((card) => card.lang === 'en')).toBe(true);
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
