/**
 * Japanese pages whose content has no Japanese translation, in Chromium (WCAG 2.1 SC 3.1.2, Language
 * of Parts): after hydration, and after parts render afresh in the browser (a branch of the page
 * tree loaded from its file, the mobile menu), every English text is in an element whose computed
 * language (its closest `lang`) is English and every Japanese one in Japanese; axe finds nothing;
 * and the contact links lead to the Japanese forms.
 */
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { browserForFile, hydrateHeader, visit, type OpenedPage } from './support/browser';
import { contrast, over, parse } from './support/contrast';
import { poll } from './support/poll';

/** An untranslated topic of the sample space, and a translated one whose embedded blocks are translated too. */
const UNTRANSLATED_TOPIC = '/ja/jira-software-cloud/docs/configure-board-columns/';
const TRANSLATED_TOPIC = '/ja/jira-software-cloud/docs/create-a-board/';
/** A translated KB article whose embedded code blocks have English titles only. */
const TRANSLATED_KB_ARTICLE =
  '/ja/jira-software-data-center/kb/jira-fails-to-start-unable-to-acquire-jira-home-lock-file/';
const RESOURCES = '/ja/jira-software-cloud/resources/';

const session = browserForFile();
let opened: OpenedPage;
let page: Page;

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<void> {
  opened = await session.open({ viewport });
  page = opened.page;
  await visit(page, path);
}

/** The language an element is read in: the `lang` of its closest element that has one. */
function computedLang(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang') ?? null);
}

/** Every text of the page's body with its computed language and whether it is Japanese. */
function textsByLanguage(target: Page): Promise<{ japaneseInEnglish: string[]; english: number; japanese: number }> {
  return target.evaluate(() => {
    const japaneseWords = /[\u3040-\u30ff\u4e00-\u9fff]/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const japaneseInEnglish: string[] = [];
    let english = 0;
    let japanese = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || text === '' || parent.closest('script, style, template')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang');
      if (lang === 'en') english += 1;
      if (lang === 'ja') japanese += 1;
      if (japaneseWords.test(text) && lang !== 'ja') japaneseInEnglish.push(`${lang ?? '(none)'}: ${text}`);
    }
    return { japaneseInEnglish, english, japanese };
  });
}

describe('an untranslated Japanese topic', () => {
  it('reads its English title, body and contents in English and its Japanese words in Japanese', async () => {
    await open(UNTRANSLATED_TOPIC);

    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await computedLang(page.locator('h1'))).toBe('en');
    expect(await computedLang(page.locator('article [data-body-id] p').first())).toBe('en');
    expect(await computedLang(page.locator('.toc__link').first())).toBe('en');
    expect(await computedLang(page.locator('.toc__heading'))).toBe('ja');
    // Japanese labels inside the English body: the heading anchors' names.
    expect(await computedLang(page.locator('article [data-body-id] .heading-anchor').first())).toBe('ja');
    // The translated collection and the home page are Japanese; the untranslated crumbs English.
    const crumbs = page.locator('.hc-breadcrumbs__link');
    expect(await computedLang(crumbs.first())).toBe('ja');
    expect(await computedLang(crumbs.last())).toBe('en');
    // The translated collections show their Japanese titles in the sidebar, the untranslated topic its English one.
    const tree = page.locator('.hc-page-tree__list > li > .hc-page-tree__link');
    expect(await computedLang(tree.first())).toBe('ja');
    expect(await tree.first().textContent()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(await computedLang(tree.nth(1))).toBe('ja');
    const current = page.locator('.hc-page-tree__link[aria-current="page"]');
    expect(await current.textContent()).toBe('Configure board columns');
    expect(await computedLang(current)).toBe('en');

    const texts = await textsByLanguage(page);
    expect(texts.japaneseInEnglish).toEqual([]);
    expect(texts.english).toBeGreaterThan(20);
    expect(texts.japanese).toBeGreaterThan(20);
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('marks the titles of a page tree branch loaded from its file', async () => {
    await open(UNTRANSLATED_TOPIC);
    const item = page
      .locator('.hc-page-tree__list')
      .locator('xpath=.//li[a[normalize-space(.)="スクラムでスプリントを実行する"]]');
    const group = item.locator(':scope > details > .hc-page-tree__group');

    await item.locator(':scope > details > .hc-page-tree__toggle').focus();
    await page.keyboard.press('Enter');
    await poll(() => group.locator('[data-branch-link]').count(), 0);
    const children = group.locator(':scope > li > .hc-page-tree__link');

    expect(await children.count()).toBeGreaterThan(0);
    for (const child of await children.all()) expect(await computedLang(child)).toBe('en');
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it("reads the mobile menu's untranslated app names in English and its translated links in Japanese when it renders them afresh", async () => {
    await open(UNTRANSLATED_TOPIC, { width: 390, height: 844 });
    await hydrateHeader(page);

    await page.locator('button.hc-header__menu-button').click();
    const link = page.locator('.hc-side-panel__link', { hasText: 'システム ステータス' });
    await link.waitFor();
    expect(await computedLang(link)).toBe('ja');
    for (const topic of await page.locator('.hc-side-panel__topics a').all()) {
      const text = (await topic.textContent()) ?? '';
      expect({ text, lang: await computedLang(topic) }).toEqual({
        text,
        lang: /[\u3040-\u30ff\u4e00-\u9fff]/.test(text) ? 'ja' : 'en',
      });
    }

    await page.locator('#hc-mobile-menu').getByText('製品', { exact: true }).click();
    const app = page.locator('#hc-mobile-menu').getByText('Jira Software', { exact: true }).first();
    await app.waitFor();
    expect(await computedLang(app)).toBe('en');
    expect(opened.reports).toEqual({ console: [], pageErrors: [] });
  });

  it('has no axe violations', async () => {
    await open(UNTRANSLATED_TOPIC);

    const violations = await axeViolations(page);
    if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);
    expect(violations).toEqual([]);
  });
});

describe('a translated Japanese topic', () => {
  it('reads its own title and body, and the callout it embeds, in Japanese', async () => {
    await open(TRANSLATED_TOPIC);

    expect(await computedLang(page.locator('h1'))).toBe('ja');
    expect(await computedLang(page.locator('article [data-body-id] p').first())).toBe('ja');
    expect(await computedLang(page.locator('article [data-body-id] .callout .callout__title'))).toBe('ja');
    expect(await page.locator('article [data-body-id] .callout .callout__title').innerText()).toContain('必要な権限');
    expect((await textsByLanguage(page)).japaneseInEnglish).toEqual([]);

    const violations = await axeViolations(page);
    if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);
  });
});

describe('a translated Japanese KB article', () => {
  it('reads its own body in Japanese and the untranslated titles it embeds in English', async () => {
    await open(TRANSLATED_KB_ARTICLE);

    expect(await computedLang(page.locator('article [data-body-id] p').first())).toBe('ja');
    expect(await computedLang(page.locator('article [data-body-id] .code-block__title span').first())).toBe('en');
    expect(await computedLang(page.locator('article [data-body-id] .code-block__copy').first())).toBe('ja');
    expect((await textsByLanguage(page)).japaneseInEnglish).toEqual([]);

    const violations = await axeViolations(page);
    if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);
  });
});

describe('a Japanese resources page', () => {
  it('marks its English text, has no axe violations, and its contact links open the Japanese forms', async () => {
    await open(RESOURCES);

    // The page and its cards are translated; the related products' names stay English and say so.
    expect(await computedLang(page.locator('h1'))).toBe('ja');
    expect(await computedLang(page.locator('.hc-card__title', { hasText: 'Atlassian University' }))).toBe('ja');
    expect(await computedLang(page.getByRole('link', { name: 'Confluence Cloud', exact: true }))).toBe('en');
    expect(await computedLang(page.locator('.hc-contact-block__heading'))).toBe('ja');
    expect((await textsByLanguage(page)).japaneseInEnglish).toEqual([]);
    const violations = await axeViolations(page);
    if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);

    // The anonymous visitor's link to the product's form, followed as a visitor does.
    const anonymous = page.locator('.hc-contact-block__link');
    expect(await anonymous.getAttribute('href')).toBe('/ja/contact/?product=jira-software&anonymous=true');
    const [form] = await Promise.all([page.waitForNavigation(), anonymous.click()]);
    expect(form?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/ja/contact/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');

    // Contact support signs the visitor in, then comes back to the Japanese form.
    await visit(page, RESOURCES);
    const signIn = page.locator('.hc-contact-block__button');
    const target = new URL((await signIn.getAttribute('href'))!, 'https://support.example.com');
    expect(target.pathname.startsWith('/ja/login')).toBe(true);
    expect(target.searchParams.get('continue')).toBe('/ja/contact/?product=jira-software');
    await Promise.all([page.waitForNavigation(), signIn.click()]);
    // The Japanese sign-in page; the page it sends the visitor back to afterwards is the Japanese form.
    expect(new URL(page.url()).pathname).toBe('/ja/login/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    const back = await visit(page, target.searchParams.get('continue')!);
    expect(back.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  });
});

describe('the translated Japanese listing pages', () => {
  it.each(['/ja/jira-software-cloud/docs/', '/ja/accounts/resources/'])(
    'show %s with no untranslated notice and their title in Japanese',
    async (path) => {
      await open(path);

      expect(await page.locator('.hc-untranslated-notice').count()).toBe(0);
      expect(await computedLang(page.locator('h1'))).toBe('ja');
      expect(await page.locator('h1').textContent()).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    },
  );
});

describe.each([
  ['390 px, light', { width: 390, height: 844 }, 'light'],
  ['1,280 px, dark', { width: 1280, height: 900 }, 'dark'],
] as const)('the untranslated notice of Japanese listing pages at %s', (_name, viewport, colorScheme) => {
  it.each([
    '/ja/jira-software-cloud/docs/create-your-first-project/',
    '/ja/jira-software-cloud/docs/work-with-boards/',
    '/ja/jira-software-cloud/docs/set-up-your-site/',
  ])(
    'shows on %s, in Japanese, right below the title, legible and clear of it, with no axe violations',
    async (path) => {
      opened = await session.open({ viewport, colorScheme });
      page = opened.page;
      await visit(page, path);

      const notice = page.locator('.hc-untranslated-notice');
      expect(await notice.count()).toBe(1);
      expect(await notice.textContent()).toBe('このページはまだ日本語に翻訳されていないため、英語で表示しています。');
      expect(await computedLang(notice)).toBe('ja');
      expect(await notice.isVisible()).toBe(true);
      const seen = await notice.evaluate((element) => {
        const title = document.querySelector('h1')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const main = element.closest('main')!.getBoundingClientRect();
        let background = 'rgba(0, 0, 0, 0)';
        for (let at: Element | null = element; at && /rgba\(.*, 0\)$/.test(background); at = at.parentElement) {
          background = getComputedStyle(at).backgroundColor;
        }
        return {
          gap: box.top - title.bottom,
          inMain: box.left >= main.left && box.right <= main.right + 0.5,
          height: box.height,
          colour: getComputedStyle(element).color,
          background,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
      // Below the title, not over it, and not far from it.
      expect(seen.gap).toBeGreaterThanOrEqual(0);
      expect(seen.gap).toBeLessThan(64);
      expect(seen.inMain).toBe(true);
      expect(seen.height).toBeGreaterThan(20);
      const base = over(parse(seen.page), [255, 255, 255, 1]);
      expect(contrast(parse(seen.colour), over(parse(seen.background), base))).toBeGreaterThanOrEqual(4.5);
      expect((await textsByLanguage(page)).japaneseInEnglish).toEqual([]);
      expect(opened.reports).toEqual({ console: [], pageErrors: [] });

      const violations = await axeViolations(page);
      if (violations.length > 0) throw new Error(`axe found violations:\n${describeViolations(violations)}`);
    },
  );
});
