import { anonymousUser, type CurrentUser } from '../../shared/state/auth';
import { DEFAULT_FEATURE_FLAGS } from '../../shared/state/page';
import { COHORT_PATH } from '../../shared/constants';
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

/** The customer-context service: the cohort's attributes, or a failure. */
function cohortAnswering(body: unknown) {
  return jest.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    body instanceof Error
      ? Promise.reject(body)
      : Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response),
  );
}

const NO_COHORT = { data: { attributes: {} } };

async function deps(overrides: Partial<ChatDeps> & { agent?: boolean } = {}) {
  const { client, fetchImpl } = flagsAnswering(overrides.agent ?? true);
  await client.initialize({ path: '/' });
  const log = { error: jest.fn() };
  const loadBuiltIn = jest.fn(() => Promise.resolve());
  const value: ChatDeps = {
    user,
    flags: client,
    config: { chatWidgetUrl: '', chatWidgetIntegrity: '', sacBaseUrl: 'https://sac.example' },
    fetch: cohortAnswering(NO_COHORT),
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
  ])('never loads for %s, without asking for the cohort or an evaluation', async (_case, overrides) => {
    const { value, loadBuiltIn, fetchImpl } = await deps(overrides);
    await expect(startChat(value)).resolves.toBe('none');
    expect(loadBuiltIn).not.toHaveBeenCalled();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(value.fetch).not.toHaveBeenCalled();
  });

  it('asks the customer-context service for the cohort with credentials and sends its non-null attributes in the evaluation', async () => {
    const cohort = cohortAnswering({
      data: { attributes: { segment: 'enterprise', seats: 250, trial: false, region: null } },
    });
    const { value, fetchImpl } = await deps({ fetch: cohort });
    await expect(startChat(value)).resolves.toBe('built-in');
    expect(cohort).toHaveBeenCalledTimes(1);
    const [url, init] = cohort.mock.calls[0]!;
    expect(url).toBe(`https://sac.example${COHORT_PATH}`);
    expect(init).toMatchObject({ credentials: 'include' });
    const body = JSON.parse((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].body as string) as Record<
      string,
      unknown
    >;
    expect(body.cohort).toEqual({ segment: 'enterprise', seats: 250, trial: false });
  });

  it('evaluates without a cohort when the cohort call fails', async () => {
    const { value, fetchImpl, log } = await deps({ fetch: cohortAnswering(new TypeError('Failed to fetch')) });
    await expect(startChat(value)).resolves.toBe('built-in');
    const body = JSON.parse((fetchImpl.mock.calls[1] as unknown as [string, RequestInit])[1].body as string) as Record<
      string,
      unknown
    >;
    expect(body).not.toHaveProperty('cohort');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('loads the configured widget script with its integrity hash and no nonce', async () => {
    const config = {
      chatWidgetUrl: 'https://chat.example/loader.js',
      chatWidgetIntegrity: 'sha384-abc',
      sacBaseUrl: '',
    };
    const { value, loadBuiltIn } = await deps({ config });
    await expect(startChat(value)).resolves.toBe('widget');
    const script = document.querySelector<HTMLScriptElement>('script[src="https://chat.example/loader.js"]')!;
    expect(script.hasAttribute('nonce')).toBe(false);
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    expect(loadBuiltIn).not.toHaveBeenCalled();
  });

  it("logs 'error loading external script' when the widget script fails to load", async () => {
    const config = { chatWidgetUrl: 'https://chat.example/loader.js', chatWidgetIntegrity: '', sacBaseUrl: '' };
    const { value, log } = await deps({ config });
    await startChat(value);
    document.querySelector('script[src="https://chat.example/loader.js"]')!.dispatchEvent(new Event('error'));
    expect(log.error).toHaveBeenCalledWith(SCRIPT_LOAD_ERROR, 'https://chat.example/loader.js');
    expect(SCRIPT_LOAD_ERROR).toBe('error loading external script');
  });
});
