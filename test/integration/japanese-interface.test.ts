/**
 * No English interface string on a Japanese page. Renders one page of every template of the sample
 * space under /ja/ through the real app and templates, and looks for each English message whose
 * Japanese text differs in the page's interface: text and accessible names outside article bodies,
 * leaving out text that is content of the snapshot (entries and assets are not translated in full,
 * so /ja/ pages may show English content). The same search over the English pages must find the
 * English strings, so the check cannot pass by finding nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { MESSAGES } from '../../shared/i18n/all-messages';
import { FIXED_PAGES, collectingLogger, parseHtml, storeWith, testConfig } from './support';

const sampleSpace = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8'),
) as Record<string, unknown>;
const snapshot = buildSnapshot(sampleSpace, { logger: { error: () => undefined } });

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [normalise(value)];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** Every string of the snapshot's entries and assets: what a page may show as content. */
const contentStrings = new Set([...strings(sampleSpace.entries), ...strings(sampleSpace.assets)]);

function leaves(table: unknown, prefix = ''): [string, string][] {
  if (typeof table === 'string') return [[prefix, table]];
  return Object.entries(table as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const japanese = new Map(leaves(MESSAGES['ja-JP']));

/** English messages a Japanese page must not show: those whose Japanese text is different. */
const englishOnly = leaves(MESSAGES['en-US'])
  .filter(([key, english]) => japanese.get(key) !== english)
  .map(([key, english]) => {
    const parts = english.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    // A placeholder matches any text; a label may be followed by the ':' the markup adds.
    return { key, english, pattern: new RegExp(`^${parts.map(normalise).join('.+?')}:?$`) };
  });

const ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription', 'data-copied-label'];

/** The text and accessible names of a page outside its article bodies, without snapshot content. */
function interfaceTexts(html: string): string[] {
  const doc = parseHtml(html);
  for (const element of doc.querySelectorAll('script, style, [data-body-id]')) element.remove();
  const texts: string[] = [normalise(doc.title)];
  for (const element of doc.body.querySelectorAll('*')) {
    texts.push(normalise(element.textContent ?? ''));
    for (const node of element.childNodes) if (node.nodeType === 3) texts.push(normalise(node.textContent ?? ''));
    for (const name of ATTRIBUTES) texts.push(normalise(element.getAttribute(name) ?? ''));
  }
  return [...new Set(texts)].filter((text) => text !== '' && !contentStrings.has(text));
}

function englishFound(html: string): string[] {
  const texts = interfaceTexts(html);
  return englishOnly
    .filter(({ pattern }) => texts.some((text) => pattern.test(text)))
    .map(({ key, english }) => `${key}: ${english}`);
}

/** One url of every content type of the sample space, then every fixed page and a missing page. */
function representativeUrls(): string[] {
  const byType = new Map<string, string>();
  const translated = snapshot.routes().filter((route) => snapshot.translatedLocales(route.entryId).includes('ja-JP'));
  for (const route of [...translated, ...snapshot.routes()]) {
    if (!byType.has(route.contentType)) byType.set(route.contentType, route.url);
  }
  return [...byType.values(), ...FIXED_PAGES.map(([url]) => url), '/this/page/does/not/exist/'];
}

describe('Japanese pages', () => {
  const { logger } = collectingLogger();
  const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger });
  const urls = representativeUrls();

  it('covers every template of the sample space', () => {
    expect(urls.length).toBeGreaterThan(FIXED_PAGES.length + 5);
  });

  it.each(urls)('shows no English interface string on /ja%s', async (url) => {
    const response = await request(app).get(`/ja${url}`);
    expect(parseHtml(response.text).documentElement.lang).toBe('ja');

    expect({ url: `/ja${url}`, english: englishFound(response.text) }).toEqual({ url: `/ja${url}`, english: [] });
  });

  it('finds the same English strings on the English pages, so the check above can fail', async () => {
    const found = new Set<string>();
    for (const url of urls) for (const hit of englishFound((await request(app).get(url)).text)) found.add(hit);

    expect([...found]).toEqual(
      expect.arrayContaining([
        'page.onThisPage: On this page',
        'page.relatedContent: Related content',
        'page.wasThisHelpful: Was this helpful?',
        'chrome.skipToMainContent: Skip to main content',
        'chrome.notFindingHelp: Not finding the help you need?',
      ]),
    );
    expect(found.size).toBeGreaterThan(40);
  }, 60_000);
});
