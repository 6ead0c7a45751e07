/**
 * Text of an html body for the search index and its snippets, read by a real HTML parser
 * (htmlparser2) rather than patterns, so every block, table cell, list item, definition term and
 * description ends on a line of its own and no two words fuse ("NameValue" from two cells).
 * Definition terms and table header cells are also collected on their own: they name what a
 * page defines, and the index weighs them above plain body text.
 */
import { Parser } from 'htmlparser2';

/** Elements whose text is a unit of its own: a line break before and after. */
const BREAKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);
/** Elements whose text names what the page defines. */
const TERMS = new Set(['dt', 'th']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/**
 * Elements the parser reads in a mode of their own (raw text, foreign content) or whose text the
 * body sanitiser drops: a body holding one gets no outline, so its headings are read the long way.
 */
const OUTLINE_BREAKERS = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'title',
  'noscript',
  'template',
  'plaintext',
  'iframe',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
]);

export interface HtmlText {
  /** Lines of text, one per block, spaces collapsed. */
  text: string;
  /** The text of each definition term and table header cell, in order. */
  terms: string[];
  /**
   * With `outline`: the body's headings as the body sanitiser (shared/richtext/html-body.ts) writes
   * them, each `<hN>` with its text escaped as the sanitiser escapes it and no other markup, so the
   * heading rules (levelHtmlHeadings) read the same headings from it as from the sanitised body.
   * Undefined when the body holds a heading inside a heading or an element of OUTLINE_BREAKERS.
   */
  outline?: string | undefined;
}

/** Text escaped as sanitize-html escapes text (its escapeHtml with entities decoded). */
function escapeAsSanitised(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The text of an html body. `outline` also collects its headings (HtmlText.outline) in the same
 * parse: the parser is the one the sanitiser uses, with the same options, so both see the same
 * elements and text, and search reads a body's headings without sanitising the whole body.
 */
export function extractHtmlText(html: string, options: { outline?: boolean } = {}): HtmlText {
  if (html === '') return options.outline ? { text: '', terms: [], outline: '' } : { text: '', terms: [] };
  const out: string[] = [];
  const terms: string[] = [];
  let hidden = 0;
  /** Open term elements, each with where its text starts in `out`. */
  const openTerms: { name: string; start: number }[] = [];
  const outline: string[] | undefined = options.outline ? [] : undefined;
  let outlineBroken = false;
  /** The heading being read, while inside one. */
  let heading: string | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1;
        if (BREAKS.has(name)) out.push('\n');
        if (TERMS.has(name)) openTerms.push({ name, start: out.length });
        if (outline) {
          if (OUTLINE_BREAKERS.has(name)) outlineBroken = true;
          if (HEADINGS.has(name)) {
            if (heading !== undefined) outlineBroken = true;
            heading = name;
            outline.push(`<${name}>`);
          }
        }
      },
      ontext(text) {
        if (hidden === 0) out.push(text);
        if (heading !== undefined) outline!.push(escapeAsSanitised(text));
      },
      onclosetag(name) {
        if (outline && heading === name) {
          outline.push(`</${name}>\n`);
          heading = undefined;
        }
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (TERMS.has(name)) {
          const open = openTerms.pop();
          if (open) {
            const term = out.slice(open.start).join('').replace(/\s+/g, ' ').trim();
            if (term !== '') terms.push(term);
          }
        }
        if (BREAKS.has(name)) out.push('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  const text = out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
  if (!outline) return { text, terms };
  return { text, terms, outline: outlineBroken ? undefined : outline.join('') };
}
