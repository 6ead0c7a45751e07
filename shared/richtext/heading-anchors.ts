/**
 * The 'copy link' anchor of every h2 to h4 of an article body: a real link to the heading's `#id`,
 * so it works without JavaScript; client/reader-tools.ts copies the absolute url on a click.
 * Added to the rendered body of article pages (topics and KB articles) by their resolvers, after
 * the body renderer, whose output the Markdown twins and the search index also read.
 */
import { escapeAttribute } from './escape';

const HEADING = /<h([234]) id="([^"]+)"([^>]*)>([\s\S]*?)<\/h\1>/g;
const ANCHOR = /<a class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g;

/**
 * `html` with an anchor link at the end of each h2, h3 and h4 that has an id. `labelLang` is the
 * label's language when the body is in another (an untranslated body on a Japanese page).
 */
export function withHeadingAnchors(html: string, label: string, labelLang?: string): string {
  const name = escapeAttribute(label);
  const lang = labelLang === undefined ? '' : ` lang="${escapeAttribute(labelLang)}"`;
  return html.replace(
    HEADING,
    (_whole, level: string, id: string, rest: string, inner: string) =>
      `<h${level} id="${id}"${rest}>${inner}<a class="heading-anchor" href="#${id}" data-heading-anchor aria-label="${name}"${lang}><span aria-hidden="true">#</span></a></h${level}>`,
  );
}

/** `html` without the anchors: what readers of the body other than the page (Markdown twins) want. */
export function withoutHeadingAnchors(html: string): string {
  return html.replace(ANCHOR, '');
}
