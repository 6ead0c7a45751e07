/**
 * Serves html pages: snapshot -> resolver -> (html cache) -> template -> renderPage -> response with
 * the caching headers of ARCHITECTURE.md section 6. One instance per app; the routes in pages.ts
 * bind its handlers to paths.
 *
 * Pages carry no CSP nonce (ADR 030): the policy set by the security headers middleware allows
 * scripts from 'self' only, so a cached page's bytes and headers are the same for every visitor
 * and its strong ETag names exactly the bytes sent.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ComponentType } from 'react';
import type { BrowserConfig } from '../../config/browser-config';
import { stripLocale, withLocale } from '../../shared/links/locale';
import { FEEDBACK_STEP_PARAM, feedbackStepOf, type FeedbackFormStep } from '../../shared/feedback/feedback-form';
import { trimmedUrlTarget } from '../content/trimmed-urls';
import { normaliseSearchQuery } from '../../shared/search/query-params';
import type { TemplateProps } from '../../shared/registry';
import type { Locale } from '../../shared/types/content';
import type { OtherPageKind, PageBase, PageKind } from '../../shared/types/page';
import type { ReaderToolsView } from '../../shared/types/pages/content-pages';
import type { PreviewErrorReason } from '../../shared/types/pages/other-pages';
import type { EmbeddedState } from '../../shared/types/state';
import type { ResolveOptions, ResolvedPage } from '../content/resolvers/resolve-page';
import {
  resolveContentPage,
  resolveMalformedUrlPage,
  resolveNotFoundPage,
  resolveStaticPage,
} from '../content/resolvers/resolve-page';
import type { ContentSnapshot, RouteRecord } from '../content/snapshot-types';
import { NotFoundError } from '../../shared/errors';
import { SnapshotPreviewContent, type PreviewContent } from '../content/preview-content';
import { contentfulEditUrl } from '../content/resolvers/edit-links';
import type { PageFlags } from '../flags/flag-service';
import '../middleware/locals';
import type { AssetManifest } from '../render/asset-manifest';
import { compressLikeMiddleware, strongEtag, type CachedPage, type HtmlCache } from '../render/html-cache';
import type { HreflangAlternate } from '../render/html-shell';
import { surrogateKeysOf, type PageInvalidation } from '../render/page-invalidation';
import { languageLinkUrl } from '../render/language-link';
import { renderPageBytes } from '../render/render-page';
import { ReadRecord, withReadRecord } from '../content/read-record';
import { describePage, ogTypeOf, type DiscoveryLink, type SocialMeta } from '../render/social-meta';
import { stringField } from '../content/entry-fields';
import { contextOf } from '../content/routes';
import { discoveryLinksFor } from '../seo/feeds';
import { documentTitle } from '../render/document-title';
import { textField } from '../content/resolvers/fields';
import { cardPath, cardSpec, CARD_HEIGHT, CARD_WIDTH } from '../seo/social-card';
import type { ContentCoding } from '../middleware/content-coding';
import { codedEtag, ifNoneMatchHits, pageHeaders, sentCoding } from './page-headers';
import { isSearchPage, queryStringOf, runPageSearch, type PageSearcher } from './search-page';
import { supportFormPrefill } from '../../shared/support/support-form-prefill';
import {
  isSupportFormPage,
  SUPPORT_FORM_KIND_BY_PAGE,
  SUPPORT_FORM_OWN_PRODUCT,
} from '../../shared/support/support-form-fields';
import { supportProductsOf } from '../content/resolvers/support-products';

export { NOT_FOUND_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_HTML_CACHE_CONTROL } from './page-headers';

export type LoadTemplate = (kind: PageKind) => Promise<ComponentType<TemplateProps>>;

/** What pages need from the snapshot store (server/content/snapshot-store.ts). */
export interface SnapshotReader {
  current(): ContentSnapshot;
}

export interface PageHandlerDeps {
  snapshots: SnapshotReader;
  flags: PageFlags;
  loadTemplate: LoadTemplate;
  manifest: () => AssetManifest;
  /** Undefined when the html cache is off. */
  cache: HtmlCache | undefined;
  publicBaseUrl: string;
  browserConfig: BrowserConfig;
  /** A preview deployment: drafts, never cached, the preview error page served. */
  preview: boolean;
  /** Whether a request is a preview (PREVIEW=on, or a PREVIEW_HOSTS host); `preview` alone when absent. */
  isPreview?: (req: Request) => boolean;
  /** What preview requests read; by default the store's snapshot, which then holds the file's drafts. */
  previewContent?: PreviewContent;
  /** The space and environment of the preview banner's link to the entry in Contentful's web app. */
  contentfulWebApp?: { spaceId: string; environment: string };
  /** False when the site offers no sign-in (HeaderView.signIn): pages then show none. */
  offersSignIn?: boolean;
  /** Clock, for the footer year; tests pass a fixed one. */
  now?: () => Date;
  /** Runs the results page's search in process, so a shared link renders its results without JavaScript. */
  search?: PageSearcher;
  /** Time budget of that search (server/search/time-budget.ts); unbounded when absent. */
  searchTimeoutMs?: number;
  /** Where body nodes that fail to render are reported. */
  logger?: { error(obj: unknown, msg?: string): void; warn?(obj: unknown, msg?: string): void };
  /** Cache-Control of a public page (page-headers.ts); defaults to PUBLIC_HTML_CACHE_CONTROL. */
  publicCacheControl?: string;
  /** Told what each public page read, so a new snapshot drops only the pages it changed. */
  invalidation?: Pick<PageInvalidation, 'rendered'>;
}

type FixedPageKind = Exclude<OtherPageKind, 'notFound'>;
/** Resolver options a fixed route sets itself (the requests page's tab). */
type FixedPageOptions = Pick<
  ResolveOptions,
  'requestsTab' | 'signIn' | 'requests' | 'insights' | 'supportForm' | 'supportFormPrefill'
>;
type PageTarget =
  /** `feedbackStep`: the page sent back to after a script-free 'Was this helpful?' answer (one visitor's). */
  | { kind: 'content'; feedbackStep?: FeedbackFormStep }
  /** `personal`: rendered for one visitor (sendPrivate), so kept out of search engines too. */
  | { kind: 'static'; page: FixedPageKind; options?: FixedPageOptions; personal?: boolean }
  | { kind: 'notFound' }
  /** A request path with a malformed percent-encoding: the not-found page's frame with status 400. */
  | { kind: 'malformedUrl' }
  /** Preview only: a route the draft overlay found for the url (its slug may have changed). */
  | { kind: 'route'; route: RouteRecord }
  /** Preview only: why the page cannot be previewed, with the status to answer. */
  | { kind: 'previewProblem'; reason: PreviewErrorReason; status: number; entryId?: string; signInUrl?: string };

interface RenderedResponse {
  status: number;
  body: Buffer;
  etag: string;
  surrogateKeys: string[];
  /** What the page read from the snapshot; its surrogate keys are made from it. */
  reads: ReadRecord;
  /** False when the page lacks part of its content (a search over its budget): never cached. */
  complete?: boolean;
}

export class PageHandler {
  private readonly previewContent: PreviewContent;

  private readonly publicHost: string;

  constructor(private readonly deps: PageHandlerDeps) {
    this.publicHost = new URL(deps.publicBaseUrl).hostname;
    this.previewContent = deps.previewContent ?? new SnapshotPreviewContent(() => deps.snapshots.current());
  }

  /** Whether this request shows drafts. */
  isPreview(req: Request): boolean {
    return this.deps.isPreview ? this.deps.isPreview(req) : this.deps.preview;
  }

  /**
   * A visitor who may not see drafts: the preview error page with the reason and a sign-in link,
   * never the draft, `private, no-store`.
   */
  async sendPreviewDenied(
    req: Request,
    res: Response,
    locale: Locale,
    denial: { reason: PreviewErrorReason; status: number; signInUrl?: string },
  ): Promise<void> {
    const snapshot = this.deps.snapshots.current();
    const target: PageTarget = { kind: 'previewProblem', ...denial };
    const rendered = await this.render(req, res, snapshot, locale, target, stripLocale(req.path).path, false);
    await this.send(req, res, rendered, true);
  }

  /** A content page: the snapshot's route for the path, or the not-found page. */
  content(locale: Locale): RequestHandler {
    return (req, res, next) => {
      // A trimmed address (a product's bare root, a versioned product's unversioned docs home) is
      // sent on to the page it stands for instead of a dead end.
      const trimmed = this.isPreview(req) ? undefined : trimmedUrlTarget(this.deps.snapshots.current(), req.path);
      if (trimmed !== undefined) {
        const query = queryStringOf(req);
        res.redirect(301, `${withLocale(trimmed, locale)}${query ? `?${query}` : ''}`);
        return;
      }
      const feedbackStep = feedbackStepOf(req.query[FEEDBACK_STEP_PARAM]);
      this.serve(req, res, locale, { kind: 'content', ...(feedbackStep ? { feedbackStep } : {}) }).catch(next);
    };
  }

  /** A page without an entry (docs/routing.md, "Pages without an entry"). */
  fixed(page: FixedPageKind, locale: Locale, options?: FixedPageOptions): RequestHandler {
    return (req, res, next) => {
      this.serve(req, res, locale, { kind: 'static', page, options }).catch(next);
    };
  }

  /** The view model of a content route, resolved as its html page is (for the Markdown twins). */
  view(snapshot: ContentSnapshot, route: RouteRecord, locale: Locale): PageBase {
    const now = (this.deps.now ?? (() => new Date()))();
    return resolveContentPage(snapshot, route, locale, {
      preview: this.deps.preview,
      currentYear: now.getUTCFullYear(),
      flags: this.deps.flags.baseline(),
      offersSignIn: this.deps.offersSignIn ?? true,
    }).entry;
  }

  /**
   * A page that answers one visitor (the sign-in steps): rendered for this request, never put in
   * the html cache, sent `private, no-store` with the given status.
   */
  async sendPrivate(
    req: Request,
    res: Response,
    locale: Locale,
    page: FixedPageKind,
    options: FixedPageOptions,
    status = 200,
  ): Promise<void> {
    const snapshot = this.deps.snapshots.current();
    const target: PageTarget = { kind: 'static', page, options, personal: true };
    const rendered = await this.render(req, res, snapshot, locale, target, req.path, this.deps.preview);
    await this.send(req, res, { ...rendered, status }, true);
  }

  /** The not-found page for one visitor: a page that exists for someone else must not be cached as missing. */
  async sendPrivateNotFound(req: Request, res: Response, locale: Locale): Promise<void> {
    const snapshot = this.deps.snapshots.current();
    const path = stripLocale(req.path).path;
    const rendered = await this.render(req, res, snapshot, locale, { kind: 'notFound' }, path, this.deps.preview);
    await this.send(req, res, rendered, true);
  }

  /** The not-found page for any request (used by the error handler for a NotFoundError). */
  notFound(req: Request, res: Response, locale: Locale): Promise<void> {
    return this.serve(req, res, locale, { kind: 'notFound' });
  }

  /** The page of a path with a malformed percent-encoding (used by the error handler for a MalformedUrlError). */
  malformedUrl(req: Request, res: Response, locale: Locale): Promise<void> {
    return this.serve(req, res, locale, { kind: 'malformedUrl' });
  }

  private async serve(req: Request, res: Response, locale: Locale, target: PageTarget): Promise<void> {
    // The error pages are served from the error handler too, outside the locale's router, at any path.
    const errorPage = target.kind === 'notFound' || target.kind === 'malformedUrl';
    const url = errorPage ? stripLocale(req.path).path : req.path;
    if (this.isPreview(req)) {
      await this.servePreview(req, res, locale, target, url);
      return;
    }
    const snapshot = this.deps.snapshots.current();
    if (target.kind === 'content' && target.feedbackStep !== undefined) {
      // The answer's confirmation is this visitor's: rendered for this request, kept by no cache.
      await this.send(req, res, await this.render(req, res, snapshot, locale, target, url, false), true);
      return;
    }
    const cacheable = this.deps.cache !== undefined && !errorPage;
    const shown = withFormPrefill(req, snapshot, locale, target);
    // The results page shows the url's search, and a contact page's script-free form what its address
    // chooses: that part of the address, normalised, is part of the cache key.
    const key = { url: url + pageQueryOf(req, shown), locale, variant: '', snapshotVersion: snapshot.version };
    const cached = cacheable ? this.deps.cache!.get(key) : undefined;
    if (cached) {
      await this.send(req, res, cached);
      return;
    }
    const rendered = await this.render(req, res, snapshot, locale, shown, url, false);
    // Registered before it may reach a cache, so a swap from here on knows what it read.
    this.deps.invalidation?.rendered(rendered.reads);
    const complete = rendered.complete !== false;
    // The stored page is sent, so the copy compressed for this request is kept with it.
    const stored = cacheable && rendered.status === 200 && complete ? this.deps.cache!.set(key, rendered) : undefined;
    // An incomplete page must not be kept by a CDN either: the next request may get its results.
    await this.send(req, res, stored ?? rendered, !complete);
  }

  /**
   * A preview request: the page's live draft (or why it cannot be built), rendered for this request
   * only and sent `private, no-store`. A draft that breaks a resolver is the preview error page, never a 500.
   */
  private async servePreview(req: Request, res: Response, locale: Locale, target: PageTarget, url: string) {
    let snapshot = this.previewContent.snapshot();
    let resolvedTarget = withFormPrefill(req, snapshot, locale, target);
    if (target.kind === 'content') {
      const page = await this.previewContent.page(url);
      snapshot = page.snapshot;
      resolvedTarget =
        page.kind === 'page'
          ? { kind: 'route', route: page.route }
          : page.kind === 'error'
            ? {
                kind: 'previewProblem',
                reason: page.reason,
                status: page.status,
                ...(page.entryId ? { entryId: page.entryId } : {}),
              }
            : { kind: 'notFound' };
    }
    let rendered: RenderedResponse;
    try {
      rendered = await this.render(req, res, snapshot, locale, resolvedTarget, url, true);
    } catch (error) {
      if (error instanceof NotFoundError || resolvedTarget.kind !== 'route') throw error;
      this.deps.logger?.error(
        { err: error, entryId: resolvedTarget.route.entryId, url },
        `Preview of entry ${resolvedTarget.route.entryId} cannot be rendered`,
      );
      const problem: PageTarget = { kind: 'previewProblem', reason: 'requiredFields', status: 200 };
      rendered = await this.render(
        req,
        res,
        snapshot,
        locale,
        { ...problem, entryId: resolvedTarget.route.entryId },
        url,
        true,
      );
    }
    if (resolvedTarget.kind === 'previewProblem' && resolvedTarget.reason === 'unavailable') {
      res.setHeader('Retry-After', '2');
    }
    await this.send(req, res, rendered, true);
  }

  private resolve(
    snapshot: ContentSnapshot,
    locale: Locale,
    target: PageTarget,
    url: string,
    options: ResolveOptions,
  ): ResolvedPage<PageBase> {
    if (target.kind === 'static' && (target.page !== 'previewError' || options.preview)) {
      return resolveStaticPage(target.page, snapshot, locale, options);
    }
    if (target.kind === 'route') return resolveContentPage(snapshot, target.route, locale, options);
    if (target.kind === 'malformedUrl') return resolveMalformedUrlPage(snapshot, locale, options, url);
    if (target.kind === 'previewProblem') {
      const { reason, signInUrl } = target;
      const page = resolveStaticPage('previewError', snapshot, locale, {
        ...options,
        previewError: { reason, ...(signInUrl ? { signInUrl } : {}) },
      });
      return { ...page, status: target.status };
    }
    if (target.kind === 'content') {
      const route = snapshot.route(url);
      if (route) return resolveContentPage(snapshot, route, locale, options);
    }
    return resolveNotFoundPage(snapshot, locale, options, url);
  }

  /** Renders a page while recording what it reads from the snapshot (read-record.ts). */
  private async render(
    req: Request,
    res: Response,
    snapshot: ContentSnapshot,
    locale: Locale,
    target: PageTarget,
    url: string,
    preview: boolean,
  ): Promise<RenderedResponse> {
    const reads = new ReadRecord();
    // A results page shows the search index's answer, which any new content may change.
    if (isSearchPage(target)) reads.everything = true;
    const rendered = await withReadRecord(reads, () =>
      this.renderRecorded(req, res, snapshot, locale, target, url, preview),
    );
    // The entries the resolver names are read too; listing them keeps a resolver's choice in the record.
    for (const id of rendered.entryIds) reads.entries.add(id);
    return { ...rendered.response, reads, surrogateKeys: surrogateKeysOf(reads) };
  }

  private async renderRecorded(
    req: Request,
    res: Response,
    snapshot: ContentSnapshot,
    locale: Locale,
    target: PageTarget,
    url: string,
    preview: boolean,
  ): Promise<{ response: Omit<RenderedResponse, 'reads' | 'surrogateKeys'>; entryIds: string[] }> {
    // The html is cached and the same for every visitor: flags are evaluated for the page's anonymous
    // context, and the visitor's own answers come from the flags API after hydration (ADR 024).
    const featureFlags = await this.deps.flags.evaluate({
      locale,
      host: this.publicHost,
      path: url,
      roles: ['anonymous'],
    });
    const search = isSearchPage(target)
      ? await runPageSearch(this.deps.search, queryStringOf(req), locale, {
          timeoutMs: this.deps.searchTimeoutMs,
          logger: this.deps.logger,
        })
      : undefined;
    const now = (this.deps.now ?? (() => new Date()))();
    const resolved = this.resolve(snapshot, locale, target, url, {
      preview,
      currentYear: now.getUTCFullYear(),
      flags: featureFlags,
      offersSignIn: this.deps.offersSignIn ?? true,
      ...(this.deps.logger ? { logger: this.deps.logger } : {}),
      ...(target.kind === 'static' ? target.options : {}),
      ...(isPreviewErrorPage(target) ? previewContentTypeOf(req) : {}),
      ...(search ? { search: search.result } : {}),
    });
    const Template = await this.deps.loadTemplate(resolved.entry.kind);
    const { canonicalUrl, alternates } = this.headLinks(snapshot, resolved, locale);
    const shareUrl =
      canonicalUrl === undefined ? undefined : `${this.deps.publicBaseUrl}${withLocale(resolved.entry.url, locale)}`;
    const shared = withShareUrl(preview ? this.withEditLink(resolved.entry, target) : resolved.entry, shareUrl);
    const feedbackStep = target.kind === 'content' ? target.feedbackStep : undefined;
    const entry = feedbackStep === undefined ? shared : { ...shared, feedbackStep };
    const state: EmbeddedState = {
      entry,
      pageTree: resolved.pageTree,
      ...(resolved.pageTreeFile === undefined ? {} : { pageTreeFile: resolved.pageTreeFile }),
      featureFlags,
      contentVersion: snapshot.version,
    };
    const body = renderPageBytes(Template, state, {
      publicBaseUrl: this.deps.publicBaseUrl,
      manifest: this.deps.manifest(),
      browserConfig: this.deps.browserConfig,
      canonicalUrl,
      alternates,
      otherLanguageUrl: this.otherLanguageUrl(req, resolved.entry, locale, target),
      documentTitle: documentTitle(snapshot, locale, resolved.entry.url, resolved.entry.title),
      noindex:
        preview ||
        resolved.status !== 200 ||
        (target.kind === 'static' && target.personal === true) ||
        feedbackStep !== undefined ||
        resolved.entry.kind === 'previewError' ||
        resolved.entry.kind === 'signIn',
      social:
        canonicalUrl === undefined ? undefined : this.socialMeta(snapshot, resolved, locale, canonicalUrl, alternates),
      discoveryLinks: resolved.status === 200 ? this.discoveryLinks(snapshot, resolved.entry, locale) : [],
    });
    return {
      response: { status: resolved.status, body, etag: strongEtag(body), complete: !search?.timedOut },
      entryIds: resolved.entry.entryIds,
    };
  }

  /** The preview banner's link to the page's entry in Contentful's web app. */
  private withEditLink(entry: PageBase, target: PageTarget): PageBase {
    const entryId =
      target.kind === 'route' ? target.route.entryId : target.kind === 'previewProblem' ? target.entryId : undefined;
    if (entryId === undefined) return entry;
    const { spaceId, environment } = this.deps.contentfulWebApp ?? {};
    return { ...entry, previewEditUrl: contentfulEditUrl(entryId, spaceId, environment) };
  }

  private headLinks(
    snapshot: ContentSnapshot,
    resolved: ResolvedPage<PageBase>,
    locale: Locale,
  ): { canonicalUrl: string | undefined; alternates: HreflangAlternate[] } {
    const { entry } = resolved;
    if (resolved.status !== 200) return { canonicalUrl: undefined, alternates: [] };
    const base = this.deps.publicBaseUrl;
    const route = snapshot.route(entry.url);
    // A page has a Japanese version when it has its own ja-JP text; fixed pages are translated in code.
    const translated = route === undefined || snapshot.translatedLocales(route.entryId).includes('ja-JP');
    const en = `${base}${entry.url}`;
    const ja = `${base}${withLocale(entry.url, 'ja-JP')}`;
    return {
      canonicalUrl: locale === 'ja-JP' && translated ? ja : en,
      alternates: translated
        ? [
            { hreflang: 'en', href: en },
            { hreflang: 'ja', href: ja },
            { hreflang: 'x-default', href: en },
          ]
        : [],
    };
  }

  /**
   * Where the footer's language switch leads (../render/language-link.ts): a content page in the
   * other locale (an untranslated one shows its English text under that locale's notice), the results
   * of the same search, a contact form choosing what its address chose, else the other locale's fixed
   * page or home. The results page and the contact forms are cached per the same query (serve's key).
   */
  private otherLanguageUrl(req: Request, entry: PageBase, locale: Locale, target: PageTarget): string {
    return languageLinkUrl({ locale, kind: entry.kind, url: entry.url, query: pageQueryOf(req, target) });
  }

  /** The page's Open Graph and Twitter card; the card image is per page, rendered on first request. */
  private socialMeta(
    snapshot: ContentSnapshot,
    resolved: ResolvedPage<PageBase>,
    locale: Locale,
    canonicalUrl: string,
    alternates: HreflangAlternate[],
  ): SocialMeta {
    const { entry } = resolved;
    const entryId = snapshot.route(entry.url)?.entryId;
    const source = entryId === undefined ? undefined : snapshot.entry(entryId, locale);
    const spec = cardSpec(snapshot, entryId, locale);
    return {
      title: entry.title,
      description: describePage(entry, source && textField(source, 'summary')),
      url: canonicalUrl,
      siteName: spec.siteName,
      locale,
      alternateLocales: alternates.length > 0 ? [locale === 'ja-JP' ? 'en-US' : 'ja-JP'] : [],
      type: ogTypeOf(entry.kind),
      publishedTime: source?.firstPublishedAt,
      modifiedTime: source?.publishedAt,
      image: {
        url: `${this.deps.publicBaseUrl}${cardPath(spec, entryId)}`,
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        alt: spec.title,
      },
    };
  }

  /** The site feed, the page's product feed (when it has one) and the site search description. */
  private discoveryLinks(snapshot: ContentSnapshot, entry: PageBase, locale: Locale): DiscoveryLink[] {
    const route = snapshot.route(entry.url);
    const source = route && snapshot.entry(route.entryId);
    const slug = source ? stringField(contextOf(source), 'slug') : undefined;
    return discoveryLinksFor(snapshot, locale, slug, this.deps.publicBaseUrl);
  }

  private async send(
    req: Request,
    res: Response,
    page: RenderedResponse | CachedPage,
    isPrivate = false,
  ): Promise<void> {
    for (const [name, value] of pageHeaders(page, isPrivate, this.deps.publicCacheControl)) res.setHeader(name, value);
    const coding = sentCoding(req.headers['accept-encoding'], req.method, page.body.length);
    const etag = codedEtag(page.etag, coding);
    res.setHeader('ETag', etag);
    if (page.status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    const body = await this.encoded(page, coding);
    if (body !== page.body) res.setHeader('Content-Encoding', coding);
    res.status(page.status).send(body);
  }

  /**
   * The body in the coding negotiated for the request, compressed here as one job off the event loop
   * rather than by the compression middleware's stream, which costs several times the CPU for a
   * page already whole in memory (ADR 036, render path); the middleware leaves a response that has
   * a Content-Encoding alone. A cached page keeps its compressed copy. Deflate, which no current
   * browser prefers, is left to the middleware.
   */
  private async encoded(page: RenderedResponse | CachedPage, coding: ContentCoding): Promise<Buffer> {
    if (coding !== 'br' && coding !== 'gzip') return page.body;
    if ('compressed' in page && this.deps.cache) return this.deps.cache.encoded(page, coding);
    return compressLikeMiddleware(page.body, coding);
  }
}

function isPreviewErrorPage(target: PageTarget): boolean {
  return target.kind === 'static' && target.page === 'previewError';
}

/** `/preview-error/?contentType=topic` shows the message an incomplete entry of that type gets. */
function previewContentTypeOf(req: Request): Pick<ResolveOptions, 'previewContentType'> {
  const value = req.query.contentType;
  return typeof value === 'string' && /^[A-Za-z]{1,64}$/.test(value) ? { previewContentType: value } : {};
}

/** An article's Share menu passes on the page's absolute url, which only the handler can build. */
export function withShareUrl(entry: PageBase, shareUrl: string | undefined): PageBase {
  if (shareUrl === undefined || !('reader' in entry)) return entry;
  const { reader } = entry as PageBase & { reader?: ReaderToolsView };
  if (reader === undefined) return entry;
  return { ...entry, reader: { ...reader, shareUrl } } as PageBase;
}

/** The product a contact page's form is about when its address names none (the Statuspage form's). */
function ownProductOf(target: PageTarget): string | undefined {
  return target.kind === 'static' && isSupportFormPage(target.page)
    ? SUPPORT_FORM_OWN_PRODUCT[SUPPORT_FORM_KIND_BY_PAGE[target.page]]
    : undefined;
}

/**
 * The target with what a contact page's address (`?product=`, `?ticketType=`) chooses in its
 * script-free form, as the scripted form chooses it from the same address, else the form's own
 * product; the target as it is on other pages, on a form sent back, and where nothing chooses
 * anything the form knows.
 */
function withFormPrefill(req: Request, snapshot: ContentSnapshot, locale: Locale, target: PageTarget): PageTarget {
  if (target.kind !== 'static' || !isSupportFormPage(target.page) || target.options?.supportForm) return target;
  const query = queryStringOf(req);
  const own = ownProductOf(target);
  if (query === '' && own === undefined) return target;
  const prefill = supportFormPrefill(query, supportProductsOf(snapshot, locale), own);
  if (prefill.product === undefined && prefill.ticketType === undefined) return target;
  return { ...target, options: { ...target.options, supportFormPrefill: prefill } };
}

/**
 * The part of the address a page shows, normalised (with its '?'; '' for none): the results page's
 * search, or what a contact form's address chose (withFormPrefill). It keys the html cache, and the
 * language switch carries it to the other language's page.
 */
function pageQueryOf(req: Request, target: PageTarget): string {
  if (isSearchPage(target)) return normaliseSearchQuery(queryStringOf(req));
  const prefill = target.kind === 'static' ? target.options?.supportFormPrefill : undefined;
  return prefill ? prefillQuery(prefill, ownProductOf(target)) : '';
}

/** The query that chooses `prefill` in a contact form's address, with its '?'; the form's own product goes without saying. */
function prefillQuery(prefill: NonNullable<ResolveOptions['supportFormPrefill']>, own: string | undefined): string {
  const query = new URLSearchParams();
  // By its key, which names it in both languages, where its name is one language's.
  const product = prefill.productKey ?? prefill.product;
  if (product !== undefined && product !== own) query.set('product', product);
  if (prefill.ticketType !== undefined) query.set('ticketType', prefill.ticketType);
  const text = query.toString();
  return text ? `?${text}` : '';
}
