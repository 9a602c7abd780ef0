import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { submitBooking } from '../../api/booking';
import type { BookingRequest } from '../../api/schemas/booking-request';
import { serializeError, type SerializedApiError } from '../../api/errors';
import type { SubmitRefusal } from '../../domain/submit';
import type { ThunkExtra } from '../resource/resource-slice';
import { checkedBookingPayload } from './booking-submit-check';

/** Why a submit failed: refused by the app's own check before sending, or the call's error. */
export type SubmitError = { kind: 'refused'; refusals: SubmitRefusal[]; message: string; status: null; call: null } | SerializedApiError;

/**
 * POST /fapi/booking/{code} (spec part 2 §4, §7). The thunk re-checks the whole booking first,
 * whatever route led here, and refuses an invalid one; the payload is built from the same
 * selectors that show the total. Ignored while sending (spec part 2 §4). It loads with step 3;
 * the booking slice follows its phases by their action types.
 */
export const bookingSubmit = createAsyncThunk<
  { url: string },
  { language: BookingRequest['language']; whitelabel: string | null },
  { extra: ThunkExtra; state: RootState; rejectValue: SubmitError }
>(
  'booking/submit',
  async ({ language, whitelabel }, { extra, getState, rejectWithValue }) => {
    const checked = checkedBookingPayload(getState(), { language, whitelabel, now: new Date() });
    if ('refusals' in checked) return rejectWithValue({ kind: 'refused', refusals: checked.refusals, message: '', status: null, call: null });
    try {
      return await submitBooking(extra.api, getState().booking.travelCode, checked.payload);
    } catch (error) {
      return rejectWithValue(serializeError(error));
    }
  },
  { condition: (_arg, { getState }) => getState().booking.status !== 'pending' },
);
