import type { TocEntry } from '../types/page';
import { headingSlug, levelHtmlHeadings, relevel, UniqueIds } from './headings';

describe('headingSlug', () => {
  it('lower-cases the text, drops non-word characters and joins words with hyphens', () => {
    expect(headingSlug('  Set up SSO: SAML & OIDC (Cloud)! ')).toBe('set-up-sso-saml-oidc-cloud');
  });

  it('keeps letters of other scripts so Japanese headings get readable ids', () => {
    expect(headingSlug('ボードを作成 する')).toBe('ボードを作成-する');
  });

  it('falls back to "section" when nothing is left', () => {
    expect(headingSlug('?!')).toBe('section');
  });
});

describe('UniqueIds', () => {
  it('suffixes repeated ids with -2, -3 and avoids reserved ones', () => {
    const ids = new UniqueIds();
    ids.reserve('intro');
    expect([ids.claim('a'), ids.claim('a'), ids.claim('a'), ids.claim('intro'), ids.claim('maincontent')]).toEqual([
      'a',
      'a-2',
      'a-3',
      'intro-2',
      'maincontent-2',
    ]);
  });
});

describe('relevel', () => {
  it('moves the shallowest level to the top and keeps relative depth', () => {
    expect(relevel(3, 3, 2)).toBe(2);
    expect(relevel(5, 3, 2)).toBe(4);
  });

  it('gives undefined for headings more than 4 levels below the top', () => {
    expect(relevel(5, 1, 2)).toBe(6);
    expect(relevel(6, 1, 2)).toBeUndefined();
    expect(relevel(6, 2, 3)).toBeUndefined();
  });
});

describe('levelHtmlHeadings', () => {
  it('levels, ids and collects html headings, removing blank ones', () => {
    const toc: TocEntry[] = [];
    const html = levelHtmlHeadings(
      '<h3>A &amp; B</h3><h4><em>Sub</em></h4><h4> </h4><h5>Deep</h5>',
      2,
      new UniqueIds(),
      toc,
    );
    expect(html).toBe('<h2 id="a-b">A &amp; B</h2><h3 id="sub"><em>Sub</em></h3><h4 id="deep">Deep</h4>');
    expect(toc).toEqual([
      { id: 'a-b', text: 'A & B', level: 2 },
      { id: 'sub', text: 'Sub', level: 3 },
    ]);
  });
});
