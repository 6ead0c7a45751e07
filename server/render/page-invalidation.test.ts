import { resolverExport, resolverSnapshot, setFields } from '../content/resolvers/resolver-fixtures';
import { linkField } from '../content/resolvers/fields';
import { lookupKey, recordingReads, ReadRecord } from '../content/read-record';
import {
  ALL_PAGES_KEY,
  MAX_PURGE_KEYS,
  purgeKeysOf,
  readsChanged,
  ReadRegistry,
  sameEntry,
  snapshotChange,
  surrogateKeysOf,
} from './page-invalidation';

const first = resolverSnapshot();
const registryOf = (...records: ReadRecord[]) => {
  const registry = new ReadRegistry();
  for (const record of records) registry.add(record);
  return registry;
};

describe('what a new snapshot changed', () => {
  it('counts an entry as changed by its own fields, not by a new object for a changed link', () => {
    const next = resolverSnapshot(setFields(resolverExport(), 'coll-reference', { title: 'Renamed reference' }));

    // topic-jql links to coll-reference: a new object, but its own content is the same.
    expect(sameEntry(first.entry('topic-jql'), next.entry('topic-jql'))).toBe(true);
    expect(sameEntry(first.entry('coll-reference'), next.entry('coll-reference'))).toBe(false);
  });

  it('finds the changed entries and lookups among those read, and drops only the pages that read them', () => {
    const topic = recordingReads(() => {
      linkField(first.entry('topic-jql')!, 'collection');
      first.urlOf('tour-2');
    }).reads;
    const other = recordingReads(() => first.entry('conf-cloud-backup')).reads;
    const exportJson = setFields(resolverExport(), 'coll-reference', { title: 'Look things up' });
    const next = resolverSnapshot(setFields(exportJson, 'tour-2', { slug: 'moved-tour' }));

    const change = snapshotChange(first, next, registryOf(topic, other));

    expect(change.everything).toBe(false);
    if (change.everything) return;
    expect([...change.entries]).toEqual(['coll-reference']);
    expect([...change.lookups]).toEqual([lookupKey({ method: 'urlOf', args: ['tour-2'] })]);
    expect(readsChanged(topic, change)).toBe(true);
    expect(readsChanged(other, change)).toBe(false);
  });

  it('changes everything when the registry overflowed or the locales changed', () => {
    const reads = recordingReads(() => first.entry('topic-jql')).reads;
    const small = new ReadRegistry(0);
    small.add(reads);

    expect(snapshotChange(first, first, small)).toMatchObject({ everything: true });
    const withoutJapanese = { ...first, locales: ['en-US' as const] };
    expect(snapshotChange(first, withoutJapanese, registryOf(reads))).toMatchObject({ everything: true });
  });
});

describe('surrogate keys', () => {
  it('names the ids read, a short key per lookup and group, and hc-all when they would not fit', () => {
    const reads = recordingReads(() => {
      first.entry('topic-jql');
      first.urlOf('topic-jql');
    }).reads;
    reads.groups.set('chrome|en-US|2026', new ReadRecord());

    const keys = surrogateKeysOf(reads);
    expect(keys[0]).toBe('topic-jql');
    expect(keys.slice(1).map((key) => key.slice(0, 2))).toEqual(['l-', 'g-']);
    expect(keys.every((key) => /^[A-Za-z0-9_-]+$/.test(key))).toBe(true);

    const long = new ReadRecord();
    for (let index = 0; index < 1_000; index += 1) long.entries.add(`entry-${index}`);
    expect(surrogateKeysOf(long)).toEqual([ALL_PAGES_KEY]);
    const unsafe = new ReadRecord();
    unsafe.entries.add('a.b');
    expect(surrogateKeysOf(unsafe)).toEqual([ALL_PAGES_KEY]);
  });

  it('purges the changed keys with hc-all, or every page when they are too many', () => {
    const few = {
      everything: false as const,
      entries: new Set(['e1']),
      assets: new Set(['a1']),
      lookups: new Set<string>(),
      groups: new Set<string>(),
    };
    expect(purgeKeysOf(few)).toEqual(['e1', 'a1', ALL_PAGES_KEY]);

    const many = { ...few, entries: new Set(Array.from({ length: MAX_PURGE_KEYS }, (_, index) => `e${index}`)) };
    expect(purgeKeysOf(many)).toBeUndefined();
    expect(purgeKeysOf({ everything: true, reason: 'test' })).toBeUndefined();
  });
});
