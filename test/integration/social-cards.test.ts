/**
 * Open Graph and Twitter tags in the head of every template over the sample space (real templates),
 * in both locales, and the card images they point to.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { withLocale } from '../../shared/links/locale';
import type { Locale } from '../../shared/types/content';
import { FIXED_PAGES, collectingLogger, parseHtml, storeWith, testConfig } from './support';

const BASE = 'https://support.example.com';
const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger: collectingLogger().logger });

/** One translated route of each content type, so every template's head is read in both locales. */
function samplePages(): { url: string; contentType: string; entryId?: string }[] {
  const byType = new Map<string, { url: string; contentType: string; entryId: string }>();
  for (const route of snapshot.routes()) {
    const translated = snapshot.translatedLocales(route.entryId).includes('ja-JP');
    const current = byType.get(route.contentType);
    if (!current || (translated && !snapshot.translatedLocales(current.entryId).includes('ja-JP'))) {
      byType.set(route.contentType, { url: route.url, contentType: route.contentType, entryId: route.entryId });
    }
  }
  return [...byType.values(), ...FIXED_PAGES.map(([url, kind]) => ({ url, contentType: kind }))];
}

function headOf(html: string) {
  const doc = parseHtml(html);
  const property = (name: string) => doc.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
  const named = (name: string) => doc.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  const all = (name: string) =>
    [...doc.head.querySelectorAll(`meta[property="${name}"]`)].map((meta) => meta.getAttribute('content'));
  const canonical = doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return { doc, property, named, all, canonical };
}

describe('social card tags', () => {
  const cases = samplePages().flatMap((page) =>
    (['en-US', 'ja-JP'] as Locale[]).map((locale) => ({ ...page, locale, path: withLocale(page.url, locale) })),
  );

  it.each(cases)(
    'are in the head of $contentType at $path',
    async ({ path: pagePath, contentType, locale, entryId }) => {
      const response = await request(app).get(pagePath).expect(200);
      const { doc, property, named, all, canonical } = headOf(response.text);
      const siteName = locale === 'ja-JP' ? 'アトラシアン サポート' : 'Atlassian Support';
      // The page's own title; the document title adds what the page documents and the site's name.
      const { entry } = JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent) as {
        entry: { title: string };
      };
      expect(property('og:title')).toBe(entry.title);
      expect(doc.title.startsWith(entry.title)).toBe(true);
      expect(doc.title.endsWith(siteName)).toBe(true);
      expect(property('og:url')).toBe(canonical);
      expect(property('og:site_name')).toBe(siteName);
      expect(property('og:locale')).toBe(locale === 'ja-JP' ? 'ja_JP' : 'en_US');
      const translated = entryId === undefined || snapshot.translatedLocales(entryId).includes('ja-JP');
      expect(all('og:locale:alternate')).toEqual(translated ? [locale === 'ja-JP' ? 'en_US' : 'ja_JP'] : []);
      expect(named('twitter:card')).toBe('summary_large_image');
      expect(named('twitter:title')).toBe(entry.title);
      const article = contentType === 'topic' || contentType === 'pageKbArticle';
      expect(property('og:type')).toBe(article ? 'article' : 'website');
      if (article) {
        const entry = snapshot.entry(entryId!)!;
        expect(property('article:published_time')).toBe(entry.firstPublishedAt);
        expect(property('article:modified_time')).toBe(entry.publishedAt);
      } else {
        expect(property('article:published_time')).toBeUndefined();
      }
      if (entryId !== undefined && contentType !== 'homePage') {
        expect(property('og:description')).toBeTruthy();
      }
      expect(property('og:image')).toMatch(new RegExp(`^${BASE}/social-cards/(en|ja)\\.[\\w-]+\\.[\\w-]{16}\\.png$`));
      expect(named('twitter:image')).toBe(property('og:image'));
    },
  );

  it('point to a PNG card that is cached for a year and revalidates', async () => {
    const page = await request(app).get('/ja' + snapshot.routes().find((route) => route.contentType === 'topic')!.url);
    const image = headOf(page.text).property('og:image')!;
    const response = await request(app).get(image.slice(BASE.length)).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((response.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
    await request(app).get(image.slice(BASE.length)).set('If-None-Match', response.headers.etag!).expect(304);
  });

  it('answer 404 for a card whose content has changed or never existed', async () => {
    await request(app).get('/social-cards/en.site.AAAAAAAAAAAAAAAA.png').expect(404);
    await request(app).get('/social-cards/whatever.png').expect(404);
  });

  it('leave error pages without a card', async () => {
    const response = await request(app).get('/no-such-page/').expect(404);
    expect(headOf(response.text).property('og:title')).toBeUndefined();
  });
});
