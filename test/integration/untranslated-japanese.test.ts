/**
 * Japanese pages of the sample space whose content has no Japanese translation, through the real
 * app and templates:
 * - the English text they fall back to is marked `lang="en"` (WCAG 2.1 SC 3.1.2, Language of Parts),
 *   and nothing Japanese is;
 * - their links to the contact pages (and every other page of the site) stay in Japanese, and
 *   answer 200 when a visitor follows them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { MESSAGES } from '../../shared/i18n/all-messages';
import { FIXED_PAGE_PATHS } from '../../server/content/resolvers/context';
import { buildSnapshot } from '../../server/content/snapshot';
import { collectingLogger, FIXED_PAGES, parseHtml, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as unknown,
  { logger: { error: () => undefined } },
);
const { logger } = collectingLogger();
const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger });

/** An untranslated topic of the sample space, and a translated one that embeds untranslated entries. */
const UNTRANSLATED_TOPIC = '/ja/jira-software-cloud/docs/configure-board-columns/';
const TRANSLATED_TOPIC = '/ja/jira-software-cloud/docs/create-a-board/';
/** A translated KB article whose embedded code blocks have English titles only. */
const TRANSLATED_KB_ARTICLE =
  '/ja/jira-software-data-center/kb/jira-fails-to-start-unable-to-acquire-jira-home-lock-file/';
const RESOURCES = '/ja/jira-software-cloud/resources/';

async function page(url: string): Promise<Document> {
  const response = await request(app).get(url);
  expect({ url, status: response.status }).toEqual({ url, status: 200 });
  return parseHtml(response.text);
}

/** The language a screen reader reads an element in: its closest `lang`. */
function langOf(element: Element | null | undefined): string | undefined {
  return element?.closest('[lang]')?.getAttribute('lang') ?? undefined;
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Text nodes of the body (scripts left out) and the language each is read in. */
function texts(doc: Document): { text: string; lang: string | undefined }[] {
  for (const element of doc.querySelectorAll('script, style, template')) element.remove();
  const walker = doc.createTreeWalker(doc.body, 4);
  const found: { text: string; lang: string | undefined }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (text !== '') found.push({ text, lang: langOf(node.parentElement) });
  }
  return found;
}

function leaves(table: unknown): string[] {
  if (typeof table === 'string') return [table];
  return Object.values(table as Record<string, unknown>).flatMap(leaves);
}

const JAPANESE_MESSAGES: ReadonlySet<string> = new Set(leaves(MESSAGES['ja-JP']));

/** Every content string of the sample space that has no Japanese value: what a ja page shows in English. */
const ENGLISH_ONLY: ReadonlySet<string> = (() => {
  const space = JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as {
    entries: { fields: Record<string, Record<string, unknown>> }[];
  };
  const found = new Set<string>();
  for (const entry of space.entries) {
    for (const values of Object.values(entry.fields)) {
      const english = values['en-US'];
      const text = typeof english === 'string' ? english.replace(/\s+/g, ' ').trim() : '';
      // Words the Japanese interface uses as they are ('Data Center') are the page's own there.
      if (values['ja-JP'] === undefined && /[A-Za-z]{3,} [A-Za-z]{3,}/.test(text) && !JAPANESE_MESSAGES.has(text)) {
        found.add(text);
      }
    }
  }
  return found;
})();

describe('an untranslated page of the Japanese site', () => {
  it('the sample space has the page untranslated, in a Japanese document', async () => {
    const route = snapshot.route(UNTRANSLATED_TOPIC.slice('/ja'.length))!;
    expect(snapshot.translatedLocales(route.entryId)).toEqual(['en-US']);

    const doc = await page(UNTRANSLATED_TOPIC);
    expect(doc.documentElement.lang).toBe('ja');
  });

  it('marks its English title, body and table of contents lang="en"', async () => {
    const doc = await page(UNTRANSLATED_TOPIC);

    const title = doc.querySelector('h1')!;
    expect(title.textContent).toBe('Configure board columns');
    expect(title.getAttribute('lang')).toBe('en');
    const body = doc.querySelector('article [data-body-id]')!;
    expect(body.getAttribute('lang')).toBe('en');
    expect(langOf(body.querySelector('p'))).toBe('en');
    const contents = doc.querySelector('nav.toc')!;
    expect(langOf(contents.querySelector('.toc__heading'))).toBe('ja');
    for (const link of contents.querySelectorAll('.toc__link')) expect(langOf(link)).toBe('en');
  });

  it('marks the sidebar, breadcrumbs and guide steps whose titles fall back, and leaves translated ones Japanese', async () => {
    const doc = await page(UNTRANSLATED_TOPIC);

    // Each title is read in its own language: the Japanese ones (the home page, the translated guide
    // collection) in Japanese, the untranslated ones in English.
    const titles = [
      ...doc.querySelectorAll('.hc-breadcrumbs__link, .hc-page-tree__link, .hc-sibling-list__step a > :first-child'),
    ];
    expect(titles.length).toBeGreaterThan(10);
    const read = titles.map((title) => [title.textContent, langOf(title)]);
    expect(read).toEqual(
      titles.map((title) => [title.textContent, JAPANESE.test(title.textContent ?? '') ? 'ja' : 'en']),
    );
    expect(read.filter(([, lang]) => lang === 'ja').length).toBeGreaterThan(1);
    expect(read.filter(([, lang]) => lang === 'en').length).toBeGreaterThan(5);
  });

  it('reads no Japanese word in English, and leaves no English fallback text unmarked', async () => {
    for (const url of [UNTRANSLATED_TOPIC, TRANSLATED_TOPIC, RESOURCES, '/ja/jira-software-cloud/docs/']) {
      const all = texts(await page(url));
      expect({ url, japaneseInEnglish: all.filter(({ text, lang }) => JAPANESE.test(text) && lang !== 'ja') }).toEqual({
        url,
        japaneseInEnglish: [],
      });
      // Content strings of the sample space that exist only in English are never read as Japanese.
      const english = all.filter(({ text, lang }) => lang === 'ja' && ENGLISH_ONLY.has(text));
      expect({ url, unmarkedEnglish: english }).toEqual({ url, unmarkedEnglish: [] });
    }
  });

  it("reads a translated topic's embedded callout, image and video in Japanese, with no English mark", async () => {
    const doc = await page(TRANSLATED_TOPIC);

    const body = doc.querySelector('article [data-body-id]')!;
    expect(langOf(body)).toBe('ja');
    expect(body.querySelectorAll('[lang="en"]')).toHaveLength(0);
    expect(body.querySelector('.callout')?.textContent).toContain('必要な権限');
    expect(body.querySelector('img')?.getAttribute('alt')).toMatch(JAPANESE);
    expect(doc.querySelector('article .video')?.textContent).toContain('Jira Software のボード');
  });

  it('marks untranslated entries embedded in a translated body, and nothing else of it', async () => {
    const doc = await page(TRANSLATED_KB_ARTICLE);

    expect(doc.querySelector('h1')?.hasAttribute('lang')).toBe(false);
    const body = doc.querySelector('article [data-body-id]')!;
    expect(langOf(body)).toBe('ja');
    const marked = [...body.querySelectorAll('[lang="en"]')];
    expect(marked.length).toBeGreaterThan(0);
    for (const element of marked) {
      // What is read in English: the element without what says it is Japanese again inside it.
      const english = element.cloneNode(true) as Element;
      for (const japanese of english.querySelectorAll('[lang="ja"]')) japanese.remove();
      expect(JAPANESE.test(english.textContent ?? '')).toBe(false);
    }
    // A Japanese label inside an English callout says it is Japanese.
    const callout = body.querySelector('.callout[lang="en"]');
    if (callout) expect(langOf(callout.querySelector('.visually-hidden'))).toBe('ja');
  });

  it("keeps the English pages free of marks but the language switch's", async () => {
    for (const url of [UNTRANSLATED_TOPIC, TRANSLATED_TOPIC, RESOURCES]) {
      const doc = await page(url.slice('/ja'.length));
      // The switch names each language in its own (docs/adr/053-language-switch.md).
      const marks = [...doc.body.querySelectorAll('[lang]')];
      const marked = marks.filter((element) => !element.closest('.hc-language-switch')).length;
      expect({ url, marked, switchMarks: marks.length - marked }).toEqual({ url, marked: 0, switchMarks: 2 });
    }
  });
});

describe('contact links of the Japanese site', () => {
  /** Where a link leads, and the page a sign-in link comes back to. */
  function targets(href: string): string[] {
    const url = new URL(href, 'https://support.example.com');
    const back = url.searchParams.get('continue');
    return back ? [href, back] : [href];
  }

  it('links the Japanese contact forms from a resources page, and each answers 200 in Japanese', async () => {
    const doc = await page(RESOURCES);
    const contact = [...doc.querySelectorAll('a[href]')]
      .flatMap((link) => targets(link.getAttribute('href')!))
      .filter((href) => href.includes('/contact/'));

    // The product's own form (signed in and anonymous), as the page's contact section links it.
    expect(contact).toEqual(
      expect.arrayContaining([
        '/ja/contact/?product=jira-software',
        '/ja/contact/?product=jira-software&anonymous=true',
      ]),
    );
    expect(contact.filter((href) => !href.startsWith('/ja/') && !href.includes('continue='))).toEqual([]);
    for (const href of new Set(contact)) {
      // Followed as a visitor: a sign-in link redirects to its canonical form first.
      const response = await request(app).get(href).redirects(2);
      expect({ href, status: response.status }).toEqual({ href, status: 200 });
      expect(parseHtml(response.text).documentElement.lang).toBe('ja');
    }
  });

  it("links a KB article's report-a-problem and the KB home's contact in Japanese, on its product, and they answer 200", async () => {
    const kbHome = await page('/ja/jira-software-data-center/kb/');
    const article = await page('/ja/jira-software-data-center/kb/cluster-node-shows-offline-after-restart/');
    const links = [
      ...[...kbHome.querySelectorAll('a[href*="/contact/"]')].map((link) => link.getAttribute('href')!),
      ...[...article.querySelectorAll('.hc-still-need-help a[href*="/contact/"]')].map((link) =>
        link.getAttribute('href')!,
      ),
    ];

    // Both open the Japanese form on the KB's product, the article's on Bug too.
    expect(links).toEqual(
      expect.arrayContaining([
        '/ja/contact/?product=jira-software',
        '/ja/contact/?ticketType=bug&product=jira-software&pageId=kb-jsw-dc-cluster-node-offline',
      ]),
    );
    for (const href of links) {
      expect(href.startsWith('/ja/')).toBe(true);
      const response = await request(app).get(href);
      expect({ href, status: response.status }).toEqual({ href, status: 200 });
    }
  });

  it('localizes links in bodies only to fixed pages the Japanese site serves', async () => {
    for (const path of FIXED_PAGE_PATHS) {
      const response = await request(app).get(`/ja${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
    expect([...FIXED_PAGE_PATHS].sort()).toEqual(FIXED_PAGES.map(([path]) => path).sort());
  });

  it('leaves no Japanese page linking a page of the site outside the Japanese site', async () => {
    const urls = [...snapshot.routes().map((route) => route.url), ...FIXED_PAGES.map(([url]) => url)];
    const english: string[] = [];
    for (const url of urls) {
      const doc = parseHtml((await request(app).get(`/ja${url}`)).text);
      // Only the language switch leads to the English site, saying so with hreflang (docs/adr/053).
      for (const link of doc.querySelectorAll('a[href]:not([hreflang="en"])')) {
        for (const target of targets(link.getAttribute('href')!)) {
          const internal = target.startsWith('/') && !target.startsWith('//');
          if (internal && !/^\/(ja([/?#]|$)|content-assets\/|static\/)/.test(target))
            english.push(`/ja${url} → ${target}`);
        }
      }
    }
    expect(english).toEqual([]);
  }, 120_000);
});

describe('the notice of a Japanese page whose own content is untranslated', () => {
  const NOTICE = 'このページはまだ日本語に翻訳されていないため、英語で表示しています。';
  const notices = (doc: Document) =>
    [...doc.querySelectorAll('.hc-untranslated-notice')].map((notice) => ({
      text: notice.textContent,
      lang: langOf(notice),
    }));

  it.each([
    '/ja/jira-software-cloud/docs/set-up-your-site/',
    '/ja/jira-software-cloud/docs/work-with-boards/',
    UNTRANSLATED_TOPIC,
    '/ja/confluence-data-center/kb/site-xml-backup-fails-unable-to-write-to-backups-directory/',
  ])('is on %s once, in Japanese, over English text marked lang="en"', async (url) => {
    const doc = await page(url);

    expect(notices(doc)).toEqual([{ text: NOTICE, lang: 'ja' }]);
    expect(doc.querySelector('main [lang="en"]')).not.toBeNull();
  });

  it.each([
    TRANSLATED_TOPIC,
    '/ja/jira-software-cloud/docs/get-started-with-jira-software/',
    '/ja/',
    '/ja/jira-software-cloud/docs/',
    // The related products' cards carry the products' English names, which are names, not fallback.
    '/ja/jira-software-cloud/resources/',
    '/ja/accounts/resources/',
    '/ja/jira-cloud-mobile-apps/resources/',
    '/ja/jira-software-cloud/docs/run-sprints-in-scrum/',
    '/ja/migration/docs/plan-your-cloud-migration/',
  ])('is not on the translated page %s', async (url) => {
    expect(notices(await page(url))).toEqual([]);
  });

  it('is on no English page', async () => {
    for (const url of [
      '/jira-software-cloud/docs/',
      '/accounts/resources/',
      '/migration/docs/plan-your-cloud-migration/',
    ]) {
      expect({ url, notices: notices(await page(url)) }).toEqual({ url, notices: [] });
    }
  });
});

describe('the interface words of the Japanese site', () => {
  it("names the header's logo link by the site, in each language", async () => {
    const [japanese, english] = await Promise.all([page('/ja/'), page('/')]);

    expect(japanese.querySelector('.hc-header__logo img')?.getAttribute('alt')).toBe('アトラシアン サポート');
    expect(english.querySelector('.hc-header__logo img')?.getAttribute('alt')).toBe('Atlassian Support');
  });

  it("gives every guide card of a Japanese docs home the message table's button, in Japanese", async () => {
    const doc = await page('/ja/jira-software-cloud/docs/');
    const buttons = [...doc.querySelectorAll('main .hc-card__button')];

    expect(buttons.length).toBeGreaterThan(1);
    expect(new Set(buttons.map((button) => button.textContent))).toEqual(new Set(['トピック一覧を表示']));
    expect(buttons.filter((button) => button.hasAttribute('lang'))).toEqual([]);
  });

  it('heads the sections of an untranslated legacy KB article in Japanese', async () => {
    const doc = await page('/ja/confluence-data-center/kb/site-xml-backup-fails-unable-to-write-to-backups-directory/');
    const headings = [...doc.querySelectorAll('.kb-section > h2')];

    expect(headings.map((heading) => [heading.firstChild?.textContent, langOf(heading)])).toEqual([
      ['概要', 'ja'],
      ['解決策', 'ja'],
    ]);
  });
});
