/**
 * The browser's way to the message table of the page locale: each table other than en-US is a chunk
 * of its own (`messages-{locale}`), which the server also lists as a script of the page
 * (server/render/asset-manifest.ts), so the import below finds it already downloaded. The chunk holds
 * the part of the table the browser reads (`BrowserMessages`), never the strings only the server
 * renders (./server-messages.ts).
 */
import type { Locale } from '../types/content';
import { hasMessages, registerMessages, type BrowserMessages } from './messages';

/** A typed record, so a new locale without a loader is a compile error. */
const LOADERS: Record<Exclude<Locale, 'en-US'>, () => Promise<BrowserMessages>> = {
  'ja-JP': () => import(/* webpackChunkName: "messages-ja-JP" */ './messages/ja-JP-browser').then((m) => m.jaJPBrowser),
};

/** The chunk name of a locale's table, or undefined for en-US, which is part of the entry. */
export function messagesChunkName(locale: Locale): string | undefined {
  return locale === 'en-US' ? undefined : `messages-${locale}`;
}

/** Registers the table of `locale` unless it is there already (en-US always is). */
export async function loadMessages(locale: Locale): Promise<void> {
  if (hasMessages(locale) || locale === 'en-US') return;
  registerMessages(locale, await LOADERS[locale]());
}
