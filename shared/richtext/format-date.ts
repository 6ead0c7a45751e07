/**
 * 'Updated on {Month day, year}' for KB articles (SPEC.md section 2). Always UTC with an explicit
 * locale, so the server and the browser print the same text and hydration never differs; the
 * words around the date come from the locale's message table.
 */
import { fill, messagesFor } from '../i18n/messages';
import type { Locale } from '../types/content';

const FORMATTERS: Record<Locale, Intl.DateTimeFormat> = {
  'en-US': new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  'ja-JP': new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
};

/** Formats an ISO 8601 timestamp; throws a RangeError for a string that is not a date. */
export function formatUpdatedOn(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO 8601 date: ${JSON.stringify(iso)}`);
  const effective: Locale = locale === 'ja-JP' ? 'ja-JP' : 'en-US';
  return fill(messagesFor(effective).dates.updatedOn, { date: FORMATTERS[effective].format(date) });
}
