/**
 * The production content source: the Contentful Delivery API through the Sync API. An initial
 * sync loads every published entry and asset in all locales (raw, links unresolved); delta syncs
 * on an interval, or on `syncNow()` when a publish webhook arrives, apply changes and deletions to
 * the raw maps and rebuild the snapshot with the same `buildSnapshot` as the file source. A failed
 * sync or rebuild is logged and the last good snapshot keeps serving.
 */
import { redactingLogger, redactSecrets } from './redact';
import { createClient, type ContentfulClientApi } from 'contentful';

import { ContentLoadError } from '../../shared/errors';
import { applyDelta, deliveryToExport, type DeliveryItem, type SyncDelta } from './contentful-export';
import { consoleContentLogger, type ContentLogger } from './logger';
import { buildSnapshot } from './snapshot';
import type { SnapshotStore } from './snapshot-store';
import type { ContentSnapshot } from './snapshot-types';

export interface ContentfulSourceOptions {
  space: string;
  environment?: string;
  accessToken: string;
  /** API host, `cdn.contentful.com` by default; `host:port` is accepted. */
  host?: string;
  /** Plain http instead of https (a local gateway or a test server). */
  insecure?: boolean;
  /** A path prefix in front of `/spaces/...` for gateways. */
  basePath?: string;
  /** How often to ask for changes; 0 or undefined means only on `syncNow()`. */
  syncIntervalMs?: number;
  /** Passed to the SDK: retry 5xx and 429 responses (default true) and how many times. */
  retryOnError?: boolean;
  retryLimit?: number;
  timeout?: number;
  /** Every new snapshot is swapped into this store when given. */
  store?: SnapshotStore;
  logger?: ContentLogger;
  /** Clock for snapshot `builtAt`. */
  now?: () => Date;
}

type RawClient = ContentfulClientApi<'WITHOUT_LINK_RESOLUTION'>;

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class ContentfulSyncSource {
  private readonly client: RawClient;
  private readonly logger: ContentLogger;
  private entries = new Map<string, DeliveryItem>();
  private assets = new Map<string, DeliveryItem>();
  private token: string | undefined;
  private snapshot: ContentSnapshot | undefined;
  private exported: Record<string, unknown> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<ContentSnapshot> | undefined;
  private queued: Promise<ContentSnapshot> | undefined;

  constructor(private readonly options: ContentfulSourceOptions) {
    // The delivery token rides on every SDK error (request headers); it never reaches a log.
    this.logger = redactingLogger(options.logger ?? consoleContentLogger, [options.accessToken]);
    this.client = createClient({
      space: options.space,
      environment: options.environment ?? 'master',
      accessToken: options.accessToken,
      ...(options.host !== undefined ? { host: options.host } : {}),
      ...(options.insecure !== undefined ? { insecure: options.insecure } : {}),
      ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
      ...(options.retryOnError !== undefined ? { retryOnError: options.retryOnError } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
      logHandler: (level, data) => {
        const details = typeof data === 'object' && data !== null ? data : { data };
        if (level === 'error') this.logger.error(details, 'Contentful client error');
        else this.logger.warn?.(details, `Contentful client ${level}`);
      },
    }).withoutLinkResolution;
  }

  /** The last good snapshot, if a sync has succeeded. */
  current(): ContentSnapshot | undefined {
    return this.snapshot;
  }

  /** The export document of the content last synced, which preview drafts are laid over (ADR 023). */
  exportDocument(): Record<string, unknown> | undefined {
    return this.exported;
  }

  /** The token the next delta sync continues from. */
  get nextSyncToken(): string | undefined {
    return this.token;
  }

  /**
   * Initial sync: all content, then the first snapshot (swapped into the store when given), then
   * the interval timer. Fails with ContentLoadError when Contentful cannot be read: there is no
   * last good snapshot to fall back on yet.
   */
  async start(): Promise<ContentSnapshot> {
    try {
      const [contentTypes, locales, sync] = await Promise.all([
        this.fetchContentTypes(),
        this.fetchLocales(),
        this.client.sync({ initial: true }),
      ]);
      const entries = new Map<string, DeliveryItem>();
      const assets = new Map<string, DeliveryItem>();
      for (const entry of sync.entries as unknown as DeliveryItem[]) entries.set(entry.sys.id, entry);
      for (const asset of sync.assets as unknown as DeliveryItem[]) assets.set(asset.sys.id, asset);
      const snapshot = this.build(contentTypes, locales, entries, assets);
      this.commit(entries, assets, sync.nextSyncToken, snapshot);
    } catch (error) {
      const reason = redactSecrets(message(error), [this.options.accessToken]) as string;
      throw new ContentLoadError(`Initial Contentful sync failed: ${reason}`);
    }
    const interval = this.options.syncIntervalMs ?? 0;
    if (interval > 0 && !this.timer) {
      this.timer = setInterval(() => void this.syncNow(), interval);
      this.timer.unref();
    }
    return this.snapshot as ContentSnapshot;
  }

  /**
   * One delta sync now (a webhook calls this). Calls made while one runs share a single follow-up
   * sync, so a publish during a running sync is never missed. After a successful start it never
   * rejects: on failure the error is logged and the last good snapshot returned. Before one, it
   * runs the initial sync and rejects like `start()`.
   */
  syncNow(): Promise<ContentSnapshot> {
    if (!this.running) {
      this.running = this.delta().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    if (!this.queued) {
      this.queued = this.running
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined;
          return this.syncNow();
        });
    }
    return this.queued;
  }

  /** Stops the interval timer. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private async delta(): Promise<ContentSnapshot> {
    const last = this.snapshot;
    if (!last || this.token === undefined) return this.start();
    try {
      const [contentTypes, locales, sync] = await Promise.all([
        this.fetchContentTypes(),
        this.fetchLocales(),
        this.client.sync({ nextSyncToken: this.token }),
      ]);
      const delta = sync as unknown as SyncDelta;
      const { entries, assets } = applyDelta(this.entries, this.assets, delta, this.logger);
      const snapshot = this.build(contentTypes, locales, entries, assets);
      const changed = snapshot.version !== last.version;
      this.commit(entries, assets, sync.nextSyncToken, changed ? snapshot : last);
      this.logger.info?.(
        {
          changedEntries: delta.entries.length,
          changedAssets: delta.assets.length,
          deletedEntries: delta.deletedEntries.length,
          deletedAssets: delta.deletedAssets.length,
          version: this.snapshot?.version,
        },
        changed ? 'Contentful delta sync applied' : 'Contentful delta sync had no changes',
      );
      return this.snapshot as ContentSnapshot;
    } catch (error) {
      this.logger.error(
        { err: error, version: last.version },
        `Contentful delta sync failed; keeping snapshot ${last.version}: ${message(error)}`,
      );
      return last;
    }
  }

  private async fetchContentTypes(): Promise<unknown[]> {
    // The SDK's type omits `limit`, but the API takes it; the default page of 100 could cut a large model short.
    const response = await this.client.getContentTypes({ limit: 1000 } as { query?: string });
    return response.items;
  }

  private async fetchLocales(): Promise<unknown[]> {
    const response = await this.client.getLocales();
    return response.items;
  }

  private build(
    contentTypes: readonly unknown[],
    locales: readonly unknown[],
    entries: ReadonlyMap<string, DeliveryItem>,
    assets: ReadonlyMap<string, DeliveryItem>,
  ): ContentSnapshot {
    const exported = deliveryToExport({ contentTypes, locales, entries: entries.values(), assets: assets.values() });
    const snapshot = buildSnapshot(exported, {
      logger: this.logger,
      ...(this.options.now ? { now: this.options.now } : {}),
    });
    // `commit` always follows a successful build, so this is the export of the committed raw items.
    this.exported = exported;
    return snapshot;
  }

  /** Installs a fully built state in one step, so a failure earlier leaves the last good one intact. */
  private commit(
    entries: Map<string, DeliveryItem>,
    assets: Map<string, DeliveryItem>,
    token: string | undefined,
    snapshot: ContentSnapshot,
  ): void {
    const previous = this.snapshot;
    this.entries = entries;
    this.assets = assets;
    this.token = token ?? this.token;
    this.snapshot = snapshot;
    if (snapshot !== previous) this.options.store?.swap(snapshot);
  }
}
