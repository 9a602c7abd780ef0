import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { FLIGHT_UPGRADES } from '@/api/schemas';
import { isOffered } from '@/domain/catalogue';
import { byServiceField, SERVICE_KINDS } from '@/api/service-kinds';
import { withNights } from '@/domain/extensions';
import { decodeOffer, encodeOffer, type Offer } from '@/domain/offer-link';
import { flightPositionChosen, flightUpgradeChosen, optInToggled, ownArrivalChosen } from '@/features/arrival';
import {
  selectAccommodations,
  selectFlightPosition,
  selectFlightUpgrade,
  selectNoFlight,
  selectPax,
  selectRailFly,
  selectRooms,
  selectSchedule,
  selectTravelAgency,
} from '@/features/choices';
import type { BookingNotice } from './booking-core';
import { selectIsMarkedOnRequest, selectTotals } from '@/features/pricing';
import { selectTravel } from '@/features/travel';
import { extensionChosen, railFlyToggled, serviceToggled, type ChosenService } from '@/features/extras';
import { changePax, chooseSchedule, roomAdded, roomRemoved } from '@/features/party';
import type { AppThunk } from '@/lib/app-thunk';
import { bookingReconciled } from './booking-slice';

const SERVICE_KEYS = SERVICE_KINDS.map((kind) => kind.offerKey);

/** The chosen services' lists, kind by kind in SERVICE_KINDS order. */
const selectServiceLists = createSelector(
  SERVICE_KINDS.map((kind) => (state: RootState) => state.booking.extras[kind.field]),
  (...lists: ChosenService[][]) => lists,
);

/** The booking's step-1 choices as an offer: ids and counts only, never a person's data; null before a date and party. */
export const selectOffer = createSelector(
  [
    selectSchedule,
    selectPax,
    selectRooms,
    selectServiceLists,
    selectAccommodations,
    selectRailFly,
    selectNoFlight,
    selectFlightPosition,
    selectFlightUpgrade,
  ],
  (
    schedule,
    pax,
    rooms,
    serviceLists,
    accommodations,
    railFly,
    noFlight,
    flightPosition,
    flightUpgrade,
  ): Offer | null => {
    if (!schedule || !pax) return null;
    const upgrade = flightUpgrade ? FLIGHT_UPGRADES.indexOf(flightUpgrade) : -1;
    return {
      schedule: schedule.id,
      pax,
      rooms: rooms.map((room) => room.schedule.id),
      services: Object.fromEntries(
        SERVICE_KINDS.map((kind, index) => [
          kind.offerKey,
          (serviceLists[index] ?? []).map((entry) => ({
            id: entry.id,
            traveller: entry.travellerIndex,
          })),
        ]),
      ),
      extensions: accommodations.map((e) => ({ id: e.service.id, nights: e.additionalData.vv + e.additionalData.nv })),
      railFly: railFly.map((entry) => entry.service.id),
      noFlight,
      flightPosition,
      upgrade: upgrade >= 0 ? upgrade : null,
    };
  },
);

/** The offer's text for the link's `offer` parameter; null when there is nothing to share yet. */
export const selectOfferText = createSelector([selectOffer], (offer) => (offer ? encodeOffer(offer) : null));

/** What a shared offer tells besides its link: the trip, its dates, the party and the total of today, and the agency that sends it. */
export const selectOfferShare = createSelector(
  [
    selectOfferText,
    selectOffer,
    selectTravel,
    selectSchedule,
    selectTotals,
    selectTravelAgency,
    selectIsMarkedOnRequest,
    (state: RootState) => state.booking.travelCode,
  ],
  (text, offer, travel, schedule, totals, agency, requested, travelCode) =>
    text && offer && schedule
      ? {
          text,
          travelCode,
          tripName: travel?.name ?? travelCode,
          start: schedule.start,
          end: schedule.end,
          pax: offer.pax,
          total: totals.totalPrice,
          /** The page marks the total as on request ('*'): the offer says so too. */
          requested,
          agency: agency?.companyName || null,
        }
      : null,
);

/** The offer a link's `offer` parameter holds, read with the service kinds of today; null for anything else. */
export const readOffer = (text: string): Offer | null => decodeOffer(text, SERVICE_KEYS);

/**
 * Opens a shared offer once the catalogue has loaded: its choices replace the booking's, each taken
 * from today's catalogue as a click would take it (the same rules: rooms fill with the party,
 * mixed room types clear the extensions); what the catalogue no longer has is left out and named.
 * A list that did not load decides nothing: its choices wait (notice 'offerIncomplete') and the
 * answer is false, so the address keeps the offer for a reload.
 */
export function openOffer(offer: Offer | null): AppThunk<boolean> {
  return (dispatch, getState) => {
    const notices = new Set<BookingNotice>(['offerOpened']);
    if (!offer) {
      dispatch(bookingReconciled({ fields: {}, notices: ['offerUnreadable'] }));
      return true;
    }
    const schedules = getState().schedules.data;
    const schedule = schedules.find((s) => s.id === offer.schedule && isOffered(s));
    if (!schedule) {
      dispatch(bookingReconciled({ fields: {}, notices: ['offerOpened', 'dateGone'] }));
      return true;
    }
    // What the booking held before gives way to the offer.
    dispatch(
      bookingReconciled({
        fields: {
          party: { ...getState().booking.party, rooms: [] },
          extras: { ...getState().booking.extras, ...byServiceField(() => []), railFly: [], accommodations: [] },
        },
        notices: [],
      }),
    );
    dispatch(chooseSchedule(schedule));
    dispatch(changePax(offer.pax));
    for (const room of getState().booking.party.rooms) dispatch(roomRemoved({ scheduleId: room.scheduleId }));
    for (const id of offer.rooms) {
      const type = schedules.find((s) => s.id === id && s.start === schedule.start && isOffered(s));
      if (type) dispatch(roomAdded(type));
      else notices.add('roomGone');
    }
    // The way to travel first: rail and fly, transfers and the flight's extras depend on it.
    if (offer.noFlight !== getState().booking.arrival.noFlight) {
      dispatch(ownArrivalChosen(offer.noFlight));
      if (offer.noFlight !== getState().booking.arrival.noFlight) dispatch(optInToggled());
    }
    /** Takes each chosen id from its list as loaded now; a list that did not load takes nothing and says so. */
    const take = <T extends { service: { id: number } }>(
      family: { status: string; data: readonly T[] },
      ids: readonly number[],
      choose: (entry: T, index: number) => void,
    ) => {
      if (ids.length === 0) return;
      if (family.status !== 'succeeded') {
        notices.add('offerIncomplete');
        return;
      }
      ids.forEach((id, index) => {
        const entry = family.data.find((e) => e.service.id === id);
        if (entry) choose(entry, index);
        else notices.add('serviceGone');
      });
    };
    // The extensions before the services: a transfer to or from an extension fits only with it.
    take(
      getState().accommodations,
      offer.extensions.map((e) => e.id),
      (extension, index) => dispatch(extensionChosen(withNights(extension, offer.extensions[index]?.nights ?? 0))),
    );
    for (const kind of SERVICE_KINDS) {
      const chosen = offer.services[kind.offerKey] ?? [];
      take(
        getState()[kind.family],
        chosen.map((c) => c.id),
        (entry, index) =>
          dispatch(serviceToggled({ list: kind.field, entry, travellerIndex: chosen[index]?.traveller ?? null })),
      );
    }
    take(getState().railFly, offer.railFly, (entry) => dispatch(railFlyToggled({ entry })));
    if (offer.flightPosition !== null) dispatch(flightPositionChosen(offer.flightPosition));
    dispatch(flightUpgradeChosen(offer.upgrade === null ? null : (FLIGHT_UPGRADES[offer.upgrade] ?? null)));
    dispatch(bookingReconciled({ fields: {}, notices: [...notices] }));
    return !notices.has('offerIncomplete');
  };
}
