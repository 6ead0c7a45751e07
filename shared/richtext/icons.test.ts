import { ICON_KEYS, iconKeyOf, iconSvg } from './icons';

describe('icons', () => {
  it('renders every icon as a decorative svg', () => {
    for (const key of ICON_KEYS) {
      expect(iconSvg(key)).toMatch(/^<svg class="icon icon--\w+" viewBox="0 0 24 24" [^>]*aria-hidden="true"/);
    }
  });

  it('resolves icon keys and their aliases, and nothing else', () => {
    expect(iconKeyOf('info')).toBe('info');
    expect(iconKeyOf(' Information ')).toBe('info');
    expect(iconKeyOf('external-link')).toBe('external');
    expect(iconKeyOf('toString')).toBeUndefined();
    expect(iconKeyOf('<svg>')).toBeUndefined();
  });
});
