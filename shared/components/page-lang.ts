/**
 * The marks of text not in the page's language (`TextLang` in shared/types/content.ts), as the
 * `lang` of an element: English fallback text on a Japanese page gets `lang="en"` on its element
 * (WCAG 2.1 SC 3.1.2), and only there. A mark of part of a text is rendered by Lang.tsx; these
 * helpers have no markup of their own, so a template that only needs them ships without it.
 */
import type { HtmlLang, TextLang } from '../types/content';
import type { PageBase } from '../types/page';

/** The `lang` of an element whose whole text is marked; a mark of part of it is rendered by `LangText`. */
export function wholeLang(lang: TextLang | undefined): HtmlLang | undefined {
  return typeof lang === 'string' ? lang : undefined;
}

/** The mark of one of the page's own texts (`PageBase.textLang`), by its view model field. */
export function pageTextLang(page: Pick<PageBase, 'textLang'>, field: string): TextLang | undefined {
  return page.textLang?.[field];
}

/** The `lang` of the element showing one of the page's own texts when the whole text is marked. */
export function pageLang(page: Pick<PageBase, 'textLang'>, field: string): HtmlLang | undefined {
  return wholeLang(pageTextLang(page, field));
}
