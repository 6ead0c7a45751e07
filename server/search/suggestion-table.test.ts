import type { SearchDocument, SearchProduct } from './documents';
import { pageKey, SuggestionTableBuilder, type SuggestionTable } from './suggestion-table';

const JIRA = { name: 'Jira Software', key: 'jira-software' };
const CONFLUENCE = { name: 'Confluence', key: 'confluence' };

function product(
  which: { name: string; key: string },
  platform: SearchProduct['platform'],
  versions: string[] = [],
): SearchProduct {
  return { ...which, platform, versions };
}

interface PageOptions {
  products: SearchProduct[];
  views?: number;
  version?: string;
  language?: 'en' | 'ja';
  headings?: { text: string; id: string }[];
}

function page(entryId: string, title: string, url: string, options: PageOptions): SearchDocument {
  const language = options.language ?? 'en';
  const contentAri = `ari:cloud:help::topic/${entryId}${options.version ? `/version/${options.version}` : ''}`;
  return {
    id: `${contentAri}#${language}`,
    contentAri,
    entryId,
    contentType: 'topic',
    language,
    title,
    description: '',
    body: '',
    url,
    products: options.products,
    deployment: options.products[0]?.platform ?? 'cloud',
    lastPublishedAt: null,
    trustFactors: { helpfulCount: 0, numViews: options.views ?? 0 },
    headings: options.headings ?? [],
  };
}

function tableOf(documents: SearchDocument[]): SuggestionTable {
  const builder = new SuggestionTableBuilder();
  for (const document of documents) builder.add(document);
  return builder.build();
}

/** Twelve much-viewed Jira Software Cloud pages about boards, and three rarely viewed Confluence Cloud ones. */
const boards = [
  ...Array.from({ length: 12 }, (_, i) =>
    page(`jira-board-${i}`, `Board report ${i}`, `/jira-software-cloud/docs/board-${i}/`, {
      products: [product(JIRA, 'cloud')],
      views: 1000 - i,
      headings: [{ text: `Board columns ${i}`, id: `columns-${i}` }],
    }),
  ),
  page('space-board', 'Add a board to a space', '/confluence-cloud/docs/space-board/', {
    products: [product(CONFLUENCE, 'cloud')],
    views: 3,
    headings: [{ text: 'Board macro', id: 'board-macro' }],
  }),
  page('board-macro', 'Board macro', '/confluence-cloud/docs/board-macro/', {
    products: [product(CONFLUENCE, 'cloud')],
    views: 2,
  }),
  page('team-boards', 'Team boards in Confluence', '/confluence-cloud/docs/team-boards/', {
    products: [product(CONFLUENCE, 'cloud')],
    views: 1,
  }),
];

describe('suggestions within a scope', () => {
  it('are the best matches of the product, even when every unscoped place goes to other products', () => {
    const table = tableOf(boards);
    const unscoped = table.suggest('boar', 'en', 8, 4);
    expect(unscoped.titles).toHaveLength(8);
    expect(unscoped.titles.every((title) => title.product === 'Jira Software')).toBe(true);

    const scoped = table.suggest('boar', 'en', 8, 4, { product: 'confluence', deployment: 'cloud' });
    expect(scoped.titles.map((title) => title.url)).toEqual([
      '/confluence-cloud/docs/board-macro/',
      '/confluence-cloud/docs/space-board/',
      '/confluence-cloud/docs/team-boards/',
    ]);
    expect(scoped.headings.map((heading) => heading.url)).toEqual(['/confluence-cloud/docs/space-board/#board-macro']);
  });

  it('leave the unscoped suggestions as they were', () => {
    const table = tableOf(boards);
    expect(table.suggest('boar', 'en', 8, 4)).toEqual(table.suggest('boar', 'en', 8, 4, undefined));
    expect(table.suggest('boar', 'en', 8, 4).titles.map((title) => title.title)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Board report ${i}`),
    );
  });

  it('stop at the limit within the scope, in the same rank order as unscoped', () => {
    const table = tableOf(boards);
    const scoped = table.suggest('board', 'en', 5, 2, { product: 'jira-software', deployment: 'cloud' });
    expect(scoped.titles.map((title) => title.title)).toEqual(
      table.suggest('board', 'en', 5, 2).titles.map((t) => t.title),
    );
    expect(scoped.headings).toHaveLength(2);
  });

  it('are empty for a product with pages but none matching, and for the product in another deployment', () => {
    const table = tableOf(boards);
    expect(table.suggest('columns', 'en', 8, 4, { product: 'confluence', deployment: 'cloud' })).toEqual({
      titles: [],
      headings: [],
    });
    expect(table.suggest('boar', 'en', 8, 4, { product: 'confluence', deployment: 'data_center' }).titles).toEqual([]);
  });

  it('find a page through any of its products, not only the first', () => {
    const table = tableOf([
      page('shared-kb', 'Board permissions for both products', '/jira-software-cloud/kb/shared/', {
        products: [product(JIRA, 'cloud'), product(CONFLUENCE, 'cloud')],
      }),
    ]);
    const scoped = table.suggest('board', 'en', 8, 4, { product: 'confluence', deployment: 'cloud' });
    expect(scoped.titles.map((title) => title.url)).toEqual(['/jira-software-cloud/kb/shared/']);
  });
});

describe('suggestions within a Data Center version', () => {
  const versioned = [
    ...['9.12', '10.3'].map((version) =>
      page('upgrade', 'Upgrade Jira', `/jira-software-data-center/${version}/docs/upgrade-jira/`, {
        products: [product(JIRA, 'data_center', [version])],
        version,
        headings: [{ text: 'Upgrade steps', id: 'steps' }],
      }),
    ),
    page('rate-limits', 'Upgrade rate limits', '/jira-software-data-center/10.3/docs/rate-limits/', {
      products: [product(JIRA, 'data_center', ['10.3'])],
      version: '10.3',
    }),
    page('upgrade-kb', 'Upgrade fails with a lock error', '/jira-software-data-center/kb/upgrade-fails/', {
      products: [product(JIRA, 'data_center', ['9.12', '10.3'])],
    }),
  ];
  const table = tableOf(versioned);
  const scope = (version: string) => ({ product: 'jira-software', deployment: 'data_center' as const, version });

  it('link each page at its copy in the version, headings included', () => {
    const newer = table.suggest('upgr', 'en', 8, 4, scope('10.3'));
    expect(newer.titles.map((title) => title.url).sort()).toEqual([
      '/jira-software-data-center/10.3/docs/rate-limits/',
      '/jira-software-data-center/10.3/docs/upgrade-jira/',
      '/jira-software-data-center/kb/upgrade-fails/',
    ]);
    expect(newer.headings.map((heading) => heading.url)).toEqual([
      '/jira-software-data-center/10.3/docs/upgrade-jira/#steps',
    ]);
    const older = table.suggest('upgr', 'en', 8, 4, scope('9.12'));
    expect(older.titles.map((title) => title.url).sort()).toEqual([
      '/jira-software-data-center/9.12/docs/upgrade-jira/',
      '/jira-software-data-center/kb/upgrade-fails/',
    ]);
    expect(older.headings.map((heading) => heading.url)).toEqual([
      '/jira-software-data-center/9.12/docs/upgrade-jira/#steps',
    ]);
  });

  it("link a page with only versioned copies at its newest version's copy when no version is chosen", () => {
    const unscoped = table.suggest('upgrade j', 'en', 8, 4).titles.find((title) => title.title === 'Upgrade Jira');
    expect(unscoped?.url).toBe('/jira-software-data-center/10.3/docs/upgrade-jira/');

    const newestLast = tableOf([...versioned].reverse());
    const found = newestLast.suggest('upgrade j', 'en', 8, 4).titles.find((title) => title.title === 'Upgrade Jira');
    expect(found?.url).toBe('/jira-software-data-center/10.3/docs/upgrade-jira/');
  });

  it('offer each page once, as without a version', () => {
    const all = table.suggest('upgr', 'en', 8, 4, { product: 'jira-software', deployment: 'data_center' });
    expect(all.titles).toHaveLength(3);
    expect(table.suggest('upgr', 'en', 8, 4).titles).toEqual(all.titles);
  });

  it('are known only for the products, deployments and versions pages are in', () => {
    expect(table.holds({ product: 'jira-software', deployment: 'data_center' })).toBe(true);
    expect(table.holds(scope('9.12'))).toBe(true);
    expect(table.holds(scope('8.20'))).toBe(false);
    expect(table.holds({ product: 'jira-software', deployment: 'cloud' })).toBe(false);
    expect(table.holds({ product: 'confluence', deployment: 'data_center' })).toBe(false);
  });
});

describe('scopes after a content delta', () => {
  const rebuilt = (table: SuggestionTable, documents: SearchDocument[], changed: string[]) => {
    const builder = new SuggestionTableBuilder();
    for (const document of documents) builder.add(document, 100);
    return table.update(
      changed,
      builder.pages(),
      Int32Array.from({ length: 200 }, (_, i) => i),
    );
  };

  it('follow a page that moves to another product, and forget a product whose last page went', () => {
    const table = tableOf(boards);
    const moved = page('board-macro', 'Board macro', '/jira-software-cloud/docs/board-macro/', {
      products: [product(JIRA, 'cloud')],
      views: 2,
    });
    const next = rebuilt(table, [moved], [pageKey(moved)]);
    expect(
      next.suggest('macro', 'en', 8, 4, { product: 'jira-software', deployment: 'cloud' }).titles.map((t) => t.url),
    ).toEqual(['/jira-software-cloud/docs/board-macro/']);
    expect(next.suggest('macro', 'en', 8, 4, { product: 'confluence', deployment: 'cloud' }).titles).toEqual([]);

    const confluence = boards.filter((document) => document.products[0]!.key === 'confluence');
    const emptied = rebuilt(
      next,
      [],
      confluence.map((document) => pageKey(document)),
    );
    expect(emptied.holds({ product: 'confluence', deployment: 'cloud' })).toBe(false);
    expect(emptied.holds({ product: 'jira-software', deployment: 'cloud' })).toBe(true);
  });
});

describe('scoped suggestions in Japanese', () => {
  it('fall back to the English pages of the product alone', () => {
    const table = tableOf([
      page('jira-perms', 'Permissions in Jira', '/jira-software-cloud/docs/perms/', {
        products: [product(JIRA, 'cloud')],
        views: 10,
      }),
      page('confluence-perms', 'Permissions in Confluence', '/confluence-cloud/docs/perms/', {
        products: [product(CONFLUENCE, 'cloud')],
      }),
    ]);
    const { titles } = table.suggest('perm', 'ja', 8, 4, { product: 'confluence', deployment: 'cloud' });
    expect(titles).toEqual([
      expect.objectContaining({ url: '/ja/confluence-cloud/docs/perms/', language: 'en', product: 'Confluence' }),
    ]);
  });
});
