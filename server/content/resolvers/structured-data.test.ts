import { articleData, techArticleData } from './structured-data';

describe('techArticleData', () => {
  it('describes the article with its breadcrumb trail ending at the page itself', () => {
    // Act
    const data = techArticleData({
      headline: 'Create a board',
      description: 'How to create a board',
      dateModified: '2025-03-03T10:00:00.000Z',
      locale: 'en-US',
      breadcrumbs: [
        { id: 'home', title: 'Support', url: '/' },
        { id: 'docs', title: 'Jira Software Cloud', url: '/jira-software-cloud/docs/' },
      ],
      url: '/jira-software-cloud/docs/create-a-board/',
    });

    // Assert
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Create a board',
      description: 'How to create a board',
      dateModified: '2025-03-03T10:00:00.000Z',
      inLanguage: 'en-US',
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Support', item: '/' },
          { '@type': 'ListItem', position: 2, name: 'Jira Software Cloud', item: '/jira-software-cloud/docs/' },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Create a board',
            item: '/jira-software-cloud/docs/create-a-board/',
          },
        ],
      },
    });
  });

  it('leaves out a missing description and date instead of writing empty values', () => {
    // Act
    const data = techArticleData({ headline: 'Title', locale: 'ja-JP', breadcrumbs: [], url: '/ja/x/' });

    // Assert
    expect(Object.keys(data)).toEqual(['@context', '@type', 'headline', 'inLanguage', 'breadcrumb']);
    expect(data.breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Title', item: '/ja/x/' },
    ]);
  });
});

describe('articleData', () => {
  it('ends the trail at the page once when the breadcrumbs already end at it', () => {
    // Act
    const data = techArticleData({
      headline: 'Create a board',
      locale: 'en-US',
      breadcrumbs: [
        { id: 'p1', title: 'Work with boards', url: '/jira-software-cloud/docs/work-with-boards/' },
        { id: 't1', title: 'Create a board', url: '/jira-software-cloud/docs/create-a-board/' },
      ],
      url: '/jira-software-cloud/docs/create-a-board/',
    });

    // Assert
    expect(data.breadcrumb.itemListElement.map((step) => [step.position, step.item])).toEqual([
      [1, '/jira-software-cloud/docs/work-with-boards/'],
      [2, '/jira-software-cloud/docs/create-a-board/'],
    ]);
  });

  it('makes the TechArticle of an article view with its own url', () => {
    // Arrange
    const view = {
      title: 'Create a board',
      metaDescription: 'Boards show your work.',
      lastPublished: '2024-03-01T00:00:00.000Z',
      breadcrumbs: [{ id: 'p1', title: 'Jira Software', url: '/jira-software-cloud/' }],
    };

    // Act
    const data = articleData(view, '/jira-software-cloud/docs/create-a-board/', 'en-US');

    // Assert
    expect(data).toEqual(
      techArticleData({
        headline: 'Create a board',
        description: 'Boards show your work.',
        dateModified: '2024-03-01T00:00:00.000Z',
        locale: 'en-US',
        breadcrumbs: view.breadcrumbs,
        url: '/jira-software-cloud/docs/create-a-board/',
      }),
    );
  });
});
