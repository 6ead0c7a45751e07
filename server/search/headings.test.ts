import type { Entry } from '../../shared/types/content';
import { seededRandom } from '../../bench/seeded-random';
import { bodyHeadings } from './headings';
import { extractHtmlText } from './html-text';
import type { TextLookups } from './documents';

const lookups: TextLookups = { entry: () => undefined, asset: () => undefined, urlOf: () => undefined };

function topic(html: string): Entry {
  return {
    kind: 'Entry',
    id: 'topic-1',
    contentType: 'topic',
    locale: 'en-US',
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
    fields: { topicTitle: 'A topic', bodyHtml: html },
  };
}

/** The headings from the outline read with the text, and from sanitising the whole body. */
function bothWays(html: string) {
  const entry = topic(html);
  const extracted = extractHtmlText(html, { outline: true });
  return {
    outlined: extracted.outline !== undefined,
    fromOutline: bodyHeadings(lookups, 'topic', entry, 'en-US', { html, extracted }),
    fromSanitised: bodyHeadings(lookups, 'topic', entry, 'en-US'),
  };
}

const OUTLINED = [
  '<h1>Intro</h1><p>text</p><h2>Setup</h2><h3>Install</h3><h4>Deep</h4>',
  '<h2>Same</h2><h2>Same</h2><h2>same!</h2><h3>Maincontent</h3>',
  '<h3>A &amp; B &lt;tag&gt; &#x41;&nbsp;z</h3><p>x</p>',
  '<h2 id="kept" title="a>b">Title with <code>max_connections</code> and <a href="#x">a link</a></h2>',
  '<h2>Bold <b>b</b><i>i</i><font color="red">font</font><span>span</span></h2>',
  '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6><p>body</p>',
  '<h3></h3><h3> <img src="https://x/y.png" alt="only an image"> </h3><h4>Real</h4><p>t</p>',
  '<section><div><h2>Wrapped</h2></div></section><table><tr><td><h3>In a cell</h3></td></tr></table>',
  '<p>para<h2>closes the paragraph</h2>after</p>',
  '</h2><h2>stray close before</h2></h3>text',
  '<H2>Upper</H2><h3>a<!-- comment -->b<br>c</h3>',
  '<h2>line\nbreak\t and   spaces</h2><h2>\u00a0</h2><p>x</p>',
  '<h4>only deep</h4><h6>deeper</h6><p>x</p>',
  '<p>no headings at all</p>',
  '<h2>dotted.names and --flags and CamelCase</h2><dl><dt>term</dt><dd>d</dd></dl>',
];

const FALLBACK = [
  '<h2>unclosed <p>para</p><h3>next</h3>',
  '<h2>outer <h3>nested</h3> tail</h2><p>x</p>',
  '<h2>script</h2><script>var a = "<h2>not a heading</h2>";</script><p>x</p>',
  '<h2>t</h2><textarea><h3>x</h3></textarea>',
  '<h2>t</h2><svg><h3>x</h3></svg>',
  '<h2>a</h2><select><option>o</option></select>',
  '<h2>a</h2><template><h3>t</h3></template><p>x</p>',
  '<h2>a</h2><noscript><h3>n</h3></noscript><p>x</p>',
  '<h2>a</h2><style>h2{}</style>',
  '<script>x</script>',
  '<p> </p>',
];

describe('bodyHeadings from the outline read with the text', () => {
  it.each(OUTLINED)('gives the same headings and ids as the sanitised body for %j', (html) => {
    const { outlined, fromOutline, fromSanitised } = bothWays(html);
    expect(outlined).toBe(true);
    expect(fromOutline).toEqual(fromSanitised);
  });

  it('finds the headings a body has, so the comparison is not between two empty lists', () => {
    expect(bothWays(OUTLINED[1]!).fromOutline).toEqual([
      { text: 'Same', id: 'same', level: 2 },
      { text: 'Same', id: 'same-2', level: 2 },
      { text: 'same!', id: 'same-3', level: 2 },
      { text: 'Maincontent', id: 'maincontent-2', level: 3 },
    ]);
  });

  it.each(FALLBACK)(
    'reads the body the long way, with the same result, when the outline cannot stand for %j',
    (html) => {
      const { outlined, fromOutline, fromSanitised } = bothWays(html);
      expect(outlined && extractHtmlText(html).text !== '').toBe(false);
      expect(fromOutline).toEqual(fromSanitised);
    },
  );

  it('ignores an outline read from another body than the entry holds', () => {
    const entry = topic('<h2>Current</h2><p>x</p>');
    const other = '<h2>Stale</h2><p>x</p>';
    expect(
      bodyHeadings(lookups, 'topic', entry, 'en-US', {
        html: other,
        extracted: extractHtmlText(other, { outline: true }),
      }),
    ).toEqual([{ text: 'Current', id: 'current', level: 2 }]);
  });

  it('agrees with the sanitised body on 400 seeded random bodies of headings, inline markup and entities', () => {
    const random = seededRandom(15);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const words = [
      'Setup',
      'setup',
      'max_connections',
      'A & B',
      'x < y',
      '&amp;',
      '&lt;b&gt;',
      '&#160;',
      ' ',
      'é',
      '日本',
    ];
    const inline = [
      '',
      '<code>',
      '<em>',
      '<b>',
      '<a href="#a">',
      '<span class="c">',
      '<font>',
      '<kbd>',
      '<img alt="i">',
    ];
    const piece = (): string => {
      const roll = random();
      if (roll < 0.35) {
        const level = 1 + Math.floor(random() * 6);
        const open = pick(inline);
        const tag = /^<([a-z]+)/.exec(open)?.[1];
        const close = tag && tag !== 'img' ? `</${tag}>` : '';
        return `<h${level}${random() < 0.2 ? ' id="given"' : ''}>${pick(words)}${open}${pick(words)}${close}</h${level}>`;
      }
      if (roll < 0.5) return `<p>${pick(words)}`;
      if (roll < 0.6) return `</${pick(['p', 'h2', 'h3', 'div', 'code'])}>`;
      if (roll < 0.7) return `<div><ul><li>${pick(words)}</li></ul>`;
      if (roll < 0.8) return `<table><tr><th>${pick(words)}</th><td>${pick(words)}</td></tr></table>`;
      if (roll < 0.85) return '<!-- a comment with <h2>inside</h2> -->';
      return pick(words);
    };
    let outlined = 0;
    for (let run = 0; run < 400; run += 1) {
      const html = Array.from({ length: 1 + Math.floor(random() * 12) }, piece).join('');
      const result = bothWays(html);
      if (result.outlined) outlined += 1;
      expect({ html, headings: result.fromOutline }).toEqual({ html, headings: result.fromSanitised });
    }
    expect(outlined).toBeGreaterThan(300);
  });
});
