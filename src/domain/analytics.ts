/**
 * The e-commerce events of a booking in the GA4 shape (spec part 1 §4 'booking kind', part 2 §4
 * 'a newsletter sign-up is tracked', §9 'tracking currency EUR'). They carry the trip, the kind
 * (W on request, OA booking request, B booking), the party size and amounts, never a person's data.
 */
const TRACKING_CURRENCY = 'EUR' as const;

export interface TrackedBooking {
  travelCode: string;
  travelName: string;
  kind: 'W' | 'OA' | 'B';
  pax: number;
  totalPrice: number;
}

interface EcommerceEvent {
  event: 'begin_checkout' | 'purchase';
  ecommerce: {
    transaction_id?: string;
    currency: typeof TRACKING_CURRENCY;
    value: number;
    booking_kind: 'W' | 'OA' | 'B';
    items: { item_id: string; item_name: string; item_category: 'W' | 'OA' | 'B'; price: number; quantity: number }[];
  };
}

function ecommerce(booking: TrackedBooking) {
  const quantity = Math.max(1, booking.pax);
  return {
    currency: TRACKING_CURRENCY,
    value: booking.totalPrice,
    booking_kind: booking.kind,
    items: [
      {
        item_id: booking.travelCode,
        item_name: booking.travelName,
        item_category: booking.kind,
        price: Math.floor((booking.totalPrice / quantity) * 100) / 100,
        quantity,
      },
    ],
  };
}

/** Step 3 opened with a booking ready to check out. */
export function beginCheckoutEvent(booking: TrackedBooking): EcommerceEvent {
  return { event: 'begin_checkout', ecommerce: ecommerce(booking) };
}

/** The server took the booking: the booking number is the transaction (not personal data). */
export function purchaseEvent(booking: TrackedBooking, bookingNo: string | null): EcommerceEvent {
  return { event: 'purchase', ecommerce: { transaction_id: bookingNo ?? undefined, ...ecommerce(booking) } };
}

/** A newsletter sign-up that went with a booking. */
export function newsletterSignUpEvent(): {
  event: 'sign_up';
  method: 'newsletter';
  currency: typeof TRACKING_CURRENCY;
} {
  return { event: 'sign_up', method: 'newsletter', currency: TRACKING_CURRENCY };
}
