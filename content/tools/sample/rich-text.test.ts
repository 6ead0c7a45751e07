import { inlines, plainText, richText, wordCount } from './rich-text';
import type { RichTextNode } from './rich-text';

describe('richText', () => {
  it('turns headings, lists, tables and embedded blocks into rich-text nodes', () => {
    const document = richText('## Steps\n1. One\n2. Two\n| a | b |\n| c | d |\n[[block:callout-x]]\n---');
    expect(document.content.map((node) => node.nodeType)).toEqual([
      'heading-2',
      'ordered-list',
      'table',
      'embedded-entry-block',
      'hr',
    ]);
    const table = document.content[2] as RichTextNode;
    const headerRow = table.content[0] as RichTextNode;
    expect(headerRow.content[0]?.nodeType).toBe('table-header-cell');
  });

  it('refuses a top-level heading 1', () => {
    expect(() => richText('# Title')).toThrow('heading 1');
  });

  it('parses marks and the three kinds of link, keeping text nodes around inline nodes', () => {
    const nodes = inlines('Use **bold**, `code` and [a topic](entry:topic-a) or [docs](https://example.com)');
    expect(nodes.map((node) => node.nodeType)).toEqual([
      'text',
      'text',
      'text',
      'text',
      'text',
      'entry-hyperlink',
      'text',
      'hyperlink',
      'text',
    ]);
  });

  it('counts the words of a document', () => {
    expect(wordCount(plainText(richText('Three short words\n- and two')))).toBe(5);
  });
});
