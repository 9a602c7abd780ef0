import type { Catalogue } from './catalogue';
import type { MockState } from './database';

/**
 * Option bookings behind a confirm link (POST /fapi/booking/confirm): ASI-9010 an open option on
 * GRP-ALPS for two, ASI-9011 an option that has run out. A link carries the token `opt-{no}`.
 */
const OPTIONS: Record<string, { expired: boolean }> = { 'ASI-9010': { expired: false }, 'ASI-9011': { expired: true } };

export const optionToken = (bookingNo: string) => `opt-${bookingNo}`;

/** The stored booking of a seeded option, as GET /fapi/booking/{no} answers it; null for any other number. */
export function optionBooking(bookingNo: string, catalogue: Catalogue): Record<string, unknown> | null {
  if (!OPTIONS[bookingNo]) return null;
  const schedule = catalogue.schedules['GRP-ALPS']?.[4] ?? null;
  const price = schedule?.price ?? 0;
  return {
    travelCode: 'GRP-ALPS',
    schedule,
    pax: 2,
    user: { gender: 'female', firstname: 'Erika', lastname: 'Muster', email: 'erika@example.com' },
    additionalUsers: [{ gender: 'male', firstname: 'Max', lastname: 'Muster' }],
    totals: { totalPrice: price * 2, deposit: Math.floor(price * 2 * 0.2) },
    paymentType: 'BILL',
  };
}

export type OptionOutcome = 'confirmed' | 'unknown' | 'badToken' | 'expired' | 'already';

/** What confirming an option does; a confirmed one is remembered in the state. */
export function confirmOptionIn(state: MockState, bookingNo: string, token: unknown): OptionOutcome {
  const option = OPTIONS[bookingNo];
  if (!option) return 'unknown';
  if (token !== optionToken(bookingNo)) return 'badToken';
  if (option.expired) return 'expired';
  if ((state.confirmedOptions ?? []).includes(bookingNo)) return 'already';
  state.confirmedOptions = [...(state.confirmedOptions ?? []), bookingNo];
  return 'confirmed';
}
