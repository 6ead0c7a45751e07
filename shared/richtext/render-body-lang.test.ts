/**
 * Languages inside a body on a Japanese page (RichTextContext.textLang): an untranslated body says
 * it is English, an embedded entry in another language than the text around it says its own, and
 * the page's interface labels inside an English body say they are Japanese.
 */
import { JSDOM } from 'jsdom';
import type { HtmlLang } from '../types/content';
import {
  block,
  doc,
  embeddedBlock,
  embeddedInline,
  entry,
  heading,
  inline,
  paragraph,
  text,
} from './document-builders';
import { renderBody, type BodyInput, type RichTextContext } from './render-body';

/** The ids of entry fields that have no Japanese value: their text is English on a Japanese page. */
function jaContext(untranslated: readonly string[], entries = ENTRIES): RichTextContext {
  const byId = new Map(entries.map((item) => [item.id, item]));
  return {
    entry: (id) => byId.get(id),
    asset: () => undefined,
    urlOf: (id) => `/docs/${id}/`,
    flags: { isVideoEnabled: true },
    locale: 'ja-JP',
    textLang: (entryId, field): HtmlLang | undefined =>
      untranslated.includes(`${entryId}.${field}`) || untranslated.includes(entryId) ? 'en' : undefined,
    localHref: (url) => (url.startsWith('/contact/') ? `/ja${url}` : url),
  };
}

const ENTRIES = [
  entry('callout-1', 'callout', {
    appearance: 'Tip',
    heading: 'A heading',
    body: doc(paragraph(text('Callout body'))),
  }),
  entry('code-1', 'codeBlock', { title: 'Script', language: 'Bash', code: 'echo hi' }),
  entry('fragment-1', 'textFragment', { textFragmentId: 'f', text: doc(paragraph(text('fragment text'))) }),
];

const BODY = doc(
  heading(2, 'Section'),
  paragraph(
    text('Body text '),
    embeddedInline('fragment-1'),
    inline('hyperlink', [text('contact us')], { uri: '/contact/' }),
  ),
  embeddedBlock('callout-1'),
  embeddedBlock('code-1'),
  block('table', [block('table-row', [block('table-cell', [paragraph(text('cell'))])])]),
);

const input: BodyInput = {
  kind: 'richText',
  id: 'topic-1',
  document: BODY,
  source: { entryId: 'topic-1', field: 'body' },
};

function parse(html: string): Document {
  return new JSDOM(`<html lang="ja"><body><div id="root">${html}</div></body></html>`).window.document;
}

/** The language an element is read in: its closest `lang`. */
function langOf(element: Element | null): string | null | undefined {
  return element?.closest('[lang]')?.getAttribute('lang');
}

describe('a body on a Japanese page', () => {
  it('says an untranslated body is English, and its interface labels Japanese', () => {
    // Act: the body and every embedded entry fall back
    const body = renderBody(input, jaContext(['topic-1', 'callout-1', 'code-1', 'fragment-1']));
    const page = parse(body.html);
    const root = page.getElementById('root')!;
    root.setAttribute('lang', body.lang ?? 'ja');

    // Assert
    expect(body.lang).toBe('en');
    expect(langOf(page.querySelector('h2'))).toBe('en');
    expect(langOf(page.querySelector('.callout__title'))).toBe('en');
    expect(langOf(page.querySelector('.callout .visually-hidden'))).toBe('ja');
    expect(langOf(page.querySelector('.code-block__copy'))).toBe('ja');
    expect(langOf(page.querySelector('[data-copy-status]'))).toBe('ja');
    // The table's number is the page's words, its section heading and cells the body's.
    const region = page.querySelector('.table-wrap')!;
    const [numberId, headingId] = region.getAttribute('aria-labelledby')!.split(' ');
    expect(region.hasAttribute('aria-label')).toBe(false);
    expect(langOf(page.getElementById(numberId!))).toBe('ja');
    expect(page.getElementById(headingId!)?.tagName).toBe('H2');
    expect(langOf(page.querySelector('td'))).toBe('en');
    // Embedded entries in the body's own language add no mark.
    expect(page.querySelectorAll('[lang="en"]')).toHaveLength(1);
  });

  it('marks translated embedded entries inside an untranslated body as Japanese', () => {
    const body = renderBody(input, jaContext(['topic-1']));
    const page = parse(body.html);
    page.getElementById('root')!.setAttribute('lang', body.lang ?? 'ja');

    expect(page.querySelector('.callout')?.getAttribute('lang')).toBe('ja');
    // Inside the Japanese callout the label needs no mark of its own.
    expect(page.querySelector('.callout .visually-hidden')?.hasAttribute('lang')).toBe(false);
    expect(langOf(page.querySelector('.code-block__title span'))).toBe('ja');
    expect([...page.querySelectorAll('span[lang="ja"]')].map((span) => span.textContent)).toContain('fragment text');
  });

  it('marks untranslated embedded entries inside a translated body as English', () => {
    const body = renderBody(input, jaContext(['callout-1', 'code-1.title', 'fragment-1']));
    const page = parse(body.html);

    expect(body.lang).toBeUndefined();
    expect(page.querySelector('.callout')?.getAttribute('lang')).toBe('en');
    expect(langOf(page.querySelector('.callout .visually-hidden'))).toBe('ja');
    expect(page.querySelector('.code-block__title span')?.getAttribute('lang')).toBe('en');
    expect(page.querySelector('.code-block__copy')?.hasAttribute('lang')).toBe(false);
    const [numberId] = page.querySelector('.table-wrap')!.getAttribute('aria-labelledby')!.split(' ');
    expect(page.getElementById(numberId!)?.textContent).toMatch(/1$/);
    expect(page.getElementById(numberId!)?.hasAttribute('lang')).toBe(false);
    expect([...page.querySelectorAll('span[lang="en"]')].map((span) => span.textContent)).toContain('fragment text');
  });

  it('wraps a callout body in its own language when it is not the heading’s', () => {
    const body = renderBody(input, jaContext(['topic-1', 'callout-1.body']));
    const page = parse(body.html);
    page.getElementById('root')!.setAttribute('lang', body.lang ?? 'ja');

    expect(langOf(page.querySelector('.callout__title'))).toBe('ja');
    expect(langOf(page.querySelector('.callout__content p:not(.callout__title)'))).toBe('en');
  });

  it('links a page of the site in the page’s locale', () => {
    const html = renderBody(input, jaContext([])).html;
    expect(html).toContain('<a href="/ja/contact/">contact us</a>');

    const cms = renderBody(
      {
        kind: 'html',
        id: 'h',
        html: '<p><a href="/contact/?a=1&amp;b=2">Contact</a> <a href="/static/x.css">x</a></p>',
      },
      jaContext([]),
    ).html;
    expect(cms).toContain('href="/ja/contact/?a=1&amp;b=2"');
    expect(cms).toContain('href="/static/x.css"');
  });

  it('marks legacy KB sections in another language than the body’s, under the page’s own headings', () => {
    const legacy: BodyInput = {
      kind: 'legacyKb',
      id: 'kb-1',
      sections: { summary: '<p>概要</p>', solution: '<p>Do this</p>' },
    };
    const body = renderBody(legacy, jaContext(['kb-1.solution']));
    const page = parse(body.html);

    expect(body.lang).toBeUndefined();
    expect(page.querySelector('.kb-section--solution')?.getAttribute('lang')).toBe('en');
    expect(langOf(page.querySelector('.kb-section--summary p'))).toBe('ja');
    expect(page.querySelector('.kb-section--summary h2')?.textContent).toBe('概要');
    expect(page.querySelector('.kb-section--summary h2')?.hasAttribute('lang')).toBe(false);
    expect(page.querySelector('.kb-section--solution h2')?.textContent).toBe('解決策');
    expect(langOf(page.querySelector('.kb-section--solution h2'))).toBe('ja');
    expect(body.toc).toEqual([
      { id: 'summary', text: '概要', level: 2 },
      { id: 'solution', text: '解決策', level: 2 },
    ]);
  });

  it('gives an untranslated legacy KB body Japanese headings, marked as such in it and in its contents', () => {
    const legacy: BodyInput = {
      kind: 'legacyKb',
      id: 'kb-1',
      sections: { summary: '<p>Backups fail.</p>', cause: '<p>No space.</p>', solution: '<p>Free space.</p>' },
    };
    const body = renderBody(legacy, jaContext(['kb-1.summary', 'kb-1.cause', 'kb-1.solution']));
    const page = parse(body.html);

    expect(body.lang).toBe('en');
    expect([...page.querySelectorAll('h2')].map((heading) => [heading.textContent, langOf(heading)])).toEqual([
      ['概要', 'ja'],
      ['原因', 'ja'],
      ['解決策', 'ja'],
    ]);
    // The sections are in the body's language, which the template writes on the body's element.
    expect(page.querySelector('.kb-section--cause')?.hasAttribute('lang')).toBe(false);
    expect(body.toc).toEqual([
      { id: 'summary', text: '概要', level: 2, lang: 'ja' },
      { id: 'cause', text: '原因', level: 2, lang: 'ja' },
      { id: 'solution', text: '解決策', level: 2, lang: 'ja' },
    ]);
  });

  it('renders an English page exactly as without languages', () => {
    // What an English page's context says: nothing falls back, and paths stay as written.
    const english = {
      ...jaContext(['topic-1', 'callout-1']),
      locale: 'en-US' as const,
      textLang: () => undefined,
      localHref: (url: string) => url,
    };
    const { textLang: _textLang, localHref: _localHref, ...plain } = english;

    expect(renderBody(input, english)).toEqual(renderBody(input, plain));
    expect(renderBody(input, english).html).not.toContain(' lang=');
  });
});
