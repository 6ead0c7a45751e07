import type { PageBase } from '../../shared/types/page';
import { createMarkdownRenderer } from './markdown';
import { acceptsMarkdown, markdownTarget, markdownUrl } from './markdown-twins';

const BASE = 'https://support.example.com';
const renderer = createMarkdownRenderer(BASE);

function topic(html: string, title = 'Create a board'): PageBase {
  return {
    kind: 'topic',
    title,
    url: '/jira/docs/create-a-board/',
    body: { id: 'b', html, toc: [] },
  } as unknown as PageBase;
}

const meta = {
  product: 'Jira',
  deployment: 'Cloud',
  url: `${BASE}/jira/docs/create-a-board/`,
  lastUpdated: '2025-01-02T00:00:00.000Z',
};

describe('the Markdown of a page', () => {
  it('starts with front matter and the title as the only h1', () => {
    const markdown = renderer.page(topic('<p>Boards show work.</p>'), meta);
    expect(markdown).toBe(
      [
        '---',
        'title: "Create a board"',
        'product: "Jira"',
        'deployment: "Cloud"',
        `url: "${BASE}/jira/docs/create-a-board/"`,
        'last_updated: "2025-01-02T00:00:00.000Z"',
        '---',
        '',
        '# Create a board',
        '',
        'Boards show work.',
        '',
      ].join('\n'),
    );
  });

  it('escapes a hostile title in the front matter and the heading', () => {
    const markdown = renderer.page(topic('<p>x</p>', 'A "title"\n---\n# [link](javascript:alert(1)) *x*'), meta);
    expect(markdown).toContain('title: "A \\"title\\"\\n---\\n# [link](javascript:alert(1)) *x*"');
    expect(markdown).toContain('# A "title" --- # \\[link\\](javascript:alert(1)) \\*x\\*');
    expect(markdown.split('\n').filter((line) => line === '---')).toHaveLength(2);
  });

  it('keeps headings, lists, tables and code blocks with their language', () => {
    const markdown = renderer.page(
      topic(
        '<h2 id="steps">Steps</h2><ol><li>One</li><li>Two</li></ol>' +
          '<div class="table-wrap" role="region" tabindex="0" aria-labelledby="t-table-1 steps"><span id="t-table-1" hidden>Table 1</span>' +
          '<table><thead><tr><th>Key</th><th>Value</th></tr></thead><tbody><tr><td>a|b</td><td>c</td></tr></tbody></table></div>' +
          '<figure class="code-block"><figcaption class="code-block__header"><span class="code-block__title">Shell</span><button>Copy</button></figcaption>' +
          '<pre class="code-block__pre"><code class="hljs language-bash"><span class="hljs-built_in">echo</span> hi</code></pre>' +
          '<span class="visually-hidden" role="status"></span></figure>',
      ),
      meta,
    );
    expect(markdown).toContain('## Steps');
    expect(markdown).toMatch(/1\. {1,3}One\n2\. {1,3}Two/);
    expect(markdown).toContain('| Key | Value |\n| --- | --- |\n| a\\|b | c |');
    expect(markdown).not.toContain('Table 1');
    expect(markdown).toContain('```bash\necho hi\n```');
    expect(markdown).not.toContain('Copy');
  });

  it('turns callouts into GitHub alerts without their hidden label', () => {
    const markdown = renderer.page(
      topic(
        '<div class="callout callout--warning" role="note"><span class="callout__icon"><svg></svg></span>' +
          '<div class="callout__content"><p class="callout__title"><span class="visually-hidden">Warning: </span>Careful</p><p>Back up first.</p></div></div>',
      ),
      meta,
    );
    expect(markdown).toContain('> [!WARNING]\n> **Careful**\n>\n> Back up first.');
  });

  it('makes links and images absolute', () => {
    const markdown = renderer.page(
      topic(
        '<p><a href="/jira/docs/x/">X</a> <a href="https://other.example/">O</a> <img src="/content-assets/a.png" alt="A"></p>',
      ),
      meta,
    );
    expect(markdown).toContain(`[X](${BASE}/jira/docs/x/)`);
    expect(markdown).toContain('[O](https://other.example/)');
    expect(markdown).toContain(`![A](${BASE}/content-assets/a.png)`);
  });

  it('lists the cards of a collection as links with their descriptions', () => {
    const collection = {
      kind: 'collection',
      title: 'Get started',
      url: '/jira/docs/get-started/',
      description: 'Start here',
      cards: [{ id: 'c', title: 'Boards', url: '/jira/docs/boards/', description: 'Working with boards' }],
    } as unknown as PageBase;
    const markdown = renderer.page(collection, meta);
    expect(markdown).toContain('Start here');
    expect(markdown).toMatch(new RegExp(`- +\\[Boards\\]\\(${BASE}/jira/docs/boards/\\): Working with boards`));
  });
});

describe('Markdown urls', () => {
  it('replace the trailing slash with .md, under the locale prefix', () => {
    expect(markdownUrl('/jira/docs/create-a-board/', 'en-US')).toBe('/jira/docs/create-a-board.md');
    expect(markdownUrl('/jira/docs/', 'ja-JP')).toBe('/ja/jira/docs.md');
  });

  it('are read back to the page url and locale', () => {
    expect(markdownTarget('/jira/docs/create-a-board.md', undefined)).toEqual({
      url: '/jira/docs/create-a-board/',
      locale: 'en-US',
    });
    expect(markdownTarget('/ja/jira/docs.md', undefined)).toEqual({ url: '/jira/docs/', locale: 'ja-JP' });
    expect(markdownTarget('/jira/docs/.md', undefined)).toBeUndefined();
    expect(markdownTarget('/.md', undefined)).toBeUndefined();
    expect(markdownTarget('/jira/docs/', 'text/html')).toBeUndefined();
    expect(markdownTarget('/jira/docs/', 'text/markdown')).toEqual({ url: '/jira/docs/', locale: 'en-US' });
  });

  it('are negotiated only when Markdown is preferred to html', () => {
    expect(acceptsMarkdown('text/markdown')).toBe(true);
    expect(acceptsMarkdown('text/markdown, text/html;q=0.5')).toBe(true);
    expect(acceptsMarkdown('text/html, text/markdown;q=0.9')).toBe(false);
    expect(acceptsMarkdown('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(false);
    expect(acceptsMarkdown('*/*')).toBe(false);
    expect(acceptsMarkdown(undefined)).toBe(false);
  });
});
