import { CODE_LANGUAGES } from '../../content/model/content-types';
import { highlightCode, highlightLanguageOf, precompileHighlighting } from './code-highlight';

describe('highlightLanguageOf', () => {
  it('maps every content-model language to a highlight.js language', () => {
    for (const language of CODE_LANGUAGES) expect(highlightLanguageOf(language)).toMatch(/^[a-z]+$/);
  });

  it('gives undefined for a language the model does not know', () => {
    expect(highlightLanguageOf('Cobol')).toBeUndefined();
    expect(highlightLanguageOf('constructor')).toBeUndefined();
  });
});

describe('highlightCode', () => {
  it('highlights ABAP with the bundled grammar', () => {
    expect(highlightCode("DATA lv TYPE string. \" note\nlv = 'x'.", 'ABAP').html).toBe(
      '<span class="hljs-keyword">DATA</span> lv <span class="hljs-keyword">TYPE</span> string. <span class="hljs-comment">&quot; note</span>\nlv = <span class="hljs-string">&#x27;x&#x27;</span>.',
    );
  });

  it('escapes plain text and unknown languages without token spans', () => {
    expect(highlightCode('<b> & "x"', 'Plain text')).toEqual({
      language: 'plaintext',
      html: '&lt;b&gt; &amp; &quot;x&quot;',
    });
    expect(highlightCode('<b>', 'Cobol')).toEqual({ language: 'plaintext', html: '&lt;b&gt;' });
  });

  it('compiles every grammar ahead of use without throwing', () => {
    expect(() => precompileHighlighting()).not.toThrow();
  });
});
