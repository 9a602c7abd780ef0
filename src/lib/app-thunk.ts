import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiClient } from '@/api/client';
import type { AppDispatch, RootState } from '@/app/store';

/** What every thunk gets besides the store: the API client. */
export interface ThunkExtra {
  api: ApiClient;
}

/**
 * Set on a rejected action whose failure has its own place on the page (the login dialog, the
 * payment area, an unknown trip's page) or none at all (ratings, selling points): the error
 * overlay leaves it out.
 */
export interface FailureMeta {
  quiet: boolean;
}

/** The meta of a quiet failure, for `rejectWithValue(value, QUIET_FAILURE)`. */
export const QUIET_FAILURE: FailureMeta = { quiet: true };

/** The one way to make an async thunk: typed state, dispatch, extra and rejected meta. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectedMeta: FailureMeta;
}>();

/** A plain thunk (a few actions from one decision), with the same state and extra. */
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;

/** Whether a rejected action asks the overlay to stay out of it. */
export function isQuietFailure(action: { meta?: unknown }): boolean {
  const meta = action.meta as Partial<FailureMeta> | undefined;
  return meta?.quiet === true;
}
