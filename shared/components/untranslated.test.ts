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
  it('is true when any text of any card is untranslated: its title, description or button', () => {
    expect(cardsFallBack([card(), card({ lang: 'en' })])).toBe(true);
    expect(cardsFallBack([card({ descriptionLang: 'en' })])).toBe(true);
    expect(cardsFallBack([card({ buttonTextLang: 'en' })])).toBe(true);
  });

  it('is false for translated cards and for none', () => {
    expect(cardsFallBack([card(), card({ description: '説明' })])).toBe(false);
    expect(cardsFallBack([])).toBe(false);
  });
});
