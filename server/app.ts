/**
 * Builds the Express app (no listen: server/start.ts does that, and tests drive the app with
 * supertest). The order of the middleware is the request path of ARCHITECTURE.md section 2.
 */
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { loadTemplate as registryLoadTemplate } from '../shared/registry';
import { stripLocale } from '../shared/links/locale';
import type { ContentSnapshot } from './content/snapshot-types';
import { loadFlagsFile, type FlagProvider } from './flags/flags';
import { createErrorHandler } from './middleware/error-handler';
import { overloadGuard } from './middleware/overload';
import { rateLimit, type RateLimit } from './middleware/rate-limit';
import { requestLogging } from './middleware/request-logging';
import { securityHeaders } from './middleware/security-headers';
import { trailingSlash } from './middleware/trailing-slash';
import { readAssetManifest, type AssetManifest } from './render/asset-manifest';
import { HtmlCache } from './render/html-cache';
import { cachedPages } from './routes/cached-pages';
import { createExternalAppsRouter, readExternalAppAssets } from './routes/external-apps';
import { createHealthRouter } from './routes/health';
import { PageHandler, type LoadTemplate } from './routes/page-handler';
import { createPagesRouter } from './routes/pages';
import { createStaticRouter } from './routes/static-files';
import { createSupportApiRouter } from './routes/support-api';
import type { Store } from './store/store';
import { createSearchRouter, SEARCH_PATH } from './search/router';
import { ANSWER_PATH } from './search/answer';
import type { PageSearcher } from './routes/search-page';

/** What the app needs from server/content/snapshot-store.ts. */
export interface AppSnapshotStore {
  readonly ready: boolean;
  current(): ContentSnapshot;
  subscribe(listener: (next: ContentSnapshot) => void): () => void;
}

export interface AppDeps {
  config: Readonly<Config>;
  snapshotStore: AppSnapshotStore;
  searchService?: PageSearcher;
  logger: Logger;
  /** Defaults to the flags file named by the config. */
  flags?: FlagProvider;
  /** Defaults to the renderer registry (shared/registry.ts). */
  loadTemplate?: LoadTemplate;
  /** Defaults to dist/client/manifest.json of the client build (none: pages carry no scripts). */
  manifest?: AssetManifest;
  /** User data (server/store); without it the support and feedback APIs are not mounted. */
  store?: Pick<Store, 'createSupportRequest' | 'recordFeedback'> & Partial<Pick<Store, 'health'>>;
  now?: () => Date;
  /** True once graceful shutdown began (server/shutdown.ts): /readyz turns 503. */
  stopping?: () => boolean;
}

/** Per visitor: searching as you type sends a request per pause; an answer costs more. */
export const SEARCH_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };
export const ANSWER_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

export function createApp(deps: AppDeps): Express {
  const { config, snapshotStore, logger } = deps;
  const cache = config.htmlCache.enabled && !config.preview ? new HtmlCache(config.htmlCache.maxBytes) : undefined;
  if (cache) snapshotStore.subscribe((next) => cache.retainVersion(next.version));
  const manifest = deps.manifest ?? readAssetManifest(config.clientDistDir);

  const pages = new PageHandler({
    snapshots: snapshotStore,
    flags: deps.flags ?? loadFlagsFile(config.flagsFile),
    loadTemplate: deps.loadTemplate ?? registryLoadTemplate,
    manifest: () => manifest,
    cache,
    publicBaseUrl: config.publicBaseUrl,
    browserConfig: config.browser,
    preview: config.preview,
    now: deps.now,
    search: deps.searchService,
    logger,
  });

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the visitor behind the proxies TRUST_PROXY names, so rate limits are per visitor.
  app.set('trust proxy', config.trustProxy === false ? false : config.trustProxy);
  // Pages set their own strong ETag over the exact bytes; Express's would hash them a second time.
  app.set('etag', false);

  app.use(requestLogging(logger));
  if (config.overloadMaxDelayMs > 0) app.use(overloadGuard({ maxDelayMs: config.overloadMaxDelayMs }).middleware);
  // Html cache hits are answered here, ahead of the routers and the compression stream.
  if (cache) app.use(cachedPages({ cache, snapshots: snapshotStore, hsts: config.isProduction }));
  app.use(securityHeaders({ hsts: config.isProduction }));
  app.use(compression());
  const storeHealth = deps.store?.health?.bind(deps.store);
  app.use(
    createHealthRouter(
      snapshotStore,
      () => (snapshotStore.ready ? snapshotStore.current().version : undefined),
      storeHealth,
      deps.stopping,
    ),
  );
  app.use(
    createStaticRouter({
      clientDistDir: config.clientDistDir,
      contentAssetsDir: config.contentAssetsDir,
      serveSourceMaps: !config.isProduction,
    }),
  );
  if (deps.searchService) {
    app.use(SEARCH_PATH, rateLimit(SEARCH_RATE_LIMIT));
    app.use(ANSWER_PATH, rateLimit(ANSWER_RATE_LIMIT));
    app.use(createSearchRouter(deps.searchService));
  }
  const externalApps = readExternalAppAssets(config.clientDistDir);
  app.use(createExternalAppsRouter({ assets: () => externalApps }));
  if (deps.store) app.use(createSupportApiRouter({ store: deps.store }));
  app.use(trailingSlash());
  app.use('/ja', createPagesRouter(pages, 'ja-JP'));
  app.use('/', createPagesRouter(pages, 'en-US'));
  app.use(
    createErrorHandler({
      logger,
      renderNotFound: (req, res) => pages.notFound(req, res, stripLocale(req.path).locale),
    }),
  );
  return app;
}
