import { readCookie, sessionCookieName } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    expect(readCookie('a=1; hc_session=abc; b=2', 'hc_session')).toBe('abc');
  });

  it.each([
    [undefined, 'no header'],
    ['', 'an empty header'],
    ['hc_session', 'a pair without a value'],
    ['other=1', 'another cookie only'],
    ['hc_session=%E0%A4%A', 'broken percent-encoding'],
  ])('answers undefined for %j (%s)', (header, _why) => {
    expect(readCookie(header, 'hc_session')).toBeUndefined();
  });

  it('does not take a cookie whose name only ends like the session cookie', () => {
    expect(readCookie('x-hc_session=abc', 'hc_session')).toBeUndefined();
  });

  it('names the cookie with the __Host- prefix only when it is Secure', () => {
    expect(sessionCookieName(true)).toBe('__Host-hc_session');
    expect(sessionCookieName(false)).toBe('hc_session');
  });
});
