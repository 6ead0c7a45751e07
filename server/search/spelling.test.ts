import { damerauLevenshtein, SpellingCorrector } from './spelling';

describe('damerauLevenshtein', () => {
  it('counts an adjacent transposition as one edit', () => {
    expect(damerauLevenshtein('baord', 'board')).toBe(1);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
    expect(damerauLevenshtein('', 'abc')).toBe(3);
  });

  it('stops early past the limit', () => {
    expect(damerauLevenshtein('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
  });
});

describe('SpellingCorrector', () => {
  const corrector = new SpellingCorrector([
    { term: 'confluence', documents: 40 },
    { term: 'configure', documents: 25 },
    { term: 'board', documents: 30 },
    { term: 'boards', documents: 5 },
    { term: 'permissions', documents: 12 },
  ]);

  it('corrects a misspelt word to the closest known word', () => {
    expect(corrector.correct('confluance')).toBe('confluence');
    expect(corrector.correct('premissions')).toBe('permissions');
  });

  it('prefers the more frequent word at the same distance', () => {
    expect(corrector.correct('boardz')).toBe('board');
  });

  it('leaves known, short and numeric words alone', () => {
    expect(corrector.correct('board')).toBeUndefined();
    expect(corrector.correct('brd')).toBeUndefined();
    expect(corrector.correct('9x12')).toBeUndefined();
  });

  it('gives nothing when no word is close enough', () => {
    expect(corrector.correct('xylophone')).toBeUndefined();
  });

  it('completes a prefix with the known words it begins, the most common first', () => {
    expect(corrector.completions('conf', 8)).toEqual(['confluence', 'configure']);
    expect(corrector.completions('board', 8)).toEqual(['boards']);
    expect(corrector.completions('con', 1)).toEqual(['confluence']);
    expect(corrector.completions('zebra', 8)).toEqual([]);
  });
});
