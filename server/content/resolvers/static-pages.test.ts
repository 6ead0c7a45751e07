import { parseSearchUrl } from '../../../shared/search/query-params';
import { searchResponse } from '../../../shared/search/search-fixtures';
import { OTHER_PAGE_KINDS } from '../../../shared/types/page';
import { expectKind } from '../../../shared/types/pages/by-kind';
import { resolverSnapshot, testOptions } from './resolver-fixtures';
import { resolveMalformedUrlPage, resolveNotFoundPage, resolveStaticPage } from './static-pages';

describe('resolveStaticPage', () => {
  const snapshot = resolverSnapshot();

  it('resolves every page kind without an entry', () => {
    // Act
    const pages = OTHER_PAGE_KINDS.map((kind) => resolveStaticPage(kind, snapshot, 'en-US', testOptions()));

    // Assert
    expect(pages.map((page) => page.entry.kind)).toEqual([...OTHER_PAGE_KINDS]);
  });

  it('gives the not-found page its content title and message with status 404', () => {
    // Act
    const page = resolveNotFoundPage(snapshot, 'ja-JP', testOptions(), '/missing/');

    // Assert
    expect(page.status).toBe(404);
    expect(page.entry).toMatchObject({
      title: "We can't find that page",
      message: 'The page may have moved.',
      homeUrl: '/ja/',
      url: '/missing/',
    });
  });

  it("gives a malformed address the not-found page's frame with status 400 and the reason in the url's locale", () => {
    // Act
    const page = resolveMalformedUrlPage(snapshot, 'ja-JP', testOptions(), '/requests/%ZZ/');

    // Assert
    expect(page.status).toBe(400);
    expect(page.entry).toMatchObject({
      kind: 'notFound',
      title: 'このアドレスは無効です',
      homeUrl: '/ja/',
      url: '/requests/%ZZ/',
      entryIds: [],
    });
    expect(expectKind(page.entry, 'notFound').message).toContain('パーセント エンコーディング');
  });

  it('points contact forms at the support-form manifest and marks the partner form', () => {
    // Act
    const contact = expectKind(resolveStaticPage('contact', snapshot, 'en-US', testOptions()).entry, 'contact');
    const partner = expectKind(
      resolveStaticPage(
        'partnerContact',
        snapshot,
        'en-US',
        testOptions({ manifests: { supportForm: 'https://forms.example.com/m.json' } }),
      ).entry,
      'partnerContact',
    );

    // Assert
    expect(contact).toMatchObject({
      manifestUrl: '/external-apps/support-form/manifest.json',
      showContactButton: true,
    });
    expect(contact.supportType).toBeUndefined();
    expect(partner).toMatchObject({
      manifestUrl: 'https://forms.example.com/m.json',
      showContactButton: false,
      supportType: 'partner',
    });
    expect(partner.partnerPortalUrl).toBeDefined();
  });

  it('gives the contact forms, and not the customer portal, the products a contact link may choose', () => {
    // Act
    const contact = expectKind(resolveStaticPage('contact', snapshot, 'en-US', testOptions()).entry, 'contact');
    const portal = expectKind(
      resolveStaticPage('customerPortal', snapshot, 'en-US', testOptions()).entry,
      'customerPortal',
    );

    // Assert
    expect(contact.supportProducts).toContainEqual({ name: 'Jira', keys: ['jira', 'jira-cloud'] });
    expect(portal.supportProducts).toBeUndefined();
  });

  it('gives the file-download page the form name and height', () => {
    // Act
    const page = expectKind(resolveStaticPage('fileDownload', snapshot, 'en-US', testOptions()).entry, 'fileDownload');

    // Assert
    expect(page).toMatchObject({ formName: 'file-download', height: 500 });
  });

  it('puts a script-free post on the file-download page, its title saying Error: first or Request sent', () => {
    // Arrange
    const problems = { step: 'problems' as const, values: { name: '' }, problems: [{ field: 'name', message: 'x' }] };
    const sent = {
      step: 'sent' as const,
      reference: 'HC-12345678',
      contactUrl: '/file-download/',
      homeUrl: '/',
      requestsUrl: null,
      mailed: true,
    };

    // Act
    const [toFix, filed] = [problems, sent].map((supportForm) =>
      expectKind(
        resolveStaticPage('fileDownload', snapshot, 'en-US', testOptions({ supportForm })).entry,
        'fileDownload',
      ),
    );

    // Assert
    expect(toFix).toMatchObject({ title: 'Error: Download files', url: '/file-download/', submission: problems });
    expect(toFix!.heading).toBe('Download files');
    expect(filed).toMatchObject({ title: 'Request sent', url: '/contact/sent/', submission: sent });
  });

  it.each([
    ['pageKbArticle', "We can't build a preview until all required fields are set."],
    ['collection', "We can't build a preview until the Context field is set."],
    ['documentedProduct', "We can't build a preview until the Context field is set."],
    ['topic', "We can't build a preview until the Context and Collection Reference fields are set."],
    ['topicSet', "We can't build a preview until the Context and Collection Reference fields are set."],
  ])('explains a %s preview error with the exact message', (contentType, message) => {
    // Act
    const page = resolveStaticPage('previewError', snapshot, 'en-US', testOptions({ previewContentType: contentType }));

    // Assert
    expect(expectKind(page.entry, 'previewError').message).toBe(message);
  });

  it('carries the url search, the search response and the category and sort choices', () => {
    // Arrange
    const search = { query: parseSearchUrl('searchTerm=board'), response: searchResponse(1) };

    // Act
    const page = expectKind(
      resolveStaticPage('searchResults', snapshot, 'ja-JP', testOptions({ search })).entry,
      'searchResults',
    );

    // Assert
    expect(page.title).toBe('「board」- 検索結果');
    expect(page.search.query.searchTerm).toBe('board');
    expect(page.search.response?.pagination.total).toBe(1);
    expect(page.search.categories.map((category) => category.key)).toEqual(['all', 'documentation', 'knowledgeBase']);
    expect(page.search.sortOptions.map((option) => option.value)).toEqual(['relevance', 'last_published']);
  });

  it('describes the search results page in its meta description, with the search term when there is one', () => {
    // Arrange
    const search = { query: parseSearchUrl('searchTerm=board'), response: searchResponse(1) };

    // Act
    const withTerm = resolveStaticPage('searchResults', snapshot, 'en-US', testOptions({ search })).entry;
    const withoutTerm = resolveStaticPage('searchResults', snapshot, 'ja-JP', testOptions()).entry;

    // Assert
    expect(withTerm.metaDescription).toBe('Documentation and knowledge base articles that match “board”.');
    expect(withoutTerm.metaDescription).toBe('すべての製品のドキュメントとナレッジベースの記事を検索します。');
  });

  it('opens the requests page on the named contacts tab when asked', () => {
    // Act
    const page = expectKind(
      resolveStaticPage('myRequests', snapshot, 'en-US', testOptions({ requestsTab: 'namedContacts' })).entry,
      'myRequests',
    );

    // Assert
    expect(page).toMatchObject({ tab: 'namedContacts', url: '/named-contact/' });
  });
});
