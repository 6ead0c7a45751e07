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

export interface HtmlText {
  /** Lines of text, one per block, spaces collapsed. */
  text: string;
  /** The text of each definition term and table header cell, in order. */
  terms: string[];
}

export function extractHtmlText(html: string): HtmlText {
  if (html === '') return { text: '', terms: [] };
  const out: string[] = [];
  const terms: string[] = [];
  let hidden = 0;
  /** Open term elements, each with where its text starts in `out`. */
  const openTerms: { name: string; start: number }[] = [];
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1;
        if (BREAKS.has(name)) out.push('\n');
        if (TERMS.has(name)) openTerms.push({ name, start: out.length });
      },
      ontext(text) {
        if (hidden === 0) out.push(text);
      },
      onclosetag(name) {
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
  return { text, terms };
}
