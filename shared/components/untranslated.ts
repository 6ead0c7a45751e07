/**
 * Whether a page's own content falls back to the default locale's text, so it shows the notice that
 * the page is not translated (`StaticUntranslatedNotice`, docs/adr/047). Read from the marks the
 * view models carry (./page-lang.ts), which are absent on English pages and on translated text.
 * Kept apart from ./page-lang.ts, which the topic template ships, so only the templates that ask
 * carry it.
 */
import type { PageBase } from '../types/page';
import type { CardView } from '../types/pages/common';

/**
 * Whether one of the page's own texts (title, tagline, subhead, description ...) is wholly in
 * another language than the page. A message that only fills in an untranslated name (the KB home's
 * '{title} ナレッジ ベース', a range) is the page's own words, so it does not count.
 */
export function ownTextFallsBack(page: Pick<PageBase, 'textLang'>): boolean {
  return Object.values(page.textLang ?? {}).some((lang) => typeof lang === 'string');
}

/**
 * Whether one of a landing page's resource cards shows untranslated text. Those cards are the page's
 * own content (entries written for it), unlike the cards of a docs page, or a landing page's cards of
 * related products, which show the names of the pages they lead to, each with its own notice. A
 * card's English title alone is a name (a brand, a product) when its description is translated.
 */
export function cardsFallBack(cards: readonly CardView[]): boolean {
  return cards.some((card) =>
    Boolean(card.descriptionLang ?? card.buttonTextLang ?? (card.description === undefined ? card.lang : undefined)),
  );
}
