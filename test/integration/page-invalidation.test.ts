/**
 * Per-page invalidation (ADR 029): every page is rendered with a record of what it read, and a new
 * snapshot drops from the html cache only the pages whose reads it changed. A kept page is the
 * cached copy, byte for byte (it still names the content version it was rendered from), which is
 * how these tests tell a kept page from a fresh render.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { entryLink } from '../../content/tools/sample/space-builder';
import { richTextDocument } from '../../server/content/fixture-space';
import type { Asset, Entry } from '../../shared/types/content';
import type { ReadRecord } from '../../server/content/read-record';
import { RELATED_APP_LISTS } from '../../server/content/resolvers/related-apps';
import { resolverExport, setFields } from '../../server/content/resolvers/resolver-fixtures';
import { SnapshotCache } from '../../server/content/snapshot-cache';
import { buildSnapshot } from '../../server/content/snapshot';
import type { ContentSnapshot } from '../../server/content/snapshot-types';
import type { HtmlCache } from '../../server/render/html-cache';
import {
  lookupAnswer,
  PageInvalidation,
  ReadRegistry,
  sameEntry,
  snapshotChange,
} from '../../server/render/page-invalidation';
import { build, initialState, randomDelta, type State } from '../support/random-deltas';
import { applyDelta } from '../../server/content/contentful-export';
import { collectingLogger, storeWith, testConfig } from './support';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const sampleExport = () =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as unknown;

/** An app with the real templates and an invalidation that also keeps each url's last record. */
function recordingApp(snapshot: ContentSnapshot, env: Record<string, string> = {}) {
  const { logger, lines } = collectingLogger();
  const reads = new Map<string, ReadRecord>();
  let url = '';
  const snapshotStore = storeWith(snapshot);
  const app = createApp({
    config: testConfig(env),
    snapshotStore,
    logger,
    invalidation: (cache: HtmlCache | undefined) => {
      const invalidation = new PageInvalidation({ cache, purger: undefined, logger });
      const rendered = invalidation.rendered.bind(invalidation);
      invalidation.rendered = (record) => {
        reads.set(url, record);
        rendered(record);
      };
      return invalidation;
    },
  });
  const get = async (path: string) => {
    url = path;
    return request(app).get(path);
  };
  return { app, get, reads, lines, snapshotStore };
}

/** Everything a record read, its groups (the chrome, bodies) included. */
function flat(record: ReadRecord): ReadRegistry {
  const registry = new ReadRegistry();
  registry.add(record);
  return registry;
}

/** The page with its content version blanked: a kept page names the version it was rendered from. */
function withoutVersion(html: string): string {
  return html.replace(/"contentVersion":"[^"]*"/, '"contentVersion":""');
}

/** Whether one of the entry's own fields links to the asset. */
function linksAsset(entry: Entry | undefined, assetId: string): boolean {
  return Object.values(entry?.fields ?? {}).some((value) =>
    (Array.isArray(value) ? (value as unknown[]) : [value]).some(
      (item) =>
        typeof item === 'object' && item !== null && (item as Asset).kind === 'Asset' && (item as Asset).id === assetId,
    ),
  );
}

describe('the record of what a page read', () => {
  it('names every entry and asset of the sample space that a page shows', async () => {
    const snapshot = buildSnapshot(sampleExport(), { logger: quiet });
    const { get, reads } = recordingApp(snapshot);
    // The related apps lists are written in code (SPEC.md section 9), not read from the content.
    const inCode = new Set(Object.values(RELATED_APP_LISTS).flatMap((list) => list.map((app) => app.id)));
    const rawExport = sampleExport() as { entries: { sys: { id: string } }[]; assets: { sys: { id: string } }[] };
    const allEntryIds = rawExport.entries
      .map((entry) => entry.sys.id)
      .filter((id) => snapshot.entry(id) && !inCode.has(id));
    const assets = rawExport.assets.map((asset) => snapshot.asset(asset.sys.id)).filter((asset) => asset !== undefined);
    const urls = [...snapshot.routes().map((route) => route.url), '/ja/', '/contact/', '/search-results/'];
    let checked = 0;

    for (const url of urls) {
      const response = await get(url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      const record = flat(reads.get(url)!);
      // An id is covered when the page read the entry, or when it is part of a lookup's answer
      // (a tree, breadcrumbs), which a new snapshot compares whole.
      const answers = [...record.lookups.values()].map((lookup) => lookupAnswer(snapshot, lookup)).join('\n');
      const shown = allEntryIds.filter((id) => response.text.includes(`"${id}"`));
      const missing = shown.filter((id) => !record.entries.has(id) && !answers.includes(`"${id}"`));
      expect({ url, missing }).toEqual({ url, missing: [] });
      // An asset is read with the entry that links to it (a changed asset changes that entry).
      const shownAssets = assets.filter((asset) => response.text.includes(asset.file.url));
      const unread = shownAssets.filter(
        (asset) =>
          !record.assets.has(asset.id) && ![...record.entries].some((id) => linksAsset(snapshot.entry(id), asset.id)),
      );
      expect({ url, unread: unread.map((asset) => asset.id) }).toEqual({ url, unread: [] });
      checked += shown.length + shownAssets.length;
    }
    expect(checked).toBeGreaterThan(1000);
  }, 240_000);
});

describe('a new snapshot in the html cache', () => {
  const base = () => resolverExport();
  const snapshotOf = (exportJson: ReturnType<typeof resolverExport>) => buildSnapshot(exportJson, { logger: quiet });
  const first = snapshotOf(base());
  const urlOf = (id: string) => first.urlOf(id)!;

  it('keeps an unrelated topic and refreshes the changed topic, the pages linking to it and its tree', async () => {
    const { get, snapshotStore } = recordingApp(first);
    // The changed topic, a topic linking to it, its collection (which lists it), the docs home whose
    // tree shows it; and another product's topic and a KB article, which show it nowhere.
    const changed = ['topic-jql', 'tour-2', 'coll-reference', 'jira-docs'].map(urlOf);
    const unrelated = ['conf-cloud-backup', 'kb-login'].map(urlOf);
    const before = new Map<string, string>();
    for (const url of [...changed, ...unrelated]) before.set(url, (await get(url)).text);
    const renamed = snapshotOf(setFields(base(), 'topic-jql', { topicTitle: 'Search with JQL, renamed' }));
    const fresh = recordingApp(renamed, { HTML_CACHE: 'off' });

    snapshotStore.swap(renamed);

    for (const url of unrelated) {
      // The cached copy: the same bytes (still naming the version it was rendered from) and ETag.
      const response = await get(url);
      expect({ url, kept: response.text === before.get(url) }).toEqual({ url, kept: true });
      expect(withoutVersion(response.text)).toBe(withoutVersion((await fresh.get(url)).text));
    }
    for (const url of changed) {
      const text = (await get(url)).text;
      expect({ url, renamed: text.includes('Search with JQL, renamed') }).toEqual({ url, renamed: true });
      expect(text).toBe((await fresh.get(url)).text);
    }
  }, 30_000);

  it('keeps the pages of the same tree when only a body changed', async () => {
    const { get, snapshotStore } = recordingApp(first);
    const sibling = urlOf('topic-columns');
    const changed = urlOf('topic-jql');
    const siblingBefore = (await get(sibling)).text;
    await get(changed);

    snapshotStore.swap(snapshotOf(setFields(base(), 'topic-jql', { body: richTextDocument('A new JQL body.') })));

    expect((await get(sibling)).text).toBe(siblingBefore);
    expect((await get(changed)).text).toContain('A new JQL body.');
  }, 30_000);

  it('refreshes every page when the footer every page shows changed', async () => {
    const { get, snapshotStore } = recordingApp(first);
    const pages = ['conf-cloud-backup', 'topic-jql', 'kb-sso-setup'].map(urlOf);
    for (const url of pages) await get(url);

    snapshotStore.swap(snapshotOf(setFields(base(), 'footer', { copyright: 'Another owner' })));

    for (const url of pages)
      expect({ url, footer: (await get(url)).text.includes('Another owner') }).toEqual({ url, footer: true });
  }, 30_000);

  it('refreshes the pages of a tree that gains a topic', async () => {
    const { get, snapshotStore } = recordingApp(first);
    const url = urlOf('topic-jql');
    const unrelated = urlOf('conf-cloud-backup');
    await get(url);
    const unrelatedBefore = (await get(unrelated)).text;
    const exportJson = base();
    const jql = exportJson.entries.find((entry) => entry.sys.id === 'topic-jql')!;
    const added = structuredClone(jql);
    added.sys.id = 'topic-added';
    (added.fields as Record<string, unknown>).slug = { 'en-US': 'added-topic' };
    (added.fields as Record<string, unknown>).topicTitle = { 'en-US': 'A topic just added' };
    exportJson.entries.push(added);
    const parent = exportJson.entries.find(
      (entry) =>
        JSON.stringify(entry.fields).includes('"childrenReferences"') &&
        JSON.stringify(entry.fields).includes('topic-jql'),
    )!;
    setFields(exportJson, parent.sys.id, { childrenReferences: [entryLink('topic-jql'), entryLink('topic-added')] });

    snapshotStore.swap(snapshotOf(exportJson));

    expect((await get(url)).text).toContain('A topic just added');
    expect((await get(unrelated)).text).toBe(unrelatedBefore);
  }, 30_000);

  it('keeps a KB article page that does not list a changed KB article, byte for byte', async () => {
    const { get, snapshotStore } = recordingApp(first);
    // The parent lists the changed child, and a sibling lists it beside itself; the other KB
    // article and its child list neither.
    const changed = ['kb-sso-setup', 'kb-sso-child-1'].map(urlOf);
    const unrelated = ['kb-login', 'kb-login-sso'].map(urlOf);
    const before = new Map<string, { text: string; etag: string | undefined }>();
    for (const url of [...changed, ...unrelated]) {
      const response = await get(url);
      before.set(url, { text: response.text, etag: response.headers.etag });
    }
    const renamed = snapshotOf(setFields(base(), 'kb-sso-child-3', { title: 'SSO problem three, renamed' }));
    const fresh = recordingApp(renamed, { HTML_CACHE: 'off' });

    snapshotStore.swap(renamed);

    for (const url of unrelated) {
      const response = await get(url);
      expect({ url, kept: response.text === before.get(url)!.text }).toEqual({ url, kept: true });
      expect(response.headers.etag).toBe(before.get(url)!.etag);
      expect(withoutVersion(response.text)).toBe(withoutVersion((await fresh.get(url)).text));
    }
    for (const url of changed) {
      const text = (await get(url)).text;
      expect({ url, renamed: text.includes('SSO problem three, renamed') }).toEqual({ url, renamed: true });
      expect(text).toBe((await fresh.get(url)).text);
    }
  }, 30_000);

  it('refreshes the KB article that gains a child article, and keeps the others', async () => {
    const { get, snapshotStore } = recordingApp(first);
    const parent = urlOf('kb-login');
    const unrelated = urlOf('kb-sso-child-2');
    await get(parent);
    const unrelatedBefore = (await get(unrelated)).text;
    const exportJson = base();
    const child = structuredClone(exportJson.entries.find((entry) => entry.sys.id === 'kb-login-sso')!);
    child.sys.id = 'kb-login-added';
    (child.fields as Record<string, unknown>).slug = { 'en-US': 'added-child' };
    (child.fields as Record<string, unknown>).title = { 'en-US': 'A KB article just added' };
    exportJson.entries.push(child);

    snapshotStore.swap(snapshotOf(exportJson));

    expect((await get(parent)).text).toContain('A KB article just added');
    expect((await get(unrelated)).text).toBe(unrelatedBefore);
  }, 30_000);
});

describe('kept pages over random deltas', () => {
  it('serves every kept page exactly as a fresh render of the new content would be', async () => {
    const state: State = initialState(0);
    const cache = new SnapshotCache();
    let snapshot = build(state, cache);
    const cached = recordingApp(snapshot);
    const fresh = recordingApp(snapshot, { HTML_CACHE: 'off' });
    // A seeded choice of pages of every kind, in both locales.
    let seed = 20261125;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const routes = snapshot.routes();
    const urls = [...new Set(Array.from({ length: 12 }, () => routes[Math.floor(next() * routes.length)]!.url))];
    const pages = [...urls, ...urls.slice(0, 3).map((url) => `/ja${url}`), '/'];
    let kept = 0;
    let refreshed = 0;

    for (let step = 1; step <= 8; step += 1) {
      const before = new Map<string, string>();
      for (const url of pages) before.set(url, (await cached.get(url)).text);
      const { kind, delta } = randomDelta(state, next, step);
      const applied = applyDelta(state.entries, state.assets, delta);
      state.entries = applied.entries;
      state.assets = applied.assets;
      snapshot = build(state, cache);
      cached.snapshotStore.swap(snapshot);
      fresh.snapshotStore.swap(snapshot);

      for (const url of pages) {
        const served = (await cached.get(url)).text;
        const rendered = (await fresh.get(url)).text;
        expect({ step, kind, url, same: withoutVersion(served) === withoutVersion(rendered) }).toEqual({
          step,
          kind,
          url,
          same: true,
        });
        if (served === before.get(url)) kept += 1;
        else refreshed += 1;
      }
    }
    expect(kept).toBeGreaterThan(pages.length);
    expect(refreshed).toBeGreaterThan(0);
  }, 300_000);
});

/**
 * What comparing every read of every page finds changed: the reference for the swap, which looks
 * only at the entries a delta reached and the lookups depending on what it changed.
 */
function everyReadChanged(previous: ContentSnapshot, next: ContentSnapshot, registry: ReadRegistry) {
  const differs = (lookup: Parameters<typeof lookupAnswer>[1]) =>
    lookupAnswer(previous, lookup) !== lookupAnswer(next, lookup);
  const entries = [...registry.entries].filter((id) =>
    next.locales.some((locale) => !sameEntry(previous.entry(id, locale), next.entry(id, locale))),
  );
  const assets = [...registry.assets].filter((id) =>
    next.locales.some(
      (locale) => JSON.stringify(previous.asset(id, locale)) !== JSON.stringify(next.asset(id, locale)),
    ),
  );
  const lookups = [...registry.lookups].filter(([, lookup]) => differs(lookup)).map(([key]) => key);
  const groups = [...registry.groups]
    .filter(
      ([, group]) =>
        group.everything ||
        [...group.entries].some((id) => entries.includes(id)) ||
        [...group.assets].some((id) => assets.includes(id)) ||
        [...group.lookups.keys()].some((key) => lookups.includes(key)),
    )
    .map(([name]) => name);
  return { entries: entries.sort(), assets: assets.sort(), lookups: lookups.sort(), groups: groups.sort() };
}

describe('a swap looks only at what a delta could change', () => {
  it('finds over random deltas the same changed reads as comparing every read, comparing fewer lookups', async () => {
    const state: State = initialState(0);
    const cache = new SnapshotCache();
    let snapshot = build(state, cache);
    const records: ReadRecord[] = [];
    const snapshotStore = storeWith(snapshot);
    const app = createApp({
      config: testConfig({ HTML_CACHE: 'off' }),
      snapshotStore,
      logger: collectingLogger().logger,
      invalidation: (htmlCache) => {
        const invalidation = new PageInvalidation({ cache: htmlCache, purger: undefined, logger: quiet });
        invalidation.rendered = (record) => records.push(record);
        return invalidation;
      },
    });
    let seed = 20261127;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const routes = snapshot.routes();
    const urls = [...new Set(Array.from({ length: 24 }, () => routes[Math.floor(next() * routes.length)]!.url))];
    const pages = [...urls, ...urls.slice(0, 6).map((url) => `/ja${url}`), '/'];
    // The registry a running server keeps: it follows every swap, its lookups' dependencies updated.
    const registry = new ReadRegistry();
    let compared = 0;
    let registered = 0;

    for (let step = 1; step <= 16; step += 1) {
      records.length = 0;
      for (const url of pages) await request(app).get(url);
      for (const record of records) registry.add(record);
      const { kind, delta } = randomDelta(state, next, step);
      const applied = applyDelta(state.entries, state.assets, delta);
      state.entries = applied.entries;
      state.assets = applied.assets;
      const previous = snapshot;
      snapshot = build(state, cache);
      snapshotStore.swap(snapshot);
      const expected = everyReadChanged(previous, snapshot, registry);

      const change = snapshotChange(previous, snapshot, registry);

      if (change.everything) throw new Error(`step ${step} (${kind}) changed everything: ${change.reason}`);
      expect({ step, kind, ...expected }).toEqual({
        step,
        kind,
        entries: [...change.entries].sort(),
        assets: [...change.assets].sort(),
        lookups: [...change.lookups].sort(),
        groups: [...change.groups].sort(),
      });
      expect(registry.lookups.size).toBeGreaterThan(0);
      compared += change.compared ?? registry.lookups.size;
      registered += registry.lookups.size;
    }
    // Most deltas reach few pages: most lookups are never computed again.
    expect(compared).toBeLessThan(registered / 2);
  }, 300_000);

  it('examines only the cached pages that read the changed entry', async () => {
    const state: State = initialState(0);
    const cache = new SnapshotCache();
    const first = build(state, cache);
    const { get, reads, lines, snapshotStore } = recordingApp(first);
    const urls = first.routes().map((route) => route.url);
    for (const url of urls) await get(url);
    // A topic's body: no other page shows it, so no tree, list or url changes.
    const topic = [...state.entries.values()].find(
      (item) => (item.sys.contentType as { sys: { id: string } }).sys.id === 'topic' && first.urlOf(item.sys.id),
    )!;
    const changed = structuredClone(topic);
    changed.fields = { ...changed.fields, body: { 'en-US': richTextDocument('A body changed by one delta.') } };
    changed.sys.revision = (changed.sys.revision ?? 1) + 1;
    const applied = applyDelta(state.entries, state.assets, {
      entries: [changed],
      assets: [],
      deletedEntries: [],
      deletedAssets: [],
    });
    state.entries = applied.entries;

    snapshotStore.swap(build(state, cache));

    const readers = urls.filter((url) => flat(reads.get(url)!).entries.has(topic.sys.id));
    const report = lines.find((line) => line.msg === 'Pages invalidated by the new content') as unknown as {
      pagesExamined: number;
      pagesDropped: number;
      pagesKept: number;
      lookupsCompared: number;
    };
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.length).toBeLessThan(urls.length / 10);
    expect(report).toMatchObject({ pagesExamined: readers.length, pagesDropped: readers.length });
    expect(report.pagesKept).toBe(urls.length - readers.length);
    // The one entry's own lookups (its url, breadcrumbs, translations), not the site's.
    const lookups = new Set(urls.flatMap((url) => [...flat(reads.get(url)!).lookups.keys()]));
    expect(report.lookupsCompared).toBeLessThan(lookups.size / 20);
    const served = await get(urls.find((url) => readers.includes(url))!);
    expect(served.text).toContain('A body changed by one delta.');
  }, 120_000);
});
