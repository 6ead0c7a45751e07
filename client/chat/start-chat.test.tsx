import { anonymousUser, type CurrentUser } from '../../shared/state/auth';
import { DEFAULT_FEATURE_FLAGS } from '../../shared/state/page';
import { FlagClient } from '../flags/flag-client';
import { SCRIPT_LOAD_ERROR, startChat, type ChatDeps } from './start-chat';

const user: CurrentUser = { ...anonymousUser, isAuthenticated: true, email: 'ada@example.com', aaId: 'a1' };

function flagsAnswering(agent: boolean) {
  const fetchImpl = jest.fn(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () =>
        Promise.resolve({
          featureFlags: { ...DEFAULT_FEATURE_FLAGS, 'csm-ai-agent-on-sac': { agent_enabled: agent } },
        }),
    } as Response),
  );
  const client = new FlagClient({ clientKey: 'k', embedded: DEFAULT_FEATURE_FLAGS, fetch: fetchImpl, log: console });
  return { client, fetchImpl };
}

async function deps(overrides: Partial<ChatDeps> & { agent?: boolean } = {}) {
  const { client, fetchImpl } = flagsAnswering(overrides.agent ?? true);
  await client.initialize({ path: '/' });
  const log = { error: jest.fn() };
  const loadBuiltIn = jest.fn(() => Promise.resolve());
  const value: ChatDeps = {
    user,
    flags: client,
    config: { chatWidgetUrl: '', chatWidgetIntegrity: '' },
    location: { pathname: '/jira/docs/', hostname: 'support.example.com' },
    document,
    subtle: undefined,
    timeZone: 'Asia/Tokyo',
    log,
    loadBuiltIn,
    ...overrides,
  };
  return { value, log, loadBuiltIn, fetchImpl };
}

beforeEach(() => {
  document.body.innerHTML = '<script type="application/json" id="__CONFIG__">{}</script>';
});

describe('starting the chat assistant', () => {
  it('loads the built-in assistant when the evaluation answers agent_enabled', async () => {
    const { value, loadBuiltIn, fetchImpl } = await deps();
    await expect(startChat(value)).resolves.toBe('built-in');
    expect(loadBuiltIn).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].body as string) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      path: '/jira/docs/',
      hostName: 'support.example.com',
      isCompanyAccount: true,
      isAdmin: false,
      countryCode: 'JP',
    });
  });

  it('loads nothing when the evaluation answers agent_enabled false', async () => {
    const { value, loadBuiltIn } = await deps({ agent: false });
    await expect(startChat(value)).resolves.toBe('none');
    expect(loadBuiltIn).not.toHaveBeenCalled();
  });

  it.each([
    ['an anonymous visitor', { user: anonymousUser }],
    ['the contact page', { location: { pathname: '/contact/', hostname: 'support.example.com' } }],
    ['a partner host', { location: { pathname: '/', hostname: 'partners.example.com' } }],
  ])('never loads for %s, without asking for an evaluation', async (_case, overrides) => {
    const { value, loadBuiltIn, fetchImpl } = await deps(overrides);
    await expect(startChat(value)).resolves.toBe('none');
    expect(loadBuiltIn).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('loads the configured widget script with its integrity hash and no nonce', async () => {
    const config = { chatWidgetUrl: 'https://chat.example/loader.js', chatWidgetIntegrity: 'sha384-abc' };
    const { value, loadBuiltIn } = await deps({ config });
    await expect(startChat(value)).resolves.toBe('widget');
    const script = document.querySelector<HTMLScriptElement>('script[src="https://chat.example/loader.js"]')!;
    expect(script.hasAttribute('nonce')).toBe(false);
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    expect(loadBuiltIn).not.toHaveBeenCalled();
  });

  it("logs 'error loading external script' when the widget script fails to load", async () => {
    const config = { chatWidgetUrl: 'https://chat.example/loader.js', chatWidgetIntegrity: '' };
    const { value, log } = await deps({ config });
    await startChat(value);
    document.querySelector('script[src="https://chat.example/loader.js"]')!.dispatchEvent(new Event('error'));
    expect(log.error).toHaveBeenCalledWith(SCRIPT_LOAD_ERROR, 'https://chat.example/loader.js');
    expect(SCRIPT_LOAD_ERROR).toBe('error loading external script');
  });
});
