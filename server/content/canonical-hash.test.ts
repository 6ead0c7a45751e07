import { canonicalJson, contentHash } from './canonical-hash';

describe('canonicalJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });

  it('leaves out undefined properties like JSON.stringify', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('contentHash', () => {
  it('is 16 hex digits and the same for the same content in another key order', () => {
    const hash = contentHash({ a: 1, b: [1, 2] });
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(contentHash({ b: [1, 2], a: 1 })).toBe(hash);
  });

  it('differs when a value or the array order differs', () => {
    expect(contentHash({ a: [1, 2] })).not.toBe(contentHash({ a: [2, 1] }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });
});
