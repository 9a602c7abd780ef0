import type { Booking } from '@/api/schemas';
import { insuranceChoicesShape as wire } from '@/api/schemas/insurance-choice';
import { bookingPart } from '@/lib/booking-part';

const part = bookingPart({
  /** The offer chosen: the insurer's tariff and premium as the person accepted it, with its pre-contract once the terms were accepted. */
  chosen: wire.insurance,
  /** The insurance terms accepted (the booking's insuranceAGB), through the pre-contract. */
  termsAccepted: wire.insuranceAGB,
  /** 'Keine Versicherung': the decision step 3 asks for. */
  declined: wire.insuranceDeclined,
});

/** The insurance's part of the booking (spec part 2 §4): the offer chosen, its terms, or none. */
export type InsurancePart = ReturnType<typeof part.create>;

/** A new booking's insurance: nothing chosen, nothing declined. */
export const newInsurance = part.create;

/** The stored insurance read field by field: a field that does not read falls back to its default and is named. */
export const restoreInsurance = part.restore;

/** The insurance of a booking read from the server (a stored booking opened again), or as stored before it had its part. */
export const insuranceOf = (
  booking: Partial<Pick<Booking, 'insurance' | 'insuranceAGB' | 'insuranceDeclined'>>,
): Partial<Record<keyof InsurancePart, unknown>> => ({
  chosen: booking.insurance,
  termsAccepted: booking.insuranceAGB,
  declined: booking.insuranceDeclined,
});
