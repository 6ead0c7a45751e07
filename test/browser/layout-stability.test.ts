/**
 * Nothing moves while a page loads (Lighthouse's CLS under 0.02, docs/adr/021-javascript-budget.md):
 * at phone width the columns of the documentation layouts stand in source order, so a part the
 * parser reaches later never appears above content already painted; and the copy buttons of code
 * blocks, shown by the script, take no more room than was reserved for them.
 */
import { browserForFile, MOBILE_VIEWPORT, visit } from './support/browser';

const KB = '/jira-software-data-center/kb/troubleshoot-indexing-problems-in-jira-data-center';
const PAGES = [
  ['a topic', '/jira-software-cloud/docs/invite-your-team/'],
  ['a KB article', `${KB}/how-to-rebuild-the-jira-index-from-the-database/`],
  ['a collection', '/jira-software-cloud/docs/manage-projects/'],
  ['a docs home', '/jira-software-cloud/docs/'],
] as const;

const session = browserForFile();

describe('layout stability while a page loads', () => {
  it.each(PAGES)('stacks the columns of %s in source order at phone width', async (_name, path) => {
    // Arrange
    const { page } = await session.open({ viewport: MOBILE_VIEWPORT, javaScriptEnabled: false });

    // Act
    await visit(page, path, { hydrate: false });
    const tops = await page.$$eval('.hc-page__columns > *', (children) =>
      children
        .filter((child) => child.getBoundingClientRect().height > 0)
        .map((child) => Math.round(child.getBoundingClientRect().top)),
    );

    // Assert
    expect(tops.length).toBeGreaterThan(1);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  it('keeps the height of a code block header when its copy button appears', async () => {
    // Arrange
    const { page } = await session.open({ viewport: MOBILE_VIEWPORT, javaScriptEnabled: false });
    await visit(page, `${KB}/how-to-rebuild-the-jira-index-from-the-database/`, { hydrate: false });

    // Act: what client/enhance-body.ts does once the clipboard is known to work.
    const heights = await page.$$eval('.code-block__header', (headers) =>
      headers.map((header) => {
        const before = header.getBoundingClientRect().height;
        const copy = header.querySelector<HTMLButtonElement>('button[data-copy-code]');
        if (copy) copy.hidden = false;
        return { before, after: header.getBoundingClientRect().height };
      }),
    );

    // Assert
    expect(heights.length).toBeGreaterThan(0);
    for (const { before, after } of heights) expect(after).toBe(before);
  });
});
