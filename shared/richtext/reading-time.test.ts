import { readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from './reading-time';
import { withHeadingAnchors, withoutHeadingAnchors } from './heading-anchors';

describe('reading time', () => {
  it('counts English words at 200 a minute, rounded, and never less than a minute', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5);
    expect(readingMinutes(words(20))).toBe(1);
    expect(readingMinutes('<p><code>don’t</code> re-use e.g. v1.2</p>')).toBe(1);
    expect(readingTimeLabel(words(1000), 'en-US')).toBe('5 min read');
  });

  it('counts Japanese characters at 500 a minute', () => {
    expect(readingMinutes(`<p>${'あ'.repeat(1500)}</p>`)).toBe(3);
    expect(readingTimeLabel(`<p>${'設'.repeat(2000)}</p>`, 'ja-JP')).toBe('4 分で読めます');
  });
});

describe('heading anchors', () => {
  it('add a link to its own id at the end of every h2 to h4 with an id, and come off again', () => {
    const html =
      '<h2 id="a">A</h2><p>x</p><h3 id="b" class="c">B <em>c</em></h3><h4 id="d">D</h4><h5 id="e">E</h5><h2>F</h2>';
    const anchored = withHeadingAnchors(html, 'Copy link to "this" section');
    expect(anchored).toContain(
      '<h2 id="a">A<a class="heading-anchor" href="#a" data-heading-anchor aria-label="Copy link to &quot;this&quot; section"><span aria-hidden="true">#</span></a></h2>',
    );
    expect(anchored).toContain('<h3 id="b" class="c">B <em>c</em><a class="heading-anchor" href="#b"');
    expect(anchored).toContain('href="#d"');
    expect(anchored).not.toContain('href="#e"');
    expect(withoutHeadingAnchors(anchored)).toBe(html);
  });
});
