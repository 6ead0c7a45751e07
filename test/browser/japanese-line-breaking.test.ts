/**
 * Japanese line breaking (shared/styles/base.css): Japanese text keeps the strict kinsoku rules, so a
 * small kana or the long-vowel mark 'ー' never starts a line; headings and short UI text break
 * between phrases (`word-break: auto-phrase`); English inside a Japanese page keeps its own breaking;
 * English pages are untouched. Checked on the computed styles, which hold whatever fonts the machine
 * has, and on the layout at a phone's width.
 */
import type { Page } from 'playwright-core';
import { browserForFile, visit } from './support/browser';

const JA_TOPIC = '/ja/jira-software-cloud/docs/create-a-board/';
const EN_TOPIC = '/jira-software-cloud/docs/create-a-board/';

const session = browserForFile();
let page: Page;

async function open(path: string, width = 1280): Promise<void> {
  ({ page } = await session.open({ viewport: { width, height: 900 } }));
  await visit(page, path);
}

/** The line breaking of the first visible element matching each selector. */
function breaking(selectors: readonly string[]) {
  return page.evaluate(
    (list) =>
      list.map((selector) => {
        const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.checkVisibility());
        if (!element) return `${selector}: missing`;
        const { lineBreak, wordBreak } = getComputedStyle(element);
        return `${selector}: ${lineBreak} ${wordBreak}`;
      }),
    selectors,
  );
}

describe('a Japanese page', () => {
  it('keeps headings and the On this page links in phrases, under the strict kinsoku rules', async () => {
    await open(JA_TOPIC);

    expect(await breaking(['main h1', '.hc-article-body h2', '.toc__link'])).toEqual([
      'main h1: strict auto-phrase',
      '.hc-article-body h2: strict auto-phrase',
      '.toc__link: strict auto-phrase',
    ]);
  });

  it('breaks body text under the strict kinsoku rules, between any two characters as before', async () => {
    await open(JA_TOPIC);

    expect(await breaking(['.hc-article-body p', '.hc-article-body li'])).toEqual([
      '.hc-article-body p: strict normal',
      '.hc-article-body li: strict normal',
    ]);
  });

  it('keeps the normal breaking for English inside it, even inside a Japanese link kept in phrases', async () => {
    await open(JA_TOPIC);
    const english = await page.evaluate(() =>
      [...document.querySelectorAll('main [lang="en"]')]
        .filter((element) => element.checkVisibility() && (element.textContent ?? '').trim() !== '')
        .map((element) => {
          const own = getComputedStyle(element);
          const parent = element.parentElement ? getComputedStyle(element.parentElement) : undefined;
          return {
            own: `${own.lineBreak} ${own.wordBreak}`,
            insidePhrases: parent?.wordBreak === 'auto-phrase',
          };
        }),
    );

    expect(english.length).toBeGreaterThan(3);
    // Some of it sits inside Japanese text that keeps its phrases: it must not inherit that.
    expect(english.some(({ insidePhrases }) => insidePhrases)).toBe(true);
    expect(english.filter(({ own }) => own !== 'auto normal')).toEqual([]);
  });

  it.each(['/ja/', '/ja/contact/', JA_TOPIC])('fits %s into 390 px without sideways scroll', async (path) => {
    await open(path, 390);
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      headings: [...document.querySelectorAll('h1, h2, h3, .toc__link')]
        .filter((element) => element.checkVisibility() && element.scrollWidth > element.clientWidth + 1)
        .map((element) => (element.textContent ?? '').trim()),
    }));

    expect(overflow).toEqual({ page: 0, headings: [] });
  });
});

describe('an English page', () => {
  it('keeps the browser’s usual line breaking for headings and body text', async () => {
    await open(EN_TOPIC);

    expect(await breaking(['main h1', '.toc__link', '.hc-article-body p'])).toEqual([
      'main h1: auto normal',
      '.toc__link: auto normal',
      '.hc-article-body p: auto normal',
    ]);
  });
});
