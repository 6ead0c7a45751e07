import { extractHtmlText } from './html-text';
import { htmlToText } from './documents';

describe('extractHtmlText', () => {
  it('puts every table cell on a line of its own, so words of neighbouring cells never fuse', () => {
    const html =
      '<table><thead><tr><th>Name</th><th>Value</th></tr></thead>' +
      '<tbody><tr><td>max_connections</td><td>100</td></tr><tr><td>work_mem</td><td>4MB</td></tr></tbody></table>';
    const { text, terms } = extractHtmlText(html);
    expect(text.split('\n')).toEqual(['Name', 'Value', 'max_connections', '100', 'work_mem', '4MB']);
    expect(text).not.toMatch(/NameValue|max_connections100/);
    expect(terms).toEqual(['Name', 'Value']);
  });

  it('separates definition terms from their descriptions and collects the terms', () => {
    const html =
      '<dl><dt><code>--user</code></dt><dd>Install to the user site.</dd><dt>-m <em>module</em></dt><dd>Run a module.</dd></dl>';
    const { text, terms } = extractHtmlText(html);
    expect(text.split('\n')).toEqual(['--user', 'Install to the user site.', '-m module', 'Run a module.']);
    expect(terms).toEqual(['--user', '-m module']);
  });

  it('ends list items and paragraphs on their own lines but keeps inline elements within a line', () => {
    expect(extractHtmlText('<ul><li>one<b>two</b></li><li>three</li></ul><p>a <em>b</em> c</p>').text).toBe(
      'onetwo\nthree\na b c',
    );
  });

  it('drops scripts, styles and comments and decodes entities', () => {
    expect(
      extractHtmlText(
        '<p>x&amp;y &lt;b&gt; &#x41;&#39;</p><script>var a = "<p>";</script><style>p{}</style><!-- note -->',
      ).text,
    ).toBe("x&y <b> A'");
  });

  it('gives snippets the same text the index reads', () => {
    expect(htmlToText('<dl><dt>term</dt><dd>meaning</dd></dl>')).toBe('term\nmeaning');
  });

  it('outlines the headings with their text escaped as the sanitiser writes it, and nothing else', () => {
    const { outline } = extractHtmlText('<h2 id="a">A &amp; <code>b</code></h2><p>body</p><h3>x &lt; y</h3>', {
      outline: true,
    });
    expect(outline).toBe('<h2>A &amp; b</h2>\n<h3>x &lt; y</h3>\n');
  });

  it('gives no outline for a heading inside a heading or a script, and none unless asked', () => {
    expect(extractHtmlText('<h2>a<h3>b</h3></h2>', { outline: true }).outline).toBeUndefined();
    expect(extractHtmlText('<h2>a</h2><script>x</script>', { outline: true }).outline).toBeUndefined();
    expect(extractHtmlText('<h2>a</h2>')).not.toHaveProperty('outline');
  });
});
