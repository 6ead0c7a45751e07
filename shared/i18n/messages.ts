/**
 * The one way to read interface strings: one typed table per locale (messages/en-US.ts is the
 * source, messages/ja-JP.ts and any later locale have its shape), read with `messagesFor(locale)`
 * outside React and `useMessages()` inside it. Components never hold interface strings as
 * literals, so a Japanese page never shows an English control. How to add a string or a locale:
 * docs/interface-strings.md.
 *
 * Only the en-US page groups the browser reads are part of this module, and its types leave out the
 * strings only the server renders (read those through ./server-messages). Another locale's table is
 * registered before it is read: the server, the external apps and Jest import ./all-messages (every
 * whole table, synchronously); the browser bundle loads just the browser's part of the page locale's
 * table as its own chunk through ./load-messages before hydrating, so an English page never
 * downloads the Japanese strings (docs/adr/021-javascript-budget.md).
 */
import { LOCALES, type Locale } from '../types/content';
import { useLocale } from './locale';
import { chrome, dates, page, richtext, search, type enUS } from './messages/en-US';
import type { assistant } from './messages/en-US-assistant';
import type { errors } from './messages/en-US-errors';
import type { forms } from './messages/en-US-forms';
import type { insights } from './messages/en-US-insights';
import type { kb } from './messages/en-US-kb';
import type { account } from './messages/en-US-account';
import type { requests } from './messages/en-US-requests';
import type { searchResults } from './messages/en-US-search-results';
import type { share } from './messages/en-US-share';
import type { signIn } from './messages/en-US-sign-in';
import type { chromeServer, pageServer, richtextServer, searchServer } from './messages/en-US-server';

/** The shape of a table: the groups and keys of en-US, every value a string. */
export type MessageTable<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessageTable<T[K]> };
/** A whole table: what every locale's file holds. */
export type Messages = MessageTable<typeof enUS>;
/**
 * The part of a table the browser's page bundle reads: the page groups without the strings only
 * the server renders, and the groups of the parts loaded in the browser (the assistant, insights).
 * A locale's `messages-{locale}` chunk holds this much (./load-messages.ts).
 */
export type BrowserMessages = MessageTable<{
  chrome: typeof chrome;
  page: typeof page;
  search: typeof search;
  richtext: typeof richtext;
  dates: typeof dates;
  assistant: typeof assistant;
  insights: typeof insights;
  searchResults: typeof searchResults;
  signIn: typeof signIn;
  requests: typeof requests;
  share: typeof share;
  account: typeof account;
  kb: typeof kb;
}>;
/** The rest of a table: the strings only the server renders, the error pages and the form apps. */
export type ServerMessages = MessageTable<{
  chrome: typeof chromeServer;
  page: typeof pageServer;
  search: typeof searchServer;
  richtext: typeof richtextServer;
  errors: typeof errors;
  forms: typeof forms;
}>;

/**
 * The groups every page may show, read through `messagesFor` and `useMessages`. The other groups
 * (the error pages, the form apps, the assistant, insights) are read through ./part-messages, so
 * their English strings reach the browser only with the code that shows them
 * (docs/adr/021-javascript-budget.md).
 */
export type PageGroup = 'chrome' | 'page' | 'search' | 'richtext' | 'dates';
/** The page groups as the browser reads them (the strings only the server renders: ./server-messages). */
export type PageMessages = Pick<BrowserMessages, PageGroup>;
/** A group outside the page groups that the browser reads. */
export type PartGroup = Exclude<keyof BrowserMessages, PageGroup>;

export type ChromeMessageKey = keyof BrowserMessages['chrome'];
export type PageLabels = BrowserMessages['page'];
/** The keys of the page group whose value is one string (not a nested group). */
export type PageLabelKey = { [K in keyof PageLabels]: PageLabels[K] extends string ? K : never }[keyof PageLabels];
export type SearchLabels = BrowserMessages['searchResults'];
export type SearchLabelKey = keyof SearchLabels;

const pageEnglish: PageMessages = { chrome, page, search, richtext, dates };

const registered: Partial<Record<Locale, BrowserMessages>> = {};

/**
 * Makes `table` the one `messagesFor(locale)` answers with: a whole table on the server
 * (./all-messages), the browser's part of it in the page bundle (./load-messages).
 */
export function registerMessages(locale: Locale, table: BrowserMessages): void {
  registered[locale] = table;
}

const registeredWhole: Partial<Record<Locale, Messages>> = {};

/** Makes `table` the whole table of `locale` (./all-messages; read through ./server-messages). */
export function registerWholeMessages(locale: Locale, table: Messages): void {
  registeredWhole[locale] = table;
}

/**
 * The registered whole table of `locale`, or en-US's for a locale without one, or undefined while
 * none is registered (the page bundle never registers one). Throws like `messagesFor` for a supported
 * locale without a table.
 */
export function wholeTable(locale: Locale): Messages | undefined {
  return tableOf(registeredWhole, locale);
}

/** Whether the page groups of `locale` can be read synchronously (en-US's always can). */
export function hasMessages(locale: Locale): boolean {
  return locale === 'en-US' || registered[locale] !== undefined;
}

/**
 * The registered table of `locale`, en-US's for a locale without one (a value from outside the
 * type), or undefined while en-US's is not registered (the page bundle never registers it). A
 * supported locale whose table was never registered is a wiring mistake, and showing English in
 * its place would go unnoticed, so it throws.
 */
function registeredTable(locale: Locale): BrowserMessages | undefined {
  return tableOf(registered, locale);
}

/** The table of `locale` among `tables`, by the rules of `registeredTable`. */
function tableOf<T>(tables: Partial<Record<Locale, T>>, locale: Locale): T | undefined {
  const table = tables[locale];
  if (table) return table;
  if (locale !== 'en-US' && LOCALES.includes(locale)) throw new Error(`The ${locale} messages are not loaded`);
  return tables['en-US'];
}

/** The page groups of `locale`; en-US's for a locale without a table (a value from outside the type). */
export function messagesFor(locale: Locale): PageMessages {
  return registeredTable(locale) ?? pageEnglish;
}

/**
 * One group outside the page groups: the registered table's, else `english`, which the caller
 * imports from ./messages/en-US by name so the bundle carries only that group (./part-messages).
 */
export function partMessagesFor<G extends PartGroup>(
  locale: Locale,
  group: G,
  english: BrowserMessages[G],
): BrowserMessages[G] {
  return registeredTable(locale)?.[group] ?? english;
}

/**
 * A group outside the page groups in the page locale, for the template or part that shows it:
 * `english` is imported there from its own module (./messages/en-US-{group}.ts), so the English
 * strings travel with that code's chunk instead of the entry.
 */
export function usePartMessages<G extends PartGroup>(group: G, english: BrowserMessages[G]): BrowserMessages[G] {
  return partMessagesFor(useLocale(), group, english);
}

/** The page groups of the page locale (the LocaleProvider around every page, shared/App.tsx). */
export function useMessages(): PageMessages {
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
