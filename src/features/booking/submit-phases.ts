import type { BookingSubmitResponse } from '@/api/schemas';
import type { SubmitError } from './booking-core';
import { thunkPhases } from '@/lib/thunk-phases';

/** POST /fapi/booking/{code}: the submit (booking-submit.ts), whose thunk loads with step 3 while the booking follows its phases from the first page. */
export const bookingSubmitPhases = thunkPhases<BookingSubmitResponse, SubmitError>('booking/submit');
