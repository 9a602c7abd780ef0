import { submitBooking } from '@/api/booking';
import type { BookingSubmitResponse } from '@/api/schemas';
import type { BookingRequest } from '@/api/schemas/booking-request';
import { serializeError } from '@/api/errors';
import type { FlexVariant } from '@/domain/flex-variant';
import { createAppAsyncThunk, QUIET_FAILURE } from '@/lib/app-thunk';
import { checkedBookingPayload } from './booking-submit-check';
import { bookingSubmitPhases } from './submit-phases';
import type { SubmitError } from '@/features/draft';
import { idempotencyKey } from '@/domain/idempotency';
import { renewTabSalt, tabSalt } from '@/lib/tab-salt';

/**
 * POST /fapi/booking/{code} (spec part 2 §4, §7). The thunk re-checks the whole booking first,
 * whatever route led here, and refuses an invalid one; the payload is built from the same
 * selectors that show the total. Ignored while sending (spec part 2 §4) and once booked. Its
 * failures are quiet: they show at the payment area, not in the overlay. It loads with step 3;
 * the booking slice follows its phases (submit-phases.ts).
 */
export const bookingSubmit = createAppAsyncThunk<
  BookingSubmitResponse,
  { language: BookingRequest['language']; whitelabel: string | null; flexVariant: FlexVariant },
  { rejectValue: SubmitError }
>(
  bookingSubmitPhases.typePrefix,
  async ({ language, whitelabel, flexVariant }, { extra, getState, rejectWithValue }) => {
    const checked = checkedBookingPayload(getState(), { language, whitelabel, flexVariant, now: new Date() });
    if ('refusals' in checked)
      return rejectWithValue(
        { kind: 'refused', refusals: checked.refusals, message: '', status: null, call: null },
        QUIET_FAILURE,
      );
    try {
      const reply = await submitBooking(extra.api, getState().booking.travelCode, checked.payload, {
        idempotencyKey: idempotencyKey(tabSalt(), JSON.stringify(checked.payload)),
      });
      // Booked: the next booking from this tab is a new attempt.
      renewTabSalt();
      return reply;
    } catch (error) {
      return rejectWithValue(serializeError(error), QUIET_FAILURE);
    }
  },
  // Ignored while one is on its way, and once booked: a click in the moment before the browser has
  // left for the payment page must not book the trip a second time.
  {
    condition: (_arg, { getState }) =>
      getState().booking.status !== 'pending' && getState().booking.status !== 'succeeded',
  },
);
