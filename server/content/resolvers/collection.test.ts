import { entryLink, translated } from '../../../content/tools/sample/space-builder';
import { serverMessagesFor } from '../../../shared/i18n/server-messages';
import type { Locale } from '../../../shared/types/content';
import { expectKind } from '../../../shared/types/pages/by-kind';
import { resolveContentPage } from './resolve-page';
import { resolverExport, resolverSnapshot, setFields, testOptions } from './resolver-fixtures';

describe('resolveCollection', () => {
  const snapshot = resolverSnapshot();
  const resolve = (url: string) =>
    expectKind(resolveContentPage(snapshot, snapshot.route(url)!, 'en-US', testOptions()).entry, 'collection');

  it('gives topic sets the button View topics and topics the button View topic', () => {
    // Act
    const guide = resolve('/jira-cloud/docs/get-started/');
    const reference = resolve('/jira-cloud/docs/reference/');

    // Assert
    expect(guide.cards).toEqual([
      {
        id: 'set-boards',
        title: 'Boards',
        url: '/jira-cloud/docs/boards/',
        description: 'Working with boards',
        buttonText: 'View topics',
      },
    ]);
    expect(reference.cards[0]).toMatchObject({ id: 'topic-jql', buttonText: 'View topic' });
  });

  it('keeps the description and breadcrumbs up to the collection', () => {
    // Act
    const page = resolve('/jira-cloud/docs/reference/');

    // Assert
    expect(page.description).toBe('Look things up');
    expect(page.breadcrumbs.at(-1)).toEqual({
      id: 'coll-reference',
      title: 'Reference',
      url: '/jira-cloud/docs/reference/',
    });
  });

  it("names the docs home 'Documentation' in the trail after its product's resources page", () => {
    // Act
    const page = resolve('/jira-cloud/docs/reference/');

    // Assert
    expect(page.breadcrumbs.map((crumb) => crumb.title)).toEqual([
      'Support',
      'Jira Cloud',
      'Documentation',
      'Reference',
    ]);
    expect(page.breadcrumbs[2]).toEqual({ id: 'jira-docs', title: 'Documentation', url: '/jira-cloud/docs/' });
  });

  it('keeps the docs home its whole title in a trail without a resources page before it', () => {
    // Act
    const page = resolve('/confluence-data-center/9.2/docs/administer/');

    // Assert
    expect(page.breadcrumbs.map((crumb) => crumb.title)).toEqual([
      'Support',
      'Confluence Data Center documentation',
      'Administer',
    ]);
  });

  it('links child pages in the version shown and switches to the same collection in Cloud', () => {
    // Act
    const page = resolve('/confluence-data-center/9.2/docs/administer/');

    // Assert
    expect(page.cards.map((card) => card.url)).toEqual([
      '/confluence-data-center/9.2/docs/back-up/',
      '/confluence-data-center/9.2/docs/new-in-9-2/',
    ]);
    expect(page.deploymentSwitch?.cloudUrl).toBe('/confluence-cloud/docs/administer/');
  });

  it('leaves out of a Data Center collection the child pages without a copy in the version shown', () => {
    // Act
    const page = resolve('/confluence-data-center/9.1/docs/administer/');

    // Assert
    expect(page.cards.map((card) => [card.title, card.url])).toEqual([
      ['Back up', '/confluence-data-center/9.1/docs/back-up/'],
    ]);
  });
});

describe('the button of a guide card whose content copies a standard label', () => {
  // Content that writes the standard label into a collection's own button words, translated or not.
  const exportJson = resolverExport();
  setFields(exportJson, 'jira-docs', {
    collections: [entryLink('coll-guide'), entryLink('coll-reference'), entryLink('coll-tour')],
  });
  exportJson.entries.find((entry) => entry.sys.id === 'coll-guide')!.fields.buttonText = translated(
    'View topics',
    'トピックを表示',
  ).localized;
  setFields(exportJson, 'coll-tour', { buttonText: 'View topic' });
  const snapshot = resolverSnapshot(exportJson);
  const guides = (locale: Locale) => {
    const page = resolveContentPage(snapshot, snapshot.route('/jira-cloud/docs/')!, locale, testOptions()).entry;
    return Object.fromEntries(expectKind(page, 'documentedProduct').guides.map((card) => [card.id, card]));
  };

  it("says the Japanese message table's label on a Japanese page, translated or not, with no English mark", () => {
    const labels = serverMessagesFor('ja-JP').page;

    const cards = guides('ja-JP');

    expect(cards['coll-guide']?.buttonText).toBe(labels.viewTopics);
    expect(cards['coll-tour']?.buttonText).toBe(labels.viewTopic);
    expect(cards['coll-guide']?.buttonTextLang).toBeUndefined();
    expect(cards['coll-tour']?.buttonTextLang).toBeUndefined();
  });

  it('says the same English words as before on an English page', () => {
    const cards = guides('en-US');

    expect(cards['coll-guide']?.buttonText).toBe('View topics');
    expect(cards['coll-tour']?.buttonText).toBe('View topic');
  });
});
