/**
 * A search index updated in place by content deltas must answer like an index built from scratch
 * from the same content. Random deltas of every kind (test/support/random-deltas.ts) are applied
 * with a fixed seed, and after each one the same queries (words from the changed titles, common
 * words, misspellings, unfinished words, filters, facets, date order, Japanese, English words on
 * the Japanese site, later pages) and suggestions are put to both.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededRandom } from '../../bench/seeded-random';
import { applyDelta, type DeliveryItem } from '../content/contentful-export';
import { SnapshotCache } from '../content/snapshot-cache';
import type { ContentSnapshot } from '../content/snapshot-types';
import {
  build,
  clone,
  empty,
  initialState,
  pick,
  randomDelta,
  typeOf,
  type State,
} from '../../test/support/random-deltas';
import { bodyHashOf, DocumentCache } from './document-cache';
import { extractDocuments, type SearchDocument } from './documents';
import { documentChange } from './index-change';
import { SEARCH_INDEX_FILE_NAME, SearchIndexFile } from './index-file';
import type { SearchOutcome, SearchQuery } from './search-index';
import { SearchService, type SearchServiceLogger } from './search-service';
import { SnapshotStore } from '../content/snapshot-store';

const QUERIES: SearchQuery[] = [
  { query: 'Changed', facets: { enable: true }, highlights: { enable: true } },
  { query: 'Added', facets: { enable: true } },
  { query: 'jira', facets: { enable: true }, pagination: { from: 10, size: 20 } },
  { query: 'project permissions', highlights: { enable: true } },
  { query: 'confluence space', facetFilters: { contentTypes: ['kbArticle'] }, facets: { enable: true } },
  { query: 'projetc' },
  { query: 'permis' },
  { query: '', sort: { by: 'last_published' }, pagination: { from: 0, size: 50 }, facets: { enable: true } },
  { query: 'changed', sort: { by: 'last_published' } },
  { query: '変更', language: 'ja', facets: { enable: true } },
  { query: '', language: 'ja', pagination: { from: 0, size: 50 } },
  // English words on the Japanese site: untranslated pages are found through their English text.
  { query: 'permissions', language: 'ja', facets: { enable: true }, pagination: { from: 5, size: 10 } },
  { query: 'jira board', language: 'ja', sort: { by: 'last_published' }, facets: { enable: true } },
];
const PREFIXES = ['Chan', 'Add', 'jir', 'conf', 'set up'];

/** A logger that keeps what the service reports, to tell an update in place from a rebuild. */
function recorder(): SearchServiceLogger & { messages: string[] } {
  const messages: string[] = [];
  return {
    messages,
    info: (_details, message) => void messages.push(message),
    error: (_details, message) => void messages.push(message),
  };
}

async function answers(service: SearchService, queries: readonly SearchQuery[] = QUERIES): Promise<unknown> {
  const results: SearchOutcome[] = [];
  for (const query of queries) results.push(await service.search(query));
  const suggestions = PREFIXES.flatMap((prefix) =>
    (['en', 'ja'] as const).map((language) => service.suggest(prefix, language, { titles: 8, headings: 8 })),
  );
  return { results, suggestions, size: service.documentCount };
}

/**
 * Applies a snapshot to the service in place and checks it logged one update and answers as an index
 * built from scratch over the same content does.
 */
async function expectUpdatedAsFullRebuild(
  service: SearchService,
  logger: { messages: string[] },
  snapshot: ContentSnapshot,
  fresh: ContentSnapshot,
  change: string,
): Promise<void> {
  logger.messages.length = 0;
  await service.rebuild(snapshot);
  expect({ change, messages: logger.messages }).toEqual({ change, messages: ['Search index updated'] });
  const full = SearchService.fromSnapshot(fresh);
  try {
    expect({ change, answers: await answers(service) }).toEqual({ change, answers: await answers(full) });
  } finally {
    full.close();
  }
}

/**
 * Documents as the cache keeps them, to compare with a plain extraction: the body left out and
 * stood for by its hash (the cache gives a body only for texts it read again).
 */
function withoutBodies(documents: readonly SearchDocument[]): SearchDocument[] {
  return documents.map((document) => ({
    ...document,
    body: '',
    bodyHash: document.bodyHash ?? bodyHashOf(document.body),
  }));
}

function step(state: State, next: () => number, number: number): string {
  const { kind, delta } = randomDelta(state, next, number);
  const applied = applyDelta(state.entries, state.assets, delta);
  state.entries = applied.entries;
  state.assets = applied.assets;
  return kind;
}

describe('a search index updated in place by content deltas', () => {
  it('answers the same queries with the same hits in the same order as a full rebuild after each of 16 random deltas (seed 20261126)', async () => {
    const next = seededRandom(20261126);
    const state = initialState(500);
    const cache = new SnapshotCache();
    const logger = recorder();
    const service = SearchService.fromSnapshot(build(state, cache), { logger });
    try {
      for (let number = 1; number <= 16; number += 1) {
        const kind = step(state, next, number);
        await expectUpdatedAsFullRebuild(
          service,
          logger,
          build(state, cache),
          build(state, new SnapshotCache()),
          `${number} ${kind}`,
        );
      }
    } finally {
      service.close();
    }
  }, 120_000);

  it('extracts and answers as a full rebuild after 18 random changes of assets, of entries embedded in bodies and of entries many pages link to (seed 20261125)', async () => {
    const next = seededRandom(20261125);
    const state = initialState(500);
    const cache = new SnapshotCache();
    const logger = recorder();
    const first = build(state, cache);
    const service = SearchService.fromSnapshot(first, { logger });
    const documents = new DocumentCache();
    documents.extract(first);
    const ofType = (...types: string[]) =>
      [...state.entries.values()].filter((item) => types.includes(typeOf(item) ?? ''));
    /** A new value for one of an item's text fields (a linked item's title or a body's callout heading). */
    const edited = (item: DeliveryItem, number: number): DeliveryItem => {
      const changed = clone(item);
      const fields = changed.fields as Record<string, Record<string, unknown>>;
      const texts = Object.keys(fields).filter((name) => typeof fields[name]?.['en-US'] === 'string');
      const name = texts.length > 0 ? pick(next, texts) : 'title';
      const value = fields[name]?.['en-US'];
      fields[name] = { ...fields[name], 'en-US': `${typeof value === 'string' ? value : ''} Changed ${number}` };
      return changed;
    };
    try {
      for (let number = 1; number <= 18; number += 1) {
        const delta = empty();
        const kind = ['asset', 'embedded', 'linked'][(number - 1) % 3]!;
        if (kind === 'asset') {
          const asset = pick(next, [...state.assets.values()]);
          if (next() < 0.2) delta.deletedAssets.push({ sys: { id: asset.sys.id } });
          else delta.assets.push(edited(asset, number));
        } else if (kind === 'embedded') {
          delta.entries.push(
            edited(pick(next, ofType('callout', 'codeBlock', 'textFragment', 'anchor', 'kbImage')), number),
          );
        } else {
          delta.entries.push(
            edited(pick(next, ofType('pageKbHome', 'product', 'collection', 'documentedProduct')), number),
          );
        }
        const applied = applyDelta(state.entries, state.assets, delta);
        state.entries = applied.entries;
        state.assets = applied.assets;
        const snapshot = build(state, cache);
        expect({ number, kind, documents: withoutBodies(documents.extract(snapshot)) }).toEqual({
          number,
          kind,
          documents: withoutBodies(extractDocuments(snapshot)),
        });
        await expectUpdatedAsFullRebuild(
          service,
          logger,
          snapshot,
          build(state, new SnapshotCache()),
          `${number} ${kind}`,
        );
      }
    } finally {
      service.close();
    }
  }, 120_000);

  it('answers as a full rebuild when a page gains a Japanese translation and when it loses it again', async () => {
    const state = initialState(300);
    const cache = new SnapshotCache();
    const logger = recorder();
    const service = SearchService.fromSnapshot(build(state, cache), { logger });
    const topic = [...state.entries.values()].find(
      (item) =>
        typeOf(item) === 'topic' &&
        /permissions/i.test(String((item.fields as Record<string, Record<string, unknown>>).topicTitle?.['en-US'])),
    )!;
    const titled = (title: Record<string, unknown>): DeliveryItem => {
      const changed = clone(topic);
      (changed.fields as Record<string, Record<string, unknown>>).topicTitle = title;
      return changed;
    };
    const japaneseTitle = () =>
      service.search({ query: 'permissions', language: 'ja', pagination: { from: 0, size: 50 } });
    try {
      const english = (topic.fields as Record<string, Record<string, unknown>>).topicTitle!['en-US'];
      for (const [change, title] of [
        ['translated', { 'en-US': english, 'ja-JP': '権限を管理する' }],
        ['untranslated', { 'en-US': english }],
      ] as const) {
        state.entries = applyDelta(state.entries, state.assets, { ...empty(), entries: [titled(title)] }).entries;
        await expectUpdatedAsFullRebuild(
          service,
          logger,
          build(state, cache),
          build(state, new SnapshotCache()),
          change,
        );
        const titles = (await japaneseTitle()).results
          .filter((hit) => hit.content.contentAri.endsWith(`/${topic.sys.id}`))
          .map((hit) => hit.content.title);
        expect({ change, titles }).toEqual({ change, titles: [change === 'translated' ? '権限を管理する' : english] });
      }
    } finally {
      service.close();
    }
  }, 60_000);

  it('rebuilds from bodies read again when a delta changes too many documents to update in place', async () => {
    const state = initialState(300);
    const cache = new SnapshotCache();
    const logger = recorder();
    const service = SearchService.fromSnapshot(build(state, cache), { logger });
    try {
      // Nine topics in ten retitled are more than MAX_UPDATE_SHARE of the documents: a rebuild,
      // whose documents kept without bodies must be indexed with their bodies read again.
      const delta = empty();
      const topics = [...state.entries.values()].filter((item) => typeOf(item) === 'topic');
      for (const topic of topics.slice(0, Math.ceil(topics.length * 0.9))) {
        const changed = clone(topic);
        (changed.fields as Record<string, Record<string, unknown>>).topicTitle = { 'en-US': 'Rebuilt page' };
        delta.entries.push(changed);
      }
      state.entries = applyDelta(state.entries, state.assets, delta).entries;
      logger.messages.length = 0;
      await service.rebuild(build(state, cache));
      expect(logger.messages).toEqual(['Search index built']);
      const full = SearchService.fromSnapshot(build(state, new SnapshotCache()));
      try {
        expect(await answers(service)).toEqual(await answers(full));
        expect((await service.search({ query: 'permissions' })).pagination.total).toBeGreaterThan(0);
      } finally {
        full.close();
      }
    } finally {
      service.close();
    }
  }, 60_000);

  it('reads the text of no page again when a delta changes only what no page text shows (a product icon)', () => {
    const state = initialState(500);
    const cache = new SnapshotCache();
    const documents = new DocumentCache();
    const before = documents.extract(build(state, cache));
    const icon = [...state.assets.values()].find((asset) => asset.sys.id.startsWith('icon-'))!;
    const changed = clone(icon);
    (changed.fields as Record<string, Record<string, unknown>>).title = { 'en-US': 'Another icon' };
    const applied = applyDelta(state.entries, state.assets, { ...empty(), assets: [changed] });
    state.assets = applied.assets;
    const snapshot = build(state, cache);
    const after = documents.extract(snapshot);
    expect(documents.lastTextsRead).toBe(0);
    expect(withoutBodies(after)).toEqual(withoutBodies(extractDocuments(snapshot)));
    expect(documentChange(before, after)).toMatchObject({ upserts: [], removals: [], reordered: false });
  });

  it('finds the same documents, totals and facets as a full rebuild when the shards are in worker threads', async () => {
    const next = seededRandom(404);
    const state = initialState(400);
    const cache = new SnapshotCache();
    const options = { parallelFrom: 1, threads: 2 };
    const logger = recorder();
    const store = { subscribe: () => () => undefined };
    const service = await SearchService.following(store, build(state, cache), { ...options, logger });
    try {
      for (let number = 1; number <= 8; number += 1) step(state, next, number);
      logger.messages.length = 0;
      await service.rebuild(build(state, cache));
      expect(logger.messages).toEqual(['Search index updated']);
      const full = await SearchService.following(store, build(state, new SnapshotCache()), options);
      try {
        // Each shard ranks by its own statistics, and the split differs: the sets must agree.
        const found = async (target: SearchService, query: SearchQuery) => {
          const outcome = await target.search({ ...query, pagination: { from: 0, size: 50 } });
          return {
            total: outcome.pagination.total,
            facets: outcome.facets,
            ids: outcome.results.map((hit) => hit.content.contentAri).sort(),
          };
        };
        for (const query of QUERIES.filter((item) => item.sort === undefined)) {
          const [a, b] = await Promise.all([found(service, query), found(full, query)]);
          if (a.total <= 50) expect({ query, ...a }).toEqual({ query, ...b });
          else expect({ query, total: a.total, facets: a.facets }).toEqual({ query, total: b.total, facets: b.facets });
        }
      } finally {
        full.close();
      }
    } finally {
      service.close();
    }
  }, 60_000);

  it('follows a snapshot swapped into the store by updating the index in place', async () => {
    const state = initialState(300);
    const cache = new SnapshotCache();
    const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
    const store = new SnapshotStore(quiet);
    store.swap(build(state, cache));
    const logger = recorder();
    const service = await SearchService.following(store, store.current(), { logger });
    try {
      const topic = [...state.entries.values()].find((item) => typeOf(item) === 'topic')!;
      const changed = clone(topic);
      (changed.fields as Record<string, Record<string, unknown>>).topicTitle = { 'en-US': 'Quillwort handbook' };
      state.entries = applyDelta(state.entries, state.assets, { ...empty(), entries: [changed] }).entries;
      logger.messages.length = 0;
      store.swap(build(state, cache));
      await new Promise<void>((resolve) => setImmediate(resolve));
      await service.rebuild(store.current());
      expect(service.version).toBe(store.current().version);
      expect(logger.messages).toEqual(['Search index updated']);
      const outcome = await service.search({ query: 'quillwort' });
      expect(outcome.results.map((hit) => hit.content.title)).toContain('Quillwort handbook');
    } finally {
      service.close();
    }
  });

  it('never lets a search see half of a delta', async () => {
    const state = initialState(300);
    const cache = new SnapshotCache();
    const service = SearchService.fromSnapshot(build(state, cache));
    try {
      const query: SearchQuery = { query: 'Zyxwvutsrq', facets: { enable: true } };
      const before = await service.search(query);
      const delta = empty();
      const topics = [...state.entries.values()].filter((item) => typeOf(item) === 'topic').slice(0, 12);
      for (const topic of topics) {
        const changed = clone(topic);
        (changed.fields as Record<string, Record<string, unknown>>).topicTitle = { 'en-US': 'Zyxwvutsrq page' };
        delta.entries.push(changed);
      }
      state.entries = applyDelta(state.entries, state.assets, delta).entries;
      const updating = service.rebuild(build(state, cache));
      const during: Promise<SearchOutcome>[] = [];
      for (let count = 0; count < 20; count += 1) {
        during.push(service.search(query));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      await updating;
      const after = await service.search(query);
      expect(after.pagination.total).toBeGreaterThanOrEqual(12);
      expect(before.pagination.total).toBe(0);
      for (const outcome of await Promise.all(during)) expect([before, after]).toContainEqual(outcome);
    } finally {
      service.close();
    }
  });

  it('extracts again only the documents of the entries a delta reached, and none for an unchanged snapshot', () => {
    const state = initialState(700);
    const cache = new SnapshotCache();
    const documents = new DocumentCache();
    const first = build(state, cache);
    const before = documents.extract(first);
    expect(documentChange(before, documents.extract(first))).toMatchObject({ upserts: [], removals: [] });

    const article = [...state.entries.values()].find(
      (item) => typeOf(item) === 'pageKbArticle' && item.sys.id.includes('-copy-'),
    )!;
    const changed = clone(article);
    const fields = changed.fields as Record<string, Record<string, unknown>>;
    fields.title = { ...fields.title, 'en-US': 'Changed once' };
    state.entries = applyDelta(state.entries, state.assets, { ...empty(), entries: [changed] }).entries;
    const second: ContentSnapshot = build(state, cache);
    const after = documents.extract(second);
    expect(withoutBodies(after)).toEqual(withoutBodies(extractDocuments(second)));
    const change = documentChange(before, after);
    expect(change.removals).toEqual([]);
    expect(change.upserts.map((document) => document.entryId)).toEqual([article.sys.id]);
    const kept = new Set(before);
    // Its English and Japanese documents are made anew; only the English one differs.
    const made = after.filter((document) => !kept.has(document));
    expect(made.map((document) => `${document.entryId} ${document.language}`)).toEqual([
      `${article.sys.id} en`,
      `${article.sys.id} ja`,
    ]);
  });

  describe('with the index saved to a file', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'incremental-index-'));
    });
    afterEach(() => {
      rmSync(dir, { recursive: true, force: true });
    });

    /** A delta giving the first `count` topics a new title. */
    function retitle(state: State, count: number, title: string): void {
      const delta = empty();
      const topics = [...state.entries.values()].filter((item) => typeOf(item) === 'topic').slice(0, count);
      for (const topic of topics) {
        const changed = clone(topic);
        (changed.fields as Record<string, Record<string, unknown>>).topicTitle = { 'en-US': title };
        delta.entries.push(changed);
      }
      state.entries = applyDelta(state.entries, state.assets, delta).entries;
    }

    it('saves the index updated in place, and a restart opens it and answers exactly as the updated index', async () => {
      const state = initialState(300);
      const cache = new SnapshotCache();
      const indexFile = new SearchIndexFile(dir, recorder());
      const logger = recorder();
      const store = { subscribe: () => () => undefined };
      const service = await SearchService.following(store, build(state, cache), { indexFile, logger });
      try {
        retitle(state, 6, 'Qwertyuiop page');
        const snapshot = build(state, cache);
        logger.messages.length = 0;
        await service.rebuild(snapshot);
        expect(logger.messages).toEqual(['Search index updated']);
        await indexFile.flushed();
        const restarted = await SearchService.following(store, snapshot, {
          indexFile: new SearchIndexFile(dir, logger),
        });
        try {
          expect(logger.messages).toEqual(['Search index updated', 'Search index opened from the saved file']);
          const queries: SearchQuery[] = [{ query: 'Qwertyuiop', facets: { enable: true } }, ...QUERIES];
          expect(await answers(restarted, queries)).toEqual(await answers(service, queries));
        } finally {
          restarted.close();
        }
      } finally {
        service.close();
      }
    }, 60_000);

    it('builds the first index in a shard file in DATA_DIR, which is removed when the service closes', async () => {
      const state = initialState(50);
      const store = { subscribe: () => () => undefined };
      const indexFile = new SearchIndexFile(dir, recorder(), { delayMs: 0 });
      const service = await SearchService.following(store, build(state, new SnapshotCache()), { indexFile });
      await indexFile.flushed();
      expect(readdirSync(dir).filter((name) => name.endsWith('.sqlite'))).toEqual([
        expect.stringMatching(new RegExp(`^search-index\\.shard-${process.pid}-\\d+-0\\.sqlite$`)),
      ]);
      service.close();
      expect(readdirSync(dir)).toEqual([SEARCH_INDEX_FILE_NAME]);
    });

    it('updates an index reopened from the file in place, answering as a full rebuild after each of 10 random deltas (seed 20261127), and the file it keeps reopens to the same answers', async () => {
      const next = seededRandom(20261127);
      const state = initialState(400);
      const cache = new SnapshotCache();
      const store = { subscribe: () => () => undefined };
      const saving = new SearchIndexFile(dir, recorder(), { delayMs: 0 });
      const first = await SearchService.following(store, build(state, cache), { indexFile: saving });
      await saving.flushed();
      first.close();
      const logger = recorder();
      const extracted: number[] = [];
      const counting: SearchServiceLogger = {
        info: (details, message) => {
          logger.info(details, message);
          if (message === 'Search index updated') extracted.push(Number(details.extracted));
        },
        error: logger.error,
      };
      const fileLogger = recorder();
      const indexFile = new SearchIndexFile(dir, fileLogger, { delayMs: 0 });
      const service = await SearchService.following(store, build(state, cache), { indexFile, logger: counting });
      try {
        expect(fileLogger.messages).toEqual(['Search index opened from the saved file']);
        let snapshot = build(state, cache);
        for (let number = 1; number <= 10; number += 1) {
          const kind = step(state, next, number);
          snapshot = build(state, cache);
          await expectUpdatedAsFullRebuild(
            service,
            logger,
            snapshot,
            build(state, new SnapshotCache()),
            `${number} ${kind}`,
          );
        }
        // Each delta read again only the few texts it reached, never every text as a rebuild does.
        expect(extracted).toHaveLength(10);
        for (const count of extracted) expect(count).toBeLessThan(100);
        await indexFile.flushed();
        const reopened = await SearchService.following(store, snapshot, {
          indexFile: new SearchIndexFile(dir, logger),
        });
        try {
          expect(await answers(reopened)).toEqual(await answers(service));
        } finally {
          reopened.close();
        }
      } finally {
        await indexFile.flushed();
        service.close();
      }
    }, 180_000);

    it('keeps the saved file current after a delta that removes and changes documents, so a restart answers as the live index', async () => {
      const state = initialState(300);
      const cache = new SnapshotCache();
      const fileLogger = recorder();
      const indexFile = new SearchIndexFile(dir, fileLogger, { delayMs: 50 });
      const logger = recorder();
      const store = { subscribe: () => () => undefined };
      const service = await SearchService.following(store, build(state, cache), { indexFile, logger });
      try {
        await indexFile.flushed();
        const topics = [...state.entries.values()].filter((item) => typeOf(item) === 'topic');
        state.entries = applyDelta(state.entries, state.assets, {
          ...empty(),
          deletedEntries: topics.slice(0, 2).map((topic) => ({ sys: { id: topic.sys.id } })),
        }).entries;
        retitle(state, 4, 'Plmoknijb page');
        const snapshot = build(state, cache);
        logger.messages.length = 0;
        fileLogger.messages.length = 0;
        await service.rebuild(snapshot);
        expect(logger.messages).toEqual(['Search index updated']);
        await indexFile.flushed();
        expect(fileLogger.messages).toEqual(['Search index saved']);
        const restarted = await SearchService.following(store, snapshot, {
          indexFile: new SearchIndexFile(dir, logger),
        });
        try {
          const queries: SearchQuery[] = [{ query: 'Plmoknijb', facets: { enable: true } }, ...QUERIES];
          expect(await answers(restarted, queries)).toEqual(await answers(service, queries));
          expect((await restarted.search({ query: 'Plmoknijb' })).pagination.total).toBeGreaterThanOrEqual(2);
        } finally {
          restarted.close();
        }
      } finally {
        service.close();
      }
    }, 60_000);

    it('writes a burst of deltas to the file once, after the last', async () => {
      const state = initialState(200);
      const cache = new SnapshotCache();
      const fileLogger = recorder();
      const indexFile = new SearchIndexFile(dir, fileLogger, { delayMs: 300 });
      const store = { subscribe: () => () => undefined };
      const service = await SearchService.following(store, build(state, cache), { indexFile });
      try {
        await indexFile.flushed();
        fileLogger.messages.length = 0;
        for (let number = 1; number <= 3; number += 1) {
          retitle(state, number, `Burst ${number} page`);
          await service.rebuild(build(state, cache));
        }
        expect(fileLogger.messages).toEqual([]);
        await indexFile.flushed();
        expect(fileLogger.messages).toEqual(['Search index saved']);
      } finally {
        service.close();
      }
    }, 60_000);
  });
});
