import { USER_DETAILS_ERROR } from '../shared/state/auth';
import { createAppStore } from '../shared/state/store';
import { settleVisitor } from './visitor';

describe('settleVisitor', () => {
  it('settles a visitor without the marker as anonymous, with the host noted and no request', async () => {
    const store = createAppStore();

    await settleVisitor(store, 'support.example.com');

    expect(store.getState().auth).toEqual({
      status: 'success',
      hostName: 'support.example.com',
      user: expect.objectContaining({ isAuthenticated: false, email: '' }),
    });
  });

  it('settles as a failed request when the details cannot be had, and says so', async () => {
    const store = createAppStore();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await settleVisitor(store, 'support.example.com', () => Promise.reject(new Error('no session code')));

      expect(store.getState().auth.status).toBe('failure');
      expect(store.getState().auth.user.isAuthenticated).toBe(false);
      expect(error).toHaveBeenCalledWith(USER_DETAILS_ERROR, expect.any(Error));
    } finally {
      error.mockRestore();
    }
  });
});
