import { readBrowserConfig, readEmbeddedState } from './embedded-state';

function page(state: unknown, raw?: string) {
  document.body.innerHTML = `<script type="application/json" id="__INITIAL_STATE__">${raw ?? JSON.stringify(state)}</script>`;
  return document;
}

const state = (overrides: Record<string, unknown> = {}) => ({
  entry: { kind: 'topic', url: '/jira/docs/create-a-board/', locale: 'en-US', title: 'Create a board', ...overrides },
  pageTree: [],
  featureFlags: { isVideoEnabled: true },
  contentVersion: 'v1',
});

describe('readEmbeddedState', () => {
  it('accepts the state of the current path', () => {
    const result = readEmbeddedState(page(state()), '/jira/docs/create-a-board/');

    expect(result.ok).toBe(true);
  });

  it('accepts a Japanese page under /ja', () => {
    expect(readEmbeddedState(page(state({ locale: 'ja-JP' })), '/ja/jira/docs/create-a-board/').ok).toBe(true);
  });

  it('refuses the state of another path and says which', () => {
    const result = readEmbeddedState(page(state()), '/jira/docs/other/');

    expect(result).toEqual({
      ok: false,
      reason: 'the embedded state is for /jira/docs/create-a-board/, not /jira/docs/other/',
    });
  });

  it('refuses a state whose locale does not match the url', () => {
    expect(readEmbeddedState(page(state()), '/ja/jira/docs/create-a-board/').ok).toBe(false);
  });

  it('accepts the not-found page at any path', () => {
    expect(readEmbeddedState(page(state({ kind: 'notFound', url: '/' })), '/missing/').ok).toBe(true);
  });

  it('refuses a missing, unparsable or incomplete state', () => {
    document.body.innerHTML = '';
    expect(readEmbeddedState(document, '/')).toEqual({ ok: false, reason: 'no #__INITIAL_STATE__ element' });
    expect(readEmbeddedState(page(null, '{broken'), '/').ok).toBe(false);
    expect(readEmbeddedState(page({ entry: {} }), '/').ok).toBe(false);
  });

  it('reads the browser config with its allowlisted keys', () => {
    document.body.innerHTML =
      '<script type="application/json" id="__CONFIG__">{"publicBaseUrl":"https://a.example","environment":"production"}</script>';

    expect(readBrowserConfig(document)).toEqual({
      ok: true,
      value: { publicBaseUrl: 'https://a.example', environment: 'production', analyticsConsent: false },
    });
  });
});
