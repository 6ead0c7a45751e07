import { chromeView } from '../../shared/components/chrome/chrome-fixtures';
import type { ChromeView } from '../../shared/types/page';
import type { EmbeddedState } from '../../shared/types/state';
import { blankBodies } from './blank-bodies';
import { embeddedStateJson } from './embedded-state';
import { headerForState, headerMenusFile } from './header-menus';
import { serializeForScript } from './serialize-state';

const base = chromeView({ version: 'v2' });
const chrome: ChromeView = {
  ...base,
  header: {
    ...base.header,
    additionalLinks: [{ id: 'l1', label: 'Docs </script>', url: '/docs/' }],
    menus: [
      {
        id: 'menu-learn',
        heading: 'Learn',
        primarySection: [{ id: 'p1', title: 'Tutorials', url: '/tutorials/' }],
        primarySectionRows: 2,
        secondarySection: [{ id: 'c1', heading: 'More', numberOfColumns: 1, resources: [] }],
      },
    ],
  },
};

function stateWith(title: string, kind = 'topic'): EmbeddedState {
  return {
    entry: {
      kind,
      id: 't1',
      url: '/a/',
      locale: 'en-US',
      title,
      entryIds: ['t1'],
      preview: false,
      chrome,
      body: { id: 'b1', html: '<p>body</p>', toc: [] },
    },
    pageTree: [],
    featureFlags: {},
    contentVersion: 'v1',
  } as unknown as EmbeddedState;
}

/** What the state should be: the whole state, bodies blanked and the header's lists left out. */
function expected(state: EmbeddedState, keepProducts = false): string {
  const header = headerForState(chrome.header, keepProducts);
  return serializeForScript(blankBodies({ ...state, entry: { ...state.entry, chrome: { ...chrome, header } } }));
}

describe('embedded state json', () => {
  it('is the same text as serialising the whole state with its bodies blanked and the menus left out', () => {
    const state = stateWith('Topic & <friends>');

    expect(embeddedStateJson(state)).toBe(expected(state));
  });

  it('stays the same text for another page sharing the chrome', () => {
    embeddedStateJson(stateWith('First'));
    const second = stateWith('Second');

    expect(embeddedStateJson(second)).toBe(expected(second));
  });

  it("leaves out the header panels' lists and what its markup shows, and names the menus file", () => {
    const parsed = JSON.parse(embeddedStateJson(stateWith('Lists'))) as {
      entry: { chrome: { header: Record<string, unknown> } };
    };
    const { header } = parsed.entry.chrome;

    expect(header).toEqual({
      id: chrome.header.id,
      locale: chrome.header.locale,
      menusFile: headerMenusFile(chrome.header).url,
    });
    expect(header.menusFile).toMatch(/^\/header-menus\/en-US\/[0-9a-f]{16}\.json$/);
  });

  it('says so when the site offers no sign-in, which the markup shows only by leaving Sign in out', () => {
    const header = headerForState({ ...chrome.header, signIn: false }, false);

    expect(header).toEqual({
      id: chrome.header.id,
      locale: chrome.header.locale,
      menusFile: headerMenusFile(chrome.header).url,
      signIn: false,
    });
  });

  it('keeps the products on the home page, whose template lists them, and only there', () => {
    const home = stateWith('Home', 'homePage');
    const parsed = JSON.parse(embeddedStateJson(home)) as { entry: { chrome: ChromeView } };

    expect(embeddedStateJson(home)).toBe(expected(home, true));
    expect(parsed.entry.chrome.header.cloudProducts).toEqual(chrome.header.cloudProducts);
    expect(parsed.entry.chrome.header.serverProducts).toEqual(chrome.header.serverProducts);
    expect(parsed.entry.chrome.header.resources).toBeUndefined();
  });

  it('serialises a state without a chrome object as a whole', () => {
    const state = { ...stateWith('No chrome'), entry: { ...stateWith('No chrome').entry, chrome: undefined } };

    expect(embeddedStateJson(state as unknown as EmbeddedState)).toBe(serializeForScript(blankBodies(state)));
  });
});
