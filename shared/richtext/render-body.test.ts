import type { Document } from '@contentful/rich-text-types';
import { CODE_LANGUAGES } from '../../content/model/content-types';
import {
  ArticleBodyMissingError,
  MissingLinkedEntryError,
  RichTextHeadingError,
  EmbeddedEntryCycleError,
  UnsupportedBlockError,
} from '../errors';
import type { Asset, Entry } from '../types/content';
import {
  assetLink,
  block,
  doc,
  embeddedBlock,
  embeddedInline,
  entry,
  entryLink,
  heading,
  imageAsset,
  inline,
  paragraph,
  text,
} from './document-builders';
import fc from 'fast-check';
import { bodyInputOf, bodyToc, renderBody, type BodyInput, type RichTextContext } from './render-body';
import { iconSvg } from './icons';

function context(
  entries: Entry[] = [],
  assets: Asset[] = [],
  overrides: Partial<RichTextContext> = {},
): RichTextContext & { errors: unknown[][] } {
  const errors: unknown[][] = [];
  const byId = new Map(entries.map((item) => [item.id, item]));
  const assetsById = new Map(assets.map((item) => [item.id, item]));
  return {
    entry: (id) => byId.get(id),
    asset: (id) => assetsById.get(id),
    urlOf: (id) => (byId.get(id)?.contentType === 'topic' ? `/jira/docs/${id}/` : undefined),
    flags: { isVideoEnabled: true },
    locale: 'en-US',
    logger: { error: (...args: unknown[]) => errors.push(args) },
    errors,
    ...overrides,
  };
}

function richText(document: Document, ctx: RichTextContext = context()) {
  return renderBody({ kind: 'richText', id: 'body-1', document }, ctx);
}

describe('renderBody with a rich-text document', () => {
  it('renders paragraphs, lists, quotes and rules as semantic html', () => {
    const { html } = richText(
      doc(
        paragraph(text('Intro')),
        block('unordered-list', [block('list-item', [paragraph(text('one'))])]),
        block('ordered-list', [block('list-item', [paragraph(text('first'))])]),
        block('blockquote', [paragraph(text('quoted'))]),
        block('hr'),
      ),
    );
    expect(html).toBe(
      '<p>Intro</p><ul><li><p>one</p></li></ul><ol><li><p>first</p></li></ol><blockquote><p>quoted</p></blockquote><hr>',
    );
  });

  it('renders every mark with its semantic element', () => {
    const { html } = richText(
      doc(
        paragraph(
          text('b', 'bold'),
          text('i', 'italic'),
          text('u', 'underline'),
          text('c', 'code'),
          text('sup', 'superscript'),
          text('sub', 'subscript'),
          text('s', 'strikethrough'),
        ),
      ),
    );
    expect(html).toBe('<p><strong>b</strong><em>i</em><u>u</u><code>c</code><sup>sup</sup><sub>sub</sub><s>s</s></p>');
  });

  it('escapes text so markup in content stays text', () => {
    const { html } = richText(doc(paragraph(text('<script>alert("x")</script> & \'q\''))));
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;</p>');
  });

  it('drops empty paragraphs', () => {
    expect(richText(doc(paragraph(text('a')), paragraph(text('')))).html).toBe('<p>a</p>');
  });

  it('renders tables with a header row as column headers and header cells elsewhere as row headers', () => {
    const { html } = richText(
      doc(
        block('table', [
          block('table-row', [
            block('table-header-cell', [paragraph(text('Name'))]),
            block('table-header-cell', [paragraph(text('Value'))]),
          ]),
          block('table-row', [
            block('table-header-cell', [paragraph(text('Size'))]),
            block('table-cell', [paragraph(text('<1 MB'))], { colspan: 2 }),
          ]),
        ]),
      ),
    );
    expect(html).toBe(
      '<div class="table-wrap" role="region" tabindex="0" aria-label="Table 1"><table>' +
        '<thead><tr><th scope="col"><p>Name</p></th><th scope="col"><p>Value</p></th></tr></thead>' +
        '<tbody><tr><th scope="row"><p>Size</p></th><td colspan="2"><p>&lt;1 MB</p></td></tr></tbody></table></div>',
    );
  });

  it('gives external hyperlinks rel="noopener noreferrer" and leaves site links alone', () => {
    const { html } = richText(
      doc(
        paragraph(
          inline('hyperlink', [text('ext')], { uri: 'https://example.com/?a=1&b="2"' }),
          inline('hyperlink', [text('site')], { uri: '/jira/docs/' }),
          inline('hyperlink', [text('mail')], { uri: 'mailto:help@example.com' }),
        ),
      ),
    );
    expect(html).toBe(
      '<p><a href="https://example.com/?a=1&amp;b=&quot;2&quot;" rel="noopener noreferrer">ext</a>' +
        '<a href="/jira/docs/">site</a><a href="mailto:help@example.com">mail</a></p>',
    );
  });

  it('renders a hyperlink with a script url as plain text', () => {
    const { html } = richText(doc(paragraph(inline('hyperlink', [text('x')], { uri: ' JaVa\tScript:alert(1)' }))));
    expect(html).toBe('<p>x</p>');
  });

  it('resolves entry hyperlinks to site urls through urlOf', () => {
    const ctx = context([entry('topic-1', 'topic', {})]);
    const { html } = richText(doc(paragraph(inline('entry-hyperlink', [text('Boards')], entryLink('topic-1')))), ctx);
    expect(html).toBe('<p><a href="/jira/docs/topic-1/">Boards</a></p>');
  });

  it('links an entry hyperlink to an anchor entry to its fragment', () => {
    const ctx = context([entry('a1', 'anchor', { anchorId: 'limits' })]);
    const { html } = richText(doc(paragraph(inline('entry-hyperlink', [text('Limits')], entryLink('a1')))), ctx);
    expect(html).toBe('<p><a href="#limits">Limits</a></p>');
  });

  it('renders the text of an entry hyperlink whose entry has no page url and logs it', () => {
    const ctx = context([entry('card-1', 'card', {})]);
    const { html } = richText(doc(paragraph(inline('entry-hyperlink', [text('Card')], entryLink('card-1')))), ctx);
    expect(html).toBe('<p>Card</p>');
    expect(ctx.errors).toHaveLength(1);
  });

  it('keeps the text of a link to an unknown entry and logs the entry and the node', () => {
    const ctx = context();
    const { html } = richText(doc(paragraph(inline('entry-hyperlink', [text('x')], entryLink('gone')))), ctx);
    expect(html).toBe('<p>x</p>');
    expect(ctx.errors).toHaveLength(1);
    expect(ctx.errors[0]?.[0]).toMatchObject({
      err: new MissingLinkedEntryError('gone'),
      bodyId: 'body-1',
      node: 'entry-hyperlink',
      targetId: 'gone',
    });
    expect(ctx.errors[0]?.[1]).toContain(
      'No corresponding entry was found for the ID gone included in the rich text node.',
    );
  });

  it('links asset hyperlinks to the asset url', () => {
    const ctx = context([], [imageAsset('asset-1', '//images.ctfassets.net/a/b.png')]);
    const { html } = richText(doc(paragraph(inline('asset-hyperlink', [text('file')], assetLink('asset-1')))), ctx);
    expect(html).toBe('<p><a href="https://images.ctfassets.net/a/b.png" rel="noopener noreferrer">file</a></p>');
  });

  it('keeps the text of a link to an unknown asset and logs it', () => {
    const ctx = context();
    expect(richText(doc(paragraph(inline('asset-hyperlink', [text('x')], assetLink('nope')))), ctx).html).toBe(
      '<p>x</p>',
    );
    expect(ctx.errors[0]?.[0]).toMatchObject({ err: new MissingLinkedEntryError('nope'), node: 'asset-hyperlink' });
  });

  it('renders an embedded image asset with its size', () => {
    const ctx = context([], [imageAsset('img', '//img/x.png', 640, 480)]);
    const { html } = richText(doc(block('embedded-asset-block', [], assetLink('img'))), ctx);
    expect(html).toBe(
      '<div class="kb-image"><img class="kb-image__img" src="https://img/x.png" alt="Image img" width="640" height="480" loading="lazy" decoding="async"></div>',
    );
  });
});

describe('renderBody headings', () => {
  it('throws a heading error for a top-level heading 1', () => {
    expect(() => richText(doc(heading(1, 'Title')))).toThrow(RichTextHeadingError);
    expect(() => richText(doc(heading(1, 'Title')))).toThrow(/top-level heading 1/);
  });

  it('re-levels headings so the shallowest becomes h2 and builds the table of contents', () => {
    const body = richText(doc(heading(3, 'Before you begin'), heading(4, 'Check access'), heading(5, 'Deep')));
    expect(body.html).toBe(
      '<h2 id="before-you-begin">Before you begin</h2><h3 id="check-access">Check access</h3><h4 id="deep">Deep</h4>',
    );
    expect(body.toc).toEqual([
      { id: 'before-you-begin', text: 'Before you begin', level: 2 },
      { id: 'check-access', text: 'Check access', level: 3 },
    ]);
  });

  it('makes ids from lower-cased words without punctuation, unique with numeric suffixes', () => {
    const body = richText(doc(heading(2, 'What’s new?  Jira & Confluence'), heading(2, 'Setup'), heading(2, 'Setup')));
    expect(body.toc.map((entry) => entry.id)).toEqual(['whats-new-jira-confluence', 'setup', 'setup-2']);
  });

  it('keeps heading ids clear of inline anchor ids', () => {
    const ctx = context([entry('a1', 'anchor', { anchorId: 'setup' })]);
    const body = richText(doc(heading(2, 'Setup'), paragraph(text('x'), embeddedInline('a1'))), ctx);
    expect(body.toc[0]?.id).toBe('setup-2');
    expect(body.html).toContain('<span id="setup"></span>');
  });

  it('removes blank headings', () => {
    const body = richText(doc(heading(2, '   '), paragraph(text('a'))));
    expect(body.html).toBe('<p>a</p>');
    expect(body.toc).toEqual([]);
  });

  it('turns headings more than 4 levels below the top into bold paragraphs', () => {
    const body = renderBody({ kind: 'html', id: 'h', html: '<h1>Top</h1><h6>Too deep</h6>' }, context());
    expect(body.html).toBe('<h2 id="top">Top</h2><p><strong>Too deep</strong></p>');
  });

  it('renders headings nested inside other blocks as bold paragraphs outside the outline', () => {
    const body = richText(doc(block('blockquote', [heading(2, 'Quoted')])));
    expect(body.html).toBe('<blockquote><p><strong>Quoted</strong></p></blockquote>');
    expect(body.toc).toEqual([]);
  });
});

describe('renderBody embedded entries', () => {
  const calloutBody = doc(paragraph(text('Back up first.')));

  it.each([
    ['Discovery', 'discovery'],
    ['New', 'discovery'],
    ['Information', 'information'],
    ['Success', 'success'],
    ['Tip', 'success'],
    ['Warning', 'warning'],
    ['Caution', 'warning'],
  ])('renders a %s callout in the %s colour with an icon and a hidden label', (appearance, tone) => {
    const ctx = context([entry('c1', 'callout', { heading: 'Before you start', appearance, body: calloutBody })]);
    const { html } = richText(doc(embeddedBlock('c1')), ctx);
    expect(html).toContain(`<div class="callout callout--${tone}" role="note">`);
    expect(html).toContain('<svg');
    expect(html).toContain(
      `<p class="callout__title"><span class="visually-hidden">${appearance}: </span>Before you start</p>`,
    );
    expect(html).toContain('<p>Back up first.</p>');
  });

  it('renders a code block highlighted on the server with a hidden copy button and a live region', () => {
    const ctx = context([
      entry('k1', 'codeBlock', { title: 'Query', code: 'SELECT * FROM t WHERE a < 1;', language: 'SQL' }),
    ]);
    const { html } = richText(doc(embeddedBlock('k1')), ctx);
    expect(html).toContain('<span class="code-block__title">Query</span>');
    expect(html).toContain('<code class="hljs language-sql"><span class="hljs-keyword">SELECT</span>');
    expect(html).toContain('<span class="hljs-operator">&lt;</span>');
    expect(html).toMatch(
      /<button type="button" class="code-block__copy" data-copy-code [^>]*hidden>Copy code<\/button>/,
    );
    expect(html).toContain('role="status" aria-live="polite" data-copy-status');
  });

  it.each(CODE_LANGUAGES.map((language) => [language]))('highlights %s code without throwing', (language) => {
    const ctx = context([entry('k', 'codeBlock', { code: 'x = "<script>"', language })]);
    const { html } = richText(doc(embeddedBlock('k')), ctx);
    expect(html).not.toContain('<script');
  });

  it('renders a KB image lazily with the asset size', () => {
    const image = imageAsset('img', '//images.ctfassets.net/x.png', 800, 600);
    const ctx = context([entry('i1', 'kbImage', { altText: 'The board "settings"', image })]);
    expect(richText(doc(embeddedBlock('i1')), ctx).html).toBe(
      '<div class="kb-image"><img class="kb-image__img" src="https://images.ctfassets.net/x.png" alt="The board &quot;settings&quot;" width="800" height="600" loading="lazy" decoding="async"></div>',
    );
  });

  it('renders a video as a poster button that carries the privacy-friendly embed url', () => {
    const ctx = context([
      entry('v1', 'video', {
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        title: 'Create a board',
        description: 'Two minutes.',
      }),
    ]);
    const { html } = richText(doc(embeddedBlock('v1')), ctx);
    expect(html).toContain('data-embed-url="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('<span class="visually-hidden">Play video: </span>Create a board');
    expect(html).toContain('<p class="video__description">Two minutes.</p>');
  });

  it('renders the video error text and reports the reason for an unsupported url', () => {
    const ctx = context([entry('v1', 'video', { videoUrl: 'https://example.com/v/1', title: 'T' })]);
    const { html } = richText(doc(embeddedBlock('v1')), ctx);
    expect(html).toContain('This video cannot be displayed. Please contact support if you believe this is an error.');
    expect(ctx.errors[0]?.[1]).toBe('Unsupported video service or invalid URL');
  });

  it('puts a neutral note with a link to the video on its site where an unsupported video would play', () => {
    const ctx = context([
      entry('v1', 'video', {
        videoUrl: 'https://www.dailymotion.com/video/x8q2k7m',
        title: 'Blank portal',
        description: 'A customer recording.',
      }),
    ]);
    const { html } = richText(doc(embeddedBlock('v1')), ctx);
    expect(html).toBe(
      '<div class="video video--unavailable"><div class="video__notice" role="note">' +
        `<span class="video__notice-icon">${iconSvg('info')}</span><div class="video__notice-content">` +
        '<p class="video__notice-title">Blank portal</p>' +
        '<p class="video__notice-text">This video cannot be displayed. Please contact support if you believe this is an error.</p>' +
        '<p class="video__notice-action"><a class="video__notice-link" href="https://www.dailymotion.com/video/x8q2k7m" rel="noopener noreferrer">Open the video on its site</a></p>' +
        '</div></div><p class="video__description">A customer recording.</p></div>',
    );
  });

  it('offers no link for a video url that is not an http(s) url', () => {
    const ctx = context([entry('v1', 'video', { videoUrl: 'javascript:alert(1)', title: 'T' })]);
    const { html } = richText(doc(embeddedBlock('v1')), ctx);
    expect(html).toContain('This video cannot be displayed.');
    expect(html).not.toContain('<a');
    expect(ctx.errors[0]?.[1]).toBe('Unsupported video service or invalid URL');
  });

  it('renders nothing for a video when the video flag is off', () => {
    const ctx = context([entry('v1', 'video', { videoUrl: 'https://vimeo.com/1', title: 'T' })], [], {
      flags: { isVideoEnabled: false },
    });
    expect(richText(doc(paragraph(text('Watch')), embeddedBlock('v1')), ctx).html).toBe('<p>Watch</p>');
  });

  it('renders an inline anchor entry as an empty span with its id', () => {
    const ctx = context([entry('a1', 'anchor', { anchorId: 'permissions' })]);
    expect(richText(doc(paragraph(text('See'), embeddedInline('a1'))), ctx).html).toBe(
      '<p>See<span id="permissions"></span></p>',
    );
  });

  it('renders an inline text fragment as inline rich text', () => {
    const fragment = entry('f1', 'textFragment', {
      textFragmentId: 'product-name',
      text: doc(paragraph(text('Jira', 'bold')), paragraph(text('Cloud'))),
    });
    expect(richText(doc(paragraph(text('Use '), embeddedInline('f1'))), context([fragment])).html).toBe(
      '<p>Use <strong>Jira</strong> Cloud</p>',
    );
  });

  it('logs a text fragment that fails to render and renders the rest of the paragraph', () => {
    const fragment = entry('f1', 'textFragment', { textFragmentId: 'x', text: doc(paragraph(embeddedInline('f1'))) });
    const ctx = context([fragment]);
    expect(richText(doc(paragraph(text('Use '), embeddedInline('f1'))), ctx).html).toBe('<p>Use </p>');
    expect(ctx.errors[0]?.[0]).toMatchObject({ err: expect.any(EmbeddedEntryCycleError) as unknown });
  });

  it('leaves out a callout whose body embeds the same callout and logs the cycle', () => {
    const ctx = context([entry('c1', 'callout', { appearance: 'Tip', body: doc(embeddedBlock('c1')) })]);
    const { html } = richText(doc(paragraph(text('Before')), embeddedBlock('c1')), ctx);
    expect(html).toContain('<p>Before</p>');
    expect(ctx.errors.map(([fields]) => (fields as { err: unknown }).err)).toContainEqual(
      expect.any(EmbeddedEntryCycleError),
    );
  });

  it('leaves out an unsupported block entry type with the message of SPEC.md', () => {
    const ctx = context([entry('p1', 'product', {})]);
    expect(richText(doc(paragraph(text('Rest')), embeddedBlock('p1')), ctx).html).toBe('<p>Rest</p>');
    expect(ctx.errors[0]?.[0]).toMatchObject({ err: expect.any(UnsupportedBlockError) as unknown, targetId: 'p1' });
    expect(ctx.errors[0]?.[1]).toContain('Rendering the entry type product in block format is not supported');
  });

  it('leaves out an unsupported inline entry type with the message of SPEC.md', () => {
    const ctx = context([entry('c1', 'callout', {})]);
    expect(richText(doc(paragraph(text('Rest'), embeddedInline('c1'))), ctx).html).toBe('<p>Rest</p>');
    expect(ctx.errors[0]?.[1]).toContain('Rendering the entry type callout in inline format is not supported');
  });

  it('leaves out an embedded entry that does not exist and renders the rest', () => {
    const ctx = context();
    expect(richText(doc(embeddedBlock('missing'), paragraph(text('After'))), ctx).html).toBe('<p>After</p>');
    expect(ctx.errors[0]?.[1]).toContain(
      'No corresponding entry was found for the ID missing included in the rich text node.',
    );
  });

  it('shows editors a marker naming the problem where a node failed in preview', () => {
    const ctx = context([], [], { preview: true });
    const { html } = richText(doc(embeddedBlock('missing'), paragraph(text('After'))), ctx);
    expect(html).toBe(
      '<span class="content-problem" role="note" data-node="embedded-entry-block">This part of the page could not be shown: ' +
        'No corresponding entry was found for the ID missing included in the rich text node.</span><p>After</p>',
    );
  });

  it('throws ArticleBodyMissingError for a document that renders to nothing', () => {
    expect(() => richText(doc())).toThrow(new ArticleBodyMissingError());
    expect(() => richText(doc(paragraph(text('  ')), embeddedBlock('missing')))).toThrow('Article body is missing');
  });
});

describe('renderBody with html and legacy KB bodies', () => {
  it('sanitises html bodies against the allowlist', () => {
    const { html } = renderBody(
      {
        kind: 'html',
        id: 'h',
        html:
          '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
          '<a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_blank">ok</a>' +
          '<img src="https://i/x.png" alt="x" onerror="e()" width="10" height="5"></p>',
      },
      context(),
    );
    expect(html).toBe(
      '<p>Hi<a>bad</a><a href="https://example.com" rel="noopener noreferrer">ok</a>' +
        '<img src="https://i/x.png" alt="x" width="10" height="5" loading="lazy" decoding="async" /></p>',
    );
  });

  it('keeps tables, code and lists in html bodies, and makes code blocks reachable from the keyboard', () => {
    const table = '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    const source = `${table}<pre><code>x &lt; y</code></pre><ol><li>a</li></ol>`;

    const html = renderBody({ kind: 'html', id: 'h', html: source }, context()).html;

    expect(
      html.startsWith(`<div class="table-wrap" role="region" tabindex="0" aria-label="Table 1">${table}</div>`),
    ).toBe(true);
    expect(html.endsWith('<ol><li>a</li></ol>')).toBe(true);
    expect(html).toContain('<pre class="code-block__pre" tabindex="0"><code>x &lt; y</code></pre>');
  });

  it('gives every preformatted block of an html body a code block figure with a hidden copy button and a polite status', () => {
    const source = '<p>Run:</p><pre>one</pre><ul><li><pre class="x" tabindex="-1"><code>two</code></pre></li></ul>';

    const html = renderBody({ kind: 'html', id: 'h', html: source }, context()).html;
    const figures = html.match(/<figure class="code-block">.*?<\/figure>/g) ?? [];

    expect(figures).toHaveLength(2);
    expect(figures[0]).toContain('<pre class="code-block__pre" tabindex="0">one</pre>');
    expect(figures[1]).toContain('<pre class="code-block__pre" tabindex="0"><code>two</code></pre>');
    for (const figure of figures) {
      expect(figure).toContain('<span class="code-block__title">Code</span>');
      expect(figure).toMatch(
        /<button type="button" class="code-block__copy" data-copy-code [^>]*hidden>Copy code<\/button>/,
      );
      expect(figure).toContain('data-copied-short-label="Copied"');
      expect(figure).toContain('role="status" aria-live="polite" data-copy-status');
    }
  });

  it('leaves a preformatted block holding another one unsplit, framing only the inner one', () => {
    const html = renderBody({ kind: 'html', id: 'h', html: '<pre>a<pre>b</pre>c</pre>' }, context()).html;

    expect(html.match(/<figure class="code-block">/g)).toHaveLength(1);
    expect(html.startsWith('<pre tabindex="0">a<figure class="code-block">')).toBe(true);
    expect(html).toContain('<pre class="code-block__pre" tabindex="0">b</pre>');
    expect(html.endsWith('</figure>c</pre>')).toBe(true);
  });

  it('renders legacy KB sections in order under capitalised h2 headings, only those present', () => {
    const body = renderBody(
      {
        kind: 'legacyKb',
        id: 'kb',
        sections: { solution: '<p>Restart.</p>', summary: '<p>Boards fail.<script>x</script></p>', cause: '  ' },
      },
      context(),
    );
    expect(body.html).toBe(
      '<section class="kb-section kb-section--summary" aria-labelledby="summary"><h2 id="summary">Summary</h2><p>Boards fail.</p></section>' +
        '<section class="kb-section kb-section--solution" aria-labelledby="solution"><h2 id="solution">Solution</h2><p>Restart.</p></section>',
    );
    expect(body.toc).toEqual([
      { id: 'summary', text: 'Summary', level: 2 },
      { id: 'solution', text: 'Solution', level: 2 },
    ]);
  });

  it('nests headings inside a legacy section below its h2', () => {
    const body = renderBody(
      { kind: 'legacyKb', id: 'kb', sections: { diagnosis: '<h1>Logs</h1><h2>Grep</h2>' } },
      context(),
    );
    expect(body.html).toContain('<h3 id="logs">Logs</h3><h4 id="grep">Grep</h4>');
    expect(body.toc).toEqual([
      { id: 'diagnosis', text: 'Diagnosis', level: 2 },
      { id: 'logs', text: 'Logs', level: 3 },
    ]);
  });

  it.each([
    ['a rich-text body without a document', { kind: 'richText', id: 'x', document: undefined }],
    ['an empty html body', { kind: 'html', id: 'x', html: '  ' }],
    ['a legacy body without sections', { kind: 'legacyKb', id: 'x', sections: {} }],
  ])('throws ArticleBodyMissingError for %s', (_name, input) => {
    expect(() => renderBody(input as never, context())).toThrow(new ArticleBodyMissingError());
    expect(() => renderBody(input as never, context())).toThrow('Article body is missing');
  });
});

describe('renderBody rich content extensions in html bodies', () => {
  const entries = [
    entry('topic-1', 'topic', {}),
    entry('m1', 'kbImage', { altTag: 'Board menu', image: imageAsset('i', '//img/m.png', 20, 10) }),
    entry('f1', 'textFragment', { textFragmentId: 'cloud', text: doc(paragraph(text('Jira Cloud'))) }),
  ];

  it('renders sac-link as a link to the entry url with its label', () => {
    const { html } = renderBody(
      { kind: 'html', id: 'h', html: '<p><sac-link data-id="topic-1">Create a <b>board</b></sac-link></p>' },
      context(entries),
    );
    expect(html).toBe('<p><a class="sac-link" href="/jira/docs/topic-1/">Create a <strong>board</strong></a></p>');
  });

  it('renders sac-icon as an inline svg and leaves out unknown keys with a log', () => {
    const ctx = context(entries);
    const { html } = renderBody(
      {
        kind: 'html',
        id: 'h',
        html: '<p><sac-icon data-icon-key="info"></sac-icon>a<sac-icon data-icon-key="nope"/>b</p>',
      },
      ctx,
    );
    expect(html).toMatch(/^<p><span class="sac-icon"><svg class="icon icon--info"[^]*<\/svg><\/span>ab<\/p>$/);
    expect(ctx.errors).toHaveLength(1);
  });

  it('renders sac-media with the media entry image url and altTag', () => {
    const { html } = renderBody(
      { kind: 'html', id: 'h', html: '<p><sac-media data-media-entry-id="m1"></sac-media></p>' },
      context(entries),
    );
    expect(html).toBe(
      '<p><img class="sac-media" src="https://img/m.png" alt="Board menu" width="20" height="10" loading="lazy" decoding="async"></p>',
    );
  });

  it('renders sac-text-fragment with the reusable text', () => {
    const { html } = renderBody(
      { kind: 'html', id: 'h', html: '<p>Use <sac-text-fragment data-text-fragment-id="f1"></sac-text-fragment>.</p>' },
      context(entries),
    );
    expect(html).toBe('<p>Use Jira Cloud.</p>');
  });

  it('keeps the label of an extension that names an unknown entry and logs it', () => {
    const ctx = context(entries);
    const { html } = renderBody({ kind: 'html', id: 'h', html: '<p><sac-link data-id="gone">x</sac-link></p>' }, ctx);
    expect(html).toBe('<p><span class="sac-link">x</span></p>');
    expect(ctx.errors[0]?.[0]).toMatchObject({ err: new MissingLinkedEntryError('gone'), node: 'sac-link' });
  });

  it('leaves out a text fragment extension with an unknown id and logs it', () => {
    const ctx = context(entries);
    const html = '<p>Use <sac-text-fragment data-text-fragment-id="nope"></sac-text-fragment>.</p>';
    expect(renderBody({ kind: 'html', id: 'h', html }, ctx).html).toBe('<p>Use .</p>');
    expect(ctx.errors.length).toBeGreaterThan(0);
  });

  it('drops attributes other than the extension id so no handler survives', () => {
    const { html } = renderBody(
      { kind: 'html', id: 'h', html: '<sac-link data-id="topic-1" onclick="x()" href="javascript:x">x</sac-link>' },
      context(entries),
    );
    expect(html).toBe('<a class="sac-link" href="/jira/docs/topic-1/">x</a>');
  });
});

describe('bodyInputOf', () => {
  it('prefers a rich-text body, then html, then legacy sections', () => {
    const document = doc(paragraph(text('a')));
    expect(bodyInputOf(entry('t', 'topic', { body: document, bodyHtml: '<p>b</p>' }))).toEqual({
      kind: 'richText',
      id: 't',
      document,
      source: { entryId: 't', field: 'body' },
    });
    expect(bodyInputOf(entry('t', 'topic', { bodyHtml: '<p>b</p>' }))).toEqual({
      kind: 'html',
      id: 't',
      html: '<p>b</p>',
      source: { entryId: 't', field: 'bodyHtml' },
    });
    expect(bodyInputOf(entry('k', 'pageKbArticle', { cause: '<p>c</p>' }))).toEqual({
      kind: 'legacyKb',
      id: 'k',
      sections: { cause: '<p>c</p>' },
    });
  });

  it('throws ArticleBodyMissingError for an entry without a body', () => {
    expect(() => bodyInputOf(entry('t', 'topic', {}))).toThrow('Article body is missing');
  });
});

describe('code blocks in html bodies', () => {
  it('highlights a language-tagged block as a titled code block with a copy button', () => {
    const html = renderBody(
      {
        kind: 'html',
        id: 'h',
        html: '<pre><code class="language-python">import widget\nwidget.open(&quot;a&quot;)</code></pre>',
      },
      context(),
    ).html;

    expect(html).toContain('<span class="code-block__title">Python</span>');
    expect(html).toContain('data-copy-code');
    expect(html).toContain('<code class="hljs language-python"><span class="hljs-keyword">import</span> widget');
    expect(html).toContain('&quot;a&quot;');
  });

  it('keeps the name of a language the site cannot highlight and shows its code as plain text', () => {
    const html = renderBody(
      { kind: 'html', id: 'h', html: '<pre><code class="language-toml">a = &lt;1&gt;</code></pre>' },
      context(),
    ).html;

    expect(html).toContain('<span class="code-block__title">toml</span>');
    expect(html).toContain('<code class="hljs language-plaintext">a = &lt;1&gt;</code>');
  });

  it('frames a block without a language, dropping any other class, as an unhighlighted code block titled Code', () => {
    const html = renderBody(
      { kind: 'html', id: 'h', html: '<pre class="x"><code class="y">plain</code></pre>' },
      context(),
    ).html;

    expect(html).toContain('<span class="code-block__title">Code</span>');
    expect(html).toContain('<pre class="code-block__pre" tabindex="0"><code>plain</code></pre>');
    expect(html).not.toContain('hljs');
    expect(html).not.toMatch(/class="[xy]"/);
  });
});

describe('bodyToc', () => {
  const entries = [
    entry('topic-1', 'topic', {}),
    entry('m1', 'kbImage', { altTag: 'Board menu', image: imageAsset('i', '//img/m.png', 20, 10) }),
    entry('f1', 'textFragment', { textFragmentId: 'cloud', text: doc(paragraph(text('Jira Cloud'))) }),
  ];
  /** Pieces of CMS html that touch every step of the html pipeline: headings, extensions, code, tables. */
  const piece = fc.oneof(
    fc
      .tuple(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(
          'Set up',
          'Set up',
          'maincontent',
          ' ',
          '&nbsp;',
          'A <b>bold</b> step',
          '<code>x</code> &amp; y',
        ),
      )
      .map(([level, words]) => `<h${level} class="t">${words}</h${level}>`),
    fc.constantFrom(
      '<p>Text <sac-link data-id="topic-1">link <b>here</b></sac-link> and <sac-link data-id="gone">gone</sac-link></p>',
      '<h2><sac-text-fragment data-text-fragment-id="f1"></sac-text-fragment> notes</h2>',
      '<p><sac-icon data-icon-key="info"/><sac-media data-media-entry-id="m1"></sac-media></p>',
      '<pre><code class="language-python">def f(): return "&lt;h2&gt;"</code></pre>',
      '<pre>plain <h3>inside</h3></pre>',
      '<table><tr><th>Setting</th></tr><tr><td><h4>Cell heading</h4></td></tr></table>',
      '<script><h2>not a heading</h2></script>',
      '',
    ),
  );
  const html = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
  const bodies: fc.Arbitrary<BodyInput> = fc.oneof(
    html.map((body) => ({ kind: 'html' as const, id: 'h', html: body })),
    fc
      .record({ summary: html, diagnosis: html, cause: html, solution: html }, { requiredKeys: [] })
      .map((sections) => ({ kind: 'legacyKb' as const, id: 'k', sections })),
  );
  const outcome = (read: () => unknown) => {
    try {
      return { value: read() };
    } catch (error) {
      return { thrown: (error as Error).constructor.name };
    }
  };

  it('gives the same table of contents as a whole render of html and legacy KB bodies, or throws the same error', () => {
    fc.assert(
      fc.property(bodies, (input) => {
        expect(outcome(() => bodyToc(input, context(entries)))).toEqual(
          outcome(() => renderBody(input, context(entries)).toc),
        );
      }),
      {
        numRuns: 300,
        // A body that is blank until its extensions are expanded (a media embed alone) once diverged.
        examples: [
          [
            {
              kind: 'html',
              id: 'h',
              html: '<p><sac-icon data-icon-key="info"/><sac-media data-media-entry-id="m1"></sac-media></p>',
            },
          ],
        ],
      },
    );
  });

  it('reads the headings of a rich-text body as the whole render does', () => {
    const document = doc(heading(2, 'Install'), paragraph(text('a')), heading(3, 'Install'));

    expect(bodyToc({ kind: 'richText', id: 'r', document }, context())).toEqual([
      { id: 'install', text: 'Install', level: 2 },
      { id: 'install-2', text: 'Install', level: 3 },
    ]);
  });

  it('throws ArticleBodyMissingError for a blank html body', () => {
    expect(() => bodyToc({ kind: 'html', id: 'h', html: '<p> </p>' }, context())).toThrow(ArticleBodyMissingError);
  });
});
