import { entryLink } from '../../../content/tools/sample/space-builder';
import { supportFormPrefill } from '../../../shared/support/support-form-prefill';
import { expectKind } from '../../../shared/types/pages/by-kind';
import type { ContentSnapshot } from '../snapshot-types';
import { updatedOnOf } from './context';
import { richTextDocument } from '../fixture-space';
import { resolveContentPage } from './resolve-page';
import { resolverSnapshot, resolverSpace, testOptions } from './resolver-fixtures';
import { supportProductsOf } from './support-products';

describe('KB resolvers', () => {
  const snapshot = resolverSnapshot();
  const resolve = (url: string, locale: 'en-US' | 'ja-JP' = 'en-US') =>
    resolveContentPage(snapshot, snapshot.route(url)!, locale, testOptions()).entry;

  it('heads the KB home "{title} Knowledge Base", searches its product\'s articles and lists the more-ways-to-get-help links in order', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/'), 'pageKbHome');

    // Assert
    expect(page.heading).toBe('Jira Knowledge Base');
    expect(page.searchUrl).toBe('/search-results/');
    expect(page.searchScope).toEqual({ product: 'jira', deployment: 'cloud', category: 'knowledgeBase' });
    expect(page.moreWaysToGetHelp.map((link) => link.label)).toEqual([
      'Contact support',
      'Community',
      'Developer community',
      'Developer support desk',
      'Partners',
    ]);
  });

  it("names the KB home 'Knowledge Base' in the trail after its product's resources page", () => {
    // Act
    const home = expectKind(resolve('/jira-cloud/kb/'), 'pageKbHome');
    const article = expectKind(resolve('/jira-cloud/kb/set-up-sso/'), 'pageKbArticle');

    // Assert
    expect(home.breadcrumbs.map((crumb) => crumb.title)).toEqual(['Support', 'Jira Cloud', 'Knowledge Base']);
    expect(article.breadcrumbs.map((crumb) => crumb.title).slice(0, 3)).toEqual([
      'Support',
      'Jira Cloud',
      'Knowledge Base',
    ]);
  });

  it('formats the last-published date in UTC as "Updated on Month day, year"', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/'), 'pageKbArticle');

    // Assert
    expect(page.updatedOn).toBe('Updated on March 3, 2025');
    expect(updatedOnOf('2025-12-31T23:30:00-05:00', 'en-US')).toBe('Updated on January 1, 2026');
    expect(updatedOnOf('not a date', 'en-US')).toBeUndefined();
  });

  it('lists product and app versions and hides the modifier None', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/'), 'pageKbArticle');

    // Assert
    expect(page.productVersions).toEqual([
      { id: 'product-jira-cloud', name: 'Jira', platform: 'Cloud', versionNumber: 'Latest' },
      {
        id: 'product-jira-dc-9',
        name: 'Jira',
        platform: 'Data Center',
        versionNumber: '9.4',
        versionModifier: 'and later',
      },
    ]);
    expect(page.appVersions).toEqual([
      { id: 'app-mobile', name: 'Jira mobile', platform: 'Cloud', versionNumber: '2.1', versionModifier: 'only' },
    ]);
  });

  it('links back to the KB home and lists siblings and children', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/'), 'pageKbArticle');

    // Assert
    expect(page.breadcrumbs.at(-2)).toEqual({ id: 'jira-kb', title: 'Knowledge Base', url: '/jira-cloud/kb/' });
    expect(page.siblings.items.map((item) => item.id)).toEqual(['kb-login', 'kb-sso-setup']);
    expect(page.siblings.currentIndex).toBe(1);
    expect(page.children).toHaveLength(7);
    expect(page.platform).toBe('Cloud only');
  });

  it('renders a legacy article from its sections under capitalised headings', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/sso-problem-3/'), 'pageKbArticle');

    // Assert
    expect(page.body.html).toMatch(/Summary[\s\S]*Summary 3[\s\S]*Solution[\s\S]*Solution 3/);
    expect(page.siblings.currentIndex).toBe(2);
    expect(page.updatedOn).toBeUndefined();
  });

  it('tags the ask-the-community link with the product name', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/'), 'pageKbArticle');

    // Assert
    expect(page.askCommunityUrl).toContain('add-tags=Jira');
  });

  it('formats dates in Japanese on ja-JP pages', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/', 'ja-JP'), 'pageKbArticle');

    // Assert
    expect(page.updatedOn).toBe('更新日: 2025年3月3日');
    expect(page.breadcrumbs.at(-2)).toMatchObject({ title: 'ナレッジ ベース', url: '/ja/jira-cloud/kb/' });
  });

  it('words the version modifiers in Japanese on ja-JP pages', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/', 'ja-JP'), 'pageKbArticle');

    // Assert
    expect(page.productVersions.map((row) => row.versionModifier)).toContain('以降');
    expect(page.appVersions.map((row) => row.versionModifier)).toContain('のみ');
  });

  it('links the article in Contentful for editors', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/'), 'pageKbArticle');

    // Assert
    expect(page.editUrl).toBe(`https://app.contentful.com/spaces/helpcentre/environments/master/entries/${page.id}`);
    expect(page.confluenceEditUrl).toBeUndefined();
  });

  it('carries a TechArticle dated by the last publication, with localized breadcrumb urls on ja-JP pages', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/kb/set-up-sso/', 'ja-JP'), 'pageKbArticle');

    // Assert
    expect(page.structuredData).toMatchObject({
      '@type': 'TechArticle',
      headline: page.title,
      inLanguage: 'ja-JP',
      dateModified: page.lastPublished,
    });
    const trail = page.structuredData?.breadcrumb.itemListElement ?? [];
    expect(trail.at(-1)).toMatchObject({ name: page.title, item: '/ja/jira-cloud/kb/set-up-sso/' });
    expect(trail.every((step) => step.item.startsWith('/ja/'))).toBe(true);
  });
});

describe("the KB pages' contact links", () => {
  const choicesOf = (snapshot: ContentSnapshot, url: string, locale: 'en-US' | 'ja-JP' = 'en-US') =>
    supportFormPrefill(new URL(url, 'https://support.example.com').search, supportProductsOf(snapshot, locale));

  it("opens 'Report a problem' on Bug and on the article's product, which the contact form then chooses", () => {
    // Arrange
    const snapshot = resolverSnapshot();

    // Act
    const article = expectKind(
      resolveContentPage(snapshot, snapshot.route('/jira-cloud/kb/cannot-log-in/')!, 'en-US', testOptions()).entry,
      'pageKbArticle',
    );

    // Assert
    expect(article.reportProblemUrl).toBe('/contact/?ticketType=bug&product=jira&pageId=kb-login');
    expect(choicesOf(snapshot, article.reportProblemUrl)).toEqual({
      product: 'Jira',
      productKey: 'jira',
      ticketType: 'bug',
    });
  });

  it("opens the KB home's 'Contact support' on its product, in the page's locale", () => {
    // Arrange
    const snapshot = resolverSnapshot();

    // Act
    const home = expectKind(
      resolveContentPage(snapshot, snapshot.route('/jira-cloud/kb/')!, 'ja-JP', testOptions()).entry,
      'pageKbHome',
    );
    const contact = home.moreWaysToGetHelp.find((link) => link.id === 'contact');

    // Assert
    expect(contact?.url).toBe('/ja/contact/?product=jira');
    expect(choicesOf(snapshot, contact?.url ?? '', 'ja-JP')).toEqual({ product: 'Jira', productKey: 'jira' });
  });

  it('names no product from the KB of a theme, which is no product the form offers', () => {
    // Arrange
    const space = resolverSpace();
    const kbHome = space.entry('pageKbHome', 'billing-kb', { title: 'Billing', context: entryLink('theme-billing') });
    space.entry('pageKbArticle', 'kb-invoice', {
      title: 'An invoice is missing',
      slug: 'invoice-missing',
      kbHome,
      body: richTextDocument('Invoices appear a day after payment.'),
    });
    const snapshot = resolverSnapshot(space.toExport());
    const articleRoute = snapshot.routes().find((route) => route.entryId === 'kb-invoice');
    const homeRoute = snapshot.routes().find((route) => route.entryId === 'billing-kb');

    // Act
    const article = expectKind(
      resolveContentPage(snapshot, articleRoute!, 'en-US', testOptions()).entry,
      'pageKbArticle',
    );
    const home = expectKind(resolveContentPage(snapshot, homeRoute!, 'en-US', testOptions()).entry, 'pageKbHome');

    // Assert
    expect(article.reportProblemUrl).toBe('/contact/?ticketType=bug&pageId=kb-invoice');
    expect(home.moreWaysToGetHelp.find((link) => link.id === 'contact')?.url).toBe('/contact/');
  });
});
