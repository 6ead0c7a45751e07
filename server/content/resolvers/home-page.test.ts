import { resolveContentPage } from './resolve-page';
import { resolverSnapshot, testOptions } from './resolver-fixtures';
import { expectKind } from '../../../shared/types/pages/by-kind';

describe('resolveHomePage', () => {
  const snapshot = resolverSnapshot();
  const resolve = (locale: 'en-US' | 'ja-JP' = 'en-US') =>
    expectKind(resolveContentPage(snapshot, snapshot.route('/')!, locale, testOptions()).entry, 'homePage');

  it('gives the hero heading, subheader and the default search placeholder', () => {
    // Act
    const page = resolve();

    // Assert
    expect(page.heroHeading).toBe('How can we help?');
    expect(page.subheader).toBe('Search our docs and knowledge base');
    expect(page.searchPlaceholder).toBe("Tell us what you're looking for");
  });

  it('lists featured entries with page urls and external urls', () => {
    // Act
    const page = resolve();

    // Assert
    expect(page.featuredContent).toEqual({
      title: 'Popular',
      entries: [
        {
          id: 'featured-board',
          url: '/jira-cloud/docs/create-a-board/',
          linkText: 'Create your first board',
          linkTarget: '_self',
          type: 'guide',
        },
        {
          id: 'featured-external',
          url: 'https://marketplace.example.com/',
          linkText: 'Marketplace',
          linkTarget: '_blank',
        },
      ],
    });
  });

  it('omits resource cards flagged hideInHeader and uses the home description', () => {
    // Act
    const page = resolve();

    // Assert
    expect(page.resourceCards).toEqual([
      {
        id: 'card-billing',
        title: 'Billing',
        url: '/billing/resources/',
        description: 'Billing for everyone',
        buttonText: 'Go to billing',
      },
    ]);
  });

  it('prefixes internal links with /ja and uses the Japanese title on a ja-JP page', () => {
    // Act
    const page = resolve('ja-JP');

    // Assert
    expect(page.title).toBe('サポート');
    expect(page.featuredContent?.entries[0]?.url).toBe('/ja/jira-cloud/docs/create-a-board/');
    expect(page.featuredContent?.entries[1]?.url).toBe('https://marketplace.example.com/');
  });

  it('names the entries it shows for the Surrogate-Key header', () => {
    // Act
    const page = resolve();

    // Assert
    expect(page.entryIds).toEqual(expect.arrayContaining(['home', 'featured', 'featured-board', 'card-billing']));
    expect(page.entryIds).not.toContain('card-hidden');
  });
});
