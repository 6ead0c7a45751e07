import { BLOCKS, INLINES, MARKS, validateRichTextDocument } from '@contentful/rich-text-types';
import {
  bold,
  bulletList,
  code,
  document,
  embeddedBlock,
  embeddedInline,
  entryHyperlink,
  h2,
  hyperlink,
  listItem,
  orderedList,
  paragraph,
  table,
  text,
} from './kb-rich-text';
import { assetLink, entryLink } from './space-builder';

describe('kb rich-text helpers', () => {
  it('turns strings into plain text nodes and keeps marked text', () => {
    const node = paragraph('Run ', code('jstack'), ' then ', bold('wait'));
    expect(node.content).toEqual([text('Run '), text('jstack', MARKS.CODE), text(' then '), text('wait', MARKS.BOLD)]);
  });

  it('frames inline nodes with text nodes as the Contentful editor does', () => {
    const node = paragraph(embeddedInline(entryLink('anchor-1')), 'After the anchor');
    expect(node.content.map((child) => child.nodeType)).toEqual(['text', INLINES.EMBEDDED_ENTRY, 'text']);
    const linkOnly = paragraph(hyperlink('https://example.com/', 'Example'));
    expect(linkOnly.content.map((child) => child.nodeType)).toEqual(['text', INLINES.HYPERLINK, 'text']);
  });

  it('wraps list entries in list items with one paragraph, and keeps ready list items', () => {
    const nested = listItem(paragraph('Parent'), bulletList('Child'));
    const list = orderedList('First', ['Second ', code('step')], nested);
    expect(list.content).toHaveLength(3);
    expect(list.content[0]!.content[0]!.nodeType).toBe(BLOCKS.PARAGRAPH);
    expect(list.content[2]).toBe(nested);
  });

  it('builds a table whose first row holds header cells', () => {
    const node = table(['Nodes', 'Pool'], [['1', '100']]);
    expect(node.content[0]!.content[0]!.nodeType).toBe(BLOCKS.TABLE_HEADER_CELL);
    expect(node.content[1]!.content[0]!.nodeType).toBe(BLOCKS.TABLE_CELL);
  });

  it('produces documents that pass the Contentful schema', () => {
    const doc = document(
      h2('Problem'),
      paragraph('See ', entryHyperlink(entryLink('kb-article'), 'the related article'), '.'),
      embeddedBlock(entryLink('kb-callout')),
      table(['A'], [[['b ', code('c')]]]),
    );
    expect(validateRichTextDocument(doc)).toEqual([]);
  });

  it('refuses an asset link where an entry link is needed', () => {
    expect(() => embeddedBlock(assetLink('image-1'))).toThrow('needs an entry link');
  });
});
