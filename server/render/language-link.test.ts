import { languageLinkUrl, otherLocale } from './language-link';

describe('otherLocale', () => {
  it('offers Japanese on an English page and English on a Japanese one', () => {
    expect(otherLocale('en-US')).toBe('ja-JP');
    expect(otherLocale('ja-JP')).toBe('en-US');
  });
});

describe('languageLinkUrl', () => {
  const topic = '/jira-software-cloud/docs/create-a-board/';

  it('links an English content page to its Japanese page, translated or not (an untranslated one shows the English text)', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'topic', url: topic })).toBe(`/ja${topic}`);
    expect(languageLinkUrl({ locale: 'en-US', kind: 'pageKbArticle', url: '/kb/a/' })).toBe('/ja/kb/a/');
  });

  it('links a Japanese content page to the English page, which every page has, translated or not', () => {
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'topic', url: topic })).toBe(topic);
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'pageKbArticle', url: '/kb/a/' })).toBe('/kb/a/');
  });

  it('links the home pages to each other', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'homePage', url: '/' })).toBe('/ja/');
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'homePage', url: '/' })).toBe('/');
  });

  it('keeps the normalised search of a results page', () => {
    const page = { kind: 'searchResults', url: '/search-results/', query: '?searchTerm=board' } as const;
    expect(languageLinkUrl({ locale: 'en-US', ...page })).toBe('/ja/search-results/?searchTerm=board');
    expect(languageLinkUrl({ locale: 'ja-JP', ...page })).toBe('/search-results/?searchTerm=board');
    expect(languageLinkUrl({ locale: 'en-US', kind: 'searchResults', url: '/search-results/' })).toBe(
      '/ja/search-results/',
    );
  });

  it('links a contact form to the same form in the other language, keeping what its address chose', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'contact', url: '/contact/' })).toBe('/ja/contact/');
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'hotContact', url: '/hot-contact/' })).toBe('/hot-contact/');
    expect(
      languageLinkUrl({ locale: 'en-US', kind: 'contact', url: '/contact/', query: '?product=Jira&ticketType=bug' }),
    ).toBe('/ja/contact/?product=Jira&ticketType=bug');
  });

  it('links the page of a sent form to its empty form in the other language', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'partnerContact', url: '/contact/sent/' })).toBe(
      '/ja/partnercontact/',
    );
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'fileDownload', url: '/contact/sent/' })).toBe('/file-download/');
  });

  it('links every sign-in and sign-out step to the sign-in form of the other language, and the account page to itself', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'signIn', url: '/login/verify/' })).toBe('/ja/login/');
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'signIn', url: '/logout/' })).toBe('/login/');
    expect(languageLinkUrl({ locale: 'en-US', kind: 'signIn', url: '/account/', query: '?ended=2' })).toBe(
      '/ja/account/',
    );
  });

  it('keeps the path of the requests, portal, download and insights pages', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'myRequests', url: '/requests/HC-12/' })).toBe(
      '/ja/requests/HC-12/',
    );
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'myRequests', url: '/named-contact/' })).toBe('/named-contact/');
    expect(languageLinkUrl({ locale: 'en-US', kind: 'customerPortal', url: '/customer-portal/' })).toBe(
      '/ja/customer-portal/',
    );
    expect(languageLinkUrl({ locale: 'en-US', kind: 'fileDownload', url: '/file-download/' })).toBe(
      '/ja/file-download/',
    );
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'insights', url: '/insights/' })).toBe('/insights/');
  });

  it('links a menu page to the same menu in the other language only when its header has that menu', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'menu', url: '/menus/products/', inOtherLocale: true })).toBe(
      '/ja/menus/products/',
    );
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'menu', url: '/menus/menu-x/', inOtherLocale: false })).toBe('/');
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'menu', url: '/menus/products/', inOtherLocale: true })).toBe(
      '/menus/products/',
    );
  });

  it('links the error pages to the home page of the other language', () => {
    expect(languageLinkUrl({ locale: 'en-US', kind: 'notFound', url: '/no-such-page/' })).toBe('/ja/');
    expect(languageLinkUrl({ locale: 'ja-JP', kind: 'notFound', url: '/no-such-page/' })).toBe('/');
    expect(languageLinkUrl({ locale: 'en-US', kind: 'previewError', url: '/preview-error/' })).toBe('/ja/');
  });
});
