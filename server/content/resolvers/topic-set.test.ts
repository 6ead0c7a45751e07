import { expectKind } from '../../../shared/types/pages/by-kind';
import { resolveContentPage } from './resolve-page';
import { resolverSnapshot, testOptions, versionedGuideExport } from './resolver-fixtures';

describe('resolveTopicSet', () => {
  const snapshot = resolverSnapshot();
  const resolve = (url: string) =>
    expectKind(resolveContentPage(snapshot, snapshot.route(url)!, 'en-US', testOptions()).entry, 'topicSet');

  it('renders the overview html through the sanitiser, dropping scripts', () => {
    // Act
    const page = resolve('/jira-cloud/docs/plan/');

    // Assert
    expect(page.overview?.html).toContain('Plan your work.');
    expect(page.overview?.html).not.toContain('<script');
  });

  it('shows a card with View topic for each referenced topic', () => {
    // Act
    const page = resolve('/jira-cloud/docs/plan/');

    // Assert
    expect(page.cards.map((card) => [card.title, card.url, card.buttonText])).toEqual([
      ['Plan a sprint', '/jira-cloud/docs/tour-1/', 'View topic'],
      ['Estimate issues', '/jira-cloud/docs/tour-2/', 'View topic'],
    ]);
  });

  it('leaves the overview out when the topic set has none', () => {
    // Act
    const page = resolve('/jira-cloud/docs/track/');

    // Assert
    expect(page.overview).toBeUndefined();
  });

  it("shows on a Data Center topic set one card per topic with a copy in the page's version, linking that copy", () => {
    // Arrange
    const versioned = resolverSnapshot(versionedGuideExport());
    const resolveIn = (url: string) =>
      expectKind(resolveContentPage(versioned, versioned.route(url)!, 'en-US', testOptions()).entry, 'topicSet');

    // Act
    const older = resolveIn('/confluence-data-center/9.1/docs/install-and-upgrade/');
    const newer = resolveIn('/confluence-data-center/9.2/docs/install-and-upgrade/');

    // Assert
    expect(older.cards.map((card) => [card.id, card.url])).toEqual([
      ['conf-install', '/confluence-data-center/9.1/docs/install/'],
      ['conf-upgrade-91', '/confluence-data-center/9.1/docs/upgrade/'],
    ]);
    expect(newer.cards.map((card) => [card.id, card.url])).toEqual([
      ['conf-install', '/confluence-data-center/9.2/docs/install/'],
      ['conf-upgrade-92', '/confluence-data-center/9.2/docs/upgrade/'],
      ['conf-monitor', '/confluence-data-center/9.2/docs/monitor/'],
    ]);
  });
});
