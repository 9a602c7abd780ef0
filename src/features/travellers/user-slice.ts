import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { fetchUser, login } from '@/api/user';
import { EMPTY_USER, type LoginRequest, type User } from '@/api/schemas';
import type { LoginKind } from '@/domain/login';
import {
  addResourcePhases,
  createResourceThunk,
  initialResourceState,
  type ResourceState,
  type Status,
} from '@/lib/request-phases';

// The current user's load failing only means nobody is logged in; a failed login has its own message in the dialog.
export const userFetch = createResourceThunk<User, void>('user/fetch', (api) => fetchUser(api), { quiet: true });
export const userLogin = createResourceThunk<User, LoginRequest>(
  'user/login',
  (api, credentials, { signal }) => login(api, credentials, { signal }),
  { quiet: true },
);
/**
 * The login again after it ended: the session comes back, the booking is left as it is (what was
 * typed stays; the profile does not overwrite it, and it carries the booking only under the same
 * kind of account: features/travellers).
 */
export const userRelogin = createResourceThunk<User, LoginRequest>(
  'user/relogin',
  (api, credentials, { signal }) => login(api, credentials, { signal }),
  { quiet: true },
);

export interface UserState extends ResourceState<User> {
  /** logging in: pending; a failed login: failed, which shows 'Die Daten waren ungültig.' */
  loginStatus: Status;
  registerStatus: Status;
  /** How often the server said the login ended (a 401 of the submit): each time asks for the login anew. */
  loginEnds: number;
  /** The server said the login ended and no login or current user has come since. */
  ended: boolean;
}

const initialState: UserState = {
  ...initialResourceState<User>(EMPTY_USER),
  loginStatus: 'idle',
  registerStatus: 'idle',
  loginEnds: 0,
  ended: false,
};

/** On any user error the user resets to the empty default (spec part 1 §4, part 2 §4). */
export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    registerStarted: (state) => {
      state.registerStatus = 'pending';
    },
    /** A registered guest is logged in with the new account. */
    registered: (state, action: PayloadAction<User>) => {
      state.registerStatus = 'succeeded';
      state.ended = false;
      state.status = 'succeeded';
      state.data = action.payload;
      state.error = null;
    },
    registerFailed: (state) => {
      state.registerStatus = 'failed';
    },
    /**
     * The server said the login ended (401). The profile stays (what step 2 holds of it is the
     * person's, and its rules do not change under them); the login is asked for again. `kind` is
     * who was logged in, for the booking to ask that login (features/travellers answers it).
     */
    loginEnded: (state, _action: PayloadAction<{ kind: LoginKind | null }>) => {
      state.ended = true;
      state.loginStatus = 'idle';
      state.loginEnds += 1;
    },
  },
  extraReducers: (builder) => {
    addResourcePhases(builder, userFetch, { empty: EMPTY_USER });
    addResourcePhases(builder, userLogin, { empty: EMPTY_USER });
    builder
      // A failed login again keeps the profile (step 2's rules stay as they were); only one that works brings the user back.
      .addCase(userRelogin.fulfilled, (state, action) => {
        state.data = action.payload;
        state.status = 'succeeded';
        state.error = null;
      })
      .addMatcher(isAnyOf(userLogin.pending, userRelogin.pending), (state) => {
        state.loginStatus = 'pending';
      })
      .addMatcher(isAnyOf(userLogin.fulfilled, userRelogin.fulfilled), (state) => {
        state.loginStatus = 'succeeded';
        state.ended = false;
      })
      .addMatcher(userFetch.fulfilled.match, (state) => {
        state.ended = false;
      })
      .addMatcher(isAnyOf(userLogin.rejected, userRelogin.rejected), (state) => {
        state.loginStatus = 'failed';
      });
  },
});

export const { registerStarted, registered, registerFailed, loginEnded } = userSlice.actions;
