import { resolverSnapshot } from './resolvers/resolver-fixtures';
import { linkField } from './resolvers/fields';
import {
  capturedReads,
  dependOn,
  dependOnAll,
  lookupKey,
  noteEntry,
  recordingReads,
  replayReads,
  trackingDependencies,
  withReadRecord,
  withoutReads,
  ReadRecord,
  type Lookup,
} from './read-record';
import type { ContentSnapshot } from './snapshot-types';

const snapshot = resolverSnapshot();

describe('the record of what a page reads', () => {
  it('notes entries looked up, links followed and derived lookups with their arguments', () => {
    const { reads } = recordingReads(() => {
      const topic = snapshot.entry('topic-jql')!;
      linkField(topic, 'collection');
      snapshot.urlOf('topic-board');
      snapshot.breadcrumbs('topic-jql', 'ja-JP');
    });

    expect([...reads.entries].sort()).toEqual(['coll-reference', 'topic-jql']);
    expect([...reads.lookups.keys()]).toEqual([
      lookupKey({ method: 'urlOf', args: ['topic-board'] }),
      lookupKey({ method: 'breadcrumbs', args: ['topic-jql', 'ja-JP'] }),
    ]);
  });

  it('notes nothing outside a recording or inside withoutReads', () => {
    snapshot.entry('topic-jql');
    const { reads } = recordingReads(() => withoutReads(() => snapshot.entry('topic-board')));

    expect(reads.entries.size).toBe(0);
  });

  it('notes reads again after a computation run outside the record, and nests such computations', () => {
    const { reads } = recordingReads(() => {
      withoutReads(() => {
        snapshot.entry('topic-board');
        withoutReads(() => snapshot.entry('coll-reference'));
        snapshot.entry('header');
      });
      snapshot.entry('topic-jql');
    });

    expect([...reads.entries]).toEqual(['topic-jql']);
  });

  it('keeps the records of two concurrent renders apart across awaits', async () => {
    const first = new ReadRecord();
    const second = new ReadRecord();
    const render = (record: ReadRecord, id: string) =>
      withReadRecord(record, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        noteEntry(id);
      });

    await Promise.all([render(first, 'a'), render(second, 'b')]);

    expect([...first.entries]).toEqual(['a']);
    expect([...second.entries]).toEqual(['b']);
  });

  it('names a part cached on its own as a group, the same when the part is made and when it is reused', () => {
    let cached: ReadRecord | undefined;
    const made = recordingReads(() => {
      cached = capturedReads('chrome|en-US', () => snapshot.entry('header')).reads;
    }).reads;
    const reused = recordingReads(() => replayReads('chrome|en-US', cached!)).reads;

    expect(made.entries.size).toBe(0);
    expect([...made.groups.keys()]).toEqual(['chrome|en-US']);
    expect(reused.groups.get('chrome|en-US')).toBe(cached);
    expect([...cached!.entries]).toEqual(['header']);
  });
});

describe('the dependencies of a lookup', () => {
  const tracked = (keys: string[], shared: ReadonlySet<string>[] = []) =>
    trackingDependencies(() => {
      for (const set of shared) dependOnAll(set);
      for (const key of keys) dependOn(key);
    }).dependencies;

  it('holds a computed set by reference when nothing is added beyond it', () => {
    const tree = tracked(['e:a', 'e:b', 'u:a']);

    const branch = tracked(['e:a'], [tree]);

    expect(branch).toBe(tree);
  });

  it('adds keys beyond a computed set to a union with both, made once for the same keys', () => {
    const tree = tracked(['e:a', 'e:b', 'u:a']);

    const first = tracked(['e:product', 'e:a'], [tree]);
    const second = tracked(['e:product'], [tree]);
    const other = tracked(['e:other'], [tree]);

    expect([...first].sort()).toEqual(['e:a', 'e:b', 'e:product', 'u:a']);
    expect(second).toBe(first);
    expect([...other].sort()).toEqual(['e:a', 'e:b', 'e:other', 'u:a']);
    expect([...tree].sort()).toEqual(['e:a', 'e:b', 'u:a']);
  });

  it('unites several computed sets and the keys noted one by one', () => {
    const tree = tracked(['e:a', 'e:b', 'u:a']);
    const crumbs = tracked(['e:c']);

    const both = tracked(['t:topic'], [tree, crumbs]);

    expect([...both].sort()).toEqual(['e:a', 'e:b', 'e:c', 't:topic', 'u:a']);
  });

  it('copies a set it did not compute, so a later change to that set changes no answer', () => {
    const keys = new Set(['e:a']);

    const answer = tracked(['e:b'], [keys]);
    keys.add('e:later');

    expect([...answer].sort()).toEqual(['e:a', 'e:b']);
  });

  it('gives an enclosing computation what an inner one depended on, also when the inner one throws', () => {
    const tree = tracked(['e:a', 'e:b']);

    const outer = trackingDependencies(() => {
      expect(() =>
        trackingDependencies(() => {
          dependOnAll(tree);
          dependOn('e:thrown');
          throw new Error('no tree');
        }),
      ).toThrow('no tree');
      dependOn('e:c');
    }).dependencies;

    expect([...outer].sort()).toEqual(['e:a', 'e:b', 'e:c', 'e:thrown']);
  });

  it('shares the tree’s keys among the branches of its pages, with every key the tree and the page read', () => {
    const branchDependencies = (snapshot: ContentSnapshot, entryId: string) => {
      const { reads } = recordingReads(() => snapshot.pageTreeBranch(entryId, 'en-US'));
      const lookup = [...reads.lookups.values()].find((found: Lookup) => found.method === 'pageTreeBranch');
      return lookup!.dependencies!;
    };
    const topics = snapshot
      .routes()
      .filter((route) => route.contentType === 'topic')
      .map((route) => route.entryId);
    const tree = JSON.stringify(snapshot.pageTree(topics[0]!));
    const [first, second] = topics.filter((id) => JSON.stringify(snapshot.pageTree(id)) === tree);

    const firstKeys = branchDependencies(snapshot, first!);
    const secondKeys = branchDependencies(snapshot, second!);
    // The first branch computed in a fresh snapshot builds the tree inside its own computation.
    const alone = branchDependencies(resolverSnapshot(), second!);

    expect(secondKeys).toBe(firstKeys);
    expect([...secondKeys].sort()).toEqual([...alone].sort());
    expect(secondKeys.has(`e:${second!}`)).toBe(true);
  });
});
