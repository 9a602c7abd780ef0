import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { keepFittingTransfers, transferSteps } from '../../domain/extensions';
import { hasMixedRoomTypes } from '../../domain/rooms';
import { validateDog, validateEquipment } from '../../domain/validation/traveller';
import { selectTravel } from '../travel/selectors';
import { extensionKind, isExtensionCandidate, maxPreExtensionNights, MAX_EXTENSION_NIGHTS } from '../../domain/extensions';
import { selectBooking, selectExtensionNights, selectFlightSection, selectSchedule, selectToday } from './selectors';

/** Selectors of the parts of step 1 that load once a date is chosen (services, equipment, dogs, transfers, rail and fly). */

/**
 * Extensions offered for the chosen schedule (spec part 1 §9 "candidates within 7 days"), each
 * with the most nights allowed: a pre-extension must start at least 3 days from today (spec part 1
 * §5), so it is left out when not even one night fits.
 */
export const selectExtensionOptions = createSelector([selectSchedule, (state: RootState) => state.accommodations.data, selectToday], (schedule, extensions, today) => {
  if (!schedule) return [];
  const preMax = maxPreExtensionNights({ tripStart: schedule.start, today });
  return extensions
    .filter((e) => isExtensionCandidate(e, { start: schedule.start, end: schedule.end }))
    .map((extension) => ({ extension, kind: extensionKind(extension), maxNights: extensionKind(extension) === 'pre' ? preMax : MAX_EXTENSION_NIGHTS }))
    .filter((option) => option.maxNights > 0);
});




/** The transfers of the catalogue that fit the journey (spec part 1 §4). */
export const selectTransferOptions = createSelector([selectBooking, selectExtensionNights, (state: RootState) => state.transfers.data], (booking, nights, transfers) => {
  const steps = transferSteps({ flightControl: booking.flightControl, noFlight: booking.noFlight, hasPre: nights.before > 0, hasPost: nights.after > 0 });
  return keepFittingTransfers(transfers, steps);
});


/**
 * The optional services box (spec part 1 §2): shown only when services exist and the trip is not
 * intrepid. Compulsory upgrades are marked and cannot be removed; partners read 'auf Anfrage'
 * instead of 'inkludiert' (spec part 1 §6).
 */
export const selectServicesBox = createSelector(
  [selectBooking, selectTravel, (state: RootState) => state.upgrades.data, selectExtensionOptions, (state: RootState) => state.user.data],
  (booking, travel, upgrades, extensions, user) => {
    const compulsoryIds = new Set(booking.compulsoriesUpgrade.map((u) => u.service.id));
    const optional = upgrades.filter((u) => !compulsoryIds.has(u.service.id)).map((entry) => ({ entry, chosen: booking.upgrades.some((u) => u.service.id === entry.service.id) }));
    return {
      shown: !(travel?.isIntrepid ?? false) && (upgrades.length > 0 || extensions.length > 0),
      compulsory: booking.compulsoriesUpgrade,
      optional,
      extensions: extensions.map((option) => ({ ...option, chosen: booking.accommodations.find((a) => a.service.id === option.extension.service.id) ?? null })),
      // Different room types across the rooms clear the extensions (spec part 1 §4): none can be chosen then.
      extensionsBlocked: hasMixedRoomTypes(booking.rooms),
      partnerWording: (travel?.isPartner ?? false) || user.roles.includes('ROLE_PARTNER'),
    };
  },
);


/** Equipment per traveller, with the EB/ST field errors (spec part 1 §5). */
export const selectEquipmentRows = createSelector([selectBooking, (state: RootState) => state.equipment.data], (booking, equipment) =>
  equipment.map((entry) => ({
    entry,
    travellers: Array.from({ length: booking.pax ?? 0 }, (_, travellerIndex) => {
      const chosen = booking.equipments.find((e) => e.service.id === entry.service.id && e.travellerIndex === travellerIndex) ?? null;
      const details = chosen?.details ?? { bodySize: null, bodyWeight: null, shoeSize: null };
      return { travellerIndex, chosen: chosen !== null, details, errors: chosen ? validateEquipment(entry.service.subCategory, details) : {} };
    }),
  })));


export const selectDogRows = createSelector([(state: RootState) => state.booking.dogs], (dogs) => dogs.map((dog) => ({ dog, errors: validateDog(dog) })));


/** The booking travels with a flight: the flight section is shown and the flight is not opted out. */
export const selectTravelsByFlight = createSelector([selectFlightSection, (state: RootState) => state.booking.noFlight], (section, noFlight) => section.shown && !noFlight);

/**
 * Rail and fly (a train to the flight) only with a flight (spec part 1 §2 'when applicable'); TUI
 * entries for TUI trips, the others otherwise (decision).
 */
export const selectRailFlyOptions = createSelector(
  [selectTravel, selectTravelsByFlight, (state: RootState) => state.railFly.data, (state: RootState) => state.booking.railFly],
  (travel, byFlight, entries, chosen) => (byFlight
    ? entries.filter((e) => e.tui === (travel?.isTui ?? false)).map((entry) => ({ entry, chosen: chosen.some((c) => c.service.id === entry.service.id) }))
    : []),
);

/** The flight upgrade chooser shows when the booking travels with a flight. */
export const selectShowsFlightUpgrade = selectTravelsByFlight;

/** The arrival and flight section's content (spec part 1 §2, §4). */
export const selectFlightPanel = createSelector(
  [selectBooking, selectFlightSection, (state: RootState) => state.airports.data, (state: RootState) => state.airports.status],
  (booking, section, airports, airportsStatus) => {
    const mode = booking.flightControl;
    const wantsFlight = !booking.noFlight;
    return {
      shown: section.shown,
      kind: section.kind,
      mode,
      noFlight: booking.noFlight,
      flights: booking.flights,
      canOptOut: mode === 0 || mode === 1 || mode === 2 || mode === 3,
      isOptIn: mode === 6,
      ownDates: section.kind === 'ownDates' && wantsFlight ? { outbound: booking.flightData.outboundDate, inbound: booking.flightData.inboundDate } : null,
      bookingEnabled: (booking.schedule?.flightBookingEnabled ?? false) && wantsFlight,
      airports,
      airportsFailed: airportsStatus === 'failed',
      departureAirport: booking.flightData.departureAirport,
      requested: booking.flightData.request,
    };
  },
);
