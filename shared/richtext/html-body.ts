/**
 * Html bodies from the CMS (topic bodyHtml, legacy KB sections): sanitised against an allowlist,
 * headings levelled, the rich content extensions (docs/rich-text.md) expanded, and preformatted
 * blocks given a code block's copy button.
 */
import sanitizeHtml from 'sanitize-html';
import { MissingLinkedEntryError } from '../errors';
import { isolated, problemMarker } from './isolate';
import type { TocEntry } from '../types/page';
import { codeLanguageOfClass, highlightCode } from './code-highlight';
import { codeBlockHtml, imageHtml, renderInlineEntry } from './embedded';
import { absoluteAssetUrl, decodeEntities, escapeAttribute, escapeHtml, isExternalHref, safeHref } from './escape';
import { type BodyLabels } from '../i18n/server-messages';
import { assetField, textField } from './fields';
import { levelHtmlHeadings, type UniqueIds } from './headings';
import { iconKeyOf, iconSvg } from './icons';
import type { RenderState } from './render-state';
import { labelLang } from './text-lang';
import { frameHtmlTables } from './table-region';

const EXTENSION_ATTRIBUTES: Record<string, string> = {
  'sac-link': 'data-id',
  'sac-icon': 'data-icon-key',
  'sac-media': 'data-media-entry-id',
  'sac-text-fragment': 'data-text-fragment-id',
};

/** The allowlist. Built once; nothing in it depends on the request. */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'pre',
    'code',
    'kbd',
    'samp',
    'var',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'mark',
    'small',
    'abbr',
    'cite',
    'q',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'figure',
    'figcaption',
    ...Object.keys(EXTENSION_ATTRIBUTES),
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed'],
    abbr: ['title'],
    pre: ['tabindex'],
    // Ids are the targets of same-page links (`href="#id"`); `keepBodyIds` checks each after levelling.
    '*': ['id'],
    ...Object.fromEntries(Object.entries(EXTENSION_ATTRIBUTES).map(([tag, attribute]) => [tag, [attribute]])),
  },
  // A code block's language (written by the importers, content/import/) is kept for highlighting.
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    // A preformatted block scrolls sideways inside itself, so it must be reachable from the keyboard.
    pre: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      const external = rest.href !== undefined && isExternalHref(rest.href);
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.src === undefined ? {} : { src: absoluteAssetUrl(attribs.src) }),
        loading: 'lazy',
        decoding: 'async',
      },
    }),
  },
};

export function sanitizeBodyHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/**
 * An id a body element may keep: a letter, then letters, digits and `_ . : -`, at most 128
 * characters. Nothing else (no spaces, quotes or markup) can reach an attribute or a selector.
 */
const SAFE_ID = /^[A-Za-z][\w.:-]{0,127}$/;

export function isSafeBodyId(id: string): boolean {
  return SAFE_ID.test(id);
}

/** Whether an element of this tag keeps a safe, free id through sanitising (headings get their own). */
export function keepsBodyId(tag: string): boolean {
  const allowed = SANITIZE_OPTIONS.allowedTags;
  return Array.isArray(allowed) && allowed.includes(tag) && !/^h[1-6]$/.test(tag) && !NO_ID.test(tag);
}

// After sanitising and levelling, attributes are written as ` name="value"`; a heading's id is the
// levelled one the table of contents names, so headings are left alone.
const ELEMENT_ID = /<(?!h[1-6][\s>])([a-z][a-z0-9-]*)((?:\s[a-z-]+="[^"]*")*?)\sid="([^"]*)"/g;
/** Elements whose markup later steps match exactly (code blocks, extensions): they keep no id. */
const NO_ID = /^(?:pre|code|sac-.*)$/;

/**
 * Keeps the ids of body elements that are safe (`isSafeBodyId`) and free: not one of the page's
 * own ids (`RESERVED_PAGE_IDS`), a heading's, or an id kept earlier on the page. Any other is
 * dropped, so body content never clobbers an id the site or another element relies on.
 */
export function keepBodyIds(html: string, ids: UniqueIds): string {
  if (!html.includes(' id="')) return html;
  return html.replace(ELEMENT_ID, (_whole, tag: string, before: string, rawId: string) => {
    const id = decodeEntities(rawId);
    if (NO_ID.test(tag) || !isSafeBodyId(id) || ids.has(id)) return `<${tag}${before}`;
    ids.reserve(id);
    return `<${tag}${before} id="${id}"`;
  });
}

/** Sanitises, levels headings (the shallowest becomes `top`), frames tables, expands extensions and frames code blocks. */
export function renderHtmlFragment(
  html: string,
  top: number,
  ids: UniqueIds,
  toc: TocEntry[],
  state: RenderState,
): string {
  // Blocks that name their language are highlighted first; every other <pre> is framed after.
  return withCodeBlocks(
    highlightCodeBlocks(
      localLinks(
        expandExtensions(
          frameHtmlTables(keepBodyIds(levelHtmlHeadings(sanitizeBodyHtml(html), top, ids, toc), ids), state),
          state,
        ),
        state,
      ),
      state,
    ),
    state.labels,
    labelLang(state),
  );
}

// After sanitising, an href is written double-quoted with its entities escaped.
const SITE_LINK = /(<a\b[^>]*?\shref=")(\/[^"/][^"]*|\/)"/g;

/** Links to pages of the site written as paths (`/contact/`), in the page's locale (RichTextContext.localHref). */
export function localLinks(html: string, state: RenderState): string {
  const local = state.ctx.localHref;
  if (!local || !html.includes('href="/')) return html;
  return html.replace(
    SITE_LINK,
    (_whole, start: string, href: string) => `${start}${escapeAttribute(local(decodeEntities(href)))}"`,
  );
}

// After sanitising, a code element keeps at most its language class and a pre only its tabindex.
const LANGUAGE_CODE_BLOCK = /<pre tabindex="0"><code class="language-([a-z0-9+#_-]+)">([\s\S]*?)<\/code><\/pre>/g;

/**
 * A `<pre><code class="language-x">` block becomes the same figure as an embedded code block:
 * highlighted when the language is one the site knows, titled with its name, with a copy button.
 */
export function highlightCodeBlocks(html: string, state: RenderState): string {
  if (!html.includes('<code class="language-')) return html;
  return html.replace(LANGUAGE_CODE_BLOCK, (_block, token: string, escaped: string) => {
    const language = codeLanguageOfClass(token);
    const code = highlightCode(decodeEntities(escaped), language ?? 'Plain text');
    return codeBlockHtml(
      escapeHtml(language ?? token),
      `<code class="hljs language-${code.language}">${code.html}</code>`,
      state.labels,
      labelLang(state),
    );
  });
}

// After sanitising, every <pre> opens with exactly this tag; a <pre> nested in another is matched
// alone, so the outer one is left as it is rather than split.
const PRE_BLOCK = /<pre tabindex="0">((?:(?!<pre[\s>])[\s\S])*?)<\/pre>/g;

/**
 * Gives each preformatted block of an html body the figure of a rich-text code block, titled 'Code'
 * (the block names no language), so it gets the same copy button and status.
 */
export function withCodeBlocks(html: string, labels: BodyLabels, labelLangAttribute = ''): string {
  if (!html.includes('<pre')) return html;
  // The title 'Code' is an interface label like the button's.
  const title =
    labelLangAttribute === ''
      ? escapeHtml(labels.code)
      : `<span${labelLangAttribute}>${escapeHtml(labels.code)}</span>`;
  return html.replace(PRE_BLOCK, (_block, inner: string) => codeBlockHtml(title, inner, labels, labelLangAttribute));
}

// After sanitising, extension elements carry only their one allowed attribute, double-quoted.
const EXTENSION_TAG = /<(\/?)(sac-link|sac-icon|sac-media|sac-text-fragment)(?:\s+[a-z-]+="([^"]*)")?\s*\/?>/g;

/**
 * Replaces extension elements tag by tag, so content between an opening and closing tag stays in
 * place: a sac-link's label becomes the link text, and a self-closed sac-icon swallows nothing.
 */
export function expandExtensions(html: string, state: RenderState): string {
  if (!html.includes('<sac-') && !html.includes('</sac-')) return html;
  const openLinks: ('a' | 'span')[] = [];
  return html.replace(EXTENSION_TAG, (_tag, closing: string, name: string, rawValue: string | undefined) => {
    const value = decodeEntities(rawValue ?? '').trim();
    const description = { node: name, targetId: value || undefined };
    if (name === 'sac-link') {
      if (closing) return `</${openLinks.pop() ?? 'span'}>`;
      // A link whose target is gone keeps its label: the rest of the sentence still reads.
      const open = isolated(
        state,
        description,
        () => sacLinkOpen(value, state),
        (error) => `${problemMarker(state, description, error)}<span class="sac-link">`,
      );
      openLinks.push(open.startsWith('<a') ? 'a' : 'span');
      return open;
    }
    if (closing) return '';
    return isolated(state, description, () => {
      switch (name) {
        case 'sac-icon':
          return sacIcon(value, state);
        case 'sac-media':
          return sacMedia(value, state);
        default:
          return sacTextFragment(value, state);
      }
    });
  });
}

function requireEntry(id: string, state: RenderState) {
  const entry = state.ctx.entry(id);
  if (entry === undefined) throw new MissingLinkedEntryError(id);
  return entry;
}

function sacLinkOpen(id: string, state: RenderState): string {
  requireEntry(id, state);
  const url = state.ctx.urlOf(id);
  const href = url === undefined ? undefined : safeHref(url);
  if (href === undefined) {
    state.ctx.logger?.error(
      { entryId: id, bodyId: state.bodyId },
      'sac-link target has no page url; rendering its label only',
    );
    return '<span class="sac-link">';
  }
  const rel = isExternalHref(href) ? ' rel="noopener noreferrer"' : '';
  return `<a class="sac-link" href="${escapeAttribute(href)}"${rel}>`;
}

function sacIcon(key: string, state: RenderState): string {
  const icon = iconKeyOf(key);
  if (icon === undefined) {
    state.ctx.logger?.error({ iconKey: key, bodyId: state.bodyId }, 'Unknown sac-icon key; the icon is left out');
    return '';
  }
  return `<span class="sac-icon">${iconSvg(icon)}</span>`;
}

function sacMedia(id: string, state: RenderState): string {
  const entry = requireEntry(id, state);
  const asset = assetField(entry, 'image');
  if (asset === undefined) {
    state.ctx.logger?.error({ entryId: id, bodyId: state.bodyId }, 'sac-media entry has no image asset');
    return '';
  }
  const alt = textField(entry, 'altTag') ?? textField(entry, 'altText') ?? asset.description;
  return imageHtml(asset, alt, 'sac-media');
}

function sacTextFragment(id: string, state: RenderState): string {
  const entry = state.ctx.entry(id);
  if (entry === undefined) {
    const error = new MissingLinkedEntryError(id);
    state.ctx.logger?.error(
      { err: error, textFragmentId: id, bodyId: state.bodyId },
      'Rendering the text fragment failed',
    );
    throw error;
  }
  return renderInlineEntry(entry, state);
}
