import type { CardView } from '../types/pages/common';
import { cardsFallBack, ownTextFallsBack } from './untranslated';

const card = (fields: Partial<CardView> = {}): CardView => ({ id: 'c', title: 'カード', url: '/ja/x/', ...fields });

describe('ownTextFallsBack', () => {
  it('is true when one of the page’s own texts is wholly English', () => {
    expect(ownTextFallsBack({ textLang: { description: 'en' } })).toBe(true);
  });

  it('is false for a translated page, and for an untranslated name filled into a Japanese message', () => {
    expect(ownTextFallsBack({})).toBe(false);
    expect(ownTextFallsBack({ textLang: { heading: ['en', 0, 4] } })).toBe(false);
  });
});

describe('cardsFallBack', () => {
  it('is true when a card is untranslated: its description, its button, or the title of a card with no description', () => {
    expect(cardsFallBack([card(), card({ lang: 'en' })])).toBe(true);
    expect(cardsFallBack([card({ descriptionLang: 'en' })])).toBe(true);
    expect(cardsFallBack([card({ buttonTextLang: 'en' })])).toBe(true);
  });

  it('takes an English title over a translated description for a name, as a brand is', () => {
    expect(
      cardsFallBack([card({ title: 'Atlassian University', lang: 'en', description: '無料および有料のコース' })]),
    ).toBe(false);
  });

  it('is false for translated cards and for none', () => {
    expect(cardsFallBack([card(), card({ description: '説明' })])).toBe(false);
    expect(cardsFallBack([])).toBe(false);
  });
});
