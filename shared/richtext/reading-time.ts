/**
 * Reading time of an article body, computed on the server from the body's text: English text at
 * 200 words a minute, Japanese (which has no spaces between words) at 500 characters a minute,
 * the rates commonly used for on-screen technical reading in each language. At least one minute.
 */
import { fill } from '../i18n/messages';
import { serverMessagesFor } from '../i18n/server-messages';
import type { Locale } from '../types/content';
import { htmlToText } from './escape';

export const WORDS_PER_MINUTE = 200;
export const JAPANESE_CHARACTERS_PER_MINUTE = 500;

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

/** Minutes to read `html`: Japanese characters at their rate plus the words of the remaining text at theirs. */
export function readingMinutes(html: string): number {
  const text = htmlToText(html);
  const japanese = text.match(JAPANESE)?.length ?? 0;
  const words = text.replace(JAPANESE, ' ').match(WORD)?.length ?? 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + japanese / JAPANESE_CHARACTERS_PER_MINUTE));
}

/** '5 min read' in the page's language. */
export function readingTimeLabel(html: string, locale: Locale): string {
  return fill(serverMessagesFor(locale).richtext.readingTime, { minutes: readingMinutes(html) });
}
