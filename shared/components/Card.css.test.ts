/**
 * Card-height equalisation is pure CSS (SPEC.md section 9): this checks that the stylesheet holds
 * the rule, at the breakpoint the constants name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_EQUALISATION_MIN_WIDTH } from '../constants';

const css = readFileSync(join(__dirname, 'Card.css'), 'utf8');

function block(source: string, opening: string): string {
  const start = source.indexOf(opening);
  if (start < 0) return '';
  let depth = 0;
  for (let index = source.indexOf('{', start); index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    if (source[index] === '}') depth -= 1;
    if (depth === 0) return source.slice(start, index + 1);
  }
  return '';
}

describe('the card grid stylesheet', () => {
  it('puts paired cards in rows of two equal-height cells from the equalisation width', () => {
    // Act
    const wide = block(css, `@media (min-width: ${CARD_EQUALISATION_MIN_WIDTH}px)`);

    // Assert
    expect(CARD_EQUALISATION_MIN_WIDTH).toBe(901);
    expect(wide).toMatch(/\.hc-card-grid--pairs\s*{[^}]*grid-template-columns:\s*repeat\(2, minmax\(0, 1fr\)\)/);
    expect(wide).toMatch(/align-items:\s*stretch/);
  });

  it('keeps one card per row below the equalisation width and stretches each card to its cell', () => {
    // Act
    const narrow = css.replace(block(css, '@media'), '');

    // Assert
    expect(narrow).toMatch(/\.hc-card-grid--pairs\s*{\s*grid-template-columns:\s*minmax\(0, 1fr\);/);
    expect(narrow).toMatch(/\.hc-card-grid__item > \.hc-card\s*{\s*flex: 1;/);
  });
});
