/**
 * Serves the Markdown twin of a documentation or KB page (docs/routing.md, "Markdown twins"): at
 * the page's url with its trailing slash replaced by `.md` (`/jira/docs/create-a-board.md` for
 * `/jira/docs/create-a-board/`), and at the page's own url for a client whose Accept header prefers
 * text/markdown to text/html. Anything else passes on to the html routes.
 */
import type { Request, RequestHandler } from 'express';
import Negotiator from 'negotiator';
import { ArticleBodyMissingError, NotFoundError } from '../../shared/errors';
import { withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import type { PageBase } from '../../shared/types/page';
import { stringField } from '../content/entry-fields';
import { contextOf } from '../content/routes';
import { titleOf } from '../content/resolvers/fields';
import type { ContentSnapshot, RouteRecord } from '../content/snapshot-types';
import type { DocumentCache } from './document-response';
import { sendDocument, textDocument, type TextDocument } from './document-response';
import { createMarkdownRenderer, MARKDOWN_KINDS, type MarkdownRenderer } from './markdown';

export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
const JA_PREFIX = '/ja/';

/** True when an Accept header prefers text/markdown to html (browsers, and `*\/*`, get html). */
export function acceptsMarkdown(accept: string | undefined): boolean {
  if (accept === undefined || !accept.includes('markdown')) return false;
  return new Negotiator({ headers: { accept } }).mediaType(['text/html', 'text/markdown']) === 'text/markdown';
}

/** What the twins need from the page handler: a content route's view model. */
export interface PageViews {
  view(snapshot: ContentSnapshot, route: RouteRecord, locale: Locale): PageBase;
}

/** The Markdown request a path stands for: the page url and locale, or undefined. */
export function markdownTarget(path: string, accept: string | undefined): { url: string; locale: Locale } | undefined {
  const locale: Locale = path.startsWith(JA_PREFIX) ? 'ja-JP' : 'en-US';
  const local = locale === 'ja-JP' ? path.slice(JA_PREFIX.length - 1) : path;
  if (local.endsWith('.md')) {
    const stem = local.slice(0, -'.md'.length);
    return stem === '' || stem.endsWith('/') ? undefined : { url: `${stem}/`, locale };
  }
  return local.endsWith('/') && acceptsMarkdown(accept) ? { url: local, locale } : undefined;
}

/** The url of a page's Markdown twin, without origin: its path with `.md` in place of the last slash. */
export function markdownUrl(url: string, locale: Locale): string {
  return `${withLocale(url, locale).replace(/\/$/, '')}.md`;
}

/** The Markdown document of a route, or undefined when the route has no twin. */
export function routeMarkdown(
  snapshot: ContentSnapshot,
  route: RouteRecord,
  locale: Locale,
  views: PageViews,
  renderer: MarkdownRenderer,
  baseUrl: string,
): string | undefined {
  if (!MARKDOWN_KINDS.has(route.contentType)) return undefined;
  const source = snapshot.entry(route.entryId, locale);
  if (!source) return undefined;
  const context = contextOf(source);
  let view: PageBase;
  try {
    view = views.view(snapshot, route, locale);
  } catch (error) {
    // A page that answers 404 (an article without a body) has no twin either.
    if (error instanceof ArticleBodyMissingError || error instanceof NotFoundError) return undefined;
    throw error;
  }
  return renderer.page(view, {
    product: context ? titleOf(context) : undefined,
    deployment: stringField(context, 'deployment'),
    version: route.version,
    url: `${baseUrl}${withLocale(route.url, locale)}`,
    lastUpdated: source.publishedAt ?? source.updatedAt,
  });
}

export interface MarkdownTwinsOptions {
  snapshots: { current(): ContentSnapshot };
  views: PageViews;
  publicBaseUrl: string;
  preview: boolean;
  cache: DocumentCache;
}

/** The twin of a page url in a locale, from the cache or built into it; null when the page has none. */
export type TwinSource = (snapshot: ContentSnapshot, url: string, locale: Locale) => TextDocument | null;

export function twinSource(options: Omit<MarkdownTwinsOptions, 'preview' | 'snapshots'>): TwinSource {
  const renderer = createMarkdownRenderer(options.publicBaseUrl);
  return (snapshot, url, locale) =>
    options.cache.get(snapshot.version, `md:${locale}:${url}`, (): TextDocument | null => {
      const route = snapshot.route(url);
      const markdown = route && routeMarkdown(snapshot, route, locale, options.views, renderer, options.publicBaseUrl);
      return markdown === undefined ? null : textDocument(markdown, MARKDOWN_CONTENT_TYPE);
    });
}

export function markdownTwins(options: MarkdownTwinsOptions & { twins: TwinSource }): RequestHandler {
  return (req: Request, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = markdownTarget(req.path, req.headers.accept);
    if (!target) return next();
    const document = options.twins(options.snapshots.current(), target.url, target.locale);
    if (document === null) return next();
    res.setHeader('Link', `<${options.publicBaseUrl}${withLocale(target.url, target.locale)}>; rel="canonical"`);
    sendDocument(req, res, document, { preview: options.preview, vary: ['Accept'] });
  };
}
