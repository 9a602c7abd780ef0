import type { Booking } from '../../api/schemas';
import type { PaymentType } from '../../domain/payment';
import type { Totals } from '../../domain/pricing';

export interface PayloadInputs {
  booking: Booking;
  language: string;
  whitelabel: string | null;
  totals: Totals;
  deposit: number;
  onRequest: boolean;
  bookingRequest: boolean;
  paymentType: PaymentType | null;
}

/**
 * The POST /fapi/booking/{code} body (spec part 2 §7): the booking with its computed totals, plus
 * language, whitelabel, onRequest, bookingRequest, hitchHiker, the flight dates as yyyy-mm-dd and
 * the insurance block. The dogs travel on the first traveller (Traveller.dogs). Every input is
 * passed in; nothing is read from the store.
 */
export function toBookingPayload({ booking, language, whitelabel, totals, deposit, onRequest, bookingRequest, paymentType }: PayloadInputs): Record<string, unknown> {
  const { token: _token, dogs, flexAnswered: _answered, ...rest } = booking;
  const { status: _status, error: _error, ...plain } = rest as typeof rest & { status?: unknown; error?: unknown };
  const rooms = plain.rooms.map((room, r) => ({
    ...room,
    travellers: room.travellers.map((traveller, t) => (r === 0 && t === 0 ? { ...traveller, dogs } : traveller)),
  }));
  return {
    ...plain,
    rooms,
    totals: {
      totalPrice: totals.totalPrice,
      totalPriceWithoutInsurance: totals.totalPriceWithoutInsurance,
      totalPriceWithoutVoucher: totals.totalPriceWithoutVoucher,
      totalInsurancePrice: totals.totalInsurancePrice,
      deposit,
    },
    language,
    whitelabel,
    onRequest,
    bookingRequest,
    paymentType,
    hitchHiker: booking.flightData.fare !== null,
    flightData: {
      ...booking.flightData,
      outboundDate: booking.flightData.outboundDate?.slice(0, 10) ?? null,
      inboundDate: booking.flightData.inboundDate?.slice(0, 10) ?? null,
    },
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
