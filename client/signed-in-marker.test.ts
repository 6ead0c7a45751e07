import { hasSignedInMarker } from './signed-in-marker';

describe('hasSignedInMarker', () => {
  it('finds the signed-in marker among the cookies, with or without the host prefix', () => {
    expect(hasSignedInMarker('a=1; hc_signed_in=1')).toBe(true);
    expect(hasSignedInMarker('__Host-hc_signed_in=1')).toBe(true);
    expect(hasSignedInMarker('not_hc_signed_in=1; a=2')).toBe(false);
    expect(hasSignedInMarker('')).toBe(false);
  });
});
