/**
 * The article body renderer: one entry point for the three body forms of SPEC.md section 2
 * (migrated rich text, CMS html, legacy KB sections). Runs on the server, once per entry and
 * snapshot version; the result is inserted as html and kept by the browser (ARCHITECTURE.md 5).
 * Do not import this module from browser code: it pulls in highlight.js and sanitize-html.
 */
import type { Document } from '@contentful/rich-text-types';
import { ArticleBodyMissingError } from '../errors';
import { htmlLang, type Asset, type Entry, type HtmlLang, type Locale } from '../types/content';
import type { RenderedBody, TocEntry } from '../types/page';
import { documentField, isDocument, textField } from './fields';
import { UniqueIds, levelHtmlHeadings } from './headings';
import { renderHtmlFragment, sanitizeBodyHtml } from './html-body';
import { serverMessagesFor } from '../i18n/server-messages';
import { renderBlocks, renderInline, renderRichTextBody } from './rich-text';
import { withRenderState, type RenderState } from './render-state';
import { inLang, langAttribute } from './text-lang';

export interface LegacyKbSections {
  summary?: string;
  diagnosis?: string;
  cause?: string;
  solution?: string;
}

/** The entry field a body is, whose language is the body's (`RichTextContext.textLang`). */
export interface BodySource {
  entryId: string;
  field: string;
}

/** A legacy KB body's sections are fields of the entry `id` of the same names. */
export type BodyInput =
  | { kind: 'richText'; id: string; document: Document; source?: BodySource }
  | { kind: 'html'; id: string; html: string; source?: BodySource }
  | { kind: 'legacyKb'; id: string; sections: LegacyKbSections };

export interface RichTextContext {
  /** Resolves embedded and linked entries (locale already applied). */
  entry(id: string): Entry | undefined;
  asset(id: string): Asset | undefined;
  /** Site url of a linked page entry. */
  urlOf(entryId: string): string | undefined;
  flags: { isVideoEnabled: boolean };
  locale: Locale;
  /**
   * The language of an entry field's text where it is not the page's (`locale`'s): an untranslated
   * field shows the default locale's. The body and what it embeds are marked with it (`lang`), and
   * the page's interface labels inside a body in another language get the page's back. Absent:
   * everything is in the page's language.
   */
  textLang?: (entryId: string, field: string) => HtmlLang | undefined;
  /** A link the body writes as a path of the site, in the page's locale (absent: as written). */
  localHref?: (url: string) => string;
  logger?: { error(obj: unknown, msg?: string): void };
  /** Preview renders a visible marker where a node failed; the published site leaves it out. */
  preview?: boolean;
}

/**
 * Legacy KB sections in SPEC.md order, each under its heading from the message table
 * (`richtext.legacyKbHeadings`): the template's words, so in the page's language whatever the
 * sections' own.
 */
export const LEGACY_KB_SECTIONS = [
  'summary',
  'diagnosis',
  'cause',
  'solution',
] as const satisfies readonly (keyof LegacyKbSections)[];

/**
 * Renders a body to sanitised html plus its table of contents. Throws ArticleBodyMissingError for a
 * missing body, RichTextHeadingError for a top-level heading 1, UnsupportedBlockError and
 * MissingLinkedEntryError for embedded entries it cannot render.
 */
export function renderBody(input: BodyInput, ctx: RichTextContext): RenderedBody {
  const { html, toc, lang } = renderWith(input, ctx, wholeFragment);
  return lang === htmlLang(ctx.locale) ? { id: input.id, html, toc } : { id: input.id, html, toc, lang };
}

/** The fields a body is made of: its source, or a legacy KB body's sections. */
function bodyFields(input: BodyInput): BodySource[] {
  if (input.kind !== 'legacyKb') return input.source ? [input.source] : [];
  return LEGACY_KB_SECTIONS.filter((key) => typeof input.sections[key] === 'string').map((key) => ({
    entryId: input.id,
    field: key,
  }));
}

/** The language of a body: that of its fields when they share one (a legacy KB body's may not), else the page's. */
function bodyLang(input: BodyInput, ctx: RichTextContext): HtmlLang {
  const page = htmlLang(ctx.locale);
  const langs = new Set(bodyFields(input).map(({ entryId, field }) => ctx.textLang?.(entryId, field) ?? page));
  return langs.size === 1 ? [...langs][0]! : page;
}

/**
 * The table of contents renderBody gives, at a fraction of its cost: html bodies are only sanitised
 * and their headings levelled, since extensions, highlighting and code-block frames never add or
 * rename a heading. Throws as renderBody does for a missing body.
 */
export function bodyToc(input: BodyInput, ctx: RichTextContext): TocEntry[] {
  try {
    return renderWith(input, ctx, headingsOnly).toc;
  } catch (error) {
    // Only the whole render expands extensions, which can fill a body that looks blank without them
    // (a media embed alone), so a blank body is judged by the whole render.
    if (error instanceof ArticleBodyMissingError) return renderBody(input, ctx).toc;
    throw error;
  }
}

/** Renders one html part of a body (a CMS body or a legacy KB section) with its headings at `top`. */
type HtmlFragment = (html: string, top: number, state: RenderState) => string;

const wholeFragment: HtmlFragment = (html, top, state) => renderHtmlFragment(html, top, state.ids, state.toc, state);
const headingsOnly: HtmlFragment = (html, top, state) =>
  levelHtmlHeadings(sanitizeBodyHtml(html), top, state.ids, state.toc);

function renderWith(
  input: BodyInput,
  ctx: RichTextContext,
  fragment: HtmlFragment,
): { html: string; toc: TocEntry[]; lang: HtmlLang } {
  const toc: TocEntry[] = [];
  const lang = bodyLang(input, ctx);
  const state: RenderState = {
    bodyId: input.id,
    ctx,
    lang,
    pageLang: htmlLang(ctx.locale),
    labels: serverMessagesFor(ctx.locale).richtext,
    ids: new UniqueIds(),
    toc,
    headings: new Map(),
    nesting: [],
    tableCount: 0,
    renderBlocks,
    renderInline,
  };
  const html = withRenderState(state, () => renderInput(input, state, fragment));
  return { html, toc, lang };
}

function renderInput(input: BodyInput, state: RenderState, fragment: HtmlFragment): string {
  switch (input.kind) {
    case 'richText': {
      if (!isDocument(input.document)) throw new ArticleBodyMissingError();
      // An empty document, or one of blank paragraphs only, is a missing body (SPEC.md section 8).
      const html = renderRichTextBody(input.document, state);
      if (isBlankHtml(html)) throw new ArticleBodyMissingError();
      return html;
    }
    case 'html': {
      if (typeof input.html !== 'string' || input.html.trim() === '') throw new ArticleBodyMissingError();
      const html = fragment(input.html, 2, state);
      if (isBlankHtml(html)) throw new ArticleBodyMissingError();
      return html;
    }
    case 'legacyKb':
      return renderLegacyKb(input.sections, state, fragment);
  }
}

/** True when html has no text and no media: what a visitor would see is an empty area. */
function isBlankHtml(html: string): boolean {
  if (/<(img|video|iframe|svg|hr|table)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

function renderLegacyKb(sections: LegacyKbSections | undefined, state: RenderState, fragment: HtmlFragment): string {
  let html = '';
  for (const key of LEGACY_KB_SECTIONS) {
    const section = sections?.[key];
    if (typeof section !== 'string' || section.trim() === '') continue;
    const id = state.ids.claim(key);
    const heading = state.labels.legacyKbHeadings[key];
    // The heading is the page's word; the table of contents lists it in the body's language unless marked.
    state.toc.push(
      state.pageLang === state.lang
        ? { id, text: heading, level: 2 }
        : { id, text: heading, level: 2, lang: state.pageLang },
    );
    state.sectionHeadingId = id;
    // A section in another language than the body's says its own; its heading is in the page's.
    const sectionLang = state.ctx.textLang?.(state.bodyId, key) ?? state.pageLang;
    const content = inLang(state, sectionLang, () => fragment(section, 3, state));
    html +=
      `<section class="kb-section kb-section--${key}" aria-labelledby="${id}"${langAttribute(sectionLang, state.lang)}>` +
      `<h2 id="${id}"${langAttribute(state.pageLang, sectionLang)}>${heading}</h2>${content}</section>`;
  }
  if (html === '') throw new ArticleBodyMissingError();
  return html;
}

/**
 * The body of a page entry as a BodyInput: a rich-text `body` wins; otherwise a topic's `bodyHtml`
 * or a KB article's legacy sections. Throws ArticleBodyMissingError when there is none.
 */
export function bodyInputOf(entry: Entry): BodyInput {
  const document = documentField(entry, 'body');
  if (document !== undefined)
    return { kind: 'richText', id: entry.id, document, source: { entryId: entry.id, field: 'body' } };
  const html = textField(entry, 'bodyHtml');
  if (html !== undefined && html.trim() !== '') {
    return { kind: 'html', id: entry.id, html, source: { entryId: entry.id, field: 'bodyHtml' } };
  }
  const sections: LegacyKbSections = {};
  let any = false;
  for (const key of LEGACY_KB_SECTIONS) {
    const value = textField(entry, key);
    if (value !== undefined && value.trim() !== '') {
      sections[key] = value;
      any = true;
    }
  }
  if (any) return { kind: 'legacyKb', id: entry.id, sections };
  throw new ArticleBodyMissingError();
}
