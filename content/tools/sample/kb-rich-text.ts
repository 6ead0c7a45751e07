/**
 * Small constructors for Contentful rich-text nodes, so sample article bodies read like the
 * documents they produce. Strings passed where inline content is expected become plain text nodes.
 */
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type {
  Document,
  EntryHyperlink,
  EntryLinkBlock,
  EntryLinkInline,
  Heading2,
  Heading3,
  Heading4,
  Hr,
  Hyperlink,
  Inline,
  Link,
  ListItem,
  ListItemBlock,
  OrderedList,
  Paragraph,
  Quote,
  Table,
  TableCell,
  TableHeaderCell,
  TableRow,
  Text,
  TopLevelBlock,
  UnorderedList,
} from '@contentful/rich-text-types';
import type { LinkObject } from './space-builder';

export type InlineContent = string | Text | Inline;
/** A list entry: one paragraph of inline content, or a ready list item (for nested lists). */
export type ListEntry = InlineContent | InlineContent[] | ListItem;
/** A table cell: one paragraph of inline content. */
export type CellContent = InlineContent | InlineContent[];

export function text(value: string, ...marks: MARKS[]): Text {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

export const bold = (value: string): Text => text(value, MARKS.BOLD);
export const italic = (value: string): Text => text(value, MARKS.ITALIC);
export const underline = (value: string): Text => text(value, MARKS.UNDERLINE);
export const code = (value: string): Text => text(value, MARKS.CODE);

function toNode(content: InlineContent): Text | Inline {
  return typeof content === 'string' ? text(content) : content;
}

/**
 * Inline nodes are framed by text nodes, as the Contentful editor stores them, so a paragraph
 * never starts or ends with a hyperlink or an embedded entry.
 */
function inlineContent(content: InlineContent[]): Array<Text | Inline> {
  const nodes = content.map(toNode);
  if (nodes.length === 0 || nodes[0]?.nodeType !== 'text') nodes.unshift(text(''));
  if (nodes[nodes.length - 1]?.nodeType !== 'text') nodes.push(text(''));
  return nodes;
}

export function paragraph(...content: InlineContent[]): Paragraph {
  return { nodeType: BLOCKS.PARAGRAPH, data: {}, content: inlineContent(content) };
}

export function h2(...content: InlineContent[]): Heading2 {
  return { nodeType: BLOCKS.HEADING_2, data: {}, content: inlineContent(content) };
}

export function h3(...content: InlineContent[]): Heading3 {
  return { nodeType: BLOCKS.HEADING_3, data: {}, content: inlineContent(content) };
}

export function h4(...content: InlineContent[]): Heading4 {
  return { nodeType: BLOCKS.HEADING_4, data: {}, content: inlineContent(content) };
}

export function listItem(...blocks: ListItemBlock[]): ListItem {
  return { nodeType: BLOCKS.LIST_ITEM, data: {}, content: blocks };
}

function isListItem(entry: ListEntry): entry is ListItem {
  return typeof entry === 'object' && !Array.isArray(entry) && entry.nodeType === BLOCKS.LIST_ITEM;
}

function toListItem(entry: ListEntry): ListItem {
  if (isListItem(entry)) return entry;
  return listItem(paragraph(...(Array.isArray(entry) ? entry : [entry])));
}

export function orderedList(...entries: ListEntry[]): OrderedList {
  return { nodeType: BLOCKS.OL_LIST, data: {}, content: entries.map(toListItem) };
}

export function bulletList(...entries: ListEntry[]): UnorderedList {
  return { nodeType: BLOCKS.UL_LIST, data: {}, content: entries.map(toListItem) };
}

export function quote(...paragraphs: Array<string | Paragraph>): Quote {
  return {
    nodeType: BLOCKS.QUOTE,
    data: {},
    content: paragraphs.map((entry) => (typeof entry === 'string' ? paragraph(entry) : entry)),
  };
}

export function hr(): Hr {
  return { nodeType: BLOCKS.HR, data: {}, content: [] };
}

function cellParagraph(content: CellContent): Paragraph {
  return paragraph(...(Array.isArray(content) ? content : [content]));
}

/** A table whose first row is a header row. */
export function table(header: CellContent[], rows: CellContent[][]): Table {
  const headerRow: TableRow = {
    nodeType: BLOCKS.TABLE_ROW,
    data: {},
    content: header.map((cell): TableHeaderCell => ({
      nodeType: BLOCKS.TABLE_HEADER_CELL,
      data: {},
      content: [cellParagraph(cell)],
    })),
  };
  const bodyRows = rows.map((row): TableRow => ({
    nodeType: BLOCKS.TABLE_ROW,
    data: {},
    content: row.map((cell): TableCell => ({ nodeType: BLOCKS.TABLE_CELL, data: {}, content: [cellParagraph(cell)] })),
  }));
  return { nodeType: BLOCKS.TABLE, data: {}, content: [headerRow, ...bodyRows] };
}

function entryTarget(link: LinkObject): Link<'Entry'> {
  if (link.sys.linkType !== 'Entry') throw new Error(`Rich-text entry node needs an entry link, got ${link.sys.id}`);
  return { sys: { type: 'Link', linkType: 'Entry', id: link.sys.id } };
}

export function embeddedBlock(link: LinkObject): EntryLinkBlock {
  return { nodeType: BLOCKS.EMBEDDED_ENTRY, data: { target: entryTarget(link) }, content: [] };
}

export function embeddedInline(link: LinkObject): EntryLinkInline {
  return { nodeType: INLINES.EMBEDDED_ENTRY, data: { target: entryTarget(link) }, content: [] };
}

export function hyperlink(uri: string, label: string | Text): Hyperlink {
  return { nodeType: INLINES.HYPERLINK, data: { uri }, content: [typeof label === 'string' ? text(label) : label] };
}

export function entryHyperlink(link: LinkObject, label: string): EntryHyperlink {
  return { nodeType: INLINES.ENTRY_HYPERLINK, data: { target: entryTarget(link) }, content: [text(label)] };
}

export function document(...content: TopLevelBlock[]): Document {
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content };
}
