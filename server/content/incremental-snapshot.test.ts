/**
 * A snapshot built with the cache of the builds before it (a delta) must equal one built from the
 * same content with an empty cache (a full rebuild). Random deltas of every kind are applied to a
 * generated space with a fixed seed, and after each one the two snapshots are compared: version,
 * problems, entries in every locale, routes, urls, versions, page trees, breadcrumbs and search.
 */
import type { Asset, Entry, FieldValue } from '../../shared/types/content';
import { SearchService } from '../search/search-service';
import { extractDocuments } from '../search/documents';
import { applyDelta } from './contentful-export';
import { SnapshotCache } from './snapshot-cache';
import type { ContentSnapshot } from './snapshot-types';
import fc from 'fast-check';
import { seededRandom } from '../../bench/seeded-random';
import { build, clone, empty, initialState, randomDelta, typeOf } from '../../test/support/random-deltas';

/** An entry or asset as plain data: links become the linked id, so object cycles compare. */
function plain(item: Entry | Asset | undefined): unknown {
  if (!item) return undefined;
  if (item.kind === 'Asset') return item;
  const link = (value: FieldValue | undefined): unknown => {
    if (Array.isArray(value)) return value.map((part: FieldValue) => link(part));
    const linked = value as { kind?: string; id?: string } | undefined;
    return linked?.kind === 'Entry' || linked?.kind === 'Asset' ? `${linked.kind}:${linked.id}` : value;
  };
  return { ...item, fields: Object.fromEntries(Object.entries(item.fields).map(([key, value]) => [key, link(value)])) };
}

/** Everything a reader of the snapshot can see, as plain data. */
function view(snapshot: ContentSnapshot, entryIds: readonly string[], assetIds: readonly string[]): unknown {
  const routes = snapshot.routes();
  return {
    version: snapshot.version,
    problems: snapshot.problems,
    routes,
    locales: snapshot.locales.map((locale) => ({
      entries: entryIds.map((id) => plain(snapshot.entry(id, locale))),
      assets: assetIds.map((id) => plain(snapshot.asset(id, locale))),
      types: ['topic', 'pageKbArticle', 'collection', 'product'].map((type) =>
        snapshot.entriesOfType(type, locale).map((entry) => entry.id),
      ),
      pages: routes.map((route) => ({
        tree: snapshot.pageTree(route.entryId, locale, route.version),
        crumbs: snapshot.breadcrumbs(route.entryId, locale, route.version),
      })),
    })),
    urls: entryIds.map((id) => ({
      url: snapshot.urlOf(id),
      versions: snapshot.versionsOf(id),
      defaultVersion: snapshot.defaultVersion(id),
      translated: snapshot.translatedLocales(id),
      route: snapshot.route(snapshot.urlOf(id) ?? '/none/'),
    })),
    documents: extractDocuments(snapshot),
  };
}

type DeltaState = ReturnType<typeof initialState>;

/**
 * Applies the random delta of `step` to `state`, then builds the snapshot with `cache` and from
 * nothing, and returns both views of it to compare.
 */
function applyAndBuild(state: DeltaState, cache: SnapshotCache, next: () => number, step: number) {
  const { kind, delta } = randomDelta(state, next, step);
  const applied = applyDelta(state.entries, state.assets, delta);
  state.entries = applied.entries;
  state.assets = applied.assets;
  const incremental = build(state, cache);
  const full = build(state, new SnapshotCache());
  const entryIds = [...state.entries.keys()];
  const assetIds = [...state.assets.keys()];
  return {
    kind,
    delta,
    incremental,
    views: { incremental: view(incremental, entryIds, assetIds), full: view(full, entryIds, assetIds) },
  };
}

describe('a snapshot built from a delta with the cache', () => {
  it('equals a full rebuild of the same content after each of 16 random deltas (seed 20261125)', () => {
    const next = seededRandom(20261125);
    const state = initialState(560);
    const cache = new SnapshotCache();
    build(state, cache);
    for (let step = 1; step <= 16; step += 1) {
      const { kind, views } = applyAndBuild(state, cache, next, step);
      expect({ step, kind, view: views.incremental }).toEqual({ step, kind, view: views.full });
    }
  });

  it('equals a fresh build over any short run of random deltas, sharing what the deltas left alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 3 }),
        (seed, firstStep, count) => {
          const next = seededRandom(seed);
          const state = initialState(0);
          const cache = new SnapshotCache();
          let previous = build(state, cache);
          for (let step = firstStep; step < firstStep + count; step += 1) {
            const { kind, delta, incremental, views } = applyAndBuild(state, cache, next, step);
            expect({ seed, step, kind, view: views.incremental }).toEqual({ seed, step, kind, view: views.full });
            // Structural sharing: an entry the delta named nowhere keeps its object unless it links
            // to one that changed, and a url whose page kept its entry object keeps its route record.
            const named = new Set([...delta.entries, ...delta.deletedEntries].map((item) => item.sys.id));
            for (const route of previous.routes()) {
              const kept = previous.entry(route.entryId) === incremental.entry(route.entryId);
              if (kept && !named.has(route.entryId) && kind !== 'slug' && kind !== 'relink' && kind !== 'new') {
                expect(incremental.route(route.url)).toBe(route);
              }
            }
            previous = incremental;
          }
        },
      ),
      { numRuns: 5, seed: 20261127 },
    );
  });

  it('answers searches the same as a full rebuild after random deltas', async () => {
    const next = seededRandom(7);
    const state = initialState(600);
    const cache = new SnapshotCache();
    build(state, cache);
    for (let step = 1; step <= 6; step += 1) {
      const applied = applyDelta(state.entries, state.assets, randomDelta(state, next, step).delta);
      state.entries = applied.entries;
      state.assets = applied.assets;
      build(state, cache);
    }
    const incremental = SearchService.fromSnapshot(build(state, cache));
    const full = SearchService.fromSnapshot(build(state, new SnapshotCache()));
    try {
      for (const query of ['Changed', 'Added', 'jira', 'project', 'confluence space']) {
        const [a, b] = await Promise.all([incremental.search({ query }), full.search({ query })]);
        expect(a).toEqual(b);
      }
    } finally {
      incremental.close();
      full.close();
    }
  });

  it('keeps the entry objects that a one-entry change does not reach', () => {
    const state = initialState(700);
    const cache = new SnapshotCache();
    const before = build(state, cache);
    const article = [...state.entries.values()].find(
      (item) => typeOf(item) === 'pageKbArticle' && item.sys.id.includes('-copy-'),
    )!;
    const changed = clone(article);
    (changed.fields as Record<string, Record<string, unknown>>).title = { 'en-US': 'Changed once' };
    state.entries = applyDelta(state.entries, state.assets, { ...empty(), entries: [changed] }).entries;
    const after = build(state, cache);

    expect(after.entry(article.sys.id)?.fields.title).toBe('Changed once');
    expect(after.entry(article.sys.id)).not.toBe(before.entry(article.sys.id));
    const ids = [...state.entries.keys()].filter((id) => id !== article.sys.id);
    const kept = ids.filter((id) => after.entry(id) === before.entry(id));
    // Only entries that link to the changed article are made anew; a copy is linked by none.
    expect(kept).toHaveLength(ids.length);
  });

  it('rebuilds everything when the content model changes, with the same result as a fresh build', () => {
    const state = initialState(600);
    const cache = new SnapshotCache();
    const before = build(state, cache);
    const contentTypes = structuredClone(state.space.contentTypes) as { name: string }[];
    contentTypes[0]!.name = `${contentTypes[0]!.name} renamed`;
    state.space = { ...state.space, contentTypes };
    const incremental = build(state, cache);
    const full = build(state, new SnapshotCache());
    const ids = [...state.entries.keys()];
    expect(incremental.version).not.toBe(before.version);
    expect(view(incremental, ids, [...state.assets.keys()])).toEqual(view(full, ids, [...state.assets.keys()]));
    expect(ids.filter((id) => incremental.entry(id) === before.entry(id))).toEqual([]);
  });
});
