import { expectKind } from '../../../shared/types/pages/by-kind';
import { readExportFile } from '../export-loader';
import { DEFAULT_CONTENT_FILE } from '../file-source';
import { buildSnapshot } from '../snapshot';
import {
  AUTOMATION_CONTENT_IDS,
  AUTOMATION_POSITION,
  AUTOMATION_RESOURCE,
  RELATED_APP_LISTS,
  relatedAppsFor,
  withAutomation,
  type RelatedResource,
} from './related-apps';
import { resolveContentPage } from './resolve-page';
import { testOptions } from './resolver-fixtures';

const app = (id: string): RelatedResource => {
  const text = { title: id, description: id };
  return { id, url: `/${id}/resources/`, text: { 'en-US': text, 'ja-JP': text } };
};

async function sampleSnapshot() {
  return buildSnapshot(await readExportFile(DEFAULT_CONTENT_FILE), { logger: { error: () => undefined } });
}

describe('related-app reference lists', () => {
  it('insert the automation page at position 5 for exactly three content ids', () => {
    // Act
    const withPage = Object.entries(RELATED_APP_LISTS).filter(([, list]) => list.includes(AUTOMATION_RESOURCE));

    // Assert
    expect(AUTOMATION_POSITION).toBe(5);
    expect(withPage.map(([id]) => id).sort()).toEqual([...AUTOMATION_CONTENT_IDS].sort());
    expect(AUTOMATION_CONTENT_IDS).toHaveLength(3);
    for (const [, list] of withPage) {
      expect(list.indexOf(AUTOMATION_RESOURCE)).toBe(AUTOMATION_POSITION - 1);
    }
  });

  it('put the automation page last in a list shorter than four items', () => {
    // Act
    const list = withAutomation([app('a'), app('b')]);

    // Assert
    expect(list.map((item) => item.id)).toEqual(['a', 'b', AUTOMATION_RESOURCE.id]);
  });

  it('keep the order of the list around the inserted page', () => {
    // Act
    const list = withAutomation(['a', 'b', 'c', 'd', 'e', 'f'].map(app));

    // Assert
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', AUTOMATION_RESOURCE.id, 'e', 'f']);
  });

  it('give the list of the first content id that has one', () => {
    // Act
    const byTopic = relatedAppsFor(['no-such-topic', undefined, 'product-bitbucket-cloud']);
    const none = relatedAppsFor(['no-such-topic', 'toString', '__proto__']);

    // Assert
    expect(byTopic).toBe(RELATED_APP_LISTS['product-bitbucket-cloud']);
    expect(none).toEqual([]);
  });

  it('are keyed by entry ids and point to resource pages of the bundled sample space', async () => {
    // Arrange
    const snapshot = await sampleSnapshot();

    // Act
    const missingKeys = Object.keys(RELATED_APP_LISTS).filter((id) => snapshot.entry(id) === undefined);
    const items = Object.values(RELATED_APP_LISTS).flat();
    const deadUrls = items.filter((item) => snapshot.route(item.url)?.entryId !== item.id);

    // Assert
    expect(missingKeys).toEqual([]);
    expect(deadUrls).toEqual([]);
    expect(items.every((item) => item.text['en-US'].title !== '' && item.text['en-US'].description !== '')).toBe(true);
  });

  it('are written in Japanese for Japanese pages, product names aside', () => {
    // Act
    const items = [...new Set(Object.values(RELATED_APP_LISTS).flat())];
    const untranslated = items.filter((item) => !/[\u3040-\u30ff\u4e00-\u9fff]/u.test(item.text['ja-JP'].description));

    // Assert
    expect(untranslated.map((item) => item.id)).toEqual([]);
    expect(items.find((item) => item.id === 'context-theme-user-management')?.text['ja-JP'].title).toBe('ユーザー管理');
  });

  it('reach a Jira Software Cloud topic page through its context, with the automation page fifth', async () => {
    // Arrange
    const snapshot = await sampleSnapshot();
    const route = snapshot.route('/jira-software-cloud/docs/create-a-board/')!;

    // Act
    const page = expectKind(resolveContentPage(snapshot, route, 'ja-JP', testOptions()).entry, 'topic');

    // Assert: the cards read in the page's language and lead to its pages
    expect(page.relatedApps).toHaveLength(6);
    expect(page.relatedApps[4]).toEqual({
      id: AUTOMATION_RESOURCE.id,
      title: 'Cloud のオートメーション',
      url: '/ja/cloud-automation/resources/',
      description: AUTOMATION_RESOURCE.text['ja-JP'].description,
    });
    expect(page.relatedApps[0]).toMatchObject({ title: 'Jira Cloud の管理', url: '/ja/jira-cloud-admin/resources/' });
    expect(page.relatedApps[0]?.lang).toBeUndefined();
    // A product's name stays English, and says so.
    expect(page.relatedApps[1]).toMatchObject({ title: 'Confluence Cloud', lang: 'en' });
  });
});
