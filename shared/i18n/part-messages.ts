/**
 * The message groups that only one part of the site shows, each with its own accessor, so the
 * English strings of a group reach the browser only with the code that reads it: the insights
 * template's chunk, the assistant's, the form apps (docs/interface-strings.md).
 */
import type { Locale } from '../types/content';
import { useLocale } from './locale';
import { partMessagesFor, wholeTable, type Messages } from './messages';
import { assistant } from './messages/en-US-assistant';
import { errors } from './messages/en-US-errors';
import { forms } from './messages/en-US-forms';
import { insights } from './messages/en-US-insights';

/** The script-free error pages (server only). */
export function errorMessagesFor(locale: Locale): Messages['errors'] {
  return wholeTable(locale)?.errors ?? errors;
}

/** The built-in form apps of client/external-apps, which bundle every table (./all-messages). */
export function formMessagesFor(locale: Locale): Messages['forms'] {
  return wholeTable(locale)?.forms ?? forms;
}

/** The chat assistant. */
export function assistantMessagesFor(locale: Locale): Messages['assistant'] {
  return partMessagesFor(locale, 'assistant', assistant);
}

/** Editor insights. */
export function insightsMessagesFor(locale: Locale): Messages['insights'] {
  return partMessagesFor(locale, 'insights', insights);
}

/** Editor insights in the page locale. */
export function useInsightsMessages(): Messages['insights'] {
  return insightsMessagesFor(useLocale());
}
