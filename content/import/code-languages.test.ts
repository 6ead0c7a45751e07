import { codeLanguageOfClass } from '../../shared/richtext/code-highlight';
import { languageClassOf } from './code-languages';

describe('code block languages of imported pages', () => {
  it('maps Pygments lexers and fence names to a language the site highlights', () => {
    expect(languageClassOf('python3')).toBe('python');
    expect(languageClassOf('pycon')).toBe('python');
    expect(languageClassOf('console')).toBe('bash');
    expect(languageClassOf('c++')).toBe('cpp');
    expect(languageClassOf('HTML')).toBe('html');
    expect(codeLanguageOfClass(languageClassOf('python3')!)).toBe('Python');
    expect(codeLanguageOfClass(languageClassOf('html')!)).toBe('HTML');
    expect(codeLanguageOfClass(languageClassOf('xml')!)).toBe('XML');
  });

  it('keeps an unknown language by name and drops plain-text markers', () => {
    expect(languageClassOf('toml')).toBe('toml');
    expect(languageClassOf('python {linenos=true}')).toBe('python');
    expect(languageClassOf('text')).toBeUndefined();
    expect(languageClassOf('none')).toBeUndefined();
    expect(languageClassOf(undefined)).toBeUndefined();
    expect(codeLanguageOfClass('toml')).toBeUndefined();
  });
});
