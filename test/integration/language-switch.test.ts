/**
 * The footer's language switch through the real app, templates and sample space
 * (docs/adr/053-language-switch.md): on every kind of page, in both locales, the page's language is
 * shown as current and a plain link leads to the same page in the other language when it has one,
 * else to the other language's equivalent fixed page, else its home. The link is per page, so it is
 * in the markup only: neither the embedded state nor another page's cached footer carries it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { STATE_ELEMENT_ID } from '../../server/render/html-shell';
import { createStore, type Store } from '../../server/store/store';
import { collectingLogger, parseHtml, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as unknown,
  { logger: { error: () => undefined } },
);
const { logger } = collectingLogger();
let app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger });

/** A topic with Japanese text, and one without. */
const TRANSLATED_TOPIC = '/jira-software-cloud/docs/create-a-board/';
const UNTRANSLATED_TOPIC = '/jira-software-cloud/docs/configure-board-columns/';

interface Switch {
  status: number;
  lang: string | null;
  label: string | null;
  current: { text: string | null; lang: string | null; ariaCurrent: string | null };
  link: { text: string | null; href: string | null; lang: string | null; hreflang: string | null };
  links: number;
  html: string;
  state: string;
}

async function languageSwitchOf(url: string): Promise<Switch> {
  const response = await request(app).get(url);
  const doc = parseHtml(response.text);
  const nav = doc.querySelector('footer nav.hc-language-switch');
  const current = nav?.querySelector('[aria-current]');
  const link = nav?.querySelector('a');
  return {
    status: response.status,
    lang: doc.documentElement.getAttribute('lang'),
    label: nav?.getAttribute('aria-label') ?? null,
    current: {
      text: current?.textContent ?? null,
      lang: current?.getAttribute('lang') ?? null,
      ariaCurrent: current?.getAttribute('aria-current') ?? null,
    },
    link: {
      text: link?.textContent ?? null,
      href: link?.getAttribute('href') ?? null,
      lang: link?.getAttribute('lang') ?? null,
      hreflang: link?.getAttribute('hreflang') ?? null,
    },
    links: nav?.querySelectorAll('a').length ?? 0,
    html: response.text,
    state: doc.getElementById(STATE_ELEMENT_ID)?.textContent ?? '',
  };
}

const ENGLISH_SWITCH = {
  label: 'Language',
  current: { text: 'English', lang: 'en', ariaCurrent: 'true' },
  links: 1,
};
const JAPANESE_SWITCH = {
  label: '言語',
  current: { text: '日本語', lang: 'ja', ariaCurrent: 'true' },
  links: 1,
};
const toJapanese = (href: string) => ({ text: '日本語', href, lang: 'ja', hreflang: 'ja' });
const toEnglish = (href: string) => ({ text: 'English', href, lang: 'en', hreflang: 'en' });

describe('the language switch in the footer', () => {
  it.each([
    ['the home page to the Japanese home page', '/', 200, '/ja/'],
    ['a translated topic to its Japanese version', TRANSLATED_TOPIC, 200, `/ja${TRANSLATED_TOPIC}`],
    [
      'an untranslated topic to its Japanese page, which shows its English text under a notice',
      UNTRANSLATED_TOPIC,
      200,
      `/ja${UNTRANSLATED_TOPIC}`,
    ],
    ['the contact page to the Japanese contact page', '/contact/', 200, '/ja/contact/'],
    [
      'the results of a search to the Japanese results of the same search',
      '/search-results/?searchTerm=board',
      200,
      '/ja/search-results/?searchTerm=board',
    ],
    ['a menu page to the same Japanese menu page', '/menus/products/', 200, '/ja/menus/products/'],
    ['the not-found page to the Japanese home page', '/no-such-page/', 404, '/ja/'],
  ])('on an English page, links %s', async (_name, url, status, href) => {
    const found = await languageSwitchOf(url);
    expect(found).toMatchObject({ status, lang: 'en', ...ENGLISH_SWITCH, link: toJapanese(href) });
  });

  it.each([
    ['the home page to the English home page', '/ja/', 200, '/'],
    ['a translated topic to its English version', `/ja${TRANSLATED_TOPIC}`, 200, TRANSLATED_TOPIC],
    [
      'an untranslated topic to the English page whose text it shows',
      `/ja${UNTRANSLATED_TOPIC}`,
      200,
      UNTRANSLATED_TOPIC,
    ],
    ['the hot contact page to the English one', '/ja/hot-contact/', 200, '/hot-contact/'],
    [
      'the results of a search to the English results of the same search, normalised',
      '/ja/search-results/?searchTerm=%E3%83%9C%E3%83%BC%E3%83%89&unknown=1',
      200,
      '/search-results/?searchTerm=%E3%83%9C%E3%83%BC%E3%83%89',
    ],
    ['a menu page to the same English menu page', '/ja/menus/products/', 200, '/menus/products/'],
    ['the not-found page to the English home page', '/ja/no-such-page/', 404, '/'],
  ])('on a Japanese page, links %s', async (_name, url, status, href) => {
    const found = await languageSwitchOf(url);
    expect(found).toMatchObject({ status, lang: 'ja', ...JAPANESE_SWITCH, link: toEnglish(href) });
  });

  it('links to pages that answer 200 in the other language, in the language they are marked with', async () => {
    for (const url of ['/', TRANSLATED_TOPIC, `/ja${UNTRANSLATED_TOPIC}`, '/contact/', '/ja/menus/products/']) {
      const { link } = await languageSwitchOf(url);
      const target = await languageSwitchOf(link.href!);
      expect({ url, href: link.href, status: target.status, lang: target.lang }).toEqual({
        url,
        href: link.href,
        status: 200,
        lang: link.hreflang,
      });
    }
  });

  it('keeps what a contact link chose in the form of the other language', async () => {
    const prefillOf = (state: string) => (JSON.parse(state) as { entry: { prefill?: unknown } }).entry.prefill;
    const english = await languageSwitchOf('/contact/?product=jira-software&ticketType=bug&utm_source=mail');
    expect(english.link.href).toMatch(/^\/ja\/contact\/\?product=[^&]+&ticketType=bug$/);
    const japanese = await languageSwitchOf(english.link.href!);
    expect(prefillOf(english.state)).toEqual({ product: expect.any(String), ticketType: 'bug' });
    expect(prefillOf(japanese.state)).toEqual(prefillOf(english.state));
  });

  it('keeps a product whose name differs by language chosen, naming it by its key both ways', async () => {
    const prefillOf = (state: string) =>
      (JSON.parse(state) as { entry: { prefill?: { product?: string } } }).entry.prefill?.product;
    const english = await languageSwitchOf('/contact/?product=Jira%20Cloud%20for%20mobile');
    expect(english.link.href).toBe('/ja/contact/?product=jira-cloud-mobile-apps');
    const japanese = await languageSwitchOf(english.link.href!);
    expect(japanese.link.href).toBe('/contact/?product=jira-cloud-mobile-apps');
    expect([prefillOf(english.state), prefillOf(japanese.state)]).toEqual([
      'Jira Cloud for mobile',
      'Jira Cloud モバイル版',
    ]);
  });

  it('leaves the link out of the embedded state, which never repeats the markup', async () => {
    const { html, state, link } = await languageSwitchOf(TRANSLATED_TOPIC);
    expect(html).toContain(`href="${link.href!}"`);
    expect(state).toContain(TRANSLATED_TOPIC);
    expect(state).not.toContain(`/ja${TRANSLATED_TOPIC}`);
    expect(state).not.toContain('hc-language-switch');
  });

  it('gives each page its own link although the footer view is cached per locale', async () => {
    const first = await languageSwitchOf(TRANSLATED_TOPIC);
    const second = await languageSwitchOf(UNTRANSLATED_TOPIC);
    const again = await languageSwitchOf(TRANSLATED_TOPIC);
    expect([first.link.href, second.link.href, again.link.href]).toEqual([
      `/ja${TRANSLATED_TOPIC}`,
      `/ja${UNTRANSLATED_TOPIC}`,
      `/ja${TRANSLATED_TOPIC}`,
    ]);
  });

  describe('on a site that offers sign-in', () => {
    let dataDir: string;
    let store: Store;
    const siteWithoutSignIn = app;

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-language-switch-'));
      store = await createStore({ dataDir, databaseUrl: undefined });
      app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger, store });
    });

    afterAll(async () => {
      app = siteWithoutSignIn;
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('links the sign-in form to the sign-in form of the other language', async () => {
      expect(await languageSwitchOf('/login/')).toMatchObject({
        status: 200,
        ...ENGLISH_SWITCH,
        link: toJapanese('/ja/login/'),
      });
      expect(await languageSwitchOf('/ja/login/')).toMatchObject({
        status: 200,
        ...JAPANESE_SWITCH,
        link: toEnglish('/login/'),
      });
    });

    it('links a later step of signing in, which answers one visitor, to the form of the other language', async () => {
      const found = await languageSwitchOf('/login/verify/?token=not-a-token');
      expect(found).toMatchObject({ status: 400, ...ENGLISH_SWITCH, link: toJapanese('/ja/login/') });
    });
  });
});
