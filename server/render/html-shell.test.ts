/** @jest-environment jsdom */
import { escapeHtml } from '../../shared/richtext/escape';
import { htmlShell, htmlShellBytes, utf8Bytes, type HtmlShellInput } from './html-shell';

const base: HtmlShellInput = {
  lang: 'en',
  title: 'Create a board',
  metaDescription: 'How to create a board',
  canonicalUrl: 'https://support.example.com/jira/docs/create-a-board/',
  alternates: [
    { hreflang: 'en', href: 'https://support.example.com/jira/docs/create-a-board/' },
    { hreflang: 'ja', href: 'https://support.example.com/ja/jira/docs/create-a-board/' },
  ],
  jsonLd: [{ '@type': 'Organization', name: 'Example' }],
  stylesheets: ['/static/main.1.css'],
  scripts: ['/static/runtime.1.js', '/static/main.1.js'],
  markup: '<main><h1>Create a board</h1></main>',
  state: { entry: { title: 'Create a board' } },
  browserConfig: { publicBaseUrl: 'https://support.example.com', environment: 'test', analyticsConsent: false },
  template: 'topic',
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('htmlShell', () => {
  it('writes the head, markup, embedded state and scripts of a page', () => {
    const doc = parse(htmlShell(base));

    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Create a board');
    expect(doc.querySelector('meta[name=description]')!.getAttribute('content')).toBe('How to create a board');
    expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(base.canonicalUrl);
    expect(doc.querySelectorAll('link[rel=alternate][hreflang]')).toHaveLength(2);
    expect(doc.querySelector('link[rel=stylesheet]')!.getAttribute('href')).toBe('/static/main.1.css');
    expect(doc.body.dataset.template).toBe('topic');
    expect(doc.querySelector('#root h1')!.textContent).toBe('Create a board');
    expect(JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent)).toEqual(base.state);
    expect(JSON.parse(doc.getElementById('__CONFIG__')!.textContent)).toEqual(base.browserConfig);
  });

  it('names the stylesheets of the chunks imported on an action in a JSON element, and leaves a comment without any', () => {
    const chunkStylesheets = { 'lazy-header-menus': ['/static/lazy-header-menus.1.css'] };

    const doc = parse(htmlShell({ ...base, chunkStylesheets }));
    const without = htmlShell({ ...base, chunkStylesheets: {} });

    expect(JSON.parse(doc.getElementById('__CHUNK_STYLES__')!.textContent)).toEqual(chunkStylesheets);
    expect(doc.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
    expect(without).toContain('<!-- no chunk stylesheets -->');
  });

  it('writes no nonce and no inline script a browser would execute, so the page runs under a policy without one', () => {
    const doc = parse(htmlShell(base));
    const scripts = [...doc.querySelectorAll('script')];
    const inline = scripts.filter((script) => !script.hasAttribute('src'));

    expect(scripts.length).toBe(5);
    for (const script of scripts) expect(script.hasAttribute('nonce')).toBe(false);
    expect(inline.length).toBe(3);
    for (const script of inline) expect(['application/json', 'application/ld+json']).toContain(script.type);
  });

  it('leaves a comment for each missing optional part', () => {
    const html = htmlShell({
      ...base,
      metaDescription: undefined,
      canonicalUrl: undefined,
      alternates: [],
      jsonLd: [],
      stylesheets: [],
      scripts: [],
    });

    for (const part of [
      'meta description',
      'canonical',
      'hreflang alternates',
      'structured data',
      'stylesheets',
      'scripts',
    ]) {
      expect(html).toContain(`<!-- no ${part} -->`);
    }
  });

  it('cannot be broken out of by a title, description or embedded value', () => {
    const attack = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>\u2028';
    const doc = parse(
      htmlShell({
        ...base,
        title: attack,
        metaDescription: attack,
        state: { entry: { title: attack } },
        jsonLd: [{ name: attack }],
      }),
    );

    expect(doc.querySelectorAll('script')).toHaveLength(5);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.title).toBe(attack);
    expect(JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent).entry.title).toBe(attack);
    expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent).name).toBe(attack);
  });

  it('escapes the five html special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes the social card and discovery links in the head, escaped', () => {
    const doc = parse(
      htmlShell({
        ...base,
        social: {
          title: 'A "board" <b>',
          url: 'https://support.example.com/jira/docs/create-a-board/',
          siteName: 'Support',
          locale: 'en-US',
          alternateLocales: [],
          type: 'website',
          image: { url: 'https://support.example.com/social-cards/x.png', width: 1200, height: 630, alt: 'A board' },
        },
        discoveryLinks: [
          {
            rel: 'alternate',
            type: 'application/atom+xml',
            href: 'https://support.example.com/updates.atom',
            title: 'Updates',
          },
        ],
      }),
    );
    expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('A "board" <b>');
    expect(doc.head.querySelector('link[type="application/atom+xml"]')?.getAttribute('href')).toBe(
      'https://support.example.com/updates.atom',
    );
    expect(doc.head.querySelector('b')).toBeNull();
  });

  it('writes as bytes the same UTF-8 page as the joined string, for a page over 64 K characters with typographic quotes', () => {
    const body = `<p>\u201cQuoted\u201d text, it\u2019s long \u2026 \u65e5\u672c\u8a9e</p>`.repeat(2000);
    const input = { ...base, title: '\u2018Create\u2019 a board', markup: `<main>${body}</main>` };

    const bytes = htmlShellBytes(input);

    expect(htmlShell(input).length).toBeGreaterThan(64 * 1024);
    expect(bytes.equals(Buffer.from(htmlShell(input), 'utf8'))).toBe(true);
  });

  it('writes a lone surrogate as the replacement character, as Buffer.from does, and nothing past the last part', () => {
    const parts = ['a\ud800b', '', '\udc00', 'c\u00e9'];

    const bytes = utf8Bytes(parts);

    expect(bytes.equals(Buffer.from(parts.join(''), 'utf8'))).toBe(true);
    expect(bytes.toString('utf8')).toBe('a\ufffdb\ufffdc\u00e9');
  });

  it('gives each page its own bytes: a shorter page after a longer one, the longer one unchanged', () => {
    const long = ['<p>\u201cfirst\u201d</p>'.repeat(5000), '\ud83d\ude00 end'];
    const short = ['<p>second</p>'];

    const first = utf8Bytes(long);
    const second = utf8Bytes(short);

    expect(second.equals(Buffer.from(short.join(''), 'utf8'))).toBe(true);
    expect(first.equals(Buffer.from(long.join(''), 'utf8'))).toBe(true);
  });

  it('writes a page that could need more than the reused buffer holds into a buffer of its own', () => {
    const parts = ['<p>', '\u65e5'.repeat(1_500_000), '</p>'];

    const bytes = utf8Bytes(parts);

    expect(bytes.length).toBe(4_500_007);
    expect(bytes.equals(Buffer.from(parts.join(''), 'utf8'))).toBe(true);
  });
});
