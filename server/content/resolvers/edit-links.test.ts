import { readExportFile } from '../export-loader';
import { DEFAULT_CONTENT_FILE } from '../file-source';
import {
  CONTENTFUL_ENVIRONMENT_ID,
  CONTENTFUL_SPACE_ID,
  confluenceEditUrl,
  contentfulEditUrl,
  editLinksOf,
} from './edit-links';

describe('edit links', () => {
  it('open the entry in the environment of the space in Contentful’s web app', () => {
    // Act
    const url = contentfulEditUrl('topic-jsw-cloud-create-a-board');

    // Assert
    expect(url).toBe(
      'https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-jsw-cloud-create-a-board',
    );
  });

  it('encode an entry id that is not url safe', () => {
    expect(contentfulEditUrl('a/b c')).toBe(
      'https://app.contentful.com/spaces/helpcentre/environments/master/entries/a%2Fb%20c',
    );
  });

  it('open the Confluence editor of the source page', () => {
    expect(confluenceEditUrl('12345')).toBe('https://confluence.atlassian.com/pages/editpage.action?pageId=12345');
  });

  it('add the Confluence editor only when the topic has a Confluence page id', () => {
    // Act
    const withPage = editLinksOf('topic-1', '987');
    const withoutPage = editLinksOf('topic-1');

    // Assert
    expect(withPage.confluenceEditUrl).toBe('https://confluence.atlassian.com/pages/editpage.action?pageId=987');
    expect(withoutPage).toEqual({ editUrl: contentfulEditUrl('topic-1') });
  });

  it('name the space and environment of the bundled export', async () => {
    // Arrange
    const json = (await readExportFile(DEFAULT_CONTENT_FILE)) as {
      entries: { sys: { space: { sys: { id: string } }; environment: { sys: { id: string } } } }[];
    };

    // Act
    const spaces = new Set(json.entries.map((entry) => entry.sys.space.sys.id));
    const environments = new Set(json.entries.map((entry) => entry.sys.environment.sys.id));

    // Assert
    expect([...spaces]).toEqual([CONTENTFUL_SPACE_ID]);
    expect([...environments]).toEqual([CONTENTFUL_ENVIRONMENT_ID]);
  });
});
