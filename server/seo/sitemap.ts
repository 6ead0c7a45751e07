/**
 * Sitemaps (sitemaps.org protocol 0.9): an index at /sitemap.xml naming one sitemap per locale,
 * each listing the public pages of that locale with their last publication date and hreflang
 * alternates (xhtml:link). A locale with more urls than a sitemap may hold (50,000) is split into
 * numbered files. Pure functions of the snapshot; the router caches the result per snapshot version.
 */
import { withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import type { ContentSnapshot } from '../content/snapshot-types';
import { publicPages, type PublicPage } from './public-pages';
import { escapeXml, XML_DECLARATION } from './xml';

/** The protocol's limit of urls per sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

const LOCALE_FILE_NAMES: Readonly<Record<Locale, string>> = { 'en-US': 'en', 'ja-JP': 'ja' };

export interface SitemapFile {
  /** Path of the file on the site, e.g. /sitemaps/en.xml or /sitemaps/en-2.xml. */
  path: string;
  xml: string;
  /** Latest lastmod among its urls. */
  lastModified?: string;
}

export interface Sitemaps {
  index: string;
  files: SitemapFile[];
}

function alternatesOf(page: PublicPage, baseUrl: string): string {
  if (!page.translated) return '';
  const en = `${baseUrl}${page.url}`;
  const ja = `${baseUrl}${withLocale(page.url, 'ja-JP')}`;
  return [
    ['en', en],
    ['ja', ja],
    ['x-default', en],
  ]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`)
    .join('');
}

function urlElement(page: PublicPage, baseUrl: string): string {
  const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
  return `<url><loc>${escapeXml(`${baseUrl}${page.localizedUrl}`)}</loc>${lastmod}${alternatesOf(page, baseUrl)}</url>`;
}

function latest(dates: (string | undefined)[]): string | undefined {
  let max: string | undefined;
  for (const date of dates) if (date !== undefined && (max === undefined || date > max)) max = date;
  return max;
}

function urlSet(pages: PublicPage[], baseUrl: string): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((page) => urlElement(page, baseUrl)),
    '</urlset>',
    '',
  ].join('\n');
}

export interface BuildSitemapsOptions {
  baseUrl: string;
  /** Urls per file; the protocol's 50,000 unless a test splits smaller. */
  maxUrls?: number;
}

export function buildSitemaps(snapshot: ContentSnapshot, options: BuildSitemapsOptions): Sitemaps {
  const { baseUrl } = options;
  const maxUrls = options.maxUrls ?? MAX_URLS_PER_SITEMAP;
  const files: SitemapFile[] = [];
  for (const locale of snapshot.locales) {
    const pages = publicPages(snapshot, locale);
    const name = LOCALE_FILE_NAMES[locale];
    const parts = Math.max(1, Math.ceil(pages.length / maxUrls));
    for (let part = 0; part < parts; part += 1) {
      const slice = pages.slice(part * maxUrls, (part + 1) * maxUrls);
      files.push({
        path: parts === 1 ? `/sitemaps/${name}.xml` : `/sitemaps/${name}-${part + 1}.xml`,
        xml: urlSet(slice, baseUrl),
        lastModified: latest(slice.map((page) => page.lastModified)),
      });
    }
  }
  const index = [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (file) =>
        `<sitemap><loc>${escapeXml(`${baseUrl}${file.path}`)}</loc>${
          file.lastModified ? `<lastmod>${escapeXml(file.lastModified)}</lastmod>` : ''
        }</sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index, files };
}
