import type { Accommodation, Booking, RailFly, Schedule, ServiceEntry } from '@/api/schemas';
import { MAX_PARTY } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceFamily, type ServiceField } from '@/api/service-kinds';
import { isOffered } from '@/domain/catalogue';
import { maximumPax } from '@/domain/pax';
import type { BookingNotice } from './booking-core';
import type { BookingChoices, BookingSeen } from './booking-state';
import type { ExtrasPart } from '@/features/extras';
import type { LastSeen } from './last-seen';

/** The catalogue as the server sends it now; null for a family that did not load (it decides nothing). */
export interface FreshCatalogue {
  schedules: readonly Schedule[] | null;
  /** Each kind of service, by its family. */
  services: Record<ServiceFamily, readonly ServiceEntry[] | null>;
  accommodations: readonly Accommodation[] | null;
  railFly: readonly RailFly[] | null;
  /** The smallest party the trip takes (spec part 1 §5); the largest comes from the fresh date. */
  paxMin: number | null;
}

type Fields = Pick<Booking, 'schedule' | 'selectedDate' | 'rooms' | 'pax'> &
  Pick<ExtrasPart, ServiceField | 'accommodations' | 'railFly'>;

/** An entry's price (or its service's) other than when it was seen. */
const priceChanged = (
  before: { price: number; service: { price?: number } },
  current: { price: number; service: { price?: number } },
) => current.price !== before.price || current.service.price !== before.service.price;

/**
 * The server's data wins over the stored booking: after a reload the stored booking
 * keeps only the person's choices (which date, room and service, how many, the nights, the texts),
 * each taken again from the fresh catalogue with its price of today. A date no longer offered, a
 * room type or service gone, a party size outside the trip's limits are dropped, and each kind of
 * change is named once. Errs on the side of dropping: a stored price never counts.
 */
export function reconcileBooking(
  booking: Fields,
  fresh: FreshCatalogue,
  seen: LastSeen,
): { fields: Fields; lastSeen: LastSeen; notices: BookingNotice[] } {
  const notices = new Set<BookingNotice>();
  const { schedule, selectedDate, rooms, pax, railFly, accommodations } = booking;
  const fields: Fields = {
    schedule,
    selectedDate,
    rooms,
    pax,
    ...byServiceField((kind) => booking[kind.field]),
    railFly,
    accommodations,
  };
  const schedules = fresh.schedules;

  if (schedules && booking.schedule) {
    const current = schedules.find((s) => s.id === booking.schedule?.id && isOffered(s));
    if (!current) {
      Object.assign(fields, { schedule: null, selectedDate: null, rooms: [], accommodations: [] });
      notices.add('dateGone');
    } else {
      if (current.price !== booking.schedule.price) notices.add('pricesUpdated');
      fields.schedule = current;
      fields.selectedDate = current.start;
      fields.rooms = booking.rooms.flatMap((room) => {
        const type = schedules.find((s) => s.id === room.schedule.id && s.start === current.start && isOffered(s));
        if (!type) {
          notices.add('roomGone');
          return [];
        }
        if (type.price !== room.schedule.price) notices.add('pricesUpdated');
        return [{ ...room, schedule: type }];
      });
    }
  }

  const paxMax = fields.schedule ? maximumPax(fields.schedule) : MAX_PARTY;
  if (fields.pax !== null && (fields.pax < (fresh.paxMin ?? 1) || fields.pax > paxMax)) {
    // The other travellers follow (booking-slice `bookingReconciled`).
    Object.assign(fields, { pax: null, rooms: [] });
    notices.add('paxOutOfRange');
  }

  /**
   * Choices named by id, taken again from their family's fresh list: one it no longer has goes; a
   * price other than the one last seen is named; the entries taken are the ones seen since. A
   * family that did not load decides nothing.
   */
  let lastSeen = seen;
  const retakeNamed = <C, E extends { service: { id: number; price?: number }; price: number }>(
    chosen: readonly C[],
    idOf: (choice: C) => number,
    list: readonly E[] | null,
    seenBefore: readonly E[],
  ): { kept: C[]; taken: E[] } | null => {
    if (!list) return null;
    const kept = chosen.filter((choice) => {
      const current = list.find((entry) => entry.service.id === idOf(choice));
      const before = seenBefore.find((entry) => entry.service.id === idOf(choice));
      if (!current) notices.add('serviceGone');
      else if (before && priceChanged(before, current)) notices.add('pricesUpdated');
      return current !== undefined;
    });
    const ids = kept.map(idOf);
    return { kept, taken: list.filter((entry) => ids.includes(entry.service.id)) };
  };
  for (const kind of SERVICE_KINDS) {
    const again = retakeNamed(
      booking[kind.field],
      (choice) => choice.id,
      fresh.services[kind.family],
      seen[kind.field],
    );
    if (again) {
      fields[kind.field] = again.kept;
      lastSeen = { ...lastSeen, [kind.field]: again.taken };
    }
  }
  const extensionsAgain = retakeNamed(
    fields.accommodations,
    (choice) => choice.id,
    fresh.accommodations,
    seen.accommodations,
  );
  if (extensionsAgain) {
    fields.accommodations = extensionsAgain.kept;
    lastSeen = { ...lastSeen, accommodations: extensionsAgain.taken };
  }
  const railFlyAgain = retakeNamed(booking.railFly, (id) => id, fresh.railFly, seen.railFly);
  if (railFlyAgain) {
    fields.railFly = railFlyAgain.kept;
    lastSeen = { ...lastSeen, railFly: railFlyAgain.taken };
  }
  return { fields, lastSeen, notices: [...notices] };
}

/**
 * The party's and the extras' parts re-read against the fresh catalogue (reconcileBooking, over
 * their fields), with the entries they name as now seen.
 */
export function reconcileParts(
  booking: Pick<BookingChoices, 'party' | 'extras'> & BookingSeen,
  fresh: FreshCatalogue,
): { fields: Pick<BookingChoices, 'party' | 'extras'> & BookingSeen; notices: BookingNotice[] } {
  const { fields, lastSeen, notices } = reconcileBooking(
    { ...booking.party, ...booking.extras },
    fresh,
    booking.lastSeen,
  );
  const { schedule, selectedDate, rooms, pax, ...extras } = fields;
  return {
    fields: {
      party: { ...booking.party, schedule, selectedDate, rooms, pax },
      extras: { ...booking.extras, ...extras },
      lastSeen,
    },
    notices,
  };
}
