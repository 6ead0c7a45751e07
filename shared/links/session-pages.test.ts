import { needsSession } from './session-pages';

describe('needsSession', () => {
  it('knows the pages that need a session and the pages under them, in any locale', () => {
    expect(needsSession('/requests/')).toBe(true);
    expect(needsSession('/requests/HC-12345678/')).toBe(true);
    expect(needsSession('/ja/named-contact/')).toBe(true);
    expect(needsSession('/insights/?period=30')).toBe(true);
    expect(needsSession('/account/#sessions')).toBe(true);
    expect(needsSession('/ja/requests')).toBe(true);
    expect(needsSession('/contact/')).toBe(false);
    expect(needsSession('/')).toBe(false);
  });

  it('says no for a url of another site', () => {
    expect(needsSession('https://support.example.com/requests/')).toBe(false);
    expect(needsSession('//evil.example/requests/')).toBe(false);
  });
});
