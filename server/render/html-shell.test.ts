/** @jest-environment jsdom */
import { escapeHtml } from '../../shared/richtext/escape';
import { htmlShell, type HtmlShellInput } from './html-shell';

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
  nonce: 'abc123',
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

  it('puts the nonce on every script element', () => {
    const doc = parse(htmlShell(base));
    const scripts = [...doc.querySelectorAll('script')];

    expect(scripts.length).toBe(5);
    for (const script of scripts) expect(script.getAttribute('nonce')).toBe('abc123');
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
});
