/**
 * Rendering the marks of text not in the page's language (`TextLang` in shared/types/content.ts):
 * English fallback text on a Japanese page gets `lang="en"` on its element (WCAG 2.1 SC 3.1.2), and
 * only there, so the page's own words keep the page's language. A text marked whole takes the mark
 * on its own element (page-lang.ts).
 */
import type { ReactNode } from 'react';
import { fill } from '../i18n/messages';
import type { HtmlLang, TextLang } from '../types/content';

/**
 * A text whose marked part is in a span of its language; a text marked whole is left to its element
 * (`wholeLang`), which also gives its other attributes (a tooltip, a name) the language.
 */
export function LangText({ text, lang }: { text: string; lang: TextLang | undefined }): ReactNode {
  if (lang === undefined || typeof lang === 'string') return text;
  const [language, start, end] = lang;
  return (
    <>
      {text.slice(0, start)}
      <span lang={language}>{text.slice(start, end)}</span>
      {text.slice(end)}
    </>
  );
}

/**
 * A message of the page's language with its `{name}` placeholder filled by `text`, which is in a span
 * of its own language when it has one ('{title} のページを見る' with an English title).
 */
export function FilledText({
  message,
  name,
  text,
  lang,
  values = {},
}: {
  message: string;
  name: string;
  text: string;
  lang: HtmlLang | undefined;
  values?: Readonly<Record<string, string | number>>;
}): ReactNode {
  const placeholder = `{${name}}`;
  const at = message.indexOf(placeholder);
  if (lang === undefined || at === -1) return fill(message, { ...values, [name]: text });
  return (
    <>
      {fill(message.slice(0, at), values)}
      <span lang={lang}>{text}</span>
      {fill(message.slice(at + placeholder.length), { ...values, [name]: text })}
    </>
  );
}
