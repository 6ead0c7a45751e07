import { parseQuery, queryText, rewriteQuery, toMatchExpression } from './query';

describe('query sanitising', () => {
  it('quotes every word and makes the last one a prefix while typing', () => {
    expect(toMatchExpression(parseQuery('create boar'))).toBe('"create" "boar"*');
  });

  it('does not add a prefix when the query ends with a space', () => {
    expect(toMatchExpression(parseQuery('create board '))).toBe('"create" "board"');
  });

  it('keeps quoted text as a phrase', () => {
    expect(toMatchExpression(parseQuery('"java heap space" error'))).toBe('"java heap space" "error"*');
  });

  it('treats FTS5 operators and column filters as plain words', () => {
    const match = toMatchExpression(parseQuery('title:board OR NEAR(a b) NOT x* -y ^z'));
    // "or", "not" and "a" are stop words and drop out; the rest are quoted words.
    expect(match).toBe('"title" "board" "near" "b" "x" "y" "z"');
  });

  it('ignores an unmatched quote', () => {
    expect(toMatchExpression(parseQuery('say "hello world'))).toBe('"say" "hello" "world"*');
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryText(parseQuery('how to create a board'))).toBe('create board');
    expect(queryText(parseQuery('the'))).toBe('the');
  });

  it('has no expression for a query without words', () => {
    expect(toMatchExpression(parseQuery(' ?! "" '))).toBeUndefined();
  });

  it('joins terms with OR in relaxed mode', () => {
    expect(toMatchExpression(parseQuery('a1 b2 c3 '), { mode: 'or' })).toBe('"a1" OR "b2" OR "c3"');
  });

  it('replaces corrected words but keeps phrases', () => {
    const rewritten = rewriteQuery(parseQuery('"confluance page" confluance'), new Map([['confluance', 'confluence']]));
    expect(queryText(rewritten)).toBe('"confluance page" confluence');
  });
});
