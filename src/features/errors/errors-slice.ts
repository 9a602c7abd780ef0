import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '../../api/errors';

/** A message for the error overlay: a server text (HTML allowed) or a kind the overlay translates. */
export interface OverlayError extends SerializedApiError {
  id: number;
}

export interface ErrorsState {
  items: OverlayError[];
  nextId: number;
}

/**
 * Failures that are not shown in the overlay: ratings and selling points fail silently (spec part 1
 * §8), a failed login has its own message in the dialog, the current user's load failing only
 * means nobody is logged in, and a failed submit is shown at the payment area.
 */
const QUIET = new Set(['benefits/fetch', 'user/fetch', 'user/login', 'booking/submit', 'vouchers/fetch', 'insurance/fetch']);

function familyOf(type: string): string {
  return type.replace(/\/rejected$/, '');
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
      if (QUIET.has(familyOf(action.type))) return;
      const payload = action.payload as SerializedApiError;
      if (payload.kind === 'aborted') return;
      // An unknown trip has its own page, which shows the server's word.
      if (payload.status === 404 && (familyOf(action.type) === 'travel/fetch' || familyOf(action.type) === 'schedules/fetch')) return;
      // One message per distinct failure: ten calls failing the same way say it once.
      if (state.items.some((item) => item.kind === payload.kind && item.status === payload.status && item.message === payload.message)) return;
      state.items.push({ ...payload, id: state.nextId });
      state.nextId += 1;
    });
  },
});

export const { errorShown, errorsCleared } = errorsSlice.actions;
