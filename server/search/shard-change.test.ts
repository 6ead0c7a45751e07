import { SearchShard, type ShardRow } from './shard';

const row = (rowid: number, title: string, text: string, headings = '', terms = ''): ShardRow => ({
  rowid,
  title,
  description: `About ${title.toLowerCase()}`,
  text,
  headings,
  terms,
});

/** Build a shard of `rows`, returning it and its spelling vocabulary as a map. */
function built(rows: readonly ShardRow[]): { shard: SearchShard; vocabulary: Map<string, number> } {
  const shard = SearchShard.create();
  shard.begin();
  const add = shard.adder();
  for (const item of rows) add(item);
  const vocabulary = new Map(shard.finish().map(({ term, documents }) => [term, documents]));
  return { shard, vocabulary };
}

describe('changing rows of a built search shard', () => {
  const first = [
    row(1, 'Configure boards', 'Boards show issues in columns.', 'Swimlanes'),
    row(2, 'Archive a project', 'Archived projects keep their issues.', 'Before you begin', 'retention'),
    row(3, 'Restore a project', 'Restore brings a project back with its boards.'),
  ];

  it('matches as a shard built with the changed rows, and reports exactly how the vocabulary changed', () => {
    const { shard, vocabulary } = built(first);
    const changed = row(2, 'Delete a workflow', 'Deleted workflows cannot be restored.', 'Transitions', 'validator');
    const added = row(4, 'Share a dashboard', 'Dashboards are shared with groups.');
    try {
      const change = shard.change([first[1]!, first[2]!], [changed, added]);
      const { shard: fresh, vocabulary: expected } = built([first[0]!, changed, added]);
      try {
        for (const query of [
          'project',
          'boards',
          'workflow',
          'dashboard',
          'restore*',
          'issues',
          'retention',
          'validator',
          'begin',
          'swimlanes',
        ]) {
          expect({ query, rowids: [...shard.matching(query)] }).toEqual({
            query,
            rowids: [...fresh.matching(query)],
          });
        }
        const counts = new Map(vocabulary);
        for (const { term, documents } of change) counts.set(term, (counts.get(term) ?? 0) + documents);
        for (const [term, documents] of counts) if (documents === 0) counts.delete(term);
        expect(Object.fromEntries([...counts].sort())).toEqual(Object.fromEntries([...expected].sort()));
        expect(change).toContainEqual({ term: 'archive', documents: -1 });
        expect(change).toContainEqual({ term: 'dashboard', documents: 1 });
      } finally {
        fresh.close();
      }
    } finally {
      shard.close();
    }
  });

  it('highlights the new description of a changed row and nothing of a removed one', () => {
    const { shard } = built(first);
    try {
      shard.change([first[0]!, first[2]!], [row(1, 'Configure sprints', 'Sprints hold issues.')]);
      expect(shard.highlights('sprints', [1])).toEqual(['About configure \u0002sprints\u0003']);
      expect([...shard.matching('restore')]).toEqual([]);
      expect([...shard.matching('issues')]).toEqual([1, 2]);
    } finally {
      shard.close();
    }
  });

  it('refuses a change before the shard is built', () => {
    const shard = SearchShard.create();
    try {
      expect(() => shard.change([], [first[0]!])).toThrow('The search index is not built yet');
    } finally {
      shard.close();
    }
  });
});
