import { decodeEntities, escapeHtml, htmlToText, isAllowedAssetUrl, isExternalHref, safeHref } from './escape';

describe('escapeHtml', () => {
  it('escapes markup characters, quotes and line separators', () => {
    expect(escapeHtml('<a href="x">\'&\u2028')).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#x2028;');
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;&#62;&#x26;&quot;&unknown;')).toBe('<>&"&unknown;');
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToText('<em>A</em> &amp; <b>B</b>')).toBe('A & B');
  });
});

describe('safeHref', () => {
  it.each(['https://a.example/', 'http://a.example', '//cdn.example/x', '/docs/', '#top', 'mailto:a@b.c', 'tel:+1'])(
    'allows %s',
    (url) => {
      expect(safeHref(url)).toBe(url);
    },
  );

  it.each(['javascript:alert(1)', ' java\nscript:alert(1)', 'data:text/html,x', 'vbscript:x', ''])(
    'refuses %j',
    (url) => {
      expect(safeHref(url)).toBeUndefined();
    },
  );
});

describe('isExternalHref', () => {
  it('treats absolute and protocol-relative urls as external', () => {
    expect(isExternalHref('https://x')).toBe(true);
    expect(isExternalHref('//x')).toBe(true);
    expect(isExternalHref('/docs/')).toBe(false);
  });
});

describe('isAllowedAssetUrl', () => {
  it.each(['/content-assets/a.png', '//images.ctfassets.net/s/a/b.png', 'https://downloads.ctfassets.net/x.pdf'])(
    'allows %s',
    (url) => expect(isAllowedAssetUrl(url)).toBe(true),
  );

  it.each([
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'http://images.ctfassets.net/x.png',
    'https://ctfassets.net.evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '',
  ])('refuses %s', (url) => expect(isAllowedAssetUrl(url)).toBe(false));
});
