import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/api/errors';
import { isQuietFailure } from '@/lib/app-thunk';

/** A message for the error overlay: a server text (HTML allowed) or a kind the overlay translates. */
export interface OverlayError extends SerializedApiError {
  id: number;
}

export interface ErrorsState {
  items: OverlayError[];
  nextId: number;
}

export const errorsSlice = createSlice({
  name: 'errors',
  initialState: { items: [], nextId: 1 } as ErrorsState,
  reducers: {
    errorShown: (state, action: PayloadAction<SerializedApiError>) => {
      state.items.push({ ...action.payload, id: state.nextId });
      state.nextId += 1;
    },
    /** The overlay's close clears the errors (spec part 1 §8). */
    errorsCleared: (state) => {
      state.items = [];
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isRejectedWithValue, (state, action) => {
      // A failure with a place of its own (or none) is marked quiet by the thunk that had it.
      if (isQuietFailure(action)) return;
      const payload = action.payload as SerializedApiError;
      if (payload.kind === 'aborted') return;
      // One message per distinct failure: ten calls failing the same way say it once.
      if (
        state.items.some(
          (item) => item.kind === payload.kind && item.status === payload.status && item.message === payload.message,
        )
      )
        return;
      state.items.push({ ...payload, id: state.nextId });
      state.nextId += 1;
    });
  },
});

export const { errorShown, errorsCleared } = errorsSlice.actions;
