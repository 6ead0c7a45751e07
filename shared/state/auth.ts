/**
 * Who the visitor is. The server always renders the anonymous state (so every anonymous page is
 * cacheable); the browser fetches the user after hydration and the chrome switches in place.
 */
import { createAsyncThunk, type PayloadAction } from '@reduxjs/toolkit';
import { PARTNER_HOST_MARK } from '../constants';
import { userFromAuthDetails } from './auth-details';
import { createPlainSlice } from './slice';

export type AuthStatus = 'not_initiated' | 'loading' | 'success' | 'failure';

export interface CurrentUser {
  isAuthenticated: boolean;
  displayName: string;
  email: string;
  avatarUrl: string;
  canEdit: boolean;
  aaId: string;
  /** The identity provider's profile page (Manage account); empty when the site has none. */
  manageAccountUrl: string;
}

export interface AuthState {
  status: AuthStatus;
  user: CurrentUser;
  /** Host name of the page, known only in the browser; null until detected. */
  hostName: string | null;
}

export const anonymousUser: CurrentUser = {
  isAuthenticated: false,
  displayName: '',
  email: '',
  avatarUrl: '',
  canEdit: false,
  aaId: '',
  manageAccountUrl: '',
};

export const initialAuthState: AuthState = { status: 'not_initiated', user: anonymousUser, hostName: null };

export const USER_DETAILS_ERROR = 'Error getting user details';

export function isPartnerHost(hostName: string | null): boolean {
  return hostName !== null && hostName.toLowerCase().includes(PARTNER_HOST_MARK);
}

/**
 * Loads the current user. The caller passes the request (usually `() => requestAuthDetails(url)`),
 * so the host choice stays with the browser entry and tests need no network.
 */
export const loadCurrentUser = createAsyncThunk<CurrentUser, () => Promise<unknown>>(
  'auth/loadCurrentUser',
  async (fetchDetails) => {
    try {
      return userFromAuthDetails(await fetchDetails());
    } catch (error) {
      console.error(USER_DETAILS_ERROR, error);
      throw error;
    }
  },
);

const authSlice = createPlainSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    hostDetected: (state: AuthState, action: PayloadAction<string>): AuthState => ({
      ...state,
      hostName: action.payload,
    }),
    /** The heartbeat found the session gone: the chrome goes back to the anonymous state. */
    sessionEnded: (state: AuthState): AuthState => ({ ...state, user: anonymousUser }),
  },
  extraReducer: (state, action): AuthState => {
    if (loadCurrentUser.pending.match(action)) return { ...state, status: 'loading' };
    if (loadCurrentUser.fulfilled.match(action)) return { ...state, status: 'success', user: action.payload };
    if (loadCurrentUser.rejected.match(action)) return { ...state, status: 'failure', user: anonymousUser };
    return state;
  },
});

export const { hostDetected, sessionEnded } = authSlice.actions;
export const authReducer = authSlice.reducer;

export interface WithAuthState {
  auth: AuthState;
}

export const selectUser = (state: WithAuthState): CurrentUser => state.auth.user;
export const selectAuthStatus = (state: WithAuthState): AuthStatus => state.auth.status;
export const selectIsPartnerHost = (state: WithAuthState): boolean => isPartnerHost(state.auth.hostName);
