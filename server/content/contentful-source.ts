/**
 * The production content source: the Contentful Delivery API through the Sync API. An initial
 * sync loads every published entry and asset in all locales (raw, links unresolved); delta syncs
 * on an interval, or on `syncNow()` when a publish webhook arrives, apply changes and deletions to
 * the raw maps and rebuild the snapshot with the same `buildSnapshot` as the file source. A failed
 * sync or rebuild is logged, retried with backoff, and the last good snapshot keeps serving.
 *
 * Every sync has a deadline, so a hanging Contentful fails it instead of blocking. With a saved
 * state (persisted-content.ts) a cold start serves the saved content at once and continues the
 * Sync API from the saved token; every new snapshot from Contentful is saved again.
 */
import { performance } from 'node:perf_hooks';
import { redactingLogger, redactSecrets } from './redact';
import { createClient, type ContentfulClientApi } from 'contentful';

import { ContentLoadError } from '../../shared/errors';
import { applyDelta, deliveryToExport, type DeliveryItem, type SyncDelta } from './contentful-export';
import { consoleContentLogger, type ContentLogger } from './logger';
import type { PersistedContentFile } from './persisted-content';
import { buildSnapshot } from './snapshot';
import { SnapshotCache } from './snapshot-cache';
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
  /** Passed to the SDK: retry 5xx and 429 responses (default true) and how many times (default 2). */
  retryOnError?: boolean;
  retryLimit?: number;
  /** Timeout of each HTTP request, in ms (default 10 s). */
  timeout?: number;
  /** Deadline of one whole sync, all its requests and pages together (default 60 s). */
  syncTimeoutMs?: number;
  /** Delay before retrying a failed sync, doubled after each failure up to `max` (default 1 s to 60 s). */
  retryDelayMs?: { min: number; max: number };
  /** Every new snapshot is swapped into this store when given. */
  store?: SnapshotStore;
  /** Where the last good content is saved, and read back by `run()` on a cold start. */
  persisted?: PersistedContentFile;
  logger?: ContentLogger;
  /** Clock for snapshot `builtAt`. */
  now?: () => Date;
}

type RawClient = ContentfulClientApi<'WITHOUT_LINK_RESOLUTION'>;

export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_SYNC_TIMEOUT_MS = 60_000;
const DEFAULT_RETRY_DELAY_MS = { min: 1_000, max: 60_000 };

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A failed sync: Contentful could not be reached, timed out or answered something unusable. */
export class ContentfulSyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentfulSyncError';
  }
}

/** Rejects when `promise` has not settled after `ms`; the request behind it is abandoned. */
function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ContentfulSyncError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function isDeliveryItem(value: unknown): value is DeliveryItem {
  const sys = (value as DeliveryItem | null)?.sys;
  return typeof sys?.id === 'string' && sys.id !== '';
}

/** The parts of a sync answer the source uses, checked: the SDK passes an unusable answer through as empty. */
function checkedSync(sync: unknown): SyncDelta & { nextSyncToken: string } {
  const value = sync as Partial<SyncDelta> & { nextSyncToken?: unknown };
  if (typeof value.nextSyncToken !== 'string' || value.nextSyncToken === '') {
    throw new ContentfulSyncError('the sync answer has no next sync url');
  }
  for (const key of ['entries', 'assets', 'deletedEntries', 'deletedAssets'] as const) {
    const list = value[key];
    if (!Array.isArray(list) || !list.every(isDeliveryItem)) {
      throw new ContentfulSyncError(`the sync answer's ${key} are not a list of items with ids`);
    }
  }
  return value as SyncDelta & { nextSyncToken: string };
}

function checkedList(response: unknown, what: string): unknown[] {
  const items = (response as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) throw new ContentfulSyncError(`the ${what} answer has no items`);
  return items;
}

const modelKeys = new WeakMap<readonly unknown[], string>();

/** A comparable key of the content model (content types and locales), memoized per list. */
function modelKey(model: { contentTypes: readonly unknown[]; locales: readonly unknown[] }): string {
  const key = (list: readonly unknown[]) => {
    let value = modelKeys.get(list);
    if (value === undefined) {
      value = JSON.stringify(list);
      modelKeys.set(list, value);
    }
    return value;
  };
  return `${key(model.contentTypes)}\n${key(model.locales)}`;
}

export interface ContentfulSourceStatus {
  /** True once a snapshot (saved or synced) is serving. */
  serving: boolean;
  /** Why the last sync failed, while it has not succeeded since. */
  lastError?: string;
}

export class ContentfulSyncSource {
  private readonly client: RawClient;
  private readonly logger: ContentLogger;
  private entries = new Map<string, DeliveryItem>();
  private assets = new Map<string, DeliveryItem>();
  private contentTypes: readonly unknown[] = [];
  private locales: readonly unknown[] = [];
  private token: string | undefined;
  private snapshot: ContentSnapshot | undefined;
  private exported: Record<string, unknown> | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay: number;
  private lastError: string | undefined;
  private stopped = false;
  private running: Promise<ContentSnapshot | undefined> | undefined;
  private queued: Promise<ContentSnapshot | undefined> | undefined;
  /** Per-item build work kept between deltas, so a delta pays for what it changed (ADR 029). */
  private readonly cache = new SnapshotCache();

  constructor(private readonly options: ContentfulSourceOptions) {
    // The delivery token rides on every SDK error (request headers); it never reaches a log.
    this.logger = redactingLogger(options.logger ?? consoleContentLogger, [options.accessToken]);
    this.retryDelay = (options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS).min;
    this.client = createClient({
      space: options.space,
      environment: options.environment ?? 'master',
      accessToken: options.accessToken,
      ...(options.host !== undefined ? { host: options.host } : {}),
      ...(options.insecure !== undefined ? { insecure: options.insecure } : {}),
      ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
      ...(options.retryOnError !== undefined ? { retryOnError: options.retryOnError } : {}),
      retryLimit: options.retryLimit ?? 2,
      timeout: options.timeout ?? DEFAULT_REQUEST_TIMEOUT_MS,
      logHandler: (level, data) => {
        const details = typeof data === 'object' && data !== null ? data : { data };
        if (level === 'error') this.logger.error(details, 'Contentful client error');
        else this.logger.warn?.(details, `Contentful client ${level}`);
      },
    }).withoutLinkResolution;
  }

  /** The last good snapshot, if one is serving. */
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

  status(): ContentfulSourceStatus {
    return { serving: this.snapshot !== undefined, ...(this.lastError ? { lastError: this.lastError } : {}) };
  }

  /**
   * Runs in the background for the server: serves the saved content at once when there is a usable
   * file, then syncs (delta from the saved token, or initial), retrying with backoff until it
   * succeeds, then on the interval. Resolves once the saved content is serving (or known absent);
   * never rejects and never waits for Contentful.
   */
  async run(): Promise<void> {
    if (this.options.persisted && !this.snapshot) await this.restore(this.options.persisted);
    void this.syncNow();
    this.startInterval();
  }

  /**
   * Initial sync: all content, then the first snapshot (swapped into the store when given), then
   * the interval timer. Fails with ContentLoadError when Contentful cannot be read: there is no
   * last good snapshot to fall back on yet.
   */
  async start(): Promise<ContentSnapshot> {
    try {
      await this.initial();
    } catch (error) {
      throw new ContentLoadError(`Initial Contentful sync failed: ${this.reason(error)}`);
    }
    this.startInterval();
    return this.snapshot as ContentSnapshot;
  }

  /**
   * One sync now (a webhook or the interval calls this): a delta when a token is known, else the
   * initial sync. Calls made while one runs share a single follow-up sync, so a publish during a
   * running sync is never missed. Never rejects: on failure the error is logged, a retry is
   * scheduled with backoff, and the last good snapshot (or undefined before one) is returned.
   */
  syncNow(): Promise<ContentSnapshot | undefined> {
    if (!this.running) {
      this.running = this.attempt().finally(() => {
        this.running = undefined;
      });
      return this.running;
    }
    this.queued ??= this.running.then(() => {
      this.queued = undefined;
      return this.syncNow();
    });
    return this.queued;
  }

  /** Stops the interval and retry timers; a sync in flight finishes but schedules nothing. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.timer = undefined;
    this.retryTimer = undefined;
  }

  private startInterval(): void {
    const interval = this.options.syncIntervalMs ?? 0;
    if (interval > 0 && !this.timer && !this.stopped) {
      this.timer = setInterval(() => void this.syncNow(), interval);
      this.timer.unref();
    }
  }

  private reason(error: unknown): string {
    return redactSecrets(message(error), [this.options.accessToken]) as string;
  }

  private async attempt(): Promise<ContentSnapshot | undefined> {
    const initial = this.token === undefined;
    try {
      if (initial) await this.initial();
      else await this.delta();
      this.lastError = undefined;
      this.retryDelay = (this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS).min;
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
    } catch (error) {
      const reason = this.reason(error);
      this.lastError = reason;
      const delay = this.retryDelay;
      this.retryDelay = Math.min(delay * 2, (this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS).max);
      const kept = this.snapshot ? `keeping snapshot ${this.snapshot.version}` : 'no content is serving yet';
      this.logger.error(
        { err: error, retryInMs: delay, ...(this.snapshot ? { version: this.snapshot.version } : {}) },
        `Contentful ${initial ? 'initial' : 'delta'} sync failed; ${kept}; retrying in ${delay} ms: ${reason}`,
      );
      if (!this.stopped && !this.retryTimer) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          void this.syncNow();
        }, delay);
        this.retryTimer.unref();
      }
    }
    return this.snapshot;
  }

  private syncTimeout(): number {
    return this.options.syncTimeoutMs ?? DEFAULT_SYNC_TIMEOUT_MS;
  }

  private async fetchModel(): Promise<{ contentTypes: unknown[]; locales: unknown[] }> {
    const [contentTypes, locales] = await Promise.all([
      // The SDK's type omits `limit`, but the API takes it; the default page of 100 could cut a large model short.
      this.client.getContentTypes({ limit: 1000 } as { query?: string }),
      this.client.getLocales(),
    ]);
    return { contentTypes: checkedList(contentTypes, 'content types'), locales: checkedList(locales, 'locales') };
  }

  private async initial(): Promise<void> {
    const [model, raw] = await withDeadline(
      Promise.all([this.fetchModel(), this.client.sync({ initial: true })]),
      this.syncTimeout(),
      'The initial sync',
    );
    const sync = checkedSync(raw);
    const entries = new Map<string, DeliveryItem>();
    const assets = new Map<string, DeliveryItem>();
    for (const entry of sync.entries) entries.set(entry.sys.id, entry);
    for (const asset of sync.assets) assets.set(asset.sys.id, asset);
    const snapshot = this.build(model.contentTypes, model.locales, entries, assets);
    this.commit(model, entries, assets, sync.nextSyncToken, snapshot);
  }

  private async delta(): Promise<void> {
    const last = this.snapshot;
    const [model, raw] = await withDeadline(
      Promise.all([this.fetchModel(), this.client.sync({ nextSyncToken: this.token as string })]),
      this.syncTimeout(),
      'The delta sync',
    );
    const delta = checkedSync(raw);
    const items = delta.entries.length + delta.assets.length + delta.deletedEntries.length + delta.deletedAssets.length;
    if (items === 0 && modelKey(model) === modelKey({ contentTypes: this.contentTypes, locales: this.locales })) {
      // Nothing changed: no rebuild, no swap, so no cache flush and no index rebuild either.
      this.token = delta.nextSyncToken;
      this.logger.info?.({ version: last?.version }, 'Contentful delta sync had no changes');
      return;
    }
    if (modelKey(model) !== modelKey({ contentTypes: this.contentTypes, locales: this.locales })) {
      // Every entry may validate and resolve differently under a new model, so nothing cached is reused.
      this.logger.info?.(
        { reason: 'the content model or locales changed', version: last?.version },
        'Contentful delta needs a full rebuild: the content model or locales changed',
      );
    }
    const { entries, assets } = applyDelta(this.entries, this.assets, delta, this.logger);
    const started = performance.now();
    const snapshot = this.build(model.contentTypes, model.locales, entries, assets);
    const buildMs = Math.round(performance.now() - started);
    const changed = snapshot.version !== last?.version;
    this.commit(model, entries, assets, delta.nextSyncToken, changed ? snapshot : last);
    this.logger.info?.(
      {
        changedEntries: delta.entries.length,
        changedAssets: delta.assets.length,
        deletedEntries: delta.deletedEntries.length,
        deletedAssets: delta.deletedAssets.length,
        version: this.snapshot?.version,
        buildMs,
      },
      changed ? 'Contentful delta sync applied' : 'Contentful delta sync had no changes',
    );
  }

  /** Serves the saved content, when the file is usable; a file that is not is logged by `load` and ignored. */
  private async restore(file: PersistedContentFile): Promise<void> {
    const saved = await file.load(this.options.space, this.options.environment ?? 'master');
    if (!saved) return;
    try {
      const entries = new Map(saved.entries.map((entry) => [entry.sys.id, entry]));
      const assets = new Map(saved.assets.map((asset) => [asset.sys.id, asset]));
      const snapshot = this.build(saved.contentTypes, saved.locales, entries, assets);
      this.commit(saved, entries, assets, saved.syncToken, snapshot, false);
      this.logger.info?.(
        { file: file.path, savedAt: saved.savedAt, version: snapshot.version },
        'Serving the saved Contentful content until a sync succeeds',
      );
    } catch (error) {
      this.logger.error({ file: file.path }, `Ignoring the saved content file ${file.path}: ${message(error)}`);
    }
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
      cache: this.cache,
      ...(this.options.now ? { now: this.options.now } : {}),
    });
    // `commit` always follows a successful build, so this is the export of the committed raw items.
    this.exported = exported;
    return snapshot;
  }

  /**
   * Installs a fully built state in one step, so a failure earlier leaves the last good one intact,
   * then saves it when it is a new snapshot from Contentful.
   */
  private commit(
    model: { contentTypes: readonly unknown[]; locales: readonly unknown[] },
    entries: Map<string, DeliveryItem>,
    assets: Map<string, DeliveryItem>,
    token: string,
    snapshot: ContentSnapshot,
    save = true,
  ): void {
    const previous = this.snapshot;
    this.contentTypes = model.contentTypes;
    this.locales = model.locales;
    this.entries = entries;
    this.assets = assets;
    this.token = token;
    this.snapshot = snapshot;
    if (snapshot === previous) return;
    this.options.store?.swap(snapshot);
    if (save && this.options.persisted) {
      void this.options.persisted.save({
        space: this.options.space,
        environment: this.options.environment ?? 'master',
        syncToken: token,
        savedAt: new Date().toISOString(),
        contentTypes: this.contentTypes,
        locales: this.locales,
        entries: [...entries.values()],
        assets: [...assets.values()],
      });
    }
  }
}
