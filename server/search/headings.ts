/**
 * The h2 and h3 headings of a page body with the ids the rendered page gives them, for heading
 * suggestions. Read from the body renderer's table of contents (bodyToc, which skips the rendering
 * that cannot change it), so the ids are the page's own (unique ids, reserved anchors and
 * re-levelling included) rather than a second reckoning of them.
 *
 * An html body whose text was just read with its heading outline (server/search/html-text.ts) has
 * its headings levelled from the outline instead: the same headings as the sanitised body holds,
 * without sanitising the whole body, which was most of the time a cold start took at 10,000 pages.
 */
import { bodyInputOf, bodyToc } from '../../shared/richtext/render-body';
import { levelHtmlHeadings, UniqueIds } from '../../shared/richtext/headings';
import type { TocEntry } from '../../shared/types/page';
import type { HtmlText } from './html-text';
import type { Entry, Locale } from '../../shared/types/content';
import { withLocale } from '../../shared/links/locale';
import type { DocumentHeading, SearchContentType, TextLookups } from './documents';

/** An html body and what extractHtmlText read of it with `outline`. */
export interface ParsedHtml {
  html: string;
  extracted: HtmlText;
}

/**
 * The table of contents of an html body from its outline, as bodyToc gives it; undefined when the
 * outline cannot stand for the body. A body with text is never judged blank, so bodyToc would take
 * its headings from levelling the sanitised body, fresh ids and all, as done here.
 */
function outlineToc(parsed: ParsedHtml | undefined, html: string): TocEntry[] | undefined {
  if (parsed?.html !== html || parsed.extracted.outline === undefined || parsed.extracted.text === '') return undefined;
  const toc: TocEntry[] = [];
  levelHtmlHeadings(parsed.extracted.outline, 2, new UniqueIds(), toc);
  return toc;
}

/**
 * Headings of a topic or KB article body; none for other pages or a body that cannot render.
 * `parsed` is the entry's html body as its text was read, when it was.
 */
export function bodyHeadings(
  snapshot: TextLookups,
  contentType: SearchContentType,
  entry: Entry,
  locale: Locale,
  parsed?: ParsedHtml,
): DocumentHeading[] {
  if (contentType !== 'topic' && contentType !== 'kbArticle') return [];
  try {
    const input = bodyInputOf(entry);
    const outlined = input.kind === 'html' ? outlineToc(parsed, input.html) : undefined;
    const toc =
      outlined ??
      bodyToc(input, {
        entry: (id) => snapshot.entry(id, locale),
        asset: (id) => snapshot.asset(id, locale),
        urlOf: (entryId) => {
          const url = snapshot.urlOf(entryId);
          return url === undefined ? undefined : withLocale(url, locale);
        },
        flags: { isVideoEnabled: false },
        locale,
      });
    return toc.map(({ text, id, level }) => ({ text, id, level }));
  } catch {
    // A page whose body does not render is not found on the site: it has no headings to offer.
    return [];
  }
}
