import { DEFAULT_FEATURE_FLAGS } from '../../shared/state/page';
import type { FeatureFlags } from '../../shared/types/page';
import {
  FlagClient,
  flagsOfContext,
  INITIALIZATION_ERROR,
  MISSING_CLIENT_KEY_ERROR,
  MissingFlagContextError,
} from './flag-client';

const embedded: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS, isVideoEnabled: true };
const visitorFlags: FeatureFlags = { ...embedded, 'csm-ai-agent-on-sac': { agent_enabled: true } };

function answering(status: number, body: unknown) {
  // jsdom has no Response: the part of one the client reads.
  const response = { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(response));
}

function clientWith(fetchImpl: typeof fetch, clientKey = 'client-help-centre') {
  const log = { error: jest.fn() };
  return { client: new FlagClient({ clientKey, embedded, fetch: fetchImpl, log }), log };
}

describe('the feature-flag client', () => {
  it('starts uninitialized with the embedded flags', () => {
    const { client } = clientWith(answering(200, { featureFlags: visitorFlags }));
    expect(client.status).toBe('uninitialized');
    expect(client.flags).toBe(embedded);
  });

  it('is initialized with the visitor flags the API answers for the path and anonymous id', async () => {
    const fetchImpl = answering(200, { featureFlags: visitorFlags });
    const { client, log } = clientWith(fetchImpl);
    await expect(client.initialize({ path: '/jira/docs/', anonymousId: 'visitor-1' })).resolves.toEqual(visitorFlags);
    expect(client.status).toBe('initialized');
    expect(fetchImpl.mock.calls[0]![0]).toBe('/gateway/api/flags?path=%2Fjira%2Fdocs%2F&anonymousId=visitor-1');
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('fails without a client key, logs exactly the missing-key message and keeps the embedded flags', async () => {
    const fetchImpl = answering(200, { featureFlags: visitorFlags });
    const { client, log } = clientWith(fetchImpl, '');
    await expect(client.initialize({ path: '/' })).resolves.toBe(embedded);
    expect(client.status).toBe('failed');
    expect(log.error).toHaveBeenCalledWith('STATSIG client Initialization Error, Missing Client Key');
    expect(MISSING_CLIENT_KEY_ERROR).toBe('STATSIG client Initialization Error, Missing Client Key');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-2xx answer', answering(503, { error: 'down' })],
    ['an answer that is not flags', answering(200, { featureFlags: 'yes' })],
    ['a network failure', jest.fn(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('fails on %s, logs the initialization failure and keeps the embedded flags', async (_case, fetchImpl) => {
    const { client, log } = clientWith(fetchImpl);
    await expect(client.initialize({ path: '/' })).resolves.toBe(embedded);
    expect(client.status).toBe('failed');
    expect(log.error).toHaveBeenCalledWith(INITIALIZATION_ERROR, expect.any(Error));
  });

  it('evaluates the chat assistant inputs by POST once initialized, and not before', async () => {
    const fetchImpl = answering(200, { featureFlags: visitorFlags });
    const { client } = clientWith(fetchImpl);
    const inputs = { path: '/', hostName: 'support.example.com', isCompanyAccount: true, isAdmin: false };
    await expect(client.evaluate(inputs)).resolves.toBeUndefined();
    await client.initialize({ path: '/' });
    await expect(client.evaluate(inputs)).resolves.toEqual(visitorFlags);
    expect(fetchImpl.mock.calls[1]![1]).toMatchObject({ method: 'POST', body: JSON.stringify(inputs) });
  });
});

describe('a missing flag context', () => {
  it('fails outside a browser', () => {
    expect(() => flagsOfContext(undefined, { isBrowser: false, report: jest.fn() })).toThrow(MissingFlagContextError);
  });

  it('is reported in a browser, and empty flags are used', () => {
    const report = jest.fn();
    expect(flagsOfContext(undefined, { isBrowser: true, report })).toEqual({});
    expect(report).toHaveBeenCalledWith(new MissingFlagContextError());
  });

  it('is not a problem when the client exists', () => {
    const { client } = clientWith(answering(200, {}));
    expect(flagsOfContext(client, { isBrowser: true, report: jest.fn() })).toBe(embedded);
  });
});
