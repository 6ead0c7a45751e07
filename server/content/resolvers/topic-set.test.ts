import { expectKind } from '../../../shared/types/pages/by-kind';
import { resolveContentPage } from './resolve-page';
import { resolverSnapshot, testOptions } from './resolver-fixtures';

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
});
