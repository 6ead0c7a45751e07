import { parseTreeFile } from '../../../shared/components/page-tree-branch';
import { expectKind } from '../../../shared/types/pages/by-kind';
import { resolveContentPage } from './resolve-page';
import { resolverSnapshot, testOptions, versionedGuideExport } from './resolver-fixtures';

describe('resolveDocumentedProduct', () => {
  const snapshot = resolverSnapshot();
  const resolve = (url: string) => resolveContentPage(snapshot, snapshot.route(url)!, 'en-US', testOptions());

  it('splits collections into guide cards and documentation sections with their child pages', () => {
    // Act
    const page = expectKind(resolve('/jira-cloud/docs/').entry, 'documentedProduct');

    // Assert
    expect(page.guides).toEqual([
      expect.objectContaining({ id: 'coll-guide', title: 'Get started', url: '/jira-cloud/docs/get-started/' }),
    ]);
    expect(page.documentation).toEqual([
      {
        id: 'coll-reference',
        title: 'Reference',
        url: '/jira-cloud/docs/reference/',
        description: 'Look things up',
        children: [{ id: 'topic-jql', label: 'Search with JQL', url: '/jira-cloud/docs/search-with-jql/' }],
      },
    ]);
  });

  it('restricts search to the product and deployment, and to the version for Data Center', () => {
    // Act
    const cloud = expectKind(resolve('/jira-cloud/docs/').entry, 'documentedProduct');
    const dataCenter = expectKind(resolve('/confluence-data-center/9.1/docs/').entry, 'documentedProduct');

    // Assert
    expect(cloud.searchScope).toEqual({ product: 'jira', deployment: 'cloud' });
    expect(dataCenter.searchScope).toEqual({ product: 'confluence', deployment: 'data_center', version: '9.1' });
  });

  it('lists the listed Data Center versions with this page in each and the Cloud edition', () => {
    // Act
    const page = expectKind(resolve('/confluence-data-center/9.1/docs/').entry, 'documentedProduct');

    // Assert
    expect(page.deploymentSwitch).toMatchObject({
      current: 'Data Center',
      cloudUrl: '/confluence-cloud/docs/',
      dataCenter: {
        kind: 'versions',
        currentVersion: '9.1',
        versions: [
          { number: '9.2', url: '/confluence-data-center/9.2/docs/' },
          { number: '9.1', url: '/confluence-data-center/9.1/docs/' },
        ],
      },
    });
  });

  it('returns the top level of the page tree of the version shown, with the file of its deeper levels', () => {
    // Act
    const { pageTree, pageTreeFile } = resolve('/confluence-data-center/9.1/docs/');
    const file = pageTreeFile === undefined ? undefined : snapshot.pageTreeFile(pageTreeFile);
    const nodes = parseTreeFile(JSON.parse(file?.json ?? '{}'));

    // Assert
    expect(pageTree[0]).toMatchObject({ childList: [], lazy: true });
    expect(pageTreeFile).toMatch(/^\/page-trees\/en-US\/[^/]+\/9\.1\/[0-9a-f]{16}\.json$/);
    expect(nodes?.[0]?.childList.map((node) => node.id)).toEqual(['conf-backup']);
  });

  it("lists on a Data Center docs home only the guides and child pages with a copy in the page's version", () => {
    // Arrange
    const versioned = resolverSnapshot(versionedGuideExport());
    const resolveIn = (url: string) =>
      expectKind(
        resolveContentPage(versioned, versioned.route(url)!, 'en-US', testOptions()).entry,
        'documentedProduct',
      );

    // Act
    const older = resolveIn('/confluence-data-center/9.1/docs/');
    const newer = resolveIn('/confluence-data-center/9.2/docs/');

    // Assert
    expect(older.guides.map((card) => card.url)).toEqual(['/confluence-data-center/9.1/docs/set-up-confluence/']);
    expect(older.documentation.map((section) => [section.url, section.children.map((child) => child.url)])).toEqual([
      ['/confluence-data-center/9.1/docs/administer/', ['/confluence-data-center/9.1/docs/back-up/']],
    ]);
    expect(newer.documentation[0]?.children.map((child) => child.url)).toEqual([
      '/confluence-data-center/9.2/docs/back-up/',
      '/confluence-data-center/9.2/docs/new-in-9-2/',
    ]);
  });
});
