/**
 * The frame of a body table, whether it comes from rich text or from an html body: a focusable
 * region that scrolls a wide table (keyboard users scroll it with the arrow keys), styled by
 * article-body.css. A screen reader's list of regions names each one 'Table {n}' followed by the
 * heading of the section the table sits in, so two tables are told apart by more than a number.
 */
import { escapeAttribute } from './escape';
import type { RenderState } from './render-state';
import { labelLang } from './text-lang';

export function tableRegion(table: string, state: RenderState): string {
  state.tableCount += 1;
  const name = `${escapeAttribute(state.labels.table)} ${state.tableCount}`;
  const lang = labelLang(state);
  const heading = state.sectionHeadingId;
  if (lang === '' && heading === undefined) {
    return `<div class="table-wrap" role="region" tabindex="0" aria-label="${name}">${table}</div>`;
  }
  // The number is a hidden element of its own, in the page's language when the body is in another,
  // and the section's heading is named by its id: the region is labelled by both, in that order.
  const id = escapeAttribute(state.ids.claim(`${state.bodyId}-table-${state.tableCount}`));
  const labelledBy = heading === undefined ? id : `${id} ${escapeAttribute(heading)}`;
  return (
    `<div class="table-wrap" role="region" tabindex="0" aria-labelledby="${labelledBy}">` +
    `<span id="${id}"${lang} hidden>${name}</span>${table}</div>`
  );
}

// After sanitising and levelling, a heading with an id is written `<hN id="…">`, and a table opens
// with `<table>` or, keeping an id, `<table id="…">`, and closes with `</table>`.
const HEADING_OR_TABLE = /<h[1-6] id="([^"]*)">|<table(?: id="[^"]*")?>|<\/table>/g;

/**
 * Frames every outermost table of a sanitised html fragment with `tableRegion`, following the
 * fragment's headings so each table is named after the section it is in. A nested table stays
 * inside its outer table's frame, and a fragment with an unclosed table is framed to its end.
 */
export function frameHtmlTables(html: string, state: RenderState): string {
  let out = '';
  let depth = 0;
  let start = 0;
  let tableStart = 0;
  for (const match of html.matchAll(HEADING_OR_TABLE)) {
    const [tag, headingId] = match;
    const at = match.index;
    if (headingId !== undefined) {
      if (depth === 0) state.sectionHeadingId = headingId;
    } else if (tag.startsWith('<table')) {
      if (depth === 0) {
        out += html.slice(start, at);
        tableStart = at;
      }
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) {
        const end = at + tag.length;
        out += tableRegion(html.slice(tableStart, end), state);
        start = end;
      }
    }
  }
  if (depth > 0) return out + tableRegion(html.slice(tableStart), state);
  return out + html.slice(start);
}
