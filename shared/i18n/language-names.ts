import type { Locale } from '../types/content';

/**
 * Each supported language by its own name (its autonym), as the footer's language switch shows it
 * on every page, marked with that language's `lang`: a visitor looks for their own language's name,
 * whatever the page is in. Not in the message tables, which translate: this name is the same in all.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'en-US': 'English', 'ja-JP': '日本語' };
