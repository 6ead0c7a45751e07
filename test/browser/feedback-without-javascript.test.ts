/**
 * 'Was this helpful?' without JavaScript, as a person answers it (docs/adr/054 addendum): the question
 * and its two buttons are shown, No is sent and the page comes back at the block with No marked and
 * the reasons, a reason is sent and the page thanks the visitor. In English on a desktop in light and
 * in Japanese on a 390 px phone in dark; each step passes axe and nothing scrolls sideways.
 */
import type { Locator, Page } from 'playwright-core';
import { axeViolationsWithoutJavaScript as axeViolations, describeViolations } from './support/axe';
import { browserForFile, visit } from './support/browser';
import { contrast, over, parse } from './support/contrast';

const session = browserForFile();
const TOPIC = '/confluence-cloud/docs/set-space-permissions/';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** How a button looks: its size, its fill and the contrast of its text against the page. */
async function looks(button: Locator) {
  const seen = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      width: box.width,
      height: box.height,
      fill: style.backgroundColor,
      text: style.color,
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
  const canvas = over(parse(seen.page), [255, 255, 255, 1]);
  const fill = over(parse(seen.fill), canvas);
  return {
    big: seen.width >= 24 && seen.height >= 24,
    fill: seen.fill,
    textContrast: contrast(over(parse(seen.text), fill), fill),
  };
}

/** Whether the block is on screen, its top within the viewport. */
const inView = (block: Locator) =>
  block.evaluate((element) => {
    const top = element.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight;
  });

describe.each([
  {
    name: 'in English on a desktop',
    path: TOPIC,
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light' as const,
    texts: {
      question: 'Was this helpful?',
      yes: 'Yes',
      no: 'No',
      reasonsHeading: 'What went wrong?',
      reasons: ["It wasn't accurate", "It wasn't clear", "It wasn't relevant"],
      thanks: 'Thanks for your feedback.',
    },
  },
  {
    name: 'in Japanese on a phone',
    path: `/ja${TOPIC}`,
    viewport: { width: 390, height: 844 },
    colorScheme: 'dark' as const,
    texts: {
      question: 'この記事は役に立ちましたか？',
      yes: 'はい',
      no: 'いいえ',
      reasonsHeading: '問題点を教えてください',
      reasons: ['正確ではなかった', 'わかりにくかった', '関連性がなかった'],
      thanks: 'フィードバックをありがとうございました。',
    },
  },
])("'Was this helpful?' without JavaScript $name", ({ path, viewport, colorScheme, texts }) => {
  it('shows the question, takes No, offers the reasons, takes one and thanks the visitor', async () => {
    const { page, reports } = await session.open({ javaScriptEnabled: false, viewport, colorScheme });
    await visit(page, path, { hydrate: false });
    // The block is a region named by its question (checked below); found by its id, which the post returns to.
    const block = page.locator('#was-this-helpful');
    const yes = block.getByRole('button', { name: texts.yes, exact: true });
    const no = block.getByRole('button', { name: texts.no, exact: true });

    // The question and both answers, readable and big enough to press; the scripted block is hidden.
    expect(await block.isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: texts.question }).getAttribute('id')).toBe('was-this-helpful');
    expect(await page.locator('.hc-helpful').isVisible()).toBe(false);
    expect(await block.getByRole('button').allTextContents()).toEqual([texts.yes, texts.no]);
    for (const button of [yes, no]) {
      const look = await looks(button);
      expect(look.big).toBe(true);
      expect(look.textContrast).toBeGreaterThanOrEqual(4.5);
    }
    expect(describeViolations(await axeViolations(page))).toBe('');

    // No: the page comes back at the block, No marked, and the reasons to pick from.
    await Promise.all([page.waitForURL(/\?feedback=no#was-this-helpful$/), no.click()]);
    expect(await inView(block)).toBe(true);
    expect(await no.getAttribute('aria-pressed')).toBe('true');
    expect(await yes.getAttribute('aria-pressed')).toBe('false');
    expect((await looks(no)).fill).not.toBe((await looks(yes)).fill);
    expect(await block.getByText(texts.reasonsHeading).isVisible()).toBe(true);
    const reasons = block.getByRole('form', { name: texts.reasonsHeading }).getByRole('button');
    expect(await reasons.allTextContents()).toEqual(texts.reasons);
    for (const reason of await reasons.all()) expect(await reason.isVisible()).toBe(true);
    expect(await block.getByRole('status').count()).toBe(0);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await sideways(page)).toBe(false);

    // A reason: the list is gone and the visitor is thanked, No still marked.
    await Promise.all([
      page.waitForURL(/\?feedback=reason#was-this-helpful$/),
      block.getByRole('button', { name: texts.reasons[1], exact: true }).click(),
    ]);
    expect(await inView(block)).toBe(true);
    expect(await block.getByRole('status').textContent()).toBe(texts.thanks);
    expect(await block.getByRole('status').isVisible()).toBe(true);
    expect(await block.getByRole('button').allTextContents()).toEqual([texts.yes, texts.no]);
    expect(await no.getAttribute('aria-pressed')).toBe('true');
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await sideways(page)).toBe(false);

    // Nobody else is thanked: the page without the step is the one everybody gets.
    await visit(page, path, { hydrate: false });
    expect(await block.getByRole('status').count()).toBe(0);
    expect(await no.getAttribute('aria-pressed')).toBe('false');
    expect(reports).toEqual({ console: [], pageErrors: [] });
    // Three pages checked by axe, each in a copy of its own.
  }, 150_000);
});
