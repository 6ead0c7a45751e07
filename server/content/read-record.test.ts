import { resolverSnapshot } from './resolvers/resolver-fixtures';
import { linkField } from './resolvers/fields';
import {
  capturedReads,
  lookupKey,
  noteEntry,
  recordingReads,
  replayReads,
  withReadRecord,
  withoutReads,
  ReadRecord,
} from './read-record';

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
