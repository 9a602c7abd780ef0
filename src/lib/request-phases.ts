import { createSlice, freeze, type ActionReducerMapBuilder, type AsyncThunk } from '@reduxjs/toolkit';
import type { ApiClient, LeftOutListener } from '@/api/client';
import { serializeError, type SerializedApiError } from '@/api/errors';
import type { AppDispatch, RootState } from '@/app/store';
import { createAppAsyncThunk, type FailureMeta, type ThunkExtra } from './app-thunk';
import { nextTask } from './next-task';

export type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The state of one data family (spec part 1 §4): its data and the phase of its last load. */
export interface ResourceState<T> {
  data: T;
  status: Status;
  error: SerializedApiError | null;
  /** The request whose answer counts; an older answer arriving late is dropped. */
  requestId: string | null;
  /** How many broken items the last list reply had left out (its section says that some are missing). */
  leftOut: number;
  /**
   * The day each left-out item names (its `start`, yyyy-mm-dd), '' for one that names none: a date
   * whose rooms came broken is known as incomplete (the dates' family reads it).
   */
  leftOutDays: string[];
  /** When the last answer arrived (epoch ms); null before one did. Prices older than their time are asked again. */
  receivedAt: number | null;
}

/** What a family's answer carries besides its data. */
interface LoadMeta {
  leftOut: number;
  leftOutDays: string[];
  receivedAt: number;
}

/** The day a broken list item names: its `start` as yyyy-mm-dd, else ''. */
function dayOfItem(item: unknown): string {
  const start = item && typeof item === 'object' ? (item as { start?: unknown }).start : undefined;
  return typeof start === 'string' && /^\d{4}-\d{2}-\d{2}/.test(start) ? start.slice(0, 10) : '';
}

type ResourceThunk<T, Arg> = AsyncThunk<
  T,
  Arg,
  {
    state: RootState;
    dispatch: AppDispatch;
    extra: ThunkExtra;
    rejectValue: SerializedApiError;
    rejectedMeta: FailureMeta;
    fulfilledMeta: LoadMeta;
  }
>;

/** A family's call; `signal` aborts it (a closed dialog, a newer request), `onLeftOut` counts broken items left out. */
export type LoadCall<T, Arg> = (
  api: ApiClient,
  arg: Arg,
  options: { signal: AbortSignal; onLeftOut: LeftOutListener },
) => Promise<T>;

/**
 * A family's call whose code (with its reply's schema) loads with the call itself, after the first
 * paint, instead of with the page: building the schemas of every later reply at start-up was one
 * long task. Each family asks for its code in a task of its own: the page's later calls start
 * together, and asking for their code (the preload links of its files) in one task was another.
 */
export const loadWithCall =
  <M, T, Arg>(code: () => Promise<M>, call: (module: M) => LoadCall<T, Arg>): LoadCall<T, Arg> =>
  (api, arg, options) =>
    nextTask()
      .then(code)
      .then((module) => call(module)(api, arg, options));

/**
 * Which failures of a family the error overlay leaves out (spec part 1 §8): all of them, those the
 * function picks (an unknown trip has its own page), or none.
 */
type Quiet = boolean | ((error: SerializedApiError) => boolean);

/** Each store's calls on their way, by thunk type (the store's thunk extra is its key). */
const inFlight = new WeakMap<ThunkExtra, Map<string, AbortController>>();

export function createResourceThunk<T, Arg>(
  type: string,
  load: LoadCall<T, Arg>,
  { quiet = false }: { quiet?: Quiet } = {},
): ResourceThunk<T, Arg> {
  return createAppAsyncThunk<T, Arg, { rejectValue: SerializedApiError; fulfilledMeta: LoadMeta }>(
    type,
    async (arg, { extra, rejectWithValue, fulfillWithValue, signal }) => {
      // A newer call of the family ends the one still on its way: a retry after a time-out starts
      // afresh instead of queueing behind a call that hangs (the older answer would not count).
      const calls = inFlight.get(extra) ?? new Map<string, AbortController>();
      inFlight.set(extra, calls);
      calls.get(type)?.abort();
      const own = new AbortController();
      calls.set(type, own);
      const forward = () => own.abort();
      if (signal.aborted) own.abort();
      signal.addEventListener('abort', forward, { once: true });
      let leftOut = 0;
      const leftOutDays: string[] = [];
      const onLeftOut: LeftOutListener = (count, items) => {
        leftOut += count;
        leftOutDays.push(...items.map(dayOfItem));
      };
      try {
        const data = await load(extra.api, arg, { signal: own.signal, onLeftOut });
        return fulfillWithValue(data, { leftOut, leftOutDays, receivedAt: Date.now() });
      } catch (caught) {
        const error = serializeError(caught);
        return rejectWithValue(error, { quiet: typeof quiet === 'function' ? quiet(error) : quiet });
      } finally {
        signal.removeEventListener('abort', forward);
        if (calls.get(type) === own) calls.delete(type);
      }
    },
  );
}

interface PhaseOptions<T> {
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
      if (resetOnRequest) {
        state.data = empty;
        state.leftOut = 0;
        state.leftOutDays = [];
      }
    })
    .addCase(thunk.fulfilled, (draft, action) => {
      const state = own(draft);
      if (state.requestId !== action.meta.requestId) return;
      state.status = 'succeeded';
      // A reply is read, never changed: frozen at its top (a list sorted in place still throws), not
      // walked object by object as the store would (a trip's date list is thousands of objects).
      state.data = freeze(action.payload);
      state.leftOut = action.meta.leftOut;
      state.leftOutDays = action.meta.leftOutDays;
      state.receivedAt = action.meta.receivedAt;
      state.requestId = null;
    })
    .addCase(thunk.rejected, (draft, action) => {
      const state = own(draft);
      if (state.requestId !== action.meta.requestId) return;
      // Called off by the page (a cancelled search, a closed dialog): nothing failed, the data stays.
      if (action.meta.aborted) {
        state.status = 'idle';
        state.requestId = null;
        return;
      }
      state.status = 'failed';
      state.data = empty;
      state.leftOut = 0;
      state.leftOutDays = [];
      state.error = action.payload ?? serializeError(action.error);
      state.requestId = null;
    });
}

/** The store's data families by name (schedules, upgrades, flights …). */
export type FamilyName = {
  [K in keyof RootState]-?: RootState[K] extends ResourceState<unknown> ? K : never;
}[keyof RootState];

/** A family's failure while its last load failed, else null: what its place says (LoadFailedNotice). */
export const selectFailure = (state: RootState, family: FamilyName): SerializedApiError | null => {
  // A later page's family is there once its page has loaded.
  const resource = state[family] as ResourceState<unknown> | undefined;
  return resource?.status === 'failed' ? resource.error : null;
};

export function initialResourceState<T>(data: T): ResourceState<T> {
  return { data, status: 'idle', error: null, requestId: null, leftOut: 0, leftOutDays: [], receivedAt: null };
}

/**
 * One data family: a slice with the three phases over one call. `name` is the family and the
 * thunk is `name/fetch` (e.g. 'schedules/fetch').
 */
export function createResourceSlice<T, Arg>(options: {
  name: string;
  /** The thunk's type when another slice follows it (lib/thunk-phases); `name/fetch` otherwise. */
  typePrefix?: string;
  empty: T;
  load: LoadCall<T, Arg>;
  resetOnRequest?: boolean;
  quiet?: Quiet;
}) {
  const fetch = createResourceThunk<T, Arg>(options.typePrefix ?? `${options.name}/fetch`, options.load, {
    quiet: options.quiet,
  });
  const slice = createSlice({
    name: options.name,
    initialState: initialResourceState(options.empty),
    reducers: {},
    extraReducers: (builder) => addResourcePhases(builder, fetch, options),
  });
  return { slice, reducer: slice.reducer, fetch };
}

/** A family that keeps what its last call asked for (its year, its query) beside its phases. */
export interface AskedResourceState<T, Q> extends ResourceState<T> {
  /** What the last call asked for; null before one did. */
  asked: Q | null;
}

/**
 * A data family that also keeps what its last call asked for (`asked` picks it from the call's
 * argument): a later rule asks whether the data still answers today's question.
 */
export function createAskedResourceSlice<T, Arg, Q>(options: {
  name: string;
  empty: T;
  load: LoadCall<T, Arg>;
  resetOnRequest?: boolean;
  quiet?: Quiet;
  asked: (arg: Arg) => Q;
}) {
  const fetch = createResourceThunk<T, Arg>(`${options.name}/fetch`, options.load, { quiet: options.quiet });
  const slice = createSlice({
    name: options.name,
    initialState: (): AskedResourceState<T, Q> => ({ ...initialResourceState(options.empty), asked: null }),
    reducers: {},
    extraReducers: (builder) => {
      addResourcePhases(builder, fetch, options);
      builder.addMatcher(fetch.pending.match, (state, action) => {
        state.asked = options.asked(action.meta.arg) as typeof state.asked;
      });
    },
  });
  return { slice, reducer: slice.reducer, fetch };
}
