import { safeRedirectTarget } from './safe-redirect';

/**
 * The `continue` targets of the sign-in and log-out routes (SPEC.md section 7) go through
 * safeRedirectTarget: only a same-origin result survives, everything else falls back to the base url.
 */
const origin = 'https://support.example.com';
const fallback = '/';

describe('a continue target', () => {
  it.each([
    ['https://evil.example/', 'another host'],
    ['http://evil.example', 'another host over http'],
    ['//evil.example', 'a protocol-relative url'],
    ['///evil.example', 'three slashes'],
    ['////evil.example/path', 'four slashes'],
    ['/\\evil.example', 'a slash and a backslash'],
    ['\\/evil.example', 'a backslash and a slash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/%5Cevil.example', 'is kept as a path when the backslash is encoded', '/%5Cevil.example'],
    ['/%2F%2Fevil.example', 'is kept as a path when the slashes are encoded', '/%2F%2Fevil.example'],
    ['%2F%2Fevil.example', 'an encoded protocol-relative url stays a relative path', '/%2F%2Fevil.example'],
    ['javascript:alert(1)', 'a javascript url'],
    ['JaVaScRiPt:alert(1)', 'a javascript url in mixed case'],
    [' javascript:alert(1)', 'a javascript url after a space'],
    ['java\tscript:alert(1)', 'a javascript url with a tab inside'],
    ['java\nscript:alert(1)', 'a javascript url with a newline inside'],
    ['\u0000javascript:alert(1)', 'a javascript url after a NUL'],
    ['vbscript:msgbox(1)', 'a vbscript url'],
    ['data:text/html,<script>alert(1)</script>', 'a data url'],
    ['file:///etc/passwd', 'a file url'],
    ['mailto:a@example.com', 'a mailto url'],
    ['/\t/evil.example', 'a tab between slashes'],
    ['/\n/evil.example', 'a newline between slashes'],
    ['/\r\n/evil.example', 'a carriage return and newline between slashes'],
    ['  //evil.example', 'leading spaces before two slashes'],
    ['\u0001//evil.example', 'a control character before two slashes'],
    ['https://support.example.com@evil.example/', 'our host as userinfo'],
    ['https://user:pass@evil.example/', 'userinfo on another host'],
    ['https://evil.example\\@support.example.com/', 'a backslash before our host as userinfo'],
    ['https://evil.example#@support.example.com/', 'our host in the fragment'],
    ['https://evil.example?@support.example.com/', 'our host in the query'],
    ['https://support.example.com.evil.example/', 'our host as a subdomain of another'],
    ['https://evil-support.example.com/', 'a look-alike host'],
    ['http://support.example.com/', 'our host over http'],
    ['https://support.example.com:8443/', 'our host on another port'],
    ['https:evil.example', 'is a relative path on our own scheme', '/evil.example'],
    ['https:/evil.example', 'is a path on our own scheme with one slash', '/evil.example'],
    ['', 'an empty string'],
    ['   ', 'blanks only'],
  ])('%j (%s) leads to the base url unless it stays a local path', (target, _why, expected = fallback) => {
    expect(safeRedirectTarget(target, origin, fallback)).toBe(expected);
  });

  it.each([
    ['/contact/', '/contact/'],
    ['/requests/?page=2#top', '/requests/?page=2#top'],
    ['https://support.example.com/named-contact/', '/named-contact/'],
    ['HTTPS://SUPPORT.EXAMPLE.COM/contact/', '/contact/'],
    ['contact/', '/contact/'],
    ['/ja/requests/', '/ja/requests/'],
    ['/a/../contact/', '/contact/'],
  ])('%j on our own origin becomes the path %j', (target, expected) => {
    expect(safeRedirectTarget(target, origin, fallback)).toBe(expected);
  });

  it.each([undefined, null, 42, ['/contact/', '//evil.example'], { href: '/contact/' }])(
    'that is not one string (%j) leads to the base url',
    (target) => {
      expect(safeRedirectTarget(target, origin, fallback)).toBe(fallback);
    },
  );
});
