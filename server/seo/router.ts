/**
 * The machine-readable documents of the site (docs/routing.md, "Documents for crawlers and tools"),
 * each built from the current snapshot on first request and cached per snapshot version:
 * robots.txt, the sitemap index and its per-locale sitemaps, the social card images, the Markdown
 * twins of documentation pages, llms.txt and llms-full.txt, the Atom feeds and the OpenSearch
 * description.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { ContentSnapshot } from '../content/snapshot-types';
import { DocumentCache, sendDocument, textDocument, type TextDocument } from './document-response';
import { markdownTwins, twinSource, type PageViews } from './markdown-twins';
import { robotsTxt } from './robots';
import { siteName } from './site';
import { llmsFullTxt, llmsTxt } from './llms';
import { atomFeed, ATOM_CONTENT_TYPE, openSearchDescription, OPENSEARCH_CONTENT_TYPE } from './feeds';
import { createMarkdownRenderer } from './markdown';
import { localePrefix } from '../../shared/links/locale';
import { buildSitemaps, type Sitemaps } from './sitemap';
import { renderCardPng, specForCardFile } from './social-card';
import { strongEtag } from '../render/html-cache';
import { IMMUTABLE_CACHE_CONTROL } from '../routes/static-files';

export interface SeoRouterOptions {
  snapshots: { current(): ContentSnapshot };
  publicBaseUrl: string;
  preview: boolean;
  /** Resolves page view models for the Markdown twins. */
  views: PageViews;
  /** Urls per sitemap file (tests split smaller than the protocol's 50,000). */
  maxSitemapUrls?: number;
}

const XML = 'application/xml; charset=utf-8';

export function createSeoRouter(options: SeoRouterOptions): Router {
  const { snapshots, publicBaseUrl: baseUrl, preview } = options;
  const documents = new DocumentCache();
  let sitemaps: { version: string; value: Sitemaps } | undefined;

  const sitemapsOf = (snapshot: ContentSnapshot): Sitemaps => {
    if (sitemaps?.version !== snapshot.version) {
      sitemaps = {
        version: snapshot.version,
        value: buildSitemaps(snapshot, { baseUrl, maxUrls: options.maxSitemapUrls }),
      };
    }
    return sitemaps.value;
  };

  /** Serves the document for a key of the current snapshot, or passes on (404) when there is none. */
  const serve =
    (
      key: (req: Request) => string,
      build: (snapshot: ContentSnapshot, req: Request) => TextDocument | null,
      cacheControl?: string,
    ) =>
    (req: Request, res: Response, next: () => void) => {
      const snapshot = snapshots.current();
      const document = documents.get(snapshot.version, key(req), () => build(snapshot, req));
      if (document === null) {
        next();
        return;
      }
      sendDocument(req, res, document, { preview, cacheControl });
    };

  const router = express.Router({ caseSensitive: true, strict: true });
  const twins = twinSource({ views: options.views, publicBaseUrl: baseUrl, cache: documents });
  router.use(
    markdownTwins({ snapshots, views: options.views, publicBaseUrl: baseUrl, preview, cache: documents, twins }),
  );
  router.get(
    '/robots.txt',
    serve(
      () => 'robots',
      () => textDocument(robotsTxt({ baseUrl, preview }), 'text/plain; charset=utf-8'),
    ),
  );
  router.get(
    '/sitemap.xml',
    serve(
      () => 'sitemap-index',
      (snapshot) => textDocument(sitemapsOf(snapshot).index, XML),
    ),
  );
  router.get(
    '/sitemaps/:file',
    serve(
      (req) => `sitemap:${String(req.params.file)}`,
      (snapshot, req) => {
        const file = sitemapsOf(snapshot).files.find(
          (candidate) => candidate.path === `/sitemaps/${String(req.params.file)}`,
        );
        return file ? textDocument(file.xml, XML) : null;
      },
    ),
  );
  const escape = createMarkdownRenderer(baseUrl).escape;
  const TEXT = 'text/plain; charset=utf-8';
  for (const locale of ['ja-JP', 'en-US'] as const) {
    const prefix = localePrefix(locale);
    router.get(
      `${prefix}/llms.txt`,
      serve(
        () => `llms:${locale}`,
        (snapshot) => textDocument(llmsTxt(snapshot, locale, { baseUrl, escape }), TEXT),
      ),
    );
    router.get(
      `${prefix}/llms-full.txt`,
      serve(
        () => `llms-full:${locale}`,
        (snapshot) => textDocument(llmsFullTxt(snapshot, locale, twins, { baseUrl, escape })!, TEXT),
      ),
    );
    router.get(
      `${prefix}/:slug/llms-full.txt`,
      serve(
        (req) => `llms-full:${locale}:${String(req.params.slug)}`,
        (snapshot, req) => {
          const text = llmsFullTxt(snapshot, locale, twins, { baseUrl, escape, slug: String(req.params.slug) });
          return text === undefined ? null : textDocument(text, TEXT);
        },
      ),
    );
  }
  for (const locale of ['ja-JP', 'en-US'] as const) {
    const prefix = localePrefix(locale);
    router.get(
      `${prefix}/opensearch.xml`,
      serve(
        () => `opensearch:${locale}`,
        (snapshot) => textDocument(openSearchDescription(snapshot, locale, baseUrl), OPENSEARCH_CONTENT_TYPE),
      ),
    );
    router.get(
      `${prefix}/updates.atom`,
      serve(
        () => `feed:${locale}`,
        (snapshot) =>
          textDocument(atomFeed(snapshot, locale, { baseUrl, fallbackUpdated: snapshot.builtAt })!, ATOM_CONTENT_TYPE),
      ),
    );
    router.get(
      `${prefix}/:slug/updates.atom`,
      serve(
        (req) => `feed:${locale}:${String(req.params.slug)}`,
        (snapshot, req) => {
          const feed = atomFeed(snapshot, locale, {
            baseUrl,
            slug: String(req.params.slug),
            fallbackUpdated: snapshot.builtAt,
          });
          return feed === undefined ? null : textDocument(feed, ATOM_CONTENT_TYPE);
        },
      ),
    );
  }
  // The file name carries a hash of what the card shows, so its bytes never change: cached for a year.
  router.get(
    '/social-cards/:file',
    serve(
      (req) => `card:${String(req.params.file)}`,
      (snapshot, req) => {
        const spec = specForCardFile(snapshot, String(req.params.file));
        if (!spec) return null;
        const body = renderCardPng(spec);
        return { body, etag: strongEtag(body), contentType: 'image/png' };
      },
      IMMUTABLE_CACHE_CONTROL,
    ),
  );
  // The web app manifest: the site's name from content, the favicon set (server/routes/static-files.ts).
  router.get('/site.webmanifest', (_req: Request, res: Response) => {
    const snapshot = snapshots.current();
    const name = siteName(snapshot, 'en-US');
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('application/manifest+json');
    res.send(
      JSON.stringify({
        name,
        short_name: name.split(' ').at(-1) ?? name,
        start_url: '/',
        scope: '/',
        display: 'minimal-ui',
        background_color: '#ffffff',
        theme_color: '#0c66e4',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      }),
    );
  });
  return router;
}
