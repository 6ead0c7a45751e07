import { createAppStore } from '../shared/state/store';
import { sessionApiUrl, watchSession, type SessionDeps } from './session';

const details = {
  data: {
    userName: 'ada@example.com',
    id: 'abc',
    photos: [{ value: 'data:image/svg+xml,x' }],
    displayName: 'ada',
    emailAddress: 'ada@example.com',
    roles: ['authenticated'],
  },
};

function answer(status: number, body: unknown = {}): Response {
  return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
}

function setUp(overrides: Partial<SessionDeps> & { pathname?: string; hostname?: string } = {}) {
  const store = createAppStore();
  const hostname = overrides.hostname ?? 'support.example.com';
  const location = {
    hostname,
    origin: `https://${hostname}`,
    pathname: overrides.pathname ?? '/jira/docs/',
    search: '',
    assign: jest.fn(),
  };
  let tick: (() => void) | undefined;
  const deps: SessionDeps = {
    store,
    location,
    cookie: 'hc_signed_in=1',
    fetch: jest.fn().mockResolvedValue(answer(200, details)),
    setInterval: jest.fn((callback: () => void) => {
      tick = callback;
      return 7;
    }),
    clearInterval: jest.fn(),
    ...overrides,
  };
  return { deps, store, location, beat: () => tick?.() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSession', () => {
  it('asks nothing and stays anonymous when no signed-in marker is set', async () => {
    // Arrange
    const { deps, store } = setUp({ cookie: 'other=1' });
    // Act
    await watchSession(deps).ready;
    // Assert
    expect(deps.fetch).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('success');
    expect(store.getState().auth.user.isAuthenticated).toBe(false);
    expect(deps.setInterval).not.toHaveBeenCalled();
  });

  it('loads the user through loading to success and starts the heartbeat', async () => {
    // Arrange
    const { deps, store } = setUp();
    // Act
    const watch = watchSession(deps);
    const during = store.getState().auth.status;
    await watch.ready;
    // Assert
    expect(during).toBe('loading');
    expect(deps.fetch).toHaveBeenCalledWith('/gateway/api/customer-context/user/auth', expect.anything());
    expect(store.getState().auth.status).toBe('success');
    expect(store.getState().auth.user).toMatchObject({ isAuthenticated: true, email: 'ada@example.com' });
    expect(store.getState().auth.hostName).toBe('support.example.com');
    expect(deps.setInterval).toHaveBeenCalledWith(expect.any(Function), 5 * 60_000);
  });

  it("logs 'Error getting user details' and stays anonymous when the user request fails", async () => {
    // Arrange
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps, store } = setUp({ fetch: jest.fn().mockResolvedValue(answer(401)) });
    // Act
    await watchSession(deps).ready;
    // Assert
    expect(store.getState().auth.status).toBe('failure');
    expect(store.getState().auth.user.isAuthenticated).toBe(false);
    expect(error).toHaveBeenCalledWith('Error getting user details', expect.any(Error));
    expect(deps.setInterval).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('sends the visitor to sign in when the session ends on a page that needs one', async () => {
    // Arrange
    const fetch = jest.fn().mockResolvedValueOnce(answer(200, details)).mockResolvedValue(answer(401));
    const { deps, location, beat } = setUp({ fetch, pathname: '/ja/requests/' });
    await watchSession(deps).ready;
    // Act
    beat();
    await flush();
    // Assert
    expect(fetch).toHaveBeenLastCalledWith('/gateway/api/session/heartbeat', { credentials: 'include' });
    expect(location.assign).toHaveBeenCalledWith('/ja/login/?application=sac&continue=%2Fja%2Frequests%2F');
    expect(deps.clearInterval).toHaveBeenCalledWith(7);
  });

  it('switches the chrome back to anonymous when the session ends on any other page', async () => {
    // Arrange
    const fetch = jest.fn().mockResolvedValueOnce(answer(200, details)).mockResolvedValue(answer(401));
    const { deps, store, location, beat } = setUp({ fetch });
    await watchSession(deps).ready;
    // Act
    beat();
    await flush();
    // Assert
    expect(location.assign).not.toHaveBeenCalled();
    expect(store.getState().auth.user.isAuthenticated).toBe(false);
  });

  it('keeps the user when the heartbeat cannot reach the server', async () => {
    // Arrange
    const fetch = jest.fn().mockResolvedValueOnce(answer(200, details)).mockRejectedValue(new TypeError('offline'));
    const { deps, store, location, beat } = setUp({ fetch, pathname: '/requests/' });
    await watchSession(deps).ready;
    // Act
    beat();
    await flush();
    // Assert
    expect(location.assign).not.toHaveBeenCalled();
    expect(store.getState().auth.user.isAuthenticated).toBe(true);
    expect(deps.clearInterval).not.toHaveBeenCalled();
  });

  it('uses absolute urls of its own host on a partner site', async () => {
    // Arrange
    const { deps, beat } = setUp({ hostname: 'partners.example.com' });
    await watchSession(deps).ready;
    // Act
    beat();
    await flush();
    // Assert
    expect(deps.fetch).toHaveBeenNthCalledWith(
      1,
      'https://partners.example.com/gateway/api/customer-context/user/auth',
      expect.anything(),
    );
    expect(deps.fetch).toHaveBeenNthCalledWith(2, 'https://partners.example.com/gateway/api/session/heartbeat', {
      credentials: 'include',
    });
  });
});

describe('session helpers', () => {
  it('use a relative url off partner hosts', () => {
    expect(sessionApiUrl('/x', { hostname: 'support.example.com', origin: 'https://support.example.com' })).toBe('/x');
  });
});
