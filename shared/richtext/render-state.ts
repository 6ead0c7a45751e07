/**
 * The state of one body render. Node renderers of @contentful/rich-text-html-renderer receive only
 * (node, next), so the renderer option objects are built once at module load and read the active
 * render's state from here instead of being re-created per call. Rendering is synchronous, and
 * withRenderState restores the previous state, so nested renders (fragments, callouts) are safe.
 */
import type { Block, Document, Inline } from '@contentful/rich-text-types';
import { AppError } from '../errors';
import type { HtmlLang } from '../types/content';
import type { TocEntry } from '../types/page';
import type { UniqueIds } from './headings';
import { type BodyLabels } from '../i18n/server-messages';
import type { RichTextContext } from './render-body';

/** How a top-level heading renders: at a level with an id, as a bold paragraph, or not at all. */
export type HeadingPlan = { kind: 'heading'; level: number; id: string } | { kind: 'bold' } | { kind: 'drop' };

export interface RenderState {
  bodyId: string;
  ctx: RichTextContext;
  /** The language of the text being rendered: the body's, or that of the embedded entry being rendered. */
  lang: HtmlLang;
  /** The page's language, that of its interface labels (`labels`). */
  pageLang: HtmlLang;
  labels: BodyLabels;
  ids: UniqueIds;
  toc: TocEntry[];
  /** Plans for the top-level headings of the body document; nested headings have none. */
  headings: Map<Block | Inline, HeadingPlan>;
  /** Callouts and text fragments being rendered, innermost last, to catch one that embeds itself. */
  nesting: string[];
  tableCount: number;
  /** The id of the last heading rendered, that of the section a table sits in (table-region.ts). */
  sectionHeadingId?: string;
  /** Renders a nested document (a callout body) with the block renderers. */
  renderBlocks(document: Document): string;
  /** Renders a nested document inline (a text fragment): paragraphs unwrapped, no block markup. */
  renderInline(document: Document): string;
}

let active: RenderState | undefined;

export function currentState(): RenderState {
  if (active === undefined) throw new AppError('A rich-text node renderer ran outside renderBody');
  return active;
}

export function withRenderState<T>(state: RenderState, render: () => T): T {
  const previous = active;
  active = state;
  try {
    return render();
  } finally {
    active = previous;
  }
}
