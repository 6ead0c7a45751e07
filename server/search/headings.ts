/**
 * The h2 and h3 headings of a page body with the ids the rendered page gives them, for heading
 * suggestions. Read from the body renderer's table of contents (bodyToc, which skips the rendering
 * that cannot change it), so the ids are the page's own (unique ids, reserved anchors and
 * re-levelling included) rather than a second reckoning of them.
 */
import { bodyInputOf, bodyToc } from '../../shared/richtext/render-body';
import type { Entry, Locale } from '../../shared/types/content';
import { withLocale } from '../../shared/links/locale';
import type { DocumentHeading, SearchContentType, TextLookups } from './documents';

/** Headings of a topic or KB article body; none for other pages or a body that cannot render. */
export function bodyHeadings(
  snapshot: TextLookups,
  contentType: SearchContentType,
  entry: Entry,
  locale: Locale,
): DocumentHeading[] {
  if (contentType !== 'topic' && contentType !== 'kbArticle') return [];
  try {
    const toc = bodyToc(bodyInputOf(entry), {
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
