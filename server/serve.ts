/**
 * Starts the server: listens at once, then loads content in the background. Until a snapshot is
 * serving and its search index built, /healthz answers 200, /readyz 503 with the reason, and every
 * page 503 with Retry-After (routes/starting.ts). With Contentful, a saved snapshot under DATA_DIR
 * serves at once while the sync is retried with backoff; Contentful being down, hanging or
 * answering garbage never stops the process.
 */
import { createServer, type Server } from 'node:http';
import { EventIngest } from './analytics/ingest';
import { EventRetention } from './analytics/retention';
import { previewContentFor } from './content/preview-setup';
import type { PageFlags } from './flags/flag-service';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import type { Config } from '../config/config';
import { createApp } from './app';
import { answerClientErrors } from './client-errors';
import type { ContentfulSyncSource, ContentfulSourceOptions } from './content/contentful-source';
import { FileContentSource } from './content/file-source';
import { PersistedContentFile } from './content/persisted-content';
import { redactingDestination } from './content/redact';
import { SnapshotFile } from './content/snapshot-file';
import { SnapshotStore } from './content/snapshot-store';
import { createContentfulWebhookRouter } from './routes/contentful-webhook';
import type { Readiness } from './routes/health';
import type { PageSearcher } from './routes/search-page';
import { SearchService } from './search/search-service';
import { SearchIndexFile } from './search/index-file';
import { TRUST_BOOST_WEIGHT } from './search/trust-boost';
import { TrustFactorTable } from './search/trust-factors';
import { AppError } from '../shared/errors';
import { createStore, type Store } from './store/store';
import { onFirstUse } from './lazy-module';
import { collectGarbage } from './memory';

export interface StartServerOptions {
  logger: Logger;
  /** Overrides of the Contentful client for a loopback stand-in (plain http) and quicker retries. */
  contentful?: Pick<ContentfulSourceOptions, 'insecure' | 'basePath' | 'retryDelayMs' | 'retryOnError'>;
  /** True once graceful shutdown began: /readyz answers 503. */
  stopping?: () => boolean;
  /** The watched flags (server/flags/load-flags.ts); the flags file read once by default. */
  flags?: PageFlags;
}

export interface RunningServer {
  server: Server;
  /** http://host:port the server listens on. */
  url: string;
  readiness: Readiness;
  /** Resolves when content and search are serving; rejects only when the content file is unusable. */
  ready: Promise<void>;
  /** The Contentful source, when content comes from Contentful. */
  source: ContentfulSyncSource | undefined;
  /** Stops syncing, closes the search index, the user-data store and the listening socket. */
  close(): Promise<void>;
}

/** Secrets from the config that must never appear in a log line. */
export function configSecrets(config: Readonly<Config>): string[] {
  return [
    config.contentful?.deliveryToken,
    config.contentful?.webhookSecret,
    config.contentful?.webhookSigningSecret,
    config.contentfulPreview?.previewToken,
  ].filter((secret): secret is string => secret !== undefined);
}

/** The server's logger: every line passes the redacting destination, whatever was logged. */
export function serverLogger(config: Readonly<Config>, out: { write(line: string): unknown } = process.stdout): Logger {
  return pino(
    { level: config.logLevel, base: { service: 'help-centre' } },
    redactingDestination(configSecrets(config), out),
  );
}

// The Contentful SDK is loaded only when CONTENTFUL_* configures it; the embedded content file never needs it.
const loadContentfulSource = onFirstUse('contentful', () => import('./content/contentful-source'));

/** A whole sync may take this many request timeouts (several requests and sync pages). */
const SYNC_TIMEOUT_REQUESTS = 6;

function listen(server: Server, config: Readonly<Config>): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function firstSnapshot(store: SnapshotStore): Promise<void> {
  if (store.ready) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.subscribe(() => {
      stop();
      resolve();
    });
  });
}

/** Opens the user-data store, listens, and starts loading content; throws when the store or port fails. */
export async function startServer(config: Readonly<Config>, options: StartServerOptions): Promise<RunningServer> {
  const { logger } = options;
  const store = new SnapshotStore(logger);
  const userData: Store = await createStore(config);
  let search: SearchService | undefined;
  let source: ContentfulSyncSource | undefined;

  const readiness: Readiness = {
    get ready() {
      return store.ready && search !== undefined;
    },
    get reason() {
      if (store.ready) return search ? undefined : 'building the search index';
      const failure = source?.status().lastError;
      return failure
        ? `waiting for the first content snapshot; the last Contentful sync failed: ${failure}`
        : 'waiting for the first content snapshot';
    },
  };
  const requireSearch = () => {
    if (!search) throw new AppError('The search index is not built yet', { status: 503 });
    return search;
  };
  const searcher: Required<Pick<PageSearcher, 'search' | 'versions' | 'suggest' | 'holdsScope'>> &
    Pick<SearchService, 'passages'> = {
    search: (query) => requireSearch().search(query),
    suggest: (...args) => requireSearch().suggest(...args),
    holdsScope: (scope) => requireSearch().holdsScope(scope),
    versions: (product) => search?.versions(product) ?? [],
    passages: (ids, language) => search?.passages(ids, language) ?? [],
  };

  if (config.contentful) {
    const contentful = config.contentful;
    const { ContentfulSyncSource } = await loadContentfulSource();
    source = new ContentfulSyncSource({
      space: contentful.spaceId,
      environment: contentful.environment,
      accessToken: contentful.deliveryToken,
      host: contentful.host,
      syncIntervalMs: contentful.syncIntervalMs,
      timeout: contentful.requestTimeoutMs,
      syncTimeoutMs: contentful.requestTimeoutMs * SYNC_TIMEOUT_REQUESTS,
      persisted: new PersistedContentFile(config.dataDir, logger),
      store,
      logger,
      ...options.contentful,
    });
  }
  const syncing = source;
  const hooks =
    syncing && config.contentful && (config.contentful.webhookSecret || config.contentful.webhookSigningSecret)
      ? createContentfulWebhookRouter({
          secret: config.contentful.webhookSecret,
          signingSecret: config.contentful.webhookSigningSecret,
          sync: () => void syncing.syncNow(),
          logger,
        })
      : undefined;

  // What preview requests read; it takes the store's snapshot (and the synced entries) lazily.
  const previewContent = await previewContentFor(
    config,
    store,
    logger,
    syncing ? () => syncing.exportDocument() : undefined,
  );
  const analytics = new EventIngest({
    store: userData,
    maxEvents: config.analytics.bufferEvents,
    flushEvents: config.analytics.flushEvents,
    flushIntervalMs: config.analytics.flushMs,
    logger,
  });
  // Raw events past retention are rolled up now and then every hour (ADR 026).
  const retention = new EventRetention({ store: userData, retentionDays: config.analytics.retentionDays, logger });
  retention.start();
  // Helpful answers and views for search results and ranking, read again on a timer (ADR 026).
  const trust = new TrustFactorTable({ store: userData, refreshMs: config.search.trustRefreshMs, logger });
  const app = createApp({
    analytics,
    config,
    snapshotStore: store,
    searchService: searcher,
    store: userData,
    logger,
    readiness,
    ...(options.stopping ? { stopping: options.stopping } : {}),
    ...(hooks ? { hooks } : {}),
    ...(previewContent ? { previewContent } : {}),
    ...(options.flags ? { flags: options.flags } : {}),
  });
  const server = createServer(app);
  // Node answers an oversized or unreadable request itself, before the app: with a reason, here.
  answerClientErrors(server);
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  // A request's headers must be allowed to arrive on a connection kept that long.
  server.headersTimeout = config.keepAliveTimeoutMs + 1_000;
  try {
    await listen(server, config);
  } catch (error) {
    await retention.stop();
    await userData.close();
    throw error;
  }
  const address = server.address() as AddressInfo;
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  logger.info({ url, publicBaseUrl: config.publicBaseUrl }, 'listening; loading content');

  const ready = (async () => {
    if (source) {
      await source.run();
    } else {
      const snapshot = await new FileContentSource(
        config.contentFile,
        { preview: config.preview, logger },
        new SnapshotFile(config.dataDir, logger),
      ).load();
      store.swap(snapshot);
      // A snapshot built rather than opened leaves the parsed export and the snapshot as built
      // behind: given back before the search index is built, so the two never weigh on memory
      // together. Collected here, once `load` has returned, as its frame holds both until then (an
      // opened snapshot leaves little, and the collection takes about 0.1 s).
      await collectGarbage();
      logger.info(
        { file: config.contentFile, version: snapshot.version, routes: snapshot.routes().length },
        'content loaded',
      );
    }
    await firstSnapshot(store);
    await trust.refresh();
    trust.start();
    const indexFile = new SearchIndexFile(config.dataDir, logger);
    const service = await SearchService.following(store, store.current(), {
      logger,
      trust: { source: trust, weight: TRUST_BOOST_WEIGHT },
      parallelFrom: config.search.parallelFrom,
      indexFile,
      ...(config.search.buildThreads ? { threads: config.search.buildThreads } : {}),
    });
    // A snapshot swapped in while the first index was built was not heard by the service yet.
    if (store.current().version !== service.version) void service.rebuild(store.current());
    // A newly built index is saved before the server says it is ready, so a restart from then on
    // starts warm; then what the build and the save left behind (every text the index took, the
    // saved bytes) is given back now, rather than once V8 finds the process idle, tens of seconds later.
    await indexFile.flushed();
    await collectGarbage();
    search = service;
    logger.info({ contentVersion: store.current().version }, 'ready');
  })();
  // The caller decides what a failure means; until it looks, an unhandled rejection must not end the process.
  ready.catch(() => undefined);

  return {
    server,
    url,
    readiness,
    ready,
    source,
    close: async () => {
      source?.stop();
      search?.close();
      // Graceful shutdown closes the server itself and calls this once its last response is sent.
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      // Buffered events are written, and a roll-up or trust read in progress ends, before the store closes.
      await analytics.close();
      await retention.stop();
      await trust.stop();
      await userData.close();
    },
  };
}
