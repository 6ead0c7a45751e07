/**
 * Languages inside a body (RichTextContext.textLang): an untranslated body on a Japanese page is
 * English and says so on its container (`RenderedBody.lang`); inside it, an embedded entry whose
 * text is in another language than the text around it carries its own `lang`, and so does every
 * interface label the renderer adds (the page's language), so nothing is read in the wrong voice.
 */
import type { Entry, HtmlLang } from '../types/content';
import { escapeAttribute } from './escape';
import type { RenderState } from './render-state';

/** ` lang="…"` for text in `lang` inside text in `around`; nothing when they are the same. */
export function langAttribute(lang: HtmlLang, around: HtmlLang): string {
  return lang === around ? '' : ` lang="${escapeAttribute(lang)}"`;
}

/** ` lang="…"` for an element holding the page's interface label, inside the text being rendered. */
export function labelLang(state: RenderState): string {
  return langAttribute(state.pageLang, state.lang);
}

/** The language of an embedded entry's field. */
export function entryLang(state: RenderState, entry: Entry, field: string): HtmlLang {
  return state.ctx.textLang?.(entry.id, field) ?? state.pageLang;
}

/** Renders with `lang` as the language of the text being rendered. */
export function inLang<T>(state: RenderState, lang: HtmlLang, render: () => T): T {
  const around = state.lang;
  state.lang = lang;
  try {
    return render();
  } finally {
    state.lang = around;
  }
}
