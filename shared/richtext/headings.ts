/**
 * Heading rules shared by rich-text and html bodies (SPEC.md 'Rich-text headings'): re-level so the
 * shallowest heading becomes the top level (2), turn headings more than 4 levels below the top into
 * bold paragraphs, drop blank headings, and give headings ids that are unique on the page.
 */
import type { TocEntry } from '../types/page';
import { htmlToText } from './escape';

/** SPEC.md section 9: heading depth limit 4 below the top heading. */
export const MAX_HEADING_DEPTH = 4;

/** Ids the page chrome already uses; headings never take them. */
export const RESERVED_PAGE_IDS: readonly string[] = ['maincontent'];

/** The heading text lower-cased, non-word characters dropped, words joined by hyphens. */
export function headingSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .join('-');
  return slug === '' ? 'section' : slug;
}

/** Hands out ids unique within one page: 'setup', 'setup-2', 'setup-3'. */
export class UniqueIds {
  private readonly taken = new Set<string>(RESERVED_PAGE_IDS);

  reserve(id: string): void {
    this.taken.add(id);
  }

  has(id: string): boolean {
    return this.taken.has(id);
  }

  claim(base: string): string {
    let id = base;
    for (let suffix = 2; this.taken.has(id); suffix += 1) id = `${base}-${suffix}`;
    this.taken.add(id);
    return id;
  }
}

/**
 * The level a heading renders at, or undefined when it is too deep and becomes a bold paragraph.
 * `shallowest` is the shallowest level in the same body; `top` the level it becomes.
 */
export function relevel(level: number, shallowest: number, top: number): number | undefined {
  const depth = level - shallowest;
  const target = top + depth;
  return depth > MAX_HEADING_DEPTH || target > 6 ? undefined : target;
}

export function isTocLevel(level: number): level is TocEntry['level'] {
  return level === 2 || level === 3;
}

const HTML_HEADING = /<h([1-6])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/gi;

/**
 * Applies the heading rules to sanitised html (headings carry no attributes after sanitising).
 * Headings at level 2 and 3 are added to `toc` in document order.
 */
export function levelHtmlHeadings(html: string, top: number, ids: UniqueIds, toc: TocEntry[]): string {
  let shallowest = 7;
  for (const match of html.matchAll(HTML_HEADING)) {
    if (htmlToText(match[2] ?? '').trim() === '') continue;
    shallowest = Math.min(shallowest, Number(match[1]));
  }
  if (shallowest === 7) return html;
  return html.replace(HTML_HEADING, (_whole, levelText: string, inner: string) => {
    const text = htmlToText(inner).replace(/\s+/g, ' ').trim();
    if (text === '') return '';
    const level = relevel(Number(levelText), shallowest, top);
    if (level === undefined) return `<p><strong>${inner}</strong></p>`;
    const id = ids.claim(headingSlug(text));
    if (isTocLevel(level)) toc.push({ id, text, level });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
}
