/**
 * Marking the text a page shows in another language than its own (`TextLang` in
 * shared/types/content.ts): a field of an entry without a value in the page's locale shows the
 * default locale's, English on a Japanese page, whose element then carries `lang="en"` (WCAG 2.1
 * SC 3.1.2, Language of Parts). The snapshot says which fields fall back (`fallsBack`).
 */
import { fill } from '../../shared/i18n/messages';
import { htmlLang, type Entry, type HtmlLang, type TextLang } from '../../shared/types/content';
import type { ContentSnapshot } from './snapshot-types';

/**
 * The language of an entry field's text where it is not the page's: the default locale's, for a field
 * that falls back. `entry` is the page locale's object, as every entry a resolver reads is.
 */
export function fieldLang(
  snapshot: Pick<ContentSnapshot, 'fallsBack' | 'defaultLocale'>,
  entry: Entry,
  field: string | undefined,
): HtmlLang | undefined {
  if (field === undefined || entry.locale === snapshot.defaultLocale) return undefined;
  return snapshot.fallsBack(entry.id, field, entry.locale) ? htmlLang(snapshot.defaultLocale) : undefined;
}

/**
 * A message with its `{name}` placeholder filled with `value` (and the others with `values`), and the
 * mark of the value's part of it when the value's language is `lang`: '{title} ナレッジ ベース' with an
 * English title marks the title only.
 */
export function fillMarked(
  template: string,
  name: string,
  value: string,
  lang: HtmlLang | undefined,
  values: Readonly<Record<string, string | number>> = {},
): { text: string; lang?: TextLang } {
  const placeholder = `{${name}}`;
  const at = template.indexOf(placeholder);
  if (at === -1) return { text: fill(template, values) };
  const before = fill(template.slice(0, at), values);
  const text = before + value + fill(template.slice(at + placeholder.length).replaceAll(placeholder, value), values);
  if (lang === undefined) return { text };
  // A message that is the value alone is marked whole, like any other text.
  if (text === value) return { text, lang };
  return { text, lang: [lang, before.length, before.length + value.length] };
}
