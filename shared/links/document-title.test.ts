import { joinTitle, withPageTitle } from './document-title';

describe('joinTitle', () => {
  it('joins the page, what it documents and the site with a bar between them', () => {
    expect(joinTitle(['Supported platforms', 'Jira Software Data Center 10.3', 'Atlassian Support'])).toBe(
      'Supported platforms | Jira Software Data Center 10.3 | Atlassian Support',
    );
  });

  it('leaves out a missing part and a part that repeats the one before it', () => {
    expect(joinTitle(['Contact support', undefined, 'Atlassian Support'])).toBe('Contact support | Atlassian Support');
    expect(joinTitle(['Atlassian Support', undefined, 'Atlassian Support'])).toBe('Atlassian Support');
  });
});

describe('withPageTitle', () => {
  it("changes the page's part and keeps the site's name after it", () => {
    expect(
      withPageTitle('"board" - Search results | Atlassian Support', '"board" - Search results', 'Search results'),
    ).toBe('Search results | Atlassian Support');
  });

  it('is the new page title alone when the document title does not start with the old one', () => {
    expect(withPageTitle('Something else', '"board" - Search results', '"epic" - Search results')).toBe(
      '"epic" - Search results',
    );
  });
});
