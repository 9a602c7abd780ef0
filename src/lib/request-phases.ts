import {
  createAsyncThunk,
  createSlice,
  type ActionReducerMapBuilder,
  type AsyncThunk,
} from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client';
import { serializeError, type SerializedApiError } from '../api/errors';

export type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The state of one data family (spec part 1 §4): its data and the phase of its last load. */
export interface ResourceState<T> {
  data: T;
  status: Status;
  error: SerializedApiError | null;
  /** The request whose answer counts; an older answer arriving late is dropped. */
  requestId: string | null;
}

export interface ThunkExtra {
  api: ApiClient;
}

export type ResourceThunk<T, Arg> = AsyncThunk<T, Arg, { extra: ThunkExtra; rejectValue: SerializedApiError }>;

/** A family's call; `signal` aborts it (a closed dialog, a newer request). */
export type LoadCall<T, Arg> = (api: ApiClient, arg: Arg, options: { signal: AbortSignal }) => Promise<T>;

export function createResourceThunk<T, Arg>(type: string, load: LoadCall<T, Arg>): ResourceThunk<T, Arg> {
  return createAsyncThunk<T, Arg, { extra: ThunkExtra; rejectValue: SerializedApiError }>(type, async (arg, { extra, rejectWithValue, signal }) => {
    try {
      return await load(extra.api, arg, { signal });
    } catch (error) {
      return rejectWithValue(serializeError(error));
    }
  });
}

export interface PhaseOptions<T> {
  /** The empty value the data falls back to on error (spec part 1 §4: lists emptied, travel cleared, user reset). */
  empty: T;
  /** Schedules reset to empty on request as well (spec part 1 §4). */
  resetOnRequest?: boolean;
}

/** The request/success/error phases, handled once for every family. */
export function addResourcePhases<T, Arg, S extends ResourceState<T>>(
  builder: ActionReducerMapBuilder<S>,
  thunk: ResourceThunk<T, Arg>,
  { empty, resetOnRequest = false }: PhaseOptions<T>,
): void {
  // Immer drafts of a generic T cannot be typed precisely; the state is a plain ResourceState.
  const own = (draft: unknown) => draft as ResourceState<T>;
  builder
    .addCase(thunk.pending, (draft, action) => {
      const state = own(draft);
      state.status = 'pending';
      state.error = null;
      state.requestId = action.meta.requestId;
      if (resetOnRequest) state.data = empty;
    })
    .addCase(thunk.fulfilled, (draft, action) => {
      const state = own(draft);
      if (state.requestId !== action.meta.requestId) return;
      state.status = 'succeeded';
      state.data = action.payload;
      state.requestId = null;
    })
    .addCase(thunk.rejected, (draft, action) => {
      const state = own(draft);
      if (state.requestId !== action.meta.requestId) return;
      state.status = 'failed';
      state.data = empty;
      state.error = action.payload ?? serializeError(action.error);
      state.requestId = null;
    });
}

export function initialResourceState<T>(data: T): ResourceState<T> {
  return { data, status: 'idle', error: null, requestId: null };
}

/**
 * One data family: a slice with the three phases over one call. `name` is the family and the
 * thunk is `name/fetch` (e.g. 'schedules/fetch').
 */
export function createResourceSlice<T, Arg>(options: {
  name: string;
  empty: T;
  load: LoadCall<T, Arg>;
  resetOnRequest?: boolean;
}) {
  const fetch = createResourceThunk<T, Arg>(`${options.name}/fetch`, options.load);
  const slice = createSlice({
    name: options.name,
    initialState: initialResourceState(options.empty),
    reducers: {},
    extraReducers: (builder) => addResourcePhases(builder, fetch, options),
  });
  return { slice, reducer: slice.reducer, fetch };
}
