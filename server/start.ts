/**
 * The process entry: read the config, load content, build the app, listen, and shut down cleanly.
 * Start-up problems (bad config, unreadable content) end the process with one clear message.
 */
import { createServer, type Server } from 'node:http';
import pino, { type Logger } from 'pino';
import { ConfigError, readConfig, type Config } from '../config/config';
import { createApp } from './app';
import { ContentfulSyncSource } from './content/contentful-source';
import { FileContentSource } from './content/file-source';
import { redactSecrets } from './content/redact';
import { SnapshotStore } from './content/snapshot-store';
import { SearchService } from './search/search-service';
import { installGracefulShutdown } from './shutdown';
import { createStore } from './store/store';
import { EventIngest } from './analytics/ingest';

async function loadContent(config: Readonly<Config>, store: SnapshotStore, logger: Logger): Promise<() => void> {
  if (config.contentful) {
    const source = new ContentfulSyncSource({
      space: config.contentful.spaceId,
      environment: config.contentful.environment,
      accessToken: config.contentful.deliveryToken,
      host: config.contentful.host,
      syncIntervalMs: config.contentful.syncIntervalMs,
      store,
      logger,
    });
    await source.start();
    logger.info(
      { space: config.contentful.spaceId, environment: config.contentful.environment },
      'content synced from Contentful',
    );
    return () => source.stop();
  }
  const snapshot = await new FileContentSource(config.contentFile, { preview: config.preview, logger }).load();
  store.swap(snapshot);
  logger.info(
    { file: config.contentFile, version: snapshot.version, routes: snapshot.routes().length },
    'content loaded',
  );
  return () => undefined;
}

function listen(server: Server, config: Readonly<Config>): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function main(): Promise<void> {
  let config: Readonly<Config>;
  try {
    config = readConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const logger = pino({ level: config.logLevel, base: { service: 'help-centre' } });
  const store = new SnapshotStore(logger);

  let stopContent: () => void;
  try {
    stopContent = await loadContent(config, store, logger);
  } catch (error) {
    const source = config.contentful
      ? `Contentful space ${config.contentful.spaceId}`
      : `content file ${config.contentFile}`;
    // One line that says what failed; the cause is in the message, a stack would only bury it.
    const secrets = config.contentful ? [config.contentful.deliveryToken] : [];
    logger.fatal(
      redactSecrets(`Cannot start: the ${source} could not be loaded: ${(error as Error).message}`, secrets) as string,
    );
    process.exit(1);
  }

  let searchService: SearchService;
  try {
    searchService = await SearchService.following(store, store.current(), {
      logger,
      parallelFrom: config.search.parallelFrom,
      ...(config.search.buildThreads ? { threads: config.search.buildThreads } : {}),
    });
  } catch (error) {
    logger.fatal(`Cannot start: the search index could not be built: ${(error as Error).message}`);
    process.exit(1);
  }
  let userData: Awaited<ReturnType<typeof createStore>>;
  try {
    userData = await createStore(config);
  } catch (error) {
    const where = config.databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : `SQLite under ${config.dataDir}`;
    logger.fatal(`Cannot start: ${where} could not be opened: ${(error as Error).message}`);
    process.exit(1);
  }
  const analytics = new EventIngest({
    store: userData,
    maxEvents: config.analytics.bufferEvents,
    flushEvents: config.analytics.flushEvents,
    flushIntervalMs: config.analytics.flushMs,
    logger,
  });
  let stopping = false;
  const app = createApp({
    analytics,
    config,
    snapshotStore: store,
    searchService,
    store: userData,
    logger,
    stopping: () => stopping,
  });
  const server = createServer(app);
  try {
    await listen(server, config);
  } catch (error) {
    logger.fatal({ err: error }, `Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    process.exit(1);
  }
  logger.info({ url: `http://${config.host}:${config.port}`, publicBaseUrl: config.publicBaseUrl }, 'ready');
  installGracefulShutdown(server, {
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    drainDelayMs: config.shutdownDrainMs,
    onDrain: () => {
      stopping = true;
    },
    onStop: () => {
      stopContent();
      searchService.close();
      // Events still in memory are written before the store closes.
      void analytics.close().finally(() => userData.close());
    },
  });
}

void main();
