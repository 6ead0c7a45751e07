/**
 * Builds the Express app (no listen: server/start.ts does that, and tests drive the app with
 * supertest). The order of the middleware is the request path of ARCHITECTURE.md section 2.
 */
import compression from 'compression';
import express, { type Express, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
// Every locale's interface strings, registered before any route reads them.
import '../shared/i18n/all-messages';
import { loadTemplate as registryLoadTemplate } from '../shared/registry';
import { fill } from '../shared/i18n/messages';
import { serverMessagesFor } from '../shared/i18n/server-messages';
import { stripLocale, withLocale } from '../shared/links/locale';
import type { Locale } from '../shared/types/content';
import type { ContentSnapshot } from './content/snapshot-types';
import { FileFlagProvider } from './flags/file-provider';
import { FlagService, type PageFlags } from './flags/flag-service';
import { createErrorHandler } from './middleware/error-handler';
import { rejectMalformedUrls } from './middleware/malformed-url';
import { overloadGuard } from './middleware/overload';
import { fixedWindows, rateLimit, type RateLimit } from './middleware/rate-limit';
import { requestLogging } from './middleware/request-logging';
import { securityHeaders } from './middleware/security-headers';
import { trailingSlash } from './middleware/trailing-slash';
import { readAssetManifest, type AssetManifest } from './render/asset-manifest';
import { HtmlCache } from './render/html-cache';
import { cachedPages } from './routes/cached-pages';
import { createUnservedWebhookRouter } from './routes/contentful-webhook';
import { createExternalAppsRouter, readExternalAppAssets } from './routes/external-apps';
import { createHealthRouter, type Readiness } from './routes/health';
import { startingGate } from './routes/starting';
import { PageHandler, type LoadTemplate } from './routes/page-handler';
import { createPagesRouter } from './routes/pages';
import { createHeaderMenusRouter } from './routes/header-menus';
import { createPageTreeFilesRouter } from './routes/page-tree-files';
import { createStaticRouter } from './routes/static-files';
import { createSupportApiRouter, DEFAULT_FEEDBACK_LIMIT, DEFAULT_SUPPORT_REQUESTS_LIMIT } from './routes/support-api';
import { createFeedbackFormRouter } from './routes/feedback-form';
import { createContactFormRouter, type ContactFormDeps } from './routes/contact-form';
import type { Store } from './store/store';
import { createMailer, type Mailer } from './auth/mailer';
import { sessionIdOf } from './auth/cookies';
import { originCheck } from './auth/origin-check';
import { Sessions } from './auth/sessions';
import { OidcSignIn } from './auth/oidc';
import { SignInFlowSealer } from './auth/oidc-flow';
import { accountIdOf, createAuthApiRouter, createSignInRouter, hasSessionCookie } from './routes/auth';
import { rolesOf } from './auth/roles';
import { createFlagsApiRouter } from './flags/flags-api';
import { createRequestsRouter } from './routes/requests';
import { createInsightsRouter } from './routes/insights';
import { createSeoRouter } from './seo/router';
import { createSearchRouter, SEARCH_PATH } from './search/router';
import { ANSWER_PATH, ExtractiveAnswerSource } from './search/answer';
import { createAssistantRouter } from './assistant/conversation';
import { ASSISTANT_PATH } from '../shared/constants';
import { NotFoundError } from '../shared/errors';
import type { PageSearcher } from './routes/search-page';
import { createCdnPurger } from './cdn/purge';
import { PageInvalidation } from './render/page-invalidation';
import { publicHtmlCacheControl } from './routes/page-headers';
import type { PreviewContent } from './content/preview-content';
import { previewAccess } from './preview/preview-access';
import { previewRequests } from './preview/preview-request';
import { createAnalyticsRouter, type AnalyticsRouterOptions } from './analytics/router';
import type { EventIngest } from './analytics/ingest';

/** What the app needs from server/content/snapshot-store.ts. */
export interface AppSnapshotStore {
  readonly ready: boolean;
  current(): ContentSnapshot;
  subscribe(listener: (next: ContentSnapshot, previous: ContentSnapshot | undefined) => void): () => void;
}

export interface AppDeps {
  config: Readonly<Config>;
  snapshotStore: AppSnapshotStore;
  searchService?: PageSearcher;
  logger: Logger;
  /** Defaults to the flags file named by the config, read once (server/start.ts passes the watched one). */
  flags?: PageFlags;
  /** Defaults to the renderer registry (shared/registry.ts). */
  loadTemplate?: LoadTemplate;
  /** Defaults to dist/client/manifest.json of the client build (none: pages carry no scripts). */
  manifest?: AssetManifest;
  /** User data (server/store); without it the support, feedback and sign-in routes are not mounted. */
  store?: Pick<
    Store,
    | 'createSupportRequest'
    | 'recordFeedback'
    | 'createSupportRequestOnce'
    | 'recordFeedbackOnce'
    | 'claimSupportRequests'
    | 'listSupportRequests'
    | 'findSupportRequest'
    | 'replyToSupportRequest'
    | 'setSupportRequestStatus'
    | 'listNamedContacts'
    | 'addNamedContact'
    | 'removeNamedContact'
    | 'saveSignInToken'
    | 'useSignInToken'
    | 'createSession'
    | 'findSession'
    | 'touchSession'
    | 'deleteSession'
    | 'listSessions'
    | 'deleteOtherSessions'
  > &
    Partial<Pick<Store, 'health' | 'insights' | 'insightsFacets'>>;
  /** Defaults to nodemailer over SMTP_URL, or the log without it. */
  mailer?: Mailer;
  now?: () => Date;
  /** Buffered analytics ingestion (server/analytics/ingest.ts); without it the analytics API is not mounted. */
  analytics?: Pick<EventIngest, 'offer'>;
  /** Overrides of the analytics rate limits (the benchmark sends from one address). */
  analyticsLimits?: Pick<AnalyticsRouterOptions, 'addressLimit' | 'visitorLimit'>;
  /** True once graceful shutdown began (server/shutdown.ts): /readyz turns 503. */
  stopping?: () => boolean;
  /**
   * Whether content and search are serving (server/readiness.ts); the snapshot store by default.
   * Until it is ready, /readyz says why and every other route but static files answers 503.
   */
  readiness?: Readiness;
  /** Server-to-server hooks (POST /hooks/contentful), mounted ahead of the Origin check. */
  hooks?: express.Router;
  /** What preview requests read (ADR 023); defaults to the snapshot store, holding the file's drafts. */
  previewContent?: PreviewContent;
  /**
   * Follows what pages read and drops the changed ones on a swap (ADR 029); made from the html cache
   * and the CDN purge url when absent. Given one, the app uses it with its own html cache.
   */
  invalidation?: (cache: HtmlCache | undefined) => PageInvalidation;
}

const noIndex: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Robots-Tag', 'noindex');
  next();
};
/** Per visitor: searching as you type sends a request per pause; an answer costs more. */
export const SEARCH_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60_000 };
export const ANSWER_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };
/** A chat question costs what an answer does. */
export const ASSISTANT_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 60_000 };

export function createApp(deps: AppDeps): Express {
  const { config, snapshotStore, logger } = deps;
  const cache = config.htmlCache.enabled && !config.preview ? new HtmlCache(config.htmlCache.maxBytes) : undefined;
  const isPreview = previewRequests(config.previewAccess);
  const manifest = deps.manifest ?? readAssetManifest(config.clientDistDir);
  const publicCacheControl = publicHtmlCacheControl(config.cdn.sMaxAge);
  // A new snapshot drops the cached pages and purges the CDN pages whose reads it changed (ADR 029).
  const invalidation =
    deps.invalidation?.(cache) ??
    new PageInvalidation({
      cache,
      purger: config.cdn.purgeUrl ? createCdnPurger({ url: config.cdn.purgeUrl, logger }) : undefined,
      logger,
    });
  snapshotStore.subscribe((next, previous) => invalidation.swapped(next, previous));

  const flags = deps.flags ?? FlagService.createSync(new FileFlagProvider(config.flagsFile), logger);
  // A deployment configured with no way of signing in offers none on its pages (ADR 010, addendum).
  const offersSignIn = config.auth.provider !== 'none';
  const pages = new PageHandler({
    snapshots: snapshotStore,
    flags,
    loadTemplate: deps.loadTemplate ?? registryLoadTemplate,
    manifest: () => manifest,
    cache,
    publicBaseUrl: config.publicBaseUrl,
    browserConfig: config.browser,
    preview: config.preview,
    isPreview,
    ...(deps.previewContent ? { previewContent: deps.previewContent } : {}),
    contentfulWebApp: config.contentfulWebApp,
    offersSignIn,
    now: deps.now,
    search: deps.searchService,
    searchTimeoutMs: config.search.timeoutMs,
    logger,
    publicCacheControl,
    invalidation,
  });

  // A configured chat widget loads its script (and talks) from its own origin.
  const securityHeaderOptions = {
    hsts: config.isProduction,
    scriptOrigins: config.chatWidget ? [new URL(config.chatWidget.url).origin] : [],
  };
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the visitor behind the proxies TRUST_PROXY names, so rate limits are per visitor.
  app.set('trust proxy', config.trustProxy === false ? false : config.trustProxy);
  // Pages set their own strong ETag over the exact bytes; Express's would hash them a second time.
  app.set('etag', false);

  app.use(requestLogging(logger));
  // A preview shows drafts: no response of it may end up in a search index.
  app.use((req, res, next) => (isPreview(req) ? noIndex(req, res, next) : next()));
  if (config.overloadMaxDelayMs > 0) app.use(overloadGuard({ maxDelayMs: config.overloadMaxDelayMs }).middleware);
  // Html cache hits are answered here, ahead of the routers and the compression stream; never for a preview.
  if (cache) {
    const cached = cachedPages({
      cache,
      snapshots: snapshotStore,
      securityHeaders: securityHeaderOptions,
      publicCacheControl,
    });
    app.use((req, res, next) => (isPreview(req) ? next() : cached(req, res, next)));
  }
  app.use(securityHeaders(securityHeaderOptions));
  app.use(compression());
  // Ahead of every router, which would each fail on such a path its own way (or re-encode it).
  app.use(rejectMalformedUrls());
  // Contentful's webhook carries no Origin and verifies itself by secret or signature.
  app.use(deps.hooks ?? createUnservedWebhookRouter());
  app.use(
    originCheck({ publicBaseUrl: config.publicBaseUrl, hasSessionCookie: hasSessionCookie(config.isProduction) }),
  );
  const storeHealth = deps.store?.health?.bind(deps.store);
  const readiness = deps.readiness ?? snapshotStore;
  app.use(
    createHealthRouter(
      readiness,
      () => (snapshotStore.ready ? snapshotStore.current().version : undefined),
      storeHealth,
      deps.stopping,
    ),
  );
  app.use(
    createStaticRouter({
      clientDistDir: config.clientDistDir,
      contentAssetsDir: config.contentAssetsDir,
      brandDir: config.brandDir,
      serveSourceMaps: !config.isProduction,
    }),
  );
  app.use(startingGate(readiness));
  if (deps.searchService) {
    app.use(SEARCH_PATH, rateLimit(SEARCH_RATE_LIMIT));
    app.use(ANSWER_PATH, rateLimit(ANSWER_RATE_LIMIT));
    app.use(
      createSearchRouter(deps.searchService, {
        timeoutMs: config.search.timeoutMs,
        onTimeout: (details) => logger.warn(details, 'search ran over its time budget'),
      }),
    );
    const service = deps.searchService;
    if (service.passages) {
      const passages = service.passages.bind(service);
      app.use(ASSISTANT_PATH, rateLimit(ASSISTANT_RATE_LIMIT));
      app.use(
        createAssistantRouter(new ExtractiveAnswerSource({ search: (query) => service.search(query), passages })),
      );
    }
  }
  const externalApps = readExternalAppAssets(config.clientDistDir);
  app.use(createExternalAppsRouter({ assets: () => externalApps }));
  const auth = deps.store && {
    config,
    store: deps.store,
    sessions: new Sessions(
      deps.store,
      { idleMs: config.auth.sessionIdleMs, absoluteMs: config.auth.sessionAbsoluteMs },
      deps.now,
    ),
    mailer: deps.mailer ?? createMailer({ smtpUrl: config.auth.smtpUrl, from: config.auth.mailFrom, logger }),
    logger,
    now: deps.now,
    oidc: config.auth.oidc && {
      client: new OidcSignIn(config.auth.oidc, logger, deps.now),
      sealer: new SignInFlowSealer(config.auth.oidc.clientSecret),
    },
  };
  app.use(
    previewAccess({
      access: config.previewAccess,
      secure: config.isProduction,
      editorEmailDomain: config.auth.editorEmailDomain,
      isPreview,
      ...(auth
        ? {
            emailOf: async (req: Request) =>
              (await auth.sessions.resolve(sessionIdOf(req, config.isProduction)))?.email,
          }
        : {}),
      signInAvailable: auth !== undefined && offersSignIn,
      deny: (req, res, locale, denial) => pages.sendPreviewDenied(req, res, locale, denial),
    }),
  );
  app.use(createPageTreeFilesRouter(snapshotStore));
  app.use(createHeaderMenusRouter({ snapshots: snapshotStore, manifest: () => manifest, now: deps.now, offersSignIn }));
  app.use(
    createSeoRouter({
      snapshots: snapshotStore,
      views: pages,
      publicBaseUrl: config.publicBaseUrl,
      preview: config.preview,
    }),
  );
  // One limit per visitor for filing support requests, through the JSON API or the contact pages' html form.
  const supportRequestsLimit = fixedWindows(DEFAULT_SUPPORT_REQUESTS_LIMIT);
  // And one for 'Was this helpful?' answers, through the JSON API or the block's html form.
  const feedbackLimit = fixedWindows(DEFAULT_FEEDBACK_LIMIT);
  let supportRequestFiling: ContactFormDeps | undefined;
  // Read the provider's discovery document now, so the first sign-in does not wait for it; a
  // provider that is down is only logged here and tried again at sign-in.
  auth?.oidc?.client.prepare();
  if (auth) {
    const { sessions } = auth;
    const accountOf = async (req: Request) => (await sessions.resolve(sessionIdOf(req, config.isProduction)))?.email;

    const confirm = async (filed: {
      reference: string;
      email: string;
      summary: string | undefined;
      locale: Locale;
    }) => {
      const labels = serverMessagesFor(filed.locale).page;
      const values = {
        reference: filed.reference,
        summary: filed.summary ?? '',
        url: `${config.publicBaseUrl}${withLocale('/requests/', filed.locale)}`,
      };
      try {
        await auth.mailer.send({
          to: filed.email,
          subject: fill(labels.requestMailSubject, values),
          text: fill(filed.summary ? labels.requestMailTextWithSummary : labels.requestMailText, values),
        });
      } catch (error) {
        // The request is saved and has its reference; a mail failure must not turn it into an error.
        logger.error({ err: error, reference: filed.reference }, 'Confirmation mail could not be sent');
      }
    };
    // Ahead of the JSON API, which answers its path's body errors in JSON.
    app.use(
      createFeedbackFormRouter({
        store: auth.store,
        accountOf,
        limit: feedbackLimit,
        secureCookies: config.isProduction,
      }),
    );
    app.use(
      createSupportApiRouter({
        store: auth.store,
        accountOf,
        confirm,
        mailsConfirmations: auth.mailer.delivers,
        supportRequestsLimit,
        feedbackLimit,
        secureCookies: config.isProduction,
      }),
    );
    // The contact pages' html form files the same way, under the same limit (mounted with the pages below).
    supportRequestFiling = {
      store: auth.store,
      accountOf,
      confirm,
      limit: supportRequestsLimit,
      mailsConfirmations: auth.mailer.delivers,
    };
  }
  if (deps.analytics) app.use(createAnalyticsRouter({ ingest: deps.analytics, ...deps.analyticsLimits }));
  if (auth) app.use(createAuthApiRouter(auth));
  app.use(
    createFlagsApiRouter({
      flags,
      environment: config.nodeEnv,
      visitorOf: async (req) => {
        const session = auth && (await auth.sessions.resolve(sessionIdOf(req, config.isProduction)));
        if (!session) return undefined;
        const roles = rolesOf(session.email, req.hostname, config.auth);
        return { userId: accountIdOf(session.email), email: session.email, roles };
      },
    }),
  );
  app.use(trailingSlash());
  if (auth) {
    const requests = {
      auth: config.auth,
      publicBaseUrl: config.publicBaseUrl,
      secure: config.isProduction,
      sessions: auth.sessions,
      store: auth.store,
      contacts: auth.store,
      mailer: auth.mailer,
      logger,
      now: deps.now,
    };
    const { insights: readInsights, insightsFacets } = auth.store;
    // Editor insights need the store's analytics queries; a store without them leaves the page out.
    const insightsStore =
      readInsights && insightsFacets
        ? { insights: readInsights.bind(auth.store), insightsFacets: insightsFacets.bind(auth.store) }
        : undefined;
    const insights = {
      auth: config.auth,
      secure: config.isProduction,
      sessions: auth.sessions,
      snapshots: snapshotStore,
      contentfulWebApp: config.contentfulWebApp,
      publicBaseUrl: config.publicBaseUrl,
      now: deps.now,
    };
    for (const [prefix, locale] of [
      ['/ja', 'ja-JP'],
      ['/', 'en-US'],
    ] as const) {
      app.use(prefix, createSignInRouter(auth, pages, locale));
      app.use(prefix, createRequestsRouter(requests, pages, locale));
      if (supportRequestFiling) app.use(prefix, createContactFormRouter(supportRequestFiling, pages, locale));
      if (insightsStore) app.use(prefix, createInsightsRouter({ ...insights, store: insightsStore }, pages, locale));
    }
  }
  app.use('/ja', createPagesRouter(pages, 'ja-JP'));
  app.use('/', createPagesRouter(pages, 'en-US'));
  // What no route answered (a POST to an unknown API): the error handler's 404, JSON for an API.
  app.use((_req, _res, next) => next(new NotFoundError('No route answers this method at this address')));
  app.use(
    createErrorHandler({
      logger,
      renderNotFound: (req, res) => pages.notFound(req, res, stripLocale(req.path).locale),
      renderMalformedUrl: (req, res) => pages.malformedUrl(req, res, stripLocale(req.path).locale),
    }),
  );
  return app;
}
