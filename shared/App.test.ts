import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import type { PageState } from './state/page';
import { createAppStore } from './state/store';
import { TopicTemplate } from './templates/TopicTemplate';
import { contentPage } from '../test/support/template-fixtures';

describe('App', () => {
  it('gives the template the page locale, so a Japanese page shows Japanese template labels', () => {
    // Arrange
    const { page, state } = contentPage('topic', '/jira-cloud/docs/tour-2/');
    const entry = { ...page, locale: 'ja-JP' as const };
    const store = createAppStore({ page: { ...state, entry } as PageState });

    // Act
    const html = renderToString(createElement(App, { store, entry, Template: TopicTemplate }));

    // Assert
    expect(html).toContain('関連コンテンツ');
    expect(html).toContain('Cloud のみ');
    expect(html).toContain('この記事は役に立ちましたか？');
    expect(html).toContain('前のトピック');
    expect(html).not.toContain('Related content');
    expect(html).not.toContain('Cloud only');
    expect(html).not.toContain('Previous topic');
  });
});
