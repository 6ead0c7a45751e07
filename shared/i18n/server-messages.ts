/**
 * The whole message table of a locale, with the strings only the server renders: static regions
 * (docs/adr/044-static-regions.md), resolvers, routes, feeds, the labels inside rendered bodies, the
 * error pages and the form apps. Its en-US table imports ./messages/en-US-server.ts, so this module
 * must never be reached by the browser's page bundle (test/integration/architecture.test.ts): code
 * the browser runs reads ./messages instead, whose types leave these strings out, so reading one of
 * them there does not compile. Every table is registered by ./all-messages, which the server, the
 * form apps and Jest import.
 */
import type { Locale } from '../types/content';
import { useLocale } from './locale';
import { fill, wholeTable, type Messages } from './messages';
import { enUS } from './messages/en-US';

export type ServerChromeKey = keyof Messages['chrome'];
export type ServerPageLabels = Messages['page'];
/** The keys of the whole page group whose value is one string (not a nested group). */
export type ServerPageLabelKey = {
  [K in keyof ServerPageLabels]: ServerPageLabels[K] extends string ? K : never;
}[keyof ServerPageLabels];
/** The labels inside rendered bodies (shared/richtext). */
export type BodyLabels = Messages['richtext'];

/**
 * The whole table of `locale`; en-US's for a locale without one (a value from outside the type). A
 * supported locale whose table was never registered throws, as ./messages does.
 */
export function serverMessagesFor(locale: Locale): Messages {
  return wholeTable(locale) ?? enUS;
}

/** The whole table of the page locale, for static regions and server-only components. */
export function useServerMessages(): Messages {
  return serverMessagesFor(useLocale());
}

/** A chrome label of the whole table with its placeholders filled (feeds, the footer). */
export function serverMessage(
  locale: Locale,
  key: ServerChromeKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fill(serverMessagesFor(locale).chrome[key], values);
}
