import { chromeView } from './chrome-fixtures';
import { SiteHeader } from './SiteHeader';
import { renderServerMarkup } from '../render-with-store';
import type { ChromeView, HeaderView } from '../../types/page';
import { restoreHeader, withRestoredHeader } from './restore-header';

/**
 * The header a page's state would give back: the lists come from the menus file, not the markup, and
 * a version 1 header shows (and so needs) no menus.
 */
function shownParts(header: HeaderView): HeaderView {
  return {
    ...header,
    cloudProducts: [],
    serverProducts: [],
    resources: [],
    guides: [],
    documentation: { cloud: [], dataCenter: [] },
    menus: (header.version === 'v2' ? header.menus : []).map((menu) => ({
      ...menu,
      primarySection: [],
      primarySectionRows: 1,
      secondarySection: [],
    })),
    additionalLinks: header.additionalLinks.map(({ label, url, lang }) =>
      lang ? { label, url, lang } : { label, url },
    ),
  };
}

function withLogo(chrome: ChromeView): ChromeView {
  return {
    ...chrome,
    header: {
      ...chrome.header,
      logo: { url: '/assets/logo.svg', alt: 'Example support', width: 120, height: 24 },
      menus: [...chrome.header.menus, { ...chrome.header.menus[0]!, id: 'menu.with space', heading: 'Éléments & co' }],
      additionalLinks: [
        ...chrome.header.additionalLinks,
        { id: 'link-forum', label: 'Community <forum>', url: '/community/?a=1&b=2' },
      ],
    },
  };
}

/** A Japanese version 2 header with a menu heading and an extra link that have no Japanese text. */
function untranslated(): ChromeView {
  const chrome = withLogo(chromeView({ version: 'v2', locale: 'ja-JP' }));
  const [menu, ...menus] = chrome.header.menus;
  const [link, ...links] = chrome.header.additionalLinks;
  return {
    ...chrome,
    header: {
      ...chrome.header,
      menus: [{ ...menu!, headingLang: 'en' }, ...menus],
      additionalLinks: [{ ...link!, lang: 'en' }, ...links],
    },
  };
}

describe('restoreHeader', () => {
  it.each([
    ['a version 2 header with a logo, two menus and extra links', withLogo(chromeView({ version: 'v2' }))],
    [
      'a Japanese version 2 header with the waffle menu',
      withLogo(chromeView({ version: 'v2', locale: 'ja-JP', useWaffleMenu: true })),
    ],
    ['a version 1 header without a logo', chromeView({ version: 'v1' })],
    ['a Japanese header whose untranslated menu heading and extra link say they are English', untranslated()],
  ])('gives back what the server markup of %s shows', (_name, chrome) => {
    const container = renderServerMarkup(<SiteHeader chrome={chrome} />);

    expect(restoreHeader({ id: chrome.header.id, locale: chrome.locale, menusFile: '/m.json' }, container)).toEqual({
      ...shownParts(chrome.header),
      menusFile: '/m.json',
    });
  });

  it('keeps the sign-in offer of a site without sign-in from the state', () => {
    const base = chromeView({ version: 'v1' });
    const chrome = { ...base, header: { ...base.header, signIn: false as const } };
    const container = renderServerMarkup(<SiteHeader chrome={chrome} />);

    expect(container.querySelector('.hc-account')).toBeNull();
    expect(restoreHeader({ id: 'header', locale: 'en-US', signIn: false }, container)).toEqual(
      shownParts(chrome.header),
    );
  });

  it("keeps the home page's products from the state", () => {
    const chrome = chromeView({ version: 'v1' });
    const container = renderServerMarkup(<SiteHeader chrome={chrome} />);
    const embedded = {
      id: chrome.header.id,
      locale: chrome.locale,
      cloudProducts: chrome.header.cloudProducts,
      serverProducts: chrome.header.serverProducts,
    };

    const restored = restoreHeader(embedded, container);

    expect(restored.cloudProducts).toEqual(chrome.header.cloudProducts);
    expect(restored.serverProducts).toEqual(chrome.header.serverProducts);
    expect(restored.menusFile).toBeUndefined();
  });

  it('gives a header without links or menus, home in the page locale, when the page has no header markup', () => {
    expect(restoreHeader({ id: 'header', locale: 'ja-JP' }, document.createElement('div'))).toEqual({
      id: 'header',
      locale: 'ja-JP',
      version: 'v1',
      homeUrl: '/ja/',
      useWaffleMenu: false,
      cloudProducts: [],
      serverProducts: [],
      resources: [],
      guides: [],
      documentation: { cloud: [], dataCenter: [] },
      menus: [],
      additionalLinks: [],
    });
  });
});

describe('withRestoredHeader', () => {
  it('completes a header the server left its shown parts out of', () => {
    const chrome = chromeView({ version: 'v2' });
    const container = renderServerMarkup(<SiteHeader chrome={chrome} />);
    const embedded = { ...chrome, header: { id: 'header', locale: 'en-US' } as HeaderView };

    const restored = withRestoredHeader(embedded, () => container);

    expect(restored.header).toEqual(shownParts(chrome.header));
    expect(restored.footer).toBe(chrome.footer);
  });

  it('keeps a whole header as it is', () => {
    const chrome = chromeView({ version: 'v2' });

    const root = jest.fn(() => document.createElement('div'));

    expect(withRestoredHeader(chrome, root)).toBe(chrome);
    expect(root).not.toHaveBeenCalled();
  });
});
