import type { Accommodation, RailFly, Schedule, ServiceEntry } from '@/api/schemas';
import { MAX_PARTY } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceFamily, type ServiceField } from '@/api/service-kinds';
import { isOffered } from '@/domain/catalogue';
import { maximumPax } from '@/domain/pax';
import type { BookingNotice } from './booking-core';
import type { BookingChoices, BookingSeen } from './booking-state';
import type { ExtrasPart } from '@/features/extras';
import { seenDateOf, type PartyPart } from '@/features/party';
import { datesOnce, type LastSeen } from './last-seen';

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

type Fields = Pick<PartyPart, 'scheduleId' | 'selectedDate' | 'rooms' | 'pax'> &
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
  const { scheduleId, selectedDate, rooms, pax, railFly, accommodations } = booking;
  const fields: Fields = {
    scheduleId,
    selectedDate,
    rooms,
    pax,
    ...byServiceField((kind) => booking[kind.field]),
    railFly,
    accommodations,
  };
  const schedules = fresh.schedules;
  let lastSeen = seen;
  /** A date's price other than the one the booking last saw it at (one it never saw tells nothing). */
  const dateRepriced = (current: Schedule, id: number) => {
    const before = seenDateOf({ scheduleId: id, selectedDate: booking.selectedDate }, seen.schedules);
    if (before && before.price !== current.price) notices.add('pricesUpdated');
  };
  let chosenDate: Schedule | null = null;

  if (schedules && booking.scheduleId !== null) {
    const current = schedules.find((s) => s.id === booking.scheduleId && isOffered(s));
    if (!current) {
      Object.assign(fields, { scheduleId: null, selectedDate: null, rooms: [], accommodations: [] });
      lastSeen = { ...lastSeen, schedules: [] };
      notices.add('dateGone');
    } else {
      dateRepriced(current, current.id);
      chosenDate = current;
      fields.scheduleId = current.id;
      fields.selectedDate = current.start;
      fields.rooms = booking.rooms.filter((room) => {
        const type = schedules.find((s) => s.id === room.scheduleId && s.start === current.start && isOffered(s));
        if (!type) notices.add('roomGone');
        else dateRepriced(type, room.scheduleId);
        return type !== undefined;
      });
      // The chosen day's room types as listed now: the chosen date, its rooms and the ones it may be given.
      lastSeen = { ...lastSeen, schedules: datesOnce(schedules.filter((s) => s.start === current.start)) };
    }
  }

  const date = chosenDate ?? seenDateOf(fields, seen.schedules);
  const paxMax = date ? maximumPax(date) : MAX_PARTY;
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
  const { scheduleId, selectedDate, rooms, pax, ...extras } = fields;
  return {
    fields: {
      party: { ...booking.party, scheduleId, selectedDate, rooms, pax },
      extras: { ...booking.extras, ...extras },
      lastSeen,
    },
    notices,
  };
}
