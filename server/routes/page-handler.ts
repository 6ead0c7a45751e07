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
import { normaliseSearchQuery } from '../../shared/search/query-params';
import type { TemplateProps } from '../../shared/registry';
import type { Locale } from '../../shared/types/content';
import type { OtherPageKind, PageBase, PageKind } from '../../shared/types/page';
import type { EmbeddedState } from '../../shared/types/state';
import type { ResolveOptions, ResolvedPage } from '../content/resolvers/resolve-page';
import { resolveContentPage, resolveNotFoundPage, resolveStaticPage } from '../content/resolvers/resolve-page';
import type { ContentSnapshot, RouteRecord } from '../content/snapshot-types';
import type { FlagProvider } from '../flags/flags';
import '../middleware/locals';
import type { AssetManifest } from '../render/asset-manifest';
import { strongEtag, type CachedPage, type HtmlCache } from '../render/html-cache';
import type { HreflangAlternate } from '../render/html-shell';
import { renderPage } from '../render/render-page';
import { describePage, ogTypeOf, type DiscoveryLink, type SocialMeta } from '../render/social-meta';
import { stringField } from '../content/entry-fields';
import { contextOf } from '../content/routes';
import { discoveryLinksFor } from '../seo/feeds';
import { textField } from '../content/resolvers/fields';
import { cardPath, cardSpec, CARD_HEIGHT, CARD_WIDTH } from '../seo/social-card';
import { codedEtag, ifNoneMatchHits, pageHeaders, sentCoding } from './page-headers';
import { isSearchPage, queryStringOf, runPageSearch, type PageSearcher } from './search-page';

export { NOT_FOUND_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PUBLIC_HTML_CACHE_CONTROL } from './page-headers';

export type LoadTemplate = (kind: PageKind) => Promise<ComponentType<TemplateProps>>;

/** What pages need from the snapshot store (server/content/snapshot-store.ts). */
export interface SnapshotReader {
  current(): ContentSnapshot;
}

export interface PageHandlerDeps {
  snapshots: SnapshotReader;
  flags: FlagProvider;
  loadTemplate: LoadTemplate;
  manifest: () => AssetManifest;
  /** Undefined when the html cache is off. */
  cache: HtmlCache | undefined;
  publicBaseUrl: string;
  browserConfig: BrowserConfig;
  /** A preview deployment: drafts, never cached, the preview error page served. */
  preview: boolean;
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
}

type FixedPageKind = Exclude<OtherPageKind, 'notFound'>;
/** Resolver options a fixed route sets itself (the requests page's tab). */
type FixedPageOptions = Pick<ResolveOptions, 'requestsTab' | 'signIn' | 'requests'>;
type PageTarget =
  { kind: 'content' } | { kind: 'static'; page: FixedPageKind; options?: FixedPageOptions } | { kind: 'notFound' };

interface RenderedResponse {
  status: number;
  body: Buffer;
  etag: string;
  surrogateKeys: string[];
  /** False when the page lacks part of its content (a search over its budget): never cached. */
  complete?: boolean;
}

export class PageHandler {
  constructor(private readonly deps: PageHandlerDeps) {}

  /** A content page: the snapshot's route for the path, or the not-found page. */
  content(locale: Locale): RequestHandler {
    return (req, res, next) => {
      this.serve(req, res, locale, { kind: 'content' }).catch(next);
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
      flags: this.deps.flags.evaluate({ locale, preview: this.deps.preview }),
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
    const target: PageTarget = { kind: 'static', page, options };
    const rendered = await this.render(req, res, snapshot, locale, target, req.path);
    this.send(req, res, { ...rendered, status }, true);
  }

  /** The not-found page for one visitor: a page that exists for someone else must not be cached as missing. */
  async sendPrivateNotFound(req: Request, res: Response, locale: Locale): Promise<void> {
    const snapshot = this.deps.snapshots.current();
    const rendered = await this.render(req, res, snapshot, locale, { kind: 'notFound' }, stripLocale(req.path).path);
    this.send(req, res, rendered, true);
  }

  /** The not-found page for any request (used by the error handler for a NotFoundError). */
  notFound(req: Request, res: Response, locale: Locale): Promise<void> {
    return this.serve(req, res, locale, { kind: 'notFound' });
  }

  private async serve(req: Request, res: Response, locale: Locale, target: PageTarget): Promise<void> {
    const snapshot = this.deps.snapshots.current();
    // The not-found page is also served from the error handler, outside the locale's router.
    const url = target.kind === 'notFound' ? stripLocale(req.path).path : req.path;
    const cacheable = this.deps.cache !== undefined && !this.deps.preview && target.kind !== 'notFound';
    // The results page shows the url's search: its normalised query is part of the cache key.
    const searchQuery = isSearchPage(target) ? normaliseSearchQuery(queryStringOf(req)) : '';
    const key = { url: url + searchQuery, locale, variant: '', snapshotVersion: snapshot.version };
    const cached = cacheable ? this.deps.cache!.get(key) : undefined;
    if (cached) {
      this.send(req, res, cached);
      return;
    }
    const rendered = await this.render(req, res, snapshot, locale, target, url);
    const complete = rendered.complete !== false;
    if (cacheable && rendered.status === 200 && complete) this.deps.cache!.set(key, rendered);
    // An incomplete page must not be kept by a CDN either: the next request may get its results.
    this.send(req, res, rendered, !complete);
  }

  private resolve(
    snapshot: ContentSnapshot,
    locale: Locale,
    target: PageTarget,
    url: string,
    options: ResolveOptions,
  ): ResolvedPage<PageBase> {
    if (target.kind === 'static' && (target.page !== 'previewError' || this.deps.preview)) {
      return resolveStaticPage(target.page, snapshot, locale, options);
    }
    if (target.kind === 'content') {
      const route = snapshot.route(url);
      if (route) return resolveContentPage(snapshot, route, locale, options);
    }
    return resolveNotFoundPage(snapshot, locale, options, url);
  }

  private async render(
    req: Request,
    res: Response,
    snapshot: ContentSnapshot,
    locale: Locale,
    target: PageTarget,
    url: string,
  ): Promise<RenderedResponse> {
    const featureFlags = this.deps.flags.evaluate({ locale, preview: this.deps.preview });
    const search = isSearchPage(target)
      ? await runPageSearch(this.deps.search, queryStringOf(req), locale, {
          timeoutMs: this.deps.searchTimeoutMs,
          logger: this.deps.logger,
        })
      : undefined;
    const now = (this.deps.now ?? (() => new Date()))();
    const resolved = this.resolve(snapshot, locale, target, url, {
      preview: this.deps.preview,
      currentYear: now.getUTCFullYear(),
      flags: featureFlags,
      ...(this.deps.logger ? { logger: this.deps.logger } : {}),
      ...(target.kind === 'static' ? target.options : {}),
      ...(search ? { search: search.result } : {}),
    });
    const Template = await this.deps.loadTemplate(resolved.entry.kind);
    const state: EmbeddedState = {
      entry: resolved.entry,
      pageTree: resolved.pageTree,
      featureFlags,
      contentVersion: snapshot.version,
    };
    const { canonicalUrl, alternates } = this.headLinks(snapshot, resolved, locale);
    const html = renderPage(Template, state, {
      requestPath: req.originalUrl.split('?')[0] ?? '/',
      publicBaseUrl: this.deps.publicBaseUrl,
      manifest: this.deps.manifest(),
      browserConfig: this.deps.browserConfig,
      canonicalUrl,
      alternates,
      noindex:
        this.deps.preview ||
        resolved.status !== 200 ||
        resolved.entry.kind === 'previewError' ||
        resolved.entry.kind === 'signIn',
      social:
        canonicalUrl === undefined ? undefined : this.socialMeta(snapshot, resolved, locale, canonicalUrl, alternates),
      discoveryLinks: resolved.status === 200 ? this.discoveryLinks(snapshot, resolved.entry, locale) : [],
    });
    const body = Buffer.from(html);
    return {
      status: resolved.status,
      body,
      etag: strongEtag(body),
      surrogateKeys: resolved.entry.entryIds,
      complete: !search?.timedOut,
    };
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

  private send(req: Request, res: Response, page: RenderedResponse | CachedPage, isPrivate = false): void {
    const headers = pageHeaders(page, this.deps.preview || isPrivate, this.deps.publicCacheControl);
    for (const [name, value] of headers) res.setHeader(name, value);
    const etag = codedEtag(page.etag, sentCoding(req.headers['accept-encoding'], req.method, page.body.length));
    res.setHeader('ETag', etag);
    if (page.status === 200 && ifNoneMatchHits(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.status(page.status).send(page.body);
  }
}
