/**
 * A topic printed (the print stylesheet of shared/styles/base.css): the chrome, the controls, the
 * video and the guide's previous and next cards are left off the paper, the article is printed whole,
 * and each link in it prints its absolute url after its text.
 */
import type { Page } from 'playwright-core';
import { browserForFile, visit } from './support/browser';

const TOPIC_WITH_VIDEO = '/jira-software-cloud/docs/create-a-board/';

const session = browserForFile();
let page: Page;

beforeEach(async () => {
  ({ page } = await session.open());
  await visit(page, TOPIC_WITH_VIDEO);
  // What the browser does when the visitor prints: the event first, then the print media.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
});

const shown = (selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);

it('leaves the chrome, the controls, the video and the guide cards off the paper', async () => {
  const printed = {
    header: await shown('.hc-header'),
    footer: await shown('.hc-footer'),
    pageTree: await shown('.hc-page-tree'),
    switch: await shown('.hc-deployment-switch'),
    feedback: await shown('.hc-helpful'),
    video: await shown('main .video'),
    guideCards: await shown('.hc-guide__neighbours'),
    title: await shown('main h1'),
    body: await shown('.hc-article-body'),
  };

  expect(printed).toEqual({
    header: 0,
    footer: 0,
    pageTree: 0,
    switch: 0,
    feedback: 0,
    video: 0,
    guideCards: 0,
    title: 1,
    body: 1,
  });
});

it('prints the absolute url after the text of a link in the article', async () => {
  const after = await page
    .locator('.hc-article-body a[href^="/"]')
    .first()
    .evaluate((link) => getComputedStyle(link, '::after').content);

  expect(after).toMatch(/^" \(http:\/\/127\.0\.0\.1:\d+\/.+\)"$/);
});
