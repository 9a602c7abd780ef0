import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { FLIGHT_UPGRADES } from '@/api/schemas';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { withNights } from '@/domain/extensions';
import { decodeOffer, encodeOffer, type Offer } from '@/domain/offer-link';
import { flightPositionChosen, flightUpgradeChosen, optInToggled, ownArrivalChosen } from '@/features/arrival';
import { selectSchedule, selectTravelAgency, type BookingNotice } from '@/features/draft';
import { selectTotals } from '@/features/pricing';
import { selectTravel } from '@/features/travel';
import { extensionChosen, railFlyToggled, serviceToggled } from '@/features/extras';
import { changePax, chooseSchedule, roomAdded, roomRemoved } from '@/features/party';
import type { AppThunk } from '@/lib/app-thunk';
import { bookingReconciled } from './booking-slice';

const SERVICE_KEYS = SERVICE_KINDS.map((kind) => kind.offerKey);

/** The booking's step-1 choices as an offer: ids and counts only, never a person's data; null before a date and party. */
export const selectOffer = createSelector([(state: RootState) => state.booking], (booking): Offer | null => {
  if (!booking.schedule || !booking.pax) return null;
  const upgrade = booking.flightData.upgrade ? FLIGHT_UPGRADES.indexOf(booking.flightData.upgrade) : -1;
  return {
    schedule: booking.schedule.id,
    pax: booking.pax,
    rooms: booking.rooms.map((room) => room.schedule.id),
    services: Object.fromEntries(
      SERVICE_KINDS.map((kind) => [
        kind.offerKey,
        booking[kind.field].map((entry) => ({ id: entry.service.id, traveller: entry.travellerIndex ?? null })),
      ]),
    ),
    extensions: booking.accommodations.map((e) => ({
      id: e.service.id,
      nights: e.additionalData.vv + e.additionalData.nv,
    })),
    railFly: booking.railFly.map((entry) => entry.service.id),
    noFlight: booking.noFlight,
    flightPosition: booking.flightPosition,
    upgrade: upgrade >= 0 ? upgrade : null,
  };
});

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
    (state: RootState) => state.booking.travelCode,
  ],
  (text, offer, travel, schedule, totals, agency, travelCode) =>
    text && offer && schedule
      ? {
          text,
          travelCode,
          tripName: travel?.name ?? travelCode,
          start: schedule.start,
          end: schedule.end,
          pax: offer.pax,
          total: totals.totalPrice,
          agency: agency?.companyName || null,
        }
      : null,
);

/** The offer a link's `offer` parameter holds, read with the service kinds of today; null for anything else. */
export const readOffer = (text: string): Offer | null => decodeOffer(text, SERVICE_KEYS);

const isOffered = (s: { bookable: boolean; onRequest: boolean }) => s.bookable || s.onRequest;

/**
 * Opens a shared offer once the catalogue has loaded: its choices replace the booking's, each taken
 * from today's catalogue as a click would take it (the same rules: rooms fill with the party,
 * mixed room types clear the extensions); what the catalogue no longer has is left out and named.
 */
export function openOffer(offer: Offer | null): AppThunk {
  return (dispatch, getState) => {
    const notices = new Set<BookingNotice>(['offerOpened']);
    const done = () => dispatch(bookingReconciled({ fields: {}, notices: [...notices] }));
    if (!offer) {
      dispatch(bookingReconciled({ fields: {}, notices: ['offerUnreadable'] }));
      return;
    }
    const state = getState();
    const schedules = state.schedules.data;
    const schedule = schedules.find((s) => s.id === offer.schedule && isOffered(s));
    if (!schedule) {
      notices.add('dateGone');
      done();
      return;
    }
    // What the booking held before gives way to the offer.
    dispatch(
      bookingReconciled({
        fields: { rooms: [], accommodations: [], railFly: [], upgrades: [], equipments: [], transfers: [] },
        notices: [],
      }),
    );
    dispatch(chooseSchedule(schedule));
    dispatch(changePax(offer.pax));
    for (const room of getState().booking.rooms) dispatch(roomRemoved({ roomType: room.schedule.roomType }));
    for (const id of offer.rooms) {
      const type = schedules.find((s) => s.id === id && s.start === schedule.start && isOffered(s));
      if (type) dispatch(roomAdded(type));
      else notices.add('roomGone');
    }
    // The way to travel first: rail and fly, transfers and the flight's extras depend on it.
    if (offer.noFlight !== getState().booking.noFlight) {
      dispatch(ownArrivalChosen(offer.noFlight));
      if (offer.noFlight !== getState().booking.noFlight) dispatch(optInToggled());
    }
    for (const kind of SERVICE_KINDS) {
      const offered = getState()[kind.family].data;
      for (const { id, traveller } of offer.services[kind.offerKey] ?? []) {
        const entry = offered.find((e) => e.service.id === id);
        if (entry) dispatch(serviceToggled({ list: kind.field, entry, travellerIndex: traveller }));
        else notices.add('serviceGone');
      }
    }
    for (const { id, nights } of offer.extensions) {
      const extension = getState().accommodations.data.find((e) => e.service.id === id);
      if (extension) dispatch(extensionChosen(withNights(extension, nights)));
      else notices.add('serviceGone');
    }
    for (const id of offer.railFly) {
      const entry = getState().railFly.data.find((e) => e.service.id === id);
      if (entry) dispatch(railFlyToggled({ entry }));
      else notices.add('serviceGone');
    }
    if (offer.flightPosition !== null) dispatch(flightPositionChosen(offer.flightPosition));
    dispatch(flightUpgradeChosen(offer.upgrade === null ? null : (FLIGHT_UPGRADES[offer.upgrade] ?? null)));
    done();
  };
}
