import { entryLink, translated } from '../../content/tools/sample/space-builder';
import type { Entry } from '../../shared/types/content';
import { fixtureSpace, richTextDocument } from './fixture-space';
import type { ContentLogger } from './logger';
import { buildSnapshot } from './snapshot';

function collectingLogger(): ContentLogger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, error: (_details, message) => errors.push(message ?? '') };
}

function build(mutate: (space: ReturnType<typeof fixtureSpace>) => void = () => undefined, preview = false) {
  const space = fixtureSpace();
  mutate(space);
  const logger = collectingLogger();
  const snapshot = buildSnapshot(space.toExport(), { preview, logger, now: () => new Date('2026-01-01T00:00:00Z') });
  return { snapshot, logger };
}

describe('buildSnapshot', () => {
  it('builds the fixture space without problems', () => {
    const { snapshot, logger } = build();
    expect(snapshot.problems).toEqual([]);
    expect(logger.errors).toEqual([]);
    expect(snapshot.builtAt).toBe('2026-01-01T00:00:00.000Z');
    expect(snapshot.locales).toEqual(['en-US', 'ja-JP']);
  });

  it('gives identical content the same version and different content another', () => {
    const first = build().snapshot.version;
    expect(build().snapshot.version).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    const changed = build((space) =>
      space.entry('topic', 'x', { topicTitle: 'X', slug: 'x', collection: entryLink('coll-guide') }),
    );
    expect(changed.snapshot.version).not.toBe(first);
  });

  it('ignores key order when hashing the content', () => {
    const exported = fixtureSpace().toExport();
    const reordered = Object.fromEntries(Object.entries(exported).reverse());
    const options = { logger: collectingLogger() };
    expect(buildSnapshot(reordered, options).version).toBe(buildSnapshot(exported, options).version);
  });

  it('gives a preview snapshot of the same content a different version', () => {
    const exported = fixtureSpace().toExport();
    const logger = collectingLogger();
    expect(buildSnapshot(exported, { preview: true, logger }).version).not.toBe(
      buildSnapshot(exported, { logger }).version,
    );
  });

  it('resolves links to the entries of the same locale', () => {
    const { snapshot } = build();
    const topic = snapshot.entry('topic-board', 'ja-JP')!;
    const collection = topic.fields.collection as Entry;
    expect(collection.fields.title).toBe('はじめに');
    expect(collection.locale).toBe('ja-JP');
    expect(collection).toBe(snapshot.entry('coll-guide', 'ja-JP'));
  });

  it('falls back to en-US for a field without a Japanese value', () => {
    const { snapshot } = build();
    expect(snapshot.entry('topic-board', 'ja-JP')?.fields.topicTitle).toBe('ボードを作成');
    expect(snapshot.entry('topic-columns', 'ja-JP')?.fields.topicTitle).toBe('Configure columns');
    expect(snapshot.entry('topic-board')?.fields.topicTitle).toBe('Create a board');
  });

  it('keeps link cycles as object cycles', () => {
    const { snapshot } = build((space) => {
      space.entry('topic', 'a', {
        topicTitle: 'A',
        slug: 'a',
        collection: entryLink('coll-guide'),
        relatedLinks: [entryLink('b')],
      });
      space.entry('topic', 'b', {
        topicTitle: 'B',
        slug: 'b',
        collection: entryLink('coll-guide'),
        relatedLinks: [entryLink('a')],
      });
    });
    const a = snapshot.entry('a')!;
    const b = (a.fields.relatedLinks as Entry[])[0]!;
    expect((b.fields.relatedLinks as Entry[])[0]).toBe(a);
    expect(snapshot.problems).toEqual([]);
  });

  it('drops a dangling link from a link field and from an array, with a problem', () => {
    const { snapshot, logger } = build((space) => {
      space.entry('topic', 'dangling', {
        topicTitle: 'D',
        slug: 'dangling',
        collection: entryLink('coll-guide'),
        featuredVideo: entryLink('no-such-video'),
        relatedLinks: [entryLink('topic-jql'), entryLink('gone')],
      });
    });
    const entry = snapshot.entry('dangling')!;
    expect(entry.fields.featuredVideo).toBeUndefined();
    expect((entry.fields.relatedLinks as Entry[]).map((item) => item.id)).toEqual(['topic-jql']);
    expect(snapshot.problems.map((problem) => problem.message)).toEqual([
      'Entry dangling (topic) field featuredVideo: link to entry no-such-video is dangling (missing, invalid or unpublished); dropped',
      'Entry dangling (topic) field relatedLinks: link to entry gone is dangling (missing, invalid or unpublished); dropped',
    ]);
    expect(logger.errors).toEqual(snapshot.problems.map((problem) => problem.message));
  });

  it('drops a link to an unpublished entry from the published snapshot only', () => {
    const mutate = (space: ReturnType<typeof fixtureSpace>) => {
      space.entry(
        'topic',
        'draft',
        { topicTitle: 'Draft', slug: 'draft', collection: entryLink('coll-reference') },
        { draft: true },
      );
      space.entry('topic', 'links-draft', {
        topicTitle: 'L',
        slug: 'links-draft',
        collection: entryLink('coll-reference'),
        relatedLinks: [entryLink('draft')],
      });
    };
    const published = build(mutate).snapshot;
    expect(published.entry('draft')).toBeUndefined();
    expect(published.entry('links-draft')?.fields.relatedLinks).toEqual([]);
    const preview = build(mutate, true).snapshot;
    expect(preview.preview).toBe(true);
    expect(preview.urlOf('draft')).toBe('/jira-cloud/docs/draft/');
    expect((preview.entry('links-draft')?.fields.relatedLinks as Entry[])[0]?.id).toBe('draft');
  });

  it('drops a link to an entry of a content type the field does not allow', () => {
    const { snapshot } = build((space) =>
      space.entry('topic', 'wrong', { topicTitle: 'W', slug: 'wrong', collection: entryLink('topic-jql') }),
    );
    expect(snapshot.entry('wrong')?.fields.collection).toBeUndefined();
    expect(snapshot.problems.map((problem) => problem.message)).toContain(
      'Entry wrong (topic) field collection: link to entry topic-jql of type topic is not allowed (expected collection); dropped',
    );
  });

  it('keeps rich-text nodes that point at missing entries and records a problem', () => {
    const body = richTextDocument('Intro');
    body.content.push({
      nodeType: 'embedded-entry-block',
      data: { target: entryLink('missing-callout') },
      content: [],
    });
    const { snapshot } = build((space) =>
      space.entry('topic', 'rich', { topicTitle: 'R', slug: 'rich', collection: entryLink('coll-guide'), body }),
    );
    expect(snapshot.entry('rich')?.fields.body).toEqual(body);
    expect(snapshot.problems).toEqual([
      expect.objectContaining({
        entryId: 'rich',
        field: 'body',
        message: 'Entry rich (topic) field body: rich text links to missing entry missing-callout',
      }),
    ]);
  });

  it('indexes entries by content type per locale', () => {
    const { snapshot } = build();
    expect(snapshot.entriesOfType('version').map((entry) => entry.id)).toEqual(['v-9-2', 'v-9-1', 'v-8-5']);
    expect(snapshot.entriesOfType('homePage', 'ja-JP')[0]?.fields.title).toBe('サポート');
    expect(snapshot.entriesOfType('gadget')).toEqual([]);
  });

  it('freezes entries so no page can change shared content', () => {
    const entry = build().snapshot.entry('topic-board')!;
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry.fields)).toBe(true);
  });

  it('lists the locales an entry has its own title in', () => {
    const { snapshot } = build();
    expect(snapshot.translatedLocales('topic-board')).toEqual(['en-US', 'ja-JP']);
    expect(snapshot.translatedLocales('topic-jql')).toEqual(['en-US']);
    expect(snapshot.translatedLocales('nope')).toEqual([]);
  });

  it('says which fields of an entry show the default locale value in a locale', () => {
    const { snapshot } = build((space) =>
      space.entry('topic', 'half', {
        topicTitle: translated('Half translated', '半分翻訳済み'),
        slug: 'half',
        collection: entryLink('coll-guide'),
        body: richTextDocument('Only in English.'),
      }),
    );

    // A field with its own Japanese value, and one without
    expect(snapshot.fallsBack('topic-board', 'topicTitle', 'ja-JP')).toBe(false);
    expect(snapshot.fallsBack('topic-columns', 'topicTitle', 'ja-JP')).toBe(true);
    // Per field: a Japanese title over an English body
    expect(snapshot.fallsBack('half', 'topicTitle', 'ja-JP')).toBe(false);
    expect(snapshot.fallsBack('half', 'body', 'ja-JP')).toBe(true);
    // A field that is not localized shows the default locale's value
    expect(snapshot.fallsBack('topic-board', 'slug', 'ja-JP')).toBe(true);
    // Nothing falls back in the default locale, nor in a field or entry without a value
    expect(snapshot.fallsBack('topic-columns', 'topicTitle', 'en-US')).toBe(false);
    expect(snapshot.fallsBack('topic-columns', 'body', 'ja-JP')).toBe(false);
    expect(snapshot.fallsBack('nope', 'topicTitle', 'ja-JP')).toBe(false);
  });

  it('resolves assets with their file details', () => {
    const { snapshot } = build((space) =>
      space.asset('logo', {
        title: translated('Logo', 'ロゴ'),
        fileName: 'logo.png',
        contentType: 'image/png',
        width: 10,
        height: 5,
      }),
    );
    expect(snapshot.asset('logo', 'ja-JP')).toEqual({
      kind: 'Asset',
      id: 'logo',
      title: 'ロゴ',
      description: '',
      file: {
        url: '/content-assets/logo.png',
        contentType: 'image/png',
        fileName: 'logo.png',
        size: 2048,
        width: 10,
        height: 5,
      },
    });
  });
});

describe('snapshot routes', () => {
  it('derives the url of every page type from docs/routing.md', () => {
    const { snapshot } = build();
    const urls = Object.fromEntries(
      snapshot.routes().map((route) => [`${route.entryId}${route.version ? `@${route.version}` : ''}`, route.url]),
    );
    expect(urls).toEqual({
      home: '/',
      'jira-landing': '/jira-cloud/resources/',
      'topic-board': '/jira-cloud/docs/create-a-board/',
      'topic-columns': '/jira-cloud/docs/configure-columns/',
      'set-boards': '/jira-cloud/docs/boards/',
      'coll-guide': '/jira-cloud/docs/get-started/',
      'topic-jql': '/jira-cloud/docs/search-with-jql/',
      'coll-reference': '/jira-cloud/docs/reference/',
      'jira-docs': '/jira-cloud/docs/',
      'jira-kb': '/jira-cloud/kb/',
      'kb-login': '/jira-cloud/kb/cannot-log-in/',
      'kb-login-sso': '/jira-cloud/kb/cannot-log-in/with-sso/',
      'confluence-docs@9.2': '/confluence-data-center/9.2/docs/',
      'confluence-docs@9.1': '/confluence-data-center/9.1/docs/',
      'conf-admin@9.2': '/confluence-data-center/9.2/docs/administer/',
      'conf-admin@9.1': '/confluence-data-center/9.1/docs/administer/',
      'conf-backup@9.2': '/confluence-data-center/9.2/docs/back-up/',
      'conf-backup@9.1': '/confluence-data-center/9.1/docs/back-up/',
      'conf-new-feature@9.2': '/confluence-data-center/9.2/docs/new-in-9-2/',
      'jira-mobile': '/jira-mobile-apps/resources/',
    });
  });

  it('finds the route of a canonical url', () => {
    const { snapshot } = build();
    expect(snapshot.route('/confluence-data-center/9.1/docs/back-up/')).toEqual({
      url: '/confluence-data-center/9.1/docs/back-up/',
      entryId: 'conf-backup',
      contentType: 'topic',
      version: '9.1',
    });
    expect(snapshot.route('/confluence-data-center/8.5/docs/back-up/')).toBeUndefined();
  });

  it('gives the url of a versioned page in the current version unless another is asked for', () => {
    const { snapshot } = build();
    expect(snapshot.urlOf('conf-backup')).toBe('/confluence-data-center/9.2/docs/back-up/');
    expect(snapshot.urlOf('conf-backup', '9.1')).toBe('/confluence-data-center/9.1/docs/back-up/');
    expect(snapshot.urlOf('topic-board', '9.1')).toBe('/jira-cloud/docs/create-a-board/');
    expect(snapshot.versionsOf('conf-backup')).toEqual(['9.2', '9.1']);
    expect(snapshot.versionsOf('topic-board')).toEqual([]);
    expect(snapshot.defaultVersion('conf-backup')).toBe('9.2');
    expect(snapshot.urlOf('header')).toBeUndefined();
  });

  it('puts a page that lists a version not shown in the list in that version only', () => {
    const { snapshot } = build((space) =>
      space.entry('topic', 'old', {
        topicTitle: 'Old',
        slug: 'old',
        collection: entryLink('conf-admin'),
        versions: [entryLink('v-8-5')],
      }),
    );
    expect(snapshot.versionsOf('old')).toEqual(['8.5']);
    expect(snapshot.urlOf('old')).toBe('/confluence-data-center/8.5/docs/old/');
  });

  it('does not route the second of two pages with the same url and names both', () => {
    const { snapshot } = build((space) =>
      space.entry('topic', 'copy', {
        topicTitle: 'Copy',
        slug: 'create-a-board',
        collection: entryLink('coll-reference'),
      }),
    );
    expect(snapshot.route('/jira-cloud/docs/create-a-board/')?.entryId).toBe('topic-board');
    expect(snapshot.urlOf('copy')).toBeUndefined();
    expect(snapshot.problems).toEqual([
      {
        entryId: 'copy',
        contentType: 'topic',
        field: 'slug',
        message:
          'Entry copy (topic) has the url /jira-cloud/docs/create-a-board/ already taken by entry topic-board; entry copy is not routed there',
      },
    ]);
  });

  it('does not route a page whose collection is missing and says why', () => {
    const { snapshot } = build((space) =>
      space.entry('topic', 'orphan', { topicTitle: 'O', slug: 'orphan', collection: entryLink('gone') }),
    );
    expect(snapshot.urlOf('orphan')).toBeUndefined();
    expect(snapshot.problems.map((problem) => problem.message)).toContain(
      'Entry orphan (topic) has no url: its context (or the collection or KB home that gives it one) is missing',
    );
  });

  it('does not route KB articles whose parents form a loop', () => {
    const { snapshot } = build((space) => {
      space.entry('pageKbArticle', 'loop-a', {
        title: 'A',
        slug: 'a',
        kbHome: entryLink('jira-kb'),
        parent: entryLink('loop-b'),
      });
      space.entry('pageKbArticle', 'loop-b', {
        title: 'B',
        slug: 'b',
        kbHome: entryLink('jira-kb'),
        parent: entryLink('loop-a'),
      });
    });
    expect(snapshot.urlOf('loop-a')).toBeUndefined();
    expect(snapshot.urlOf('loop-b')).toBeUndefined();
    expect(snapshot.problems.some((problem) => problem.message.includes('loops back'))).toBe(true);
  });
});

describe('snapshot page trees', () => {
  it('lists collections, their child pages and the topics of topic sets', () => {
    const { snapshot } = build();
    const tree = snapshot.pageTree('topic-board');
    expect(tree).toEqual([
      {
        id: 'coll-guide',
        title: 'Get started',
        slug: 'get-started',
        url: '/jira-cloud/docs/get-started/',
        contentType: 'collection',
        childList: [
          {
            id: 'set-boards',
            title: 'Boards',
            slug: 'boards',
            url: '/jira-cloud/docs/boards/',
            description: 'Working with boards',
            contentType: 'topicSet',
            childList: [
              {
                id: 'topic-board',
                title: 'Create a board',
                slug: 'create-a-board',
                url: '/jira-cloud/docs/create-a-board/',
                contentType: 'topic',
                childList: [],
              },
              {
                id: 'topic-columns',
                title: 'Configure columns',
                slug: 'configure-columns',
                url: '/jira-cloud/docs/configure-columns/',
                contentType: 'topic',
                childList: [],
              },
            ],
          },
        ],
      },
      {
        id: 'coll-reference',
        title: 'Reference',
        slug: 'reference',
        url: '/jira-cloud/docs/reference/',
        description: 'Look things up',
        contentType: 'collection',
        childList: [
          {
            id: 'topic-jql',
            title: 'Search with JQL',
            slug: 'search-with-jql',
            url: '/jira-cloud/docs/search-with-jql/',
            contentType: 'topic',
            childList: [],
          },
        ],
      },
    ]);
  });

  it('is the same tree for every page of the context and titles it in the locale', () => {
    const { snapshot } = build();
    expect(snapshot.pageTree('jira-docs')).toBe(snapshot.pageTree('topic-jql'));
    expect(snapshot.pageTree('topic-jql', 'ja-JP')[0]?.title).toBe('はじめに');
    expect(snapshot.pageTree('topic-jql', 'ja-JP')[0]?.childList[0]?.childList[0]?.title).toBe('ボードを作成');
  });

  it('stops at three levels', () => {
    const { snapshot } = build((space) => {
      space.entry('topicSet', 'deep-set', {
        title: 'Deep',
        slug: 'deep',
        collection: entryLink('coll-nested'),
        topicReferences: [entryLink('topic-jql')],
      });
      space.entry('collection', 'coll-nested', {
        title: 'Nested',
        slug: 'nested',
        context: entryLink('jira-cloud'),
        pageType: 'Reference',
        childrenReferences: [entryLink('deep-set')],
      });
      space.entry('collection', 'coll-outer', {
        title: 'Outer',
        slug: 'outer',
        context: entryLink('jira-cloud'),
        pageType: 'Reference',
        childrenReferences: [entryLink('coll-nested')],
      });
      space.entry('documentedProduct', 'other-docs', {
        title: 'Other',
        context: entryLink('jira-mobile'),
        collections: [entryLink('coll-outer')],
      });
    });
    const tree = snapshot.pageTree('jira-mobile');
    expect(tree[0]?.id).toBe('coll-outer');
    expect(tree[0]?.childList[0]?.id).toBe('coll-nested');
    expect(tree[0]?.childList[0]?.childList[0]?.id).toBe('deep-set');
    expect(tree[0]?.childList[0]?.childList[0]?.childList).toEqual([]);
  });

  it('has only the pages of the asked version', () => {
    const { snapshot } = build();
    const topicsIn = (version: string) =>
      snapshot.pageTree('conf-backup', 'en-US', version)[0]?.childList.map((node) => node.url);
    expect(topicsIn('9.2')).toEqual([
      '/confluence-data-center/9.2/docs/back-up/',
      '/confluence-data-center/9.2/docs/new-in-9-2/',
    ]);
    expect(topicsIn('9.1')).toEqual(['/confluence-data-center/9.1/docs/back-up/']);
  });

  it('is empty for an entry without a docs context', () => {
    const { snapshot } = build();
    expect(snapshot.pageTree('home')).toEqual([]);
    expect(snapshot.pageTree('nope')).toEqual([]);
  });
});

describe('snapshot breadcrumbs', () => {
  const trail = (crumbs: { title: string; url: string }[]) => crumbs.map((crumb) => `${crumb.title} ${crumb.url}`);

  it('leads from Home through the resources page, docs home, collection and topic set to a topic', () => {
    const { snapshot } = build();
    expect(trail(snapshot.breadcrumbs('topic-board'))).toEqual([
      'Support /',
      'Jira Cloud /jira-cloud/resources/',
      'Jira Cloud documentation /jira-cloud/docs/',
      'Get started /jira-cloud/docs/get-started/',
      'Boards /jira-cloud/docs/boards/',
      'Create a board /jira-cloud/docs/create-a-board/',
    ]);
  });

  it('uses the locale for titles', () => {
    const { snapshot } = build();
    expect(trail(snapshot.breadcrumbs('topic-board', 'ja-JP')).slice(0, 2)).toEqual([
      'サポート /',
      'Jira クラウド /jira-cloud/resources/',
    ]);
  });

  it('leaves out a resources page the context does not have and uses the asked version', () => {
    const { snapshot } = build();
    expect(trail(snapshot.breadcrumbs('conf-backup', 'en-US', '9.1'))).toEqual([
      'Support /',
      'Confluence Data Center documentation /confluence-data-center/9.1/docs/',
      'Administer /confluence-data-center/9.1/docs/administer/',
      'Back up /confluence-data-center/9.1/docs/back-up/',
    ]);
  });

  it('leads from Home through the resources page and KB home and parent articles to a KB article', () => {
    const { snapshot } = build();
    expect(trail(snapshot.breadcrumbs('kb-login-sso'))).toEqual([
      'Support /',
      'Jira Cloud /jira-cloud/resources/',
      'Jira Knowledge Base /jira-cloud/kb/',
      'Cannot log in /jira-cloud/kb/cannot-log-in/',
      'Cannot log in with SSO /jira-cloud/kb/cannot-log-in/with-sso/',
    ]);
  });

  it('ends a context page at itself and the home page at Home', () => {
    const { snapshot } = build();
    expect(trail(snapshot.breadcrumbs('jira-mobile'))).toEqual([
      'Support /',
      'Jira mobile apps /jira-mobile-apps/resources/',
    ]);
    expect(trail(snapshot.breadcrumbs('home'))).toEqual(['Support /']);
    expect(snapshot.breadcrumbs('header')).toEqual([]);
  });
});
