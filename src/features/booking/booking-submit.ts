import { submitBooking } from '@/api/booking';
import type { BookingSubmitResponse } from '@/api/schemas';
import type { BookingRequest } from '@/api/schemas/booking-request';
import { serializeError } from '@/api/errors';
import type { FlexVariant } from '@/domain/flex-variant';
import { createAppAsyncThunk, QUIET_FAILURE } from '@/lib/app-thunk';
import { checkedBookingPayload } from './booking-submit-check';
import { bookingSubmitPhases } from './submit-phases';
import type { SubmitError } from './booking-core';
import { idempotencyKey } from '@/domain/idempotency';
import { renewTabSalt, tabSalt } from '@/lib/tab-salt';
import { heldAttempt, holdAttempt, releaseAttempt } from '@/lib/submit-attempt';
import { ATTEMPT_KEEP_MS, attemptAfter, submitFailureOf } from '@/domain/submit-outcome';

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
    const { travelCode } = getState().booking;
    const now = Date.now();
    const held = heldAttempt(travelCode, now, ATTEMPT_KEEP_MS);
    // A booking sent without an answer is asked for again as it was sent, under its key: the server
    // answers the booking it made, or makes it now; never a second one.
    const resending = held !== null && held.sent !== null;
    let payload = resending ? held.sent : null;
    if (payload === null) {
      const checked = checkedBookingPayload(getState(), { language, whitelabel, flexVariant, now: new Date(now) });
      if ('refusals' in checked)
        return rejectWithValue(
          { kind: 'refused', refusals: checked.refusals, message: '', status: null, call: null },
          QUIET_FAILURE,
        );
      payload = checked.payload;
    }
    // The attempt's key stays after a change the server refused or an expired login (nothing was booked).
    const key = held?.key ?? idempotencyKey(tabSalt(), JSON.stringify(payload));
    const attempt = { travelCode, key, sentAt: resending ? held.sentAt : now };
    // Kept before it goes: a reload or a crash in the middle finds it and asks again.
    holdAttempt({ ...attempt, sent: payload });
    try {
      const reply = await submitBooking(extra.api, travelCode, payload, { idempotencyKey: key });
      // Booked: the next booking from this tab is a new attempt.
      releaseAttempt(travelCode);
      renewTabSalt();
      return reply;
    } catch (error) {
      const serialized = serializeError(error);
      const left = attemptAfter(submitFailureOf(serialized), { resending, status: serialized.status });
      if (left === 'none') releaseAttempt(travelCode);
      else holdAttempt({ ...attempt, sent: left === 'resend' ? payload : null });
      return rejectWithValue(serialized, QUIET_FAILURE);
    }
  },
  // Ignored while one is on its way, and once booked: a click in the moment before the browser has
  // left for the payment page must not book the trip a second time.
  {
    condition: (_arg, { getState }) =>
      getState().booking.status !== 'pending' && getState().booking.status !== 'succeeded',
  },
);

/** A booking this tab sent whose answer never came (within ATTEMPT_KEEP_HOURS): the page asks for it again. */
export const hasUnansweredSubmit = (travelCode: string, now = Date.now()): boolean =>
  (heldAttempt(travelCode, now, ATTEMPT_KEEP_MS)?.sent ?? null) !== null;
