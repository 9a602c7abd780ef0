import { paymentPlan } from '../../src/domain/deposit';
import { toServerDate } from '../../src/domain/format/date';
import type { Catalogue } from './catalogue';
import type { MockState } from './database';

/**
 * Option bookings behind a confirm link (POST /fapi/booking/confirm): ASI-9010 an open option on
 * GRP-ALPS for two, ASI-9011 an option that has run out. A link carries the token `opt-{no}`.
 */
const OPTIONS: Record<string, { expired: boolean; untilHours: number }> = {
  'ASI-9010': { expired: false, untilHours: 72 },
  'ASI-9011': { expired: true, untilHours: -24 },
};

const optionToken = (bookingNo: string) => `opt-${bookingNo}`;

/** The stored booking of a seeded option, as GET /fapi/booking/{no} answers it; null for any other number. */
export function optionBooking(
  bookingNo: string,
  catalogue: Catalogue,
  state: MockState,
  now = new Date(),
): Record<string, unknown> | null {
  const option = OPTIONS[bookingNo];
  if (!option) return null;
  const confirmed = (state.confirmedOptions ?? []).includes(bookingNo);
  const schedule = catalogue.schedules['GRP-ALPS']?.[4] ?? null;
  const price = schedule?.price ?? 0;
  return {
    travelCode: 'GRP-ALPS',
    schedule,
    pax: 2,
    user: { gender: 'female', firstname: 'Erika', lastname: 'Muster', email: 'erika@example.com' },
    additionalUsers: [{ gender: 'male', firstname: 'Max', lastname: 'Muster' }],
    // The deposit as the page computes it (src/domain/deposit: the operator's one payment plan).
    totals: {
      totalPrice: price * 2,
      deposit: schedule
        ? paymentPlan({
            tripPrice: price * 2,
            insurancePrice: 0,
            totalPrice: price * 2,
            start: schedule.start,
            today: toServerDate(now),
          }).deposit
        : 0,
    },
    paymentType: 'BILL',
    option: {
      status: confirmed ? 'confirmed' : option.expired ? 'expired' : 'open',
      until: new Date(now.getTime() + option.untilHours * 3_600_000).toISOString(),
    },
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
