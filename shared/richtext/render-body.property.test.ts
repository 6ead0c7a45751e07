import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import fc from 'fast-check';
import {
  AppError,
  ArticleBodyMissingError,
  MissingLinkedEntryError,
  RichTextHeadingError,
  EmbeddedEntryCycleError,
  UnsupportedBlockError,
} from '../errors';
import { block, doc, entry, entryLink, imageAsset, inline, paragraph } from './document-builders';
import { renderBody, type RichTextContext } from './render-body';

const nastyText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"\'',
    '\u2028\u2029',
    '<SCRIPT src=x>',
    '&lt;script&gt;',
    '</p><script>',
    '<scr<script>ipt>',
  ),
  fc
    .array(fc.constantFrom('<', 's', 'c', 'r', 'i', 'p', 't', '>', '"', "'", '\u2028', ' ', '&'), { maxLength: 20 })
    .map((chars) => chars.join('')),
);

const marks = fc.subarray(['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough']);
const textNode: fc.Arbitrary<Text> = fc
  .record({ value: nastyText, marks })
  .map(({ value, marks: types }) => ({ nodeType: 'text', value, marks: types.map((type) => ({ type })), data: {} }));

const uri = fc.oneof(
  fc.webUrl(),
  nastyText,
  fc.constantFrom('javascript:alert(1)', ' JAVASCRIPT:x', 'data:text/html,<script>', '/docs/'),
);

// Entry ids the context knows (and one it does not): topics, anchors, fragments, callouts, code, images, videos.
const entryIds = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('topic', 'anchor', 'fragment', 'callout', 'code', 'image', 'video') },
  { weight: 1, arbitrary: fc.constantFrom('product', 'missing') },
);
const headingLevel = fc.oneof(
  { weight: 15, arbitrary: fc.integer({ min: 2, max: 6 }) },
  { weight: 1, arbitrary: fc.constant(1) },
);

const inlineNode: fc.Arbitrary<Inline | Text> = fc.oneof(
  { weight: 4, arbitrary: textNode },
  fc
    .tuple(uri, fc.array(textNode, { maxLength: 2 }))
    .map(([href, content]) => inline('hyperlink', content, { uri: href })),
  fc
    .tuple(entryIds, fc.array(textNode, { maxLength: 2 }))
    .map(([id, content]) => inline('entry-hyperlink', content, entryLink(id))),
  fc
    .array(textNode, { maxLength: 2 })
    .map((content) => inline('asset-hyperlink', content, { target: { sys: { id: 'asset' } } })),
  entryIds.map((id) => inline('embedded-entry-inline', [], entryLink(id))),
);

const paragraphNode = fc.array(inlineNode, { maxLength: 4 }).map((content) => paragraph(...content));

const { blockNode } = fc.letrec<{ blockNode: Block }>((tie) => ({
  blockNode: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: paragraphNode },
    fc
      .tuple(headingLevel, fc.array(inlineNode, { maxLength: 3 }))
      .map(([level, content]) => block(`heading-${level}`, content)),
    fc
      .tuple(
        fc.constantFrom('unordered-list', 'ordered-list'),
        fc.array(fc.array(tie('blockNode'), { maxLength: 2 }), { maxLength: 3 }),
      )
      .map(([type, items]) =>
        block(
          type,
          items.map((content) => block('list-item', content)),
        ),
      ),
    fc.array(tie('blockNode'), { maxLength: 2 }).map((content) => block('blockquote', content)),
    fc.constant(block('hr')),
    fc
      .array(
        fc.array(fc.tuple(fc.boolean(), fc.array(paragraphNode, { maxLength: 1 })), { minLength: 1, maxLength: 3 }),
        { maxLength: 3 },
      )
      .map((rows) =>
        block(
          'table',
          rows.map((cells) =>
            block(
              'table-row',
              cells.map(([header, content]) => block(header ? 'table-header-cell' : 'table-cell', content)),
            ),
          ),
        ),
      ),
    entryIds.map((id) => block('embedded-entry-block', [], entryLink(id))),
  ),
}));

const documentArbitrary: fc.Arbitrary<Document> = fc
  .array(blockNode, { maxLength: 8 })
  .map((content) => doc(...content));

function context(fragmentText: Document, title: string): RichTextContext {
  const entries = new Map([
    ['topic', entry('topic', 'topic', {})],
    ['anchor', entry('anchor', 'anchor', { anchorId: title })],
    ['fragment', entry('fragment', 'textFragment', { textFragmentId: 'f', text: fragmentText })],
    ['callout', entry('callout', 'callout', { heading: title, appearance: 'Warning', body: fragmentText })],
    ['code', entry('code', 'codeBlock', { title, code: title, language: 'HTML' })],
    ['image', entry('image', 'kbImage', { altText: title, image: imageAsset('asset', `//img/${title}`) })],
    ['video', entry('video', 'video', { videoUrl: title, title, description: title })],
    ['product', entry('product', 'product', {})],
  ]);
  return {
    entry: (id) => entries.get(id),
    asset: (id) => (id === 'asset' ? imageAsset('asset', `//img/${title}`, 1, 1) : undefined),
    urlOf: (id) => (id === 'topic' ? `/docs/${title}` : undefined),
    flags: { isVideoEnabled: true },
    locale: 'en-US',
    logger: { error: () => undefined },
  };
}

const DOCUMENTED_ERRORS = [
  ArticleBodyMissingError,
  UnsupportedBlockError,
  MissingLinkedEntryError,
  RichTextHeadingError,
  EmbeddedEntryCycleError,
];

describe('renderBody on random rich-text documents', () => {
  it('never throws anything but the documented errors and never emits an unescaped script tag', () => {
    let rendered = 0;
    fc.assert(
      fc.property(documentArbitrary, documentArbitrary, nastyText, (document, fragmentText, title) => {
        let html: string;
        try {
          html = renderBody({ kind: 'richText', id: 'random', document }, context(fragmentText, title)).html;
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect(DOCUMENTED_ERRORS.some((type) => error instanceof type)).toBe(true);
          return;
        }
        rendered += 1;
        expect(html.toLowerCase()).not.toContain('<script');
        expect(html.toLowerCase()).not.toMatch(/href="\s*javascript:/);
        expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
      }),
      { numRuns: 400 },
    );
    // Most documents must render, or the property would say little about the html.
    expect(rendered).toBeGreaterThan(100);
  });

  it('produces unique heading ids that the table of contents lists in order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 2, max: 6 }), nastyText), { maxLength: 12 }), (headings) => {
        const document = doc(
          ...headings.map(([level, value]) =>
            block(`heading-${level}`, [{ nodeType: 'text', value, marks: [], data: {} }]),
          ),
        );
        // No heading with text is a missing body: nothing to check ids of.
        if (headings.every(([, value]) => value.trim() === '')) return;
        const body = renderBody({ kind: 'richText', id: 'h', document }, context(doc(), 'x'));
        const ids = [...body.html.matchAll(/<h[2-6] id="([^"]+)">/g)].map((match) => match[1]);
        expect(new Set(ids).size).toBe(ids.length);
        expect(body.toc.map((item) => item.id)).toEqual(ids.filter((id) => body.toc.some((item) => item.id === id)));
        for (const item of body.toc) expect(item.id).toMatch(/^[\p{L}\p{N}_-]+$/u);
      }),
      { numRuns: 300 },
    );
  });

  it('never lets script through html bodies', () => {
    const htmlPiece = fc.oneof(
      nastyText,
      fc.constantFrom(
        '<script>x</script>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:alert(1)">x</a>',
        '<svg><script>x</script></svg>',
        '<iframe src="https://evil"></iframe>',
        '<sac-link data-id="topic" onclick="x">l</sac-link>',
        '<sac-icon data-icon-key="info"/>',
        '<h1>T</h1>',
        '<h6>d</h6>',
        '<style>*{}</style>',
        '<math><mi xlink:href="javascript:x">',
      ),
    );
    fc.assert(
      fc.property(fc.array(htmlPiece, { minLength: 1, maxLength: 10 }), (pieces) => {
        const source = pieces.join('');
        if (source.trim() === '') return;
        let html: string;
        try {
          html = renderBody({ kind: 'html', id: 'h', html: source }, context(doc(), 'x')).html;
        } catch (error) {
          // Everything in the source was unsafe: the body is missing, which is also safe.
          expect(error).toBeInstanceOf(ArticleBodyMissingError);
          return;
        }
        expect(html.toLowerCase()).not.toContain('<script');
        expect(html.toLowerCase()).not.toContain('javascript:');
        expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
      }),
      { numRuns: 300 },
    );
  });
});
