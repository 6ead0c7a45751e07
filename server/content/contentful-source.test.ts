import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { entryLink } from '../../content/tools/sample/space-builder';
import type { ContentfulExport } from '../../content/tools/sample/space-builder';
import { ContentLoadError } from '../../shared/errors';
import type { Entry } from '../../shared/types/content';
import { deliveryItem, deliveryItems } from '../../test/support/fake-contentful';
import { ContentfulSyncSource } from './contentful-source';
import { fixtureSpace } from './fixture-space';
import type { ContentLogger } from './logger';
import { buildSnapshot } from './snapshot';
import { SnapshotStore } from './snapshot-store';
import type { ContentSnapshot } from './snapshot-types';

const SPACE = 'helpcentre';
const ENVIRONMENT = 'master';
const TOKEN = 'delivery-token';

interface SyncPage {
  status?: number;
  items?: unknown[];
  /** Token of the next page (nextPageUrl) or, when `last`, of the next delta (nextSyncUrl). */
  next: string;
  last?: boolean;
}

/** A loopback stand-in for the Delivery API: sync pages by token, content types and locales. */
class FakeDeliveryApi {
  readonly pages = new Map<string, SyncPage>();
  readonly requests: string[] = [];
  private server: Server | undefined;
  port = 0;

  constructor(public exported: ContentfulExport) {}

  async listen(): Promise<void> {
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private syncUrl(token: string) {
    return `http://127.0.0.1:${this.port}/spaces/${SPACE}/environments/${ENVIRONMENT}/sync?sync_token=${token}`;
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${this.port}`);
    this.requests.push(`${url.pathname}${url.search}`);
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return this.send(response, 401, { message: 'bad token' });
    const base = `/spaces/${SPACE}/environments/${ENVIRONMENT}`;
    if (url.pathname === `${base}/content_types`) {
      const items = this.exported.contentTypes;
      return this.send(response, 200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items });
    }
    if (url.pathname === `${base}/locales`) {
      const items = this.exported.locales.map((locale) => ({ ...locale, sys: { id: locale.code, type: 'Locale' } }));
      return this.send(response, 200, { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items });
    }
    if (url.pathname === `${base}/sync`) {
      const token = url.searchParams.get('initial') === 'true' ? 'initial' : (url.searchParams.get('sync_token') ?? '');
      const page = this.pages.get(token);
      if (!page) return this.send(response, 400, { message: `unknown sync token ${token}` });
      if (page.status) return this.send(response, page.status, { message: 'server error' });
      const link = page.last ? { nextSyncUrl: this.syncUrl(page.next) } : { nextPageUrl: this.syncUrl(page.next) };
      return this.send(response, 200, { sys: { type: 'Array' }, items: page.items ?? [], ...link });
    }
    return this.send(response, 404, { message: 'not found' });
  }
}

const silent: ContentLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

function view(snapshot: ContentSnapshot) {
  const entries = snapshot.locales.flatMap((locale) =>
    snapshot.routes().map((route) => {
      const entry = snapshot.entry(route.entryId, locale)!;
      const fields = Object.fromEntries(
        Object.entries(entry.fields).map(([key, value]) => [
          key,
          Array.isArray(value)
            ? (value as { id?: string }[]).map((item) => item.id ?? item)
            : (value as { kind?: string; id?: string } | undefined)?.kind
              ? (value as { id: string }).id
              : value,
        ]),
      );
      return { ...entry, fields };
    }),
  );
  return { routes: snapshot.routes(), problems: snapshot.problems, entries };
}

describe('ContentfulSyncSource', () => {
  let api: FakeDeliveryApi;
  let source: ContentfulSyncSource | undefined;

  const createSource = (options: { store?: SnapshotStore; logger?: ContentLogger } = {}) => {
    source = new ContentfulSyncSource({
      space: SPACE,
      environment: ENVIRONMENT,
      accessToken: TOKEN,
      host: `127.0.0.1:${api.port}`,
      insecure: true,
      basePath: '',
      retryOnError: false,
      logger: options.logger ?? silent,
      ...(options.store ? { store: options.store } : {}),
    });
    return source;
  };

  beforeEach(async () => {
    const space = fixtureSpace();
    space.entry(
      'topic',
      'draft',
      { topicTitle: 'Draft', slug: 'draft', collection: entryLink('coll-guide') },
      { draft: true },
    );
    api = new FakeDeliveryApi(space.toExport());
    const items = deliveryItems(api.exported);
    const half = Math.floor(items.length / 2);
    api.pages.set('initial', { items: items.slice(0, half), next: 'page-2' });
    api.pages.set('page-2', { items: items.slice(half), next: 'delta-1', last: true });
    await api.listen();
  });

  afterEach(async () => {
    source?.stop();
    source = undefined;
    await api.close();
  });

  it('builds from the initial sync the same snapshot as buildSnapshot of the same content', async () => {
    const store = new SnapshotStore(silent);
    const snapshot = await createSource({ store }).start();
    const expected = buildSnapshot(api.exported, { logger: silent });
    expect(snapshot.version).toBe(expected.version);
    expect(view(snapshot)).toEqual(view(expected));
    expect(snapshot.entry('draft')).toBeUndefined();
    expect(store.current()).toBe(snapshot);
    expect(source!.nextSyncToken).toBe('delta-1');
    expect(api.requests).toContain(`/spaces/${SPACE}/environments/${ENVIRONMENT}/sync?sync_token=page-2`);
  });

  it('applies an added, a changed and a deleted entry from a delta sync', async () => {
    const store = new SnapshotStore(silent);
    const swaps: string[] = [];
    store.subscribe((next) => swaps.push(next.version));
    const first = await createSource({ store }).start();

    const update = fixtureSpace();
    update.entry('topic', 'topic-new', {
      topicTitle: 'New topic',
      slug: 'new-topic',
      collection: entryLink('coll-reference'),
    });
    const exported = update.toExport();
    const byId = (id: string) => deliveryItem(exported.entries.find((entry) => entry.sys.id === id)!);
    const changed = byId('topic-jql');
    changed.fields.topicTitle = { 'en-US': 'Search with JQL (updated)' };
    api.pages.set('delta-1', {
      items: [byId('topic-new'), changed, { sys: { id: 'topic-columns', type: 'DeletedEntry' } }],
      next: 'delta-2',
      last: true,
    });

    const second = (await source!.syncNow())!;
    expect(second.version).not.toBe(first.version);
    expect(second.urlOf('topic-new')).toBe('/jira-cloud/docs/new-topic/');
    expect(second.entry('topic-jql')?.fields.topicTitle).toBe('Search with JQL (updated)');
    expect(second.entry('topic-columns')).toBeUndefined();
    expect((second.entry('set-boards')?.fields.topicReferences as Entry[]).map((topic) => topic.id)).toEqual([
      'topic-board',
    ]);
    expect(store.current()).toBe(second);
    expect(swaps).toEqual([first.version, second.version]);
    expect(source!.nextSyncToken).toBe('delta-2');
  });

  it('keeps the snapshot and does not swap when a delta has no changes', async () => {
    const store = new SnapshotStore(silent);
    const first = await createSource({ store }).start();
    api.pages.set('delta-1', { items: [], next: 'delta-2', last: true });
    const listener = jest.fn();
    store.subscribe(listener);
    await expect(source!.syncNow()).resolves.toBe(first);
    expect(listener).not.toHaveBeenCalled();
    expect(source!.nextSyncToken).toBe('delta-2');
  });

  it('builds nothing for a delta with no items and an unchanged model', async () => {
    const messages: string[] = [];
    const logger: ContentLogger = { ...silent, info: (_details, message) => messages.push(message ?? '') };
    const store = new SnapshotStore(silent);
    const first = await createSource({ store, logger }).start();
    const builds = messages.filter((message) => message === 'Content snapshot built').length;
    api.pages.set('delta-1', { items: [], next: 'delta-2', last: true });
    await expect(source!.syncNow()).resolves.toBe(first);
    expect(messages.filter((message) => message === 'Content snapshot built').length).toBe(builds);
    expect(messages).toContain('Contentful delta sync had no changes');
    expect(source!.nextSyncToken).toBe('delta-2');
  });

  it('rebuilds in full, logging why, when a delta comes with a changed content model', async () => {
    const messages: { details: Record<string, unknown>; message: string }[] = [];
    const logger: ContentLogger = {
      ...silent,
      info: (details, message) =>
        messages.push({ details: details as Record<string, unknown>, message: message ?? '' }),
    };
    const store = new SnapshotStore(silent);
    const first = await createSource({ store, logger }).start();
    const [renamed, ...rest] = api.exported.contentTypes;
    api.exported = { ...api.exported, contentTypes: [{ ...renamed!, name: `${renamed!.name} renamed` }, ...rest] };
    const changed = deliveryItem(api.exported.entries.find((entry) => entry.sys.id === 'topic-jql')!);
    changed.fields.topicTitle = { 'en-US': 'Search with JQL (model changed)' };
    api.pages.set('delta-1', { items: [changed], next: 'delta-2', last: true });

    const second = (await source!.syncNow())!;
    expect(second.version).not.toBe(first.version);
    expect(second.entry('topic-jql')?.fields.topicTitle).toBe('Search with JQL (model changed)');
    expect(messages).toContainEqual({
      details: expect.objectContaining({ reason: 'the content model or locales changed' }),
      message: 'Contentful delta needs a full rebuild: the content model or locales changed',
    });
  });

  it('keeps the last good snapshot and sync token when a delta sync fails', async () => {
    const errors: string[] = [];
    const logger: ContentLogger = { ...silent, error: (_details, message) => errors.push(message ?? '') };
    const store = new SnapshotStore(silent);
    const first = await createSource({ store, logger }).start();
    api.pages.set('delta-1', { status: 500, next: 'never', last: true });

    await expect(source!.syncNow()).resolves.toBe(first);
    expect(store.current()).toBe(first);
    expect(source!.nextSyncToken).toBe('delta-1');
    expect(
      errors.some((message) => message.startsWith(`Contentful delta sync failed; keeping snapshot ${first.version}`)),
    ).toBe(true);

    api.pages.set('delta-1', { items: [], next: 'delta-2', last: true });
    await expect(source!.syncNow()).resolves.toBe(first);
    expect(source!.nextSyncToken).toBe('delta-2');
  });

  it('fails to start with a ContentLoadError when the initial sync fails', async () => {
    api.pages.set('initial', { status: 500, next: 'never' });
    const error = await createSource()
      .start()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentLoadError);
    expect((error as Error).message).toMatch(/^Initial Contentful sync failed: /);
    expect(source!.current()).toBeUndefined();
  });

  it('runs one follow-up sync for calls made while a sync is running', async () => {
    await createSource().start();
    api.pages.set('delta-1', { items: [], next: 'delta-2', last: true });
    api.pages.set('delta-2', { items: [], next: 'delta-3', last: true });
    await Promise.all([source!.syncNow(), source!.syncNow(), source!.syncNow()]);
    const syncs = api.requests.filter((request) => request.includes('sync_token=delta'));
    expect(syncs).toEqual([
      `/spaces/${SPACE}/environments/${ENVIRONMENT}/sync?sync_token=delta-1`,
      `/spaces/${SPACE}/environments/${ENVIRONMENT}/sync?sync_token=delta-2`,
    ]);
    expect(source!.nextSyncToken).toBe('delta-3');
  });

  it('never writes the delivery token to a log line when syncs fail', async () => {
    const lines: string[] = [];
    const collect = (details: object, message?: string) => lines.push(`${message ?? ''} ${JSON.stringify(details)}`);
    const logger: ContentLogger = { error: collect, warn: collect, info: collect };
    await createSource({ logger }).start();
    api.pages.set('delta-1', { status: 500, next: 'never', last: true });
    await source!.syncNow();
    api.pages.set('delta-1', { status: 401, next: 'never', last: true });
    await source!.syncNow();
    api.pages.set('initial', { status: 500, next: 'never' });
    await createSource({ logger })
      .start()
      .catch(() => undefined);

    expect(lines.some((line) => line.includes('Contentful delta sync failed'))).toBe(true);
    expect(lines.filter((line) => line.includes(TOKEN))).toEqual([]);
  });
});
