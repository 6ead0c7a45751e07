import { configureStore } from '@reduxjs/toolkit';
import { anonymousUser, authReducer, hostDetected, initialAuthState, isPartnerHost, loadCurrentUser } from './auth';
import { canEditWithEmail, requestAuthDetails, userFromAuthDetails } from './auth-details';
import { chromeReducer } from './chrome';

function createStore() {
  return configureStore({ reducer: { chrome: chromeReducer, auth: authReducer } });
}

const details = {
  data: {
    userName: 'grace@atlassian.com',
    id: 'aa-42',
    displayName: 'Grace Hopper',
    photos: [{ value: 'https://avatars.example.com/grace.png' }],
  },
};

describe('auth state', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts not initiated with the anonymous user', () => {
    expect(authReducer(undefined, { type: 'unknown' })).toEqual(initialAuthState);
    expect(initialAuthState.status).toBe('not_initiated');
    expect(initialAuthState.user.isAuthenticated).toBe(false);
  });

  it('goes to loading when the fetch starts and to success with the user when it resolves', async () => {
    const store = createStore();
    let resolve: (value: unknown) => void = () => undefined;
    const pending = store.dispatch(loadCurrentUser(() => new Promise((done) => (resolve = done))));
    expect(store.getState().auth.status).toBe('loading');
    resolve(details);
    await pending;
    expect(store.getState().auth.status).toBe('success');
    expect(store.getState().auth.user).toEqual({
      isAuthenticated: true,
      displayName: 'Grace Hopper',
      email: 'grace@atlassian.com',
      avatarUrl: 'https://avatars.example.com/grace.png',
      canEdit: true,
      aaId: 'aa-42',
      manageAccountUrl: '',
    });
  });

  it('goes to failure, keeps the anonymous user and logs the error when the fetch fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    const failure = new Error('network down');
    await store.dispatch(loadCurrentUser(() => Promise.reject(failure)));
    expect(store.getState().auth.status).toBe('failure');
    expect(store.getState().auth.user).toEqual(anonymousUser);
    expect(log).toHaveBeenCalledWith('Error getting user details', failure);
  });

  it('keeps a Manage account url only when it is a web page', () => {
    const withUrl = (manageAccountUrl: unknown) =>
      userFromAuthDetails({ data: { userName: 'a@example.com', manageAccountUrl } }).manageAccountUrl;
    expect(withUrl('https://id.example.com/profile')).toBe('https://id.example.com/profile');
    expect(withUrl('javascript:alert(1)')).toBe('');
    expect(withUrl(null)).toBe('');
  });

  it('treats a user as authenticated only when the e-mail is a non-empty string', () => {
    expect(userFromAuthDetails({ data: { userName: '' } }).isAuthenticated).toBe(false);
    expect(userFromAuthDetails({ data: { userName: 42 } }).isAuthenticated).toBe(false);
    expect(userFromAuthDetails({}).isAuthenticated).toBe(false);
    expect(userFromAuthDetails(null).isAuthenticated).toBe(false);
    expect(userFromAuthDetails({ data: { userName: 'a@example.com' } }).isAuthenticated).toBe(true);
  });

  it('lets only e-mails of the internal domain edit', () => {
    expect(canEditWithEmail('grace@atlassian.com')).toBe(true);
    expect(canEditWithEmail('Grace@Atlassian.com')).toBe(true);
    expect(canEditWithEmail('grace@example.com')).toBe(false);
    expect(canEditWithEmail('grace@atlassian.com.evil.example')).toBe(false);
    expect(userFromAuthDetails({ data: { userName: 'ada@example.com' } }).canEdit).toBe(false);
  });

  it('recognises partner hosts by the word partners in the host name', () => {
    expect(isPartnerHost('partners.example.com')).toBe(true);
    expect(isPartnerHost('support.example.com')).toBe(false);
    expect(isPartnerHost(null)).toBe(false);
  });

  it('records the detected host name', () => {
    expect(authReducer(initialAuthState, hostDetected('partners.example.com')).hostName).toBe('partners.example.com');
  });

  it('requests the auth details with credentials and a JSON content type', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: true, status: 200, json: () => Promise.resolve(details) });
    await expect(requestAuthDetails('/gateway/api/customer-context/user/auth', fetchImpl)).resolves.toEqual(details);
    expect(fetchImpl).toHaveBeenCalledWith('/gateway/api/customer-context/user/auth', {
      method: 'GET',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('rejects a non-ok auth answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue({ ok: false, status: 401, json: () => Promise.resolve({}) });
    await expect(requestAuthDetails('/auth', fetchImpl)).rejects.toThrow('status 401');
  });
});
