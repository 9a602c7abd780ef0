/**
 * The booking server books the chosen insurance itself (decision, docs/api/insurance-booking.md):
 * once a binding booking is stored, with the pre-contract the customer accepted, in the same step
 * as the booking, so the browser never books it and a booking is never stored without its cover
 * or the cover twice. A booking request, or a tariff whose premium is on request (-1), is not
 * booked: the operator asks the insurer and sends the premium with the confirmation.
 */
export interface InsurancePolicy {
  bookingNo: string;
  offerId: string;
  preContractId: string | null;
  /** The premium booked; null while it is on request. */
  premium: number | null;
  status: 'booked' | 'requested';
}

export function insurancePolicyFor(bookingNo: string, payload: Record<string, unknown>): InsurancePolicy | null {
  const insurance = payload.insurance as
    { offerId?: unknown; preContractId?: unknown; price?: unknown } | null | undefined;
  if (!insurance || typeof insurance.offerId !== 'string') return null;
  const price = typeof insurance.price === 'number' ? insurance.price : -1;
  // A request of either kind (on request, booking request) books nothing binding yet.
  const binding = payload.onRequest !== true && payload.bookingRequest !== true && price >= 0;
  return {
    bookingNo,
    offerId: insurance.offerId,
    preContractId: typeof insurance.preContractId === 'string' ? insurance.preContractId : null,
    premium: price >= 0 ? price : null,
    status: binding ? 'booked' : 'requested',
  };
}
