import type { PageTreeItem } from '../types/content';
import { branchOf, childrenById, parseTreeFile, pathTo, treeFileNodes } from './page-tree-branch';

interface Node {
  id: string;
  title: string;
  url: string;
  slug: string;
  contentType: string;
  childList: Node[];
}

const node = (id: string, childList: Node[] = []): Node => ({
  id,
  title: `Title ${id}`,
  url: `/docs/${id}/`,
  slug: id,
  contentType: 'topic',
  childList,
});

// a (b (c (d), e), f (g)), h (i), j
const tree = [
  node('a', [node('b', [node('c'), node('d')]), node('e', [node('x')])]),
  node('h', [node('i')]),
  node('j'),
];

/** The ids of a branch as nested arrays, a lazy node written with a trailing '+'. */
function shape(items: readonly PageTreeItem[]): unknown[] {
  return items.map((item) =>
    item.childList.length > 0 ? [item.id, shape(item.childList)] : item.lazy ? `${item.id}+` : item.id,
  );
}

describe('pathTo', () => {
  it('lists the ids from the top level down to the current node', () => {
    expect(pathTo(tree, 'd')).toEqual(['a', 'b', 'd']);
  });

  it('is empty for a node that is not in the tree or when there is no current node', () => {
    expect(pathTo(tree, 'nope')).toEqual([]);
    expect(pathTo(tree, undefined)).toEqual([]);
  });
});

describe('branchOf', () => {
  it('keeps the ancestors, their siblings and the current page with its siblings, and makes every other parent lazy', () => {
    expect(shape(branchOf(tree, 'd'))).toEqual([['a', [['b', ['c', 'd']], 'e+']], 'h+', 'j']);
  });

  it("includes the current page's children, but not their children", () => {
    const deep = [node('a', [node('b', [node('c', [node('d')])])])];

    expect(shape(branchOf(deep, 'b'))).toEqual([['a', [['b', ['c+']]]]]);
  });

  it('gives a page outside the tree (the docs home) the top level, each parent lazy', () => {
    expect(shape(branchOf(tree, 'home'))).toEqual(['a+', 'h+', 'j']);
  });

  it('carries only the id, title, url and children of each node', () => {
    expect(branchOf(tree, 'j')[2]).toEqual({ id: 'j', title: 'Title j', url: '/docs/j/', childList: [] });
  });

  it('does not change the tree it reads', () => {
    const before = JSON.stringify(tree);

    branchOf(tree, 'c');

    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('tree files', () => {
  it('hold the whole tree with only what the sidebar shows, and read back to the same nodes', () => {
    const nodes = treeFileNodes(tree);
    const json = JSON.stringify({ nodes });

    expect(json).not.toContain('slug');
    expect(parseTreeFile(JSON.parse(json))).toEqual(nodes);
    expect(
      childrenById(nodes)
        .get('e')
        ?.map((child) => child.id),
    ).toEqual(['x']);
  });

  it('are refused when they do not have the shape the server writes', () => {
    expect(parseTreeFile({ nodes: [{ id: 'a', title: 'A' }] })).toBeUndefined();
    expect(parseTreeFile([])).toBeUndefined();
    expect(parseTreeFile(null)).toBeUndefined();
  });
});

describe('the language of untranslated titles', () => {
  const tree = [
    {
      id: 'guide',
      title: 'はじめに',
      url: '/guide/',
      childList: [{ id: 'topic', title: 'Create a board', url: '/topic/', childList: [], lang: 'en' as const }],
    },
    {
      id: 'reference',
      title: 'Reference',
      url: '/reference/',
      lang: 'en' as const,
      childList: [{ id: 'jql', title: 'JQL', url: '/jql/', childList: [], lang: 'en' as const }],
    },
  ];

  it('travels with the nodes of a branch and of a tree file, and only where a title has one', () => {
    expect(branchOf(tree, 'topic')).toEqual([
      {
        id: 'guide',
        title: 'はじめに',
        url: '/guide/',
        childList: [{ id: 'topic', title: 'Create a board', url: '/topic/', childList: [], lang: 'en' }],
      },
      { id: 'reference', title: 'Reference', url: '/reference/', childList: [], lazy: true, lang: 'en' },
    ]);
    const file = JSON.parse(JSON.stringify({ nodes: treeFileNodes(tree) })) as unknown;
    expect(parseTreeFile(file)?.[1]?.childList[0]).toEqual({
      id: 'jql',
      title: 'JQL',
      url: '/jql/',
      childList: [],
      lang: 'en',
    });
    expect(parseTreeFile(file)?.[0]).not.toHaveProperty('lang');
  });

  it('refuses a tree file whose node names another language', () => {
    expect(parseTreeFile({ nodes: [{ id: 'a', title: 'A', url: '/a/', childList: [], lang: 'fr' }] })).toBeUndefined();
  });
});
