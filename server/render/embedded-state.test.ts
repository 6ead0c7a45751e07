import type { EmbeddedState } from '../../shared/types/state';
import { blankBodies } from './blank-bodies';
import { embeddedStateJson } from './embedded-state';
import { serializeForScript } from './serialize-state';

const chrome = { locale: 'en-US', header: { links: [{ id: 'l1', label: 'Docs </script>', url: '/docs/' }] } };

function stateWith(title: string): EmbeddedState {
  return {
    entry: {
      kind: 'topic',
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

describe('embedded state json', () => {
  it('is the same text as serialising the whole state with its bodies blanked', () => {
    const state = stateWith('Topic & <friends>');

    expect(embeddedStateJson(state)).toBe(serializeForScript(blankBodies(state)));
  });

  it('stays the same text for another page sharing the chrome', () => {
    embeddedStateJson(stateWith('First'));
    const second = stateWith('Second');

    expect(embeddedStateJson(second)).toBe(serializeForScript(blankBodies(second)));
  });

  it('serialises a state without a chrome object as a whole', () => {
    const state = { ...stateWith('No chrome'), entry: { ...stateWith('No chrome').entry, chrome: undefined } };

    expect(embeddedStateJson(state as unknown as EmbeddedState)).toBe(serializeForScript(blankBodies(state)));
  });
});
