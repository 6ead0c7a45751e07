/**
 * Contentful rich-text documents to html with @contentful/rich-text-html-renderer and our node
 * renderers. The option objects are built once; renderers read the active render's state.
 */
import { documentToHtmlString, type NodeRenderer, type Options } from '@contentful/rich-text-html-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';
import { MissingLinkedEntryError, RichTextHeadingError, UnsupportedBlockError } from '../errors';
import type { Entry } from '../types/content';
import { renderBlockEntry, renderInlineEntry, imageHtml } from './embedded';
import { isolated } from './isolate';
import { absoluteAssetUrl, escapeAttribute, escapeHtml, isExternalHref, safeHref } from './escape';
import { textField } from './fields';
import { headingSlug, isTocLevel, relevel, type UniqueIds } from './headings';
import { currentState, type HeadingPlan, type RenderState } from './render-state';
import { tableRegion } from './table-region';
import type { TocEntry } from '../types/page';

type Node = Block | Inline | Text;

const HEADING_LEVELS: Record<string, number> = {
  [BLOCKS.HEADING_1]: 1,
  [BLOCKS.HEADING_2]: 2,
  [BLOCKS.HEADING_3]: 3,
  [BLOCKS.HEADING_4]: 4,
  [BLOCKS.HEADING_5]: 5,
  [BLOCKS.HEADING_6]: 6,
};

function targetId(node: Block | Inline): string {
  const target = (node.data as { target?: { sys?: { id?: unknown } } }).target;
  const id = target?.sys?.id;
  return typeof id === 'string' ? id : '';
}

function linkedEntry(node: Block | Inline, state: RenderState): Entry {
  const id = targetId(node);
  const entry = state.ctx.entry(id);
  if (entry === undefined) throw new MissingLinkedEntryError(id);
  return entry;
}

/** Plain text of a node, for heading ids and blank checks. */
export function nodeText(node: Node): string {
  if (node.nodeType === 'text') return node.value;
  let text = '';
  for (const child of node.content) text += nodeText(child);
  return text;
}

function cellSpans(node: Block): string {
  const data = node.data as { colspan?: unknown; rowspan?: unknown };
  let spans = '';
  if (typeof data.colspan === 'number' && data.colspan > 1) spans += ` colspan="${Math.floor(data.colspan)}"`;
  if (typeof data.rowspan === 'number' && data.rowspan > 1) spans += ` rowspan="${Math.floor(data.rowspan)}"`;
  return spans;
}

function isHeaderRow(row: Block | Inline | Text | undefined): row is Block {
  return (
    row !== undefined &&
    row.nodeType === BLOCKS.TABLE_ROW &&
    row.content.length > 0 &&
    row.content.every((cell) => cell.nodeType === BLOCKS.TABLE_HEADER_CELL)
  );
}

/** Rows and cells are rendered here so header cells know their scope: a column in the header row, a row elsewhere. */
const renderTable: NodeRenderer = (node, next) => {
  const rows = node.content;
  const hasHead = isHeaderRow(rows[0]);
  const renderRow = (row: Node, scope: 'col' | 'row'): string => {
    if (row.nodeType !== BLOCKS.TABLE_ROW) return '';
    let cells = '';
    for (const cell of row.content) {
      if (cell.nodeType === BLOCKS.TABLE_HEADER_CELL) {
        cells += `<th scope="${scope}"${cellSpans(cell)}>${next(cell.content)}</th>`;
      } else if (cell.nodeType === BLOCKS.TABLE_CELL) {
        cells += `<td${cellSpans(cell)}>${next(cell.content)}</td>`;
      }
    }
    return `<tr>${cells}</tr>`;
  };
  let body = '';
  for (let index = hasHead ? 1 : 0; index < rows.length; index += 1) body += renderRow(rows[index] as Node, 'row');
  const head = hasHead ? `<thead>${renderRow(rows[0] as Node, 'col')}</thead>` : '';
  return tableRegion(`<table>${head}${body === '' ? '' : `<tbody>${body}</tbody>`}</table>`, currentState());
};

const renderHeading: NodeRenderer = (node, next) => {
  const plan = currentState().headings.get(node);
  if (plan === undefined) {
    // Headings inside callouts, lists or quotes are not page sections: they stay out of the outline.
    const inner = next(node.content);
    return nodeText(node).trim() === '' ? '' : `<p><strong>${inner}</strong></p>`;
  }
  switch (plan.kind) {
    case 'drop':
      return '';
    case 'bold':
      return `<p><strong>${next(node.content)}</strong></p>`;
    case 'heading':
      currentState().sectionHeadingId = plan.id;
      return `<h${plan.level} id="${plan.id}">${next(node.content)}</h${plan.level}>`;
  }
};

function link(href: string | undefined, inner: string): string {
  if (href === undefined) return inner;
  const rel = isExternalHref(href) ? ' rel="noopener noreferrer"' : '';
  return `<a href="${escapeAttribute(href)}"${rel}>${inner}</a>`;
}

const renderHyperlink: NodeRenderer = (node, next) => {
  const uri = (node.data as { uri?: unknown }).uri;
  const href = typeof uri === 'string' ? safeHref(uri) : undefined;
  // A page of the site the body names by its path (`/contact/`) opens in the page's locale.
  const local = currentState().ctx.localHref;
  return link(href !== undefined && local ? local(href) : href, next(node.content));
};

const renderEntryHyperlink: NodeRenderer = (node, next) => {
  const state = currentState();
  const entry = linkedEntry(node, state);
  const inner = next(node.content);
  if (entry.contentType === 'anchor') {
    const anchorId = textField(entry, 'anchorId')?.trim();
    return anchorId ? link(`#${anchorId}`, inner) : inner;
  }
  const url = state.ctx.urlOf(entry.id);
  if (url === undefined) {
    state.ctx.logger?.error(
      { entryId: entry.id, contentType: entry.contentType, bodyId: state.bodyId },
      'Linked entry has no page url; rendering the link text only',
    );
    return inner;
  }
  return link(safeHref(url), inner);
};

const renderAssetHyperlink: NodeRenderer = (node, next) => {
  const state = currentState();
  const id = targetId(node);
  const asset = state.ctx.asset(id);
  if (asset === undefined) throw new MissingLinkedEntryError(id);
  return link(safeHref(absoluteAssetUrl(asset.file.url)), next(node.content));
};

const renderEmbeddedAsset: NodeRenderer = (node) => {
  const state = currentState();
  const id = targetId(node);
  const asset = state.ctx.asset(id);
  if (asset === undefined) throw new MissingLinkedEntryError(id);
  if (asset.file.contentType.startsWith('image/')) {
    return `<div class="kb-image">${imageHtml(asset, asset.description || asset.title, 'kb-image__img')}</div>`;
  }
  return `<p>${link(safeHref(absoluteAssetUrl(asset.file.url)), escapeHtml(asset.title || asset.file.fileName))}</p>`;
};

const unsupportedResource =
  (format: 'block' | 'inline'): NodeRenderer =>
  () => {
    throw new UnsupportedBlockError('resource', format);
  };

const passThrough: NodeRenderer = (node, next) => next(node.content);

const wrap =
  (tag: string): NodeRenderer =>
  (node, next) =>
    `<${tag}>${next(node.content)}</${tag}>`;

/**
 * A renderer whose failure (missing target, unsupported embed, cycle) costs this node only; links
 * that cannot be built keep their text.
 */
const guarded =
  (render: NodeRenderer, keepText = false): NodeRenderer =>
  (node, next) => {
    const state = currentState();
    const description = { node: node.nodeType, targetId: targetId(node) || undefined };
    return isolated(state, description, () => render(node, next), keepText ? () => next(node.content) : undefined);
  };

const SHARED_INLINE_RENDERERS: Record<string, NodeRenderer> = {
  [INLINES.HYPERLINK]: renderHyperlink,
  [INLINES.ENTRY_HYPERLINK]: guarded(renderEntryHyperlink, true),
  [INLINES.ASSET_HYPERLINK]: guarded(renderAssetHyperlink, true),
  [INLINES.RESOURCE_HYPERLINK]: passThrough,
  [INLINES.EMBEDDED_ENTRY]: guarded((node) => {
    const state = currentState();
    return renderInlineEntry(linkedEntry(node, state), state);
  }),
  [INLINES.EMBEDDED_RESOURCE]: guarded(unsupportedResource('inline')),
};

const MARK_RENDERERS: Record<string, (text: string) => string> = {
  [MARKS.BOLD]: (text) => `<strong>${text}</strong>`,
  [MARKS.ITALIC]: (text) => `<em>${text}</em>`,
  [MARKS.UNDERLINE]: (text) => `<u>${text}</u>`,
  [MARKS.CODE]: (text) => `<code>${text}</code>`,
  [MARKS.SUPERSCRIPT]: (text) => `<sup>${text}</sup>`,
  [MARKS.SUBSCRIPT]: (text) => `<sub>${text}</sub>`,
  [MARKS.STRIKETHROUGH]: (text) => `<s>${text}</s>`,
};

const BLOCK_OPTIONS: Options = {
  renderMark: MARK_RENDERERS,
  renderNode: {
    ...SHARED_INLINE_RENDERERS,
    [BLOCKS.PARAGRAPH]: (node, next) => {
      const inner = next(node.content);
      return inner === '' ? '' : `<p>${inner}</p>`;
    },
    [BLOCKS.HEADING_1]: renderHeading,
    [BLOCKS.HEADING_2]: renderHeading,
    [BLOCKS.HEADING_3]: renderHeading,
    [BLOCKS.HEADING_4]: renderHeading,
    [BLOCKS.HEADING_5]: renderHeading,
    [BLOCKS.HEADING_6]: renderHeading,
    [BLOCKS.UL_LIST]: wrap('ul'),
    [BLOCKS.OL_LIST]: wrap('ol'),
    [BLOCKS.LIST_ITEM]: wrap('li'),
    [BLOCKS.QUOTE]: wrap('blockquote'),
    [BLOCKS.HR]: () => '<hr>',
    [BLOCKS.TABLE]: renderTable,
    [BLOCKS.EMBEDDED_ENTRY]: guarded((node) => {
      const state = currentState();
      return renderBlockEntry(linkedEntry(node, state), state);
    }),
    [BLOCKS.EMBEDDED_ASSET]: guarded(renderEmbeddedAsset),
    [BLOCKS.EMBEDDED_RESOURCE]: guarded(unsupportedResource('block')),
  },
};

/** Text fragments render inside a paragraph: block wrappers are dropped, embedded blocks refused. */
const INLINE_OPTIONS: Options = {
  renderMark: MARK_RENDERERS,
  renderNode: {
    ...Object.fromEntries(Object.values(BLOCKS).map((type) => [type, passThrough])),
    ...SHARED_INLINE_RENDERERS,
    [BLOCKS.HR]: () => ' ',
    [BLOCKS.EMBEDDED_ENTRY]: guarded((node) => {
      throw new UnsupportedBlockError(linkedEntry(node, currentState()).contentType, 'inline');
    }),
    [BLOCKS.EMBEDDED_ASSET]: () => '',
    [BLOCKS.EMBEDDED_RESOURCE]: guarded(unsupportedResource('inline')),
  },
};

export function renderBlocks(document: Document): string {
  return documentToHtmlString(document, BLOCK_OPTIONS);
}

export function renderInline(document: Document): string {
  let html = '';
  for (const block of document.content) {
    const part = documentToHtmlString({ ...document, content: [block] }, INLINE_OPTIONS);
    if (part !== '') html = html === '' ? part : `${html} ${part}`;
  }
  return html;
}

/** Reserves the ids of inline anchor entries, so heading ids never take them. */
function reserveAnchorIds(nodes: readonly Node[], state: RenderState): void {
  for (const node of nodes) {
    if (node.nodeType === 'text') continue;
    if (node.nodeType === INLINES.EMBEDDED_ENTRY) {
      const entry = state.ctx.entry(targetId(node));
      const anchorId = entry?.contentType === 'anchor' ? textField(entry, 'anchorId')?.trim() : undefined;
      if (anchorId) state.ids.reserve(anchorId);
    }
    reserveAnchorIds(node.content, state);
  }
}

/**
 * Plans the top-level headings: a level 1 is an error, blank ones are dropped, the rest re-levelled
 * so the shallowest becomes 2, with ids; levels 2 and 3 form the table of contents.
 */
function planHeadings(document: Document, state: RenderState): void {
  const headings: { node: Block; level: number; text: string }[] = [];
  let shallowest = 7;
  for (const node of document.content) {
    const level = HEADING_LEVELS[node.nodeType];
    if (level === undefined) continue;
    if (level === 1) throw new RichTextHeadingError(state.bodyId);
    const text = nodeText(node).replace(/\s+/g, ' ').trim();
    if (text === '') {
      state.headings.set(node, { kind: 'drop' });
      continue;
    }
    headings.push({ node, level, text });
    shallowest = Math.min(shallowest, level);
  }
  for (const { node, level, text } of headings) {
    state.headings.set(node, headingPlan(level, shallowest, text, state.ids, state.toc));
  }
}

function headingPlan(level: number, shallowest: number, text: string, ids: UniqueIds, toc: TocEntry[]): HeadingPlan {
  const target = relevel(level, shallowest, 2);
  if (target === undefined) return { kind: 'bold' };
  const id = ids.claim(headingSlug(text));
  if (isTocLevel(target)) toc.push({ id, text, level: target });
  return { kind: 'heading', level: target, id };
}

/** Renders a body document; call inside withRenderState. */
export function renderRichTextBody(document: Document, state: RenderState): string {
  reserveAnchorIds(document.content, state);
  planHeadings(document, state);
  return renderBlocks(document);
}
