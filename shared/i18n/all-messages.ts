/**
 * Every message table, registered on import: the server, the external apps and the tests read any
 * locale synchronously, with the strings only the server renders (./server-messages). The browser's
 * page bundle must not import this module (it would carry every locale's strings); it loads the
 * browser's part of one table through ./load-messages instead.
 */
import type { Locale } from '../types/content';
import { registerMessages, registerWholeMessages, type Messages } from './messages';
import { enUS } from './messages/en-US';
import { jaJP } from './messages/ja-JP';

export const MESSAGES: Readonly<Record<Locale, Messages>> = { 'en-US': enUS, 'ja-JP': jaJP };

for (const [locale, table] of Object.entries(MESSAGES) as [Locale, Messages][]) {
  registerMessages(locale, table);
  registerWholeMessages(locale, table);
}
