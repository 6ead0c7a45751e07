/**
 * The one way to read interface strings: one typed table per locale (messages/en-US.ts is the
 * source, messages/ja-JP.ts and any later locale have its shape), read with `messagesFor(locale)`
 * outside React and `useMessages()` inside it. Components never hold interface strings as
 * literals, so a Japanese page never shows an English control. How to add a string or a locale:
 * docs/interface-strings.md.
 */
import type { Locale } from '../types/content';
import { useLocale } from './locale';
import { enUS } from './messages/en-US';
import { jaJP } from './messages/ja-JP';

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

export const MESSAGES: Readonly<Record<Locale, Messages>> = { 'en-US': enUS, 'ja-JP': jaJP };

/** The table of `locale`; en-US for a locale without one (a value from outside the type). */
export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale] ?? MESSAGES['en-US'];
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
