import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fetchUser, login } from '@/api/user';
import { EMPTY_USER, type LoginRequest, type User } from '@/api/schemas';
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

export interface UserState extends ResourceState<User> {
  /** logging in: pending; a failed login: failed, which shows 'Die Daten waren ungültig.' */
  loginStatus: Status;
  registerStatus: Status;
}

const initialState: UserState = {
  ...initialResourceState<User>(EMPTY_USER),
  loginStatus: 'idle',
  registerStatus: 'idle',
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
      state.status = 'succeeded';
      state.data = action.payload;
      state.error = null;
    },
    registerFailed: (state) => {
      state.registerStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    addResourcePhases(builder, userFetch, { empty: EMPTY_USER });
    addResourcePhases(builder, userLogin, { empty: EMPTY_USER });
    builder
      .addMatcher(userLogin.pending.match, (state) => {
        state.loginStatus = 'pending';
      })
      .addMatcher(userLogin.fulfilled.match, (state) => {
        state.loginStatus = 'succeeded';
      })
      .addMatcher(userLogin.rejected.match, (state) => {
        state.loginStatus = 'failed';
      });
  },
});

export const { registerStarted, registered, registerFailed } = userSlice.actions;
