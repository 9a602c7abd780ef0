import type { Booking } from '../../api/schemas';

export interface PayloadInputs {
  booking: Booking;
  language: string;
  whitelabel: string | null;
  onRequest: boolean;
  bookingRequest: boolean;
}

/**
 * The POST /fapi/booking/{code} body (spec part 2 §7): the booking plus language, whitelabel,
 * onRequest, bookingRequest, hitchHiker and the insurance block. Every input is passed in.
 */
export function toBookingPayload({ booking, language, whitelabel, onRequest, bookingRequest }: PayloadInputs): Record<string, unknown> {
  const { token: _token, ...rest } = booking as Booking & { status?: unknown; error?: unknown };
  const { status: _status, error: _error, ...plain } = rest as Record<string, unknown>;
  return {
    ...plain,
    language,
    whitelabel,
    onRequest,
    bookingRequest,
    hitchHiker: booking.flightData.fare !== null,
    insurance: booking.insurance
      ? {
          offerId: booking.insurance.offerId,
          name: booking.insurance.name,
          price: booking.insurance.price,
          preContractId: booking.insurance.preContractId,
          code: booking.insurance.code,
          tourId: booking.insurance.tourId,
        }
      : null,
  };
}
