import { rewriteLegacyHash } from './legacy-hash';

const at = (pathname: string, hash: string, search = '') => ({ pathname, hash, search });

describe('rewriteLegacyHash', () => {
  it('rewrites a requests hash link to the path plus the rest', () => {
    expect(rewriteLegacyHash(at('/requests', '#!/123'))).toBe('/requests/123');
  });

  it('does not double the slash after a canonical path', () => {
    expect(rewriteLegacyHash(at('/requests/', '#!/123/comments'))).toBe('/requests/123/comments');
  });

  it('applies to any path that starts with /requests, including the Japanese one', () => {
    expect(rewriteLegacyHash(at('/requests-archive/', '#!/x'))).toBe('/requests-archive/x');
    expect(rewriteLegacyHash(at('/ja/requests/', '#!/9'))).toBe('/ja/requests/9');
  });

  it('keeps the page query unless the old hash carries its own', () => {
    expect(rewriteLegacyHash(at('/requests/', '#!/1', '?tab=open'))).toBe('/requests/1?tab=open');
    expect(rewriteLegacyHash(at('/requests/', '#!/1?tab=closed', '?tab=open'))).toBe('/requests/1?tab=closed');
  });

  it('leaves other paths and ordinary anchors alone', () => {
    expect(rewriteLegacyHash(at('/contact/', '#!/123'))).toBeUndefined();
    expect(rewriteLegacyHash(at('/requests/', '#section'))).toBeUndefined();
    expect(rewriteLegacyHash(at('/requests/', ''))).toBeUndefined();
  });

  it('moves the rest into the continue target of the sign-in page a visitor was sent to from /requests', () => {
    expect(rewriteLegacyHash(at('/login/', '#!/abc/def', '?application=sac&continue=%2Frequests%2F'))).toBe(
      '/login/?application=sac&continue=%2Frequests%2Fabc%2Fdef',
    );
    expect(rewriteLegacyHash(at('/ja/login/', '#!/HC-1?tab=open', '?continue=%2Fja%2Frequests%2F%3Fpage%3D2'))).toBe(
      '/ja/login/?continue=%2Fja%2Frequests%2FHC-1%3Ftab%3Dopen',
    );
  });

  it('leaves the sign-in page alone when its continue target is not under /requests', () => {
    expect(rewriteLegacyHash(at('/login/', '#!/abc', '?continue=%2Fcontact%2F'))).toBeUndefined();
    expect(rewriteLegacyHash(at('/login/', '#!/abc', ''))).toBeUndefined();
    expect(
      rewriteLegacyHash(at('/login/', '#!/abc', '?continue=https%3A%2F%2Fevil.example%2Frequests')),
    ).toBeUndefined();
  });
});
