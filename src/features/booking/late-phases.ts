import type { SerializedApiError } from '@/api/errors';
import type { BookingSubmitResponse, Voucher } from '@/api/schemas';
import { thunkPhases } from '@/lib/thunk-phases';
import type { SubmitError } from './booking-submit';

// Calls whose thunks load with step 3 while the booking slice follows their phases from the first page.

/** POST /fapi/booking/{code}: the submit (booking-submit.ts). */
export const bookingSubmitPhases = thunkPhases<BookingSubmitResponse, SubmitError>('booking/submit');

/** The voucher check (the vouchers family): a valid voucher goes into the booking, a failed check clears it. */
export const voucherCheckPhases = thunkPhases<Voucher | null, SerializedApiError>('vouchers/fetch');
