/**
 * A small markup language for writing the sample space's rich-text bodies, turned into Contentful
 * rich-text documents. Authors write one block per line:
 *
 *   ## Heading 2, ### Heading 3, #### Heading 4 (never a top-level heading 1)
 *   - unordered item          1. ordered item          > quote          ---  (rule)
 *   | header | header |  then  | cell | cell |          (a table; the first row is the header row)
 *   [[block:entry-id]]        (an embedded entry block: callout, code block, image, video)
 *
 * Inline: **bold**, *italic*, ++underline++, `code`, [label](https://...), [label](entry:id),
 * [label](asset:id) and {{anchor:id}} (an inline anchor entry).
 */
import { assetLink, entryLink } from './space-builder';
import type { LinkObject } from './space-builder';

export interface RichTextText {
  nodeType: 'text';
  value: string;
  marks: { type: 'bold' | 'italic' | 'underline' | 'code' }[];
  data: Record<string, never>;
}

export interface RichTextNode {
  nodeType: string;
  data: { uri?: string; target?: LinkObject };
  content: (RichTextNode | RichTextText)[];
}

export interface RichTextDocument extends RichTextNode {
  nodeType: 'document';
}

type Inline = RichTextNode | RichTextText;
type Mark = RichTextText['marks'][number]['type'];

const text = (value: string, marks: Mark[] = []): RichTextText => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});

const node = (nodeType: string, content: Inline[] = [], data: RichTextNode['data'] = {}): RichTextNode => ({
  nodeType,
  data,
  content,
});

const INLINE_TOKEN = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\+\+[^+]+\+\+|`[^`]+`|\[[^\]]+\]\([^)\s]+\)|\{\{anchor:[^}]+\}\})/;

function linkNode(label: string, target: string): RichTextNode {
  if (target.startsWith('entry:'))
    return node('entry-hyperlink', [text(label)], { target: entryLink(target.slice(6)) });
  if (target.startsWith('asset:'))
    return node('asset-hyperlink', [text(label)], { target: assetLink(target.slice(6)) });
  return node('hyperlink', [text(label)], { uri: target });
}

/** Parses inline markup into text and inline nodes. Rich text requires text nodes around inlines. */
export function inlines(source: string): Inline[] {
  const result: Inline[] = [];
  for (const part of source.split(INLINE_TOKEN)) {
    if (part === '') continue;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link?.[1] && link[2]) {
      if (result.length === 0 || result[result.length - 1]?.nodeType !== 'text') result.push(text(''));
      result.push(linkNode(link[1], link[2]));
      continue;
    }
    const anchor = /^\{\{anchor:([^}]+)\}\}$/.exec(part);
    if (anchor?.[1]) {
      if (result.length === 0 || result[result.length - 1]?.nodeType !== 'text') result.push(text(''));
      result.push(node('embedded-entry-inline', [], { target: entryLink(anchor[1]) }));
      continue;
    }
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) result.push(text(part.slice(2, -2), ['bold']));
    else if (part.startsWith('++') && part.endsWith('++') && part.length > 4)
      result.push(text(part.slice(2, -2), ['underline']));
    else if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      result.push(text(part.slice(1, -1), ['code']));
    else if (/^\*[^*\s][^*]*\*$/.test(part)) result.push(text(part.slice(1, -1), ['italic']));
    else result.push(text(part));
  }
  if (result.length === 0 || result[result.length - 1]?.nodeType !== 'text') result.push(text(''));
  return result;
}

const paragraph = (source: string): RichTextNode => node('paragraph', inlines(source));

function tableRow(line: string, header: boolean): RichTextNode {
  const cells = line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => node(header ? 'table-header-cell' : 'table-cell', [paragraph(cell.trim())]));
  return node('table-row', cells);
}

/** Turns block markup (see the file comment) into a rich-text document. */
export function richText(markup: string): RichTextDocument {
  const lines = markup
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const blocks: RichTextNode[] = [];
  let index = 0;
  const collect = (test: (line: string) => boolean): string[] => {
    const group: string[] = [];
    while (index < lines.length && test(lines[index] ?? '')) group.push(lines[index++] ?? '');
    return group;
  };
  while (index < lines.length) {
    const line = lines[index] ?? '';
    const heading = /^(#{2,4}) (.+)$/.exec(line);
    const block = /^\[\[block:([^\]]+)\]\]$/.exec(line);
    if (line.startsWith('# ')) throw new Error(`A top-level heading 1 is not allowed in a body: ${line}`);
    if (heading?.[1] && heading[2]) {
      blocks.push(node(`heading-${heading[1].length}`, inlines(heading[2])));
      index++;
    } else if (block?.[1]) {
      blocks.push(node('embedded-entry-block', [], { target: entryLink(block[1]) }));
      index++;
    } else if (line === '---') {
      blocks.push(node('hr'));
      index++;
    } else if (line.startsWith('- ')) {
      const items = collect((next) => next.startsWith('- ')).map((item) =>
        node('list-item', [paragraph(item.slice(2))]),
      );
      blocks.push(node('unordered-list', items));
    } else if (/^\d+\. /.test(line)) {
      const items = collect((next) => /^\d+\. /.test(next)).map((item) =>
        node('list-item', [paragraph(item.replace(/^\d+\. /, ''))]),
      );
      blocks.push(node('ordered-list', items));
    } else if (line.startsWith('> ')) {
      blocks.push(
        node(
          'blockquote',
          collect((next) => next.startsWith('> ')).map((quote) => paragraph(quote.slice(2))),
        ),
      );
    } else if (line.startsWith('|')) {
      const rows = collect((next) => next.startsWith('|'));
      blocks.push(
        node(
          'table',
          rows.map((row, rowIndex) => tableRow(row, rowIndex === 0)),
        ),
      );
    } else {
      blocks.push(paragraph(line));
      index++;
    }
  }
  return { nodeType: 'document', data: {}, content: blocks };
}

/** All text of a rich-text tree, words separated by spaces. */
export function plainText(tree: RichTextNode | RichTextText): string {
  if (tree.nodeType === 'text') return (tree as RichTextText).value;
  return (tree as RichTextNode).content.map((child) => plainText(child)).join(' ');
}

export function wordCount(value: string): number {
  return value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
