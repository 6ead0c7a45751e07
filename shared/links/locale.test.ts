import { localePrefix, stripLocale, withLocale } from './locale';

describe('localePrefix', () => {
  it('is /ja for ja-JP', () => {
    expect(localePrefix('ja-JP')).toBe('/ja');
  });

  it('is empty for the default locale', () => {
    expect(localePrefix('en-US')).toBe('');
  });
});

describe('withLocale', () => {
  it('prefixes an internal path with /ja for ja-JP', () => {
    expect(withLocale('/jira/docs/board/', 'ja-JP')).toBe('/ja/jira/docs/board/');
  });

  it('prefixes the home page path', () => {
    expect(withLocale('/', 'ja-JP')).toBe('/ja/');
  });

  it('leaves every url unchanged for en-US', () => {
    expect(withLocale('/jira/', 'en-US')).toBe('/jira/');
  });

  it('does not prefix a path twice', () => {
    expect(withLocale('/ja/jira/', 'ja-JP')).toBe('/ja/jira/');
  });

  it('prefixes an absolute url of one of our own origins', () => {
    const options = { ownOrigins: ['https://support.example.com'] };
    expect(withLocale('https://support.example.com/jira/?a=1', 'ja-JP', options)).toBe(
      'https://support.example.com/ja/jira/?a=1',
    );
  });

  it('leaves external and protocol-relative urls unchanged', () => {
    const options = { ownOrigins: ['https://support.example.com'] };
    expect(withLocale('https://marketplace.example.org/apps', 'ja-JP', options)).toBe(
      'https://marketplace.example.org/apps',
    );
    expect(withLocale('//cdn.example.org/x.js', 'ja-JP')).toBe('//cdn.example.org/x.js');
  });

  it('leaves fragments, mail links and unparsable urls unchanged', () => {
    expect(withLocale('#maincontent', 'ja-JP')).toBe('#maincontent');
    expect(withLocale('mailto:help@example.com', 'ja-JP')).toBe('mailto:help@example.com');
    expect(withLocale('not a url', 'ja-JP')).toBe('not a url');
  });
});

describe('stripLocale', () => {
  it('splits the ja prefix from a path', () => {
    expect(stripLocale('/ja/jira/docs/')).toEqual({ locale: 'ja-JP', path: '/jira/docs/' });
  });

  it('treats /ja alone as the Japanese home page', () => {
    expect(stripLocale('/ja')).toEqual({ locale: 'ja-JP', path: '/' });
  });

  it('keeps a query after the bare prefix', () => {
    expect(stripLocale('/ja?x=1')).toEqual({ locale: 'ja-JP', path: '/?x=1' });
  });

  it('gives the default locale for a path without a prefix', () => {
    expect(stripLocale('/japan-travel/')).toEqual({ locale: 'en-US', path: '/japan-travel/' });
  });
});
