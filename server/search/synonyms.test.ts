import { VARIANT_GROUPS, variantsOf } from './synonyms';

describe('words documentation uses for one another', () => {
  it('gives the other words of a word’s group, not the word itself', () => {
    expect(variantsOf('silence')).toEqual(['suppress', 'ignore', 'mute', 'disable']);
    expect(variantsOf('folder')).toEqual(['directory']);
  });

  it('finds a word written with a plural or verb ending by its base form', () => {
    expect(variantsOf('differences')).toEqual(['diff', 'delta']);
    expect(variantsOf('deleted')).toEqual(['remove', 'erase']);
    expect(variantsOf('removing')).toEqual(['delete', 'erase']);
    expect(variantsOf('directories')).toEqual(['folder']);
  });

  it('has no variants for a word outside the groups, or a short word an ending would empty', () => {
    expect(variantsOf('python')).toEqual([]);
    expect(variantsOf('is')).toEqual([]);
    expect(variantsOf('ed')).toEqual([]);
  });

  it('puts each word in one group only, written lower-case in its base form', () => {
    const words = VARIANT_GROUPS.flat();
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toMatch(/^[a-z]+$/);
  });
});
