/**
 * The one way to read interface strings: one typed table per locale (messages/en-US.ts is the
 * source, messages/ja-JP.ts and any later locale have its shape), read with `messagesFor(locale)`
 * outside React and `useMessages()` inside it. Components never hold interface strings as
 * literals, so a Japanese page never shows an English control. How to add a string or a locale:
 * docs/interface-strings.md.
 *
 * Only the en-US table is part of this module. Another locale's table is registered before it is
 * read: the server, the external apps and Jest import ./all-messages (every table, synchronously);
 * the browser bundle loads just the page locale's table as its own chunk through ./load-messages
 * before hydrating, so an English page never downloads the Japanese strings
 * (docs/adr/021-javascript-budget.md).
 */
import { LOCALES, type Locale } from '../types/content';
import { useLocale } from './locale';
import { enUS } from './messages/en-US';

/** The shape of a table: the groups and keys of en-US, every value a string. */
export type MessageTable<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessageTable<T[K]> };
export type Messages = MessageTable<typeof enUS>;

export type ChromeMessageKey = keyof Messages['chrome'];
export type PageLabels = Messages['page'];
/** The keys of the page group whose value is one string (not a nested group). */
export type PageLabelKey = { [K in keyof PageLabels]: PageLabels[K] extends string ? K : never }[keyof PageLabels];
export type SearchLabels = Messages['search'];
export type SearchLabelKey = keyof SearchLabels;
export type BodyLabels = Messages['richtext'];

const registered: Partial<Record<Locale, Messages>> = { 'en-US': enUS };

/** Makes `table` the one `messagesFor(locale)` answers with (./all-messages, ./load-messages). */
export function registerMessages(locale: Locale, table: Messages): void {
  registered[locale] = table;
}

/** Whether the table of `locale` can be read synchronously. */
export function hasMessages(locale: Locale): boolean {
  return registered[locale] !== undefined;
}

/**
 * The table of `locale`; en-US for a locale without one (a value from outside the type). A supported
 * locale whose table was never registered is a wiring mistake, and showing English in its place
 * would go unnoticed, so it throws.
 */
export function messagesFor(locale: Locale): Messages {
  const table = registered[locale];
  if (table) return table;
  if (LOCALES.includes(locale)) throw new Error(`The ${locale} messages are not loaded`);
  return enUS;
}

/** The table of the page locale (the LocaleProvider around every page, shared/App.tsx). */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}

/** Fills `{name}` placeholders of a label; a placeholder without a value stays as it is. */
export function fill(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A chrome label of `locale` with its placeholders filled (the chrome gets the locale as a prop). */
export function message(
  locale: Locale,
  key: ChromeMessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(messagesFor(locale).chrome[key], values);
}
