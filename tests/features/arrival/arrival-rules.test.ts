import { selectIncludedFlights } from '@/features/arrival/included-flights';
import { selectArrivalSummary } from '@/features/arrival/arrival-selectors';
import { describe, expect, it } from 'vitest';
import { addDays, toServerDate } from '@/domain/format/index';
import { bookingReconciled } from '@/features/booking/booking-slice';
import {
  fareChosen,
  flightPositionChosen,
  flightRequestChosen,
  flightUpgradeChosen,
  optInToggled,
  ownArrivalChosen,
  ownFlightDatesChanged,
  departureAirportChosen,
  fareCleared,
} from '@/features/arrival/arrival-reducers';
import { roomAdded } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { selectFlightSection, selectFlightValid, selectOwnFlightDateErrors } from '@/features/arrival/flight-selectors';
import { selectFlightPanel, selectTravelsByFlight } from '@/features/arrival/flight-panel';
import { selectRailFlyOptions } from '@/features/extras/extras-selectors';
import { selectIsOnRequest, selectTotals } from '@/features/pricing/price-selectors';
import { selectBookingPayload } from '@/features/booking/payload-selectors';
import { selectCalendar } from '@/features/party/calendar-selectors';
import { bookableDate, bookedStore, ofType, storeFor } from '../../support/catalogue-store';
import { createFare } from '../../support/fares';

// The seeded catalogue is relative to today, and so are these expectations.
const today = toServerDate(new Date());

describe('IND-ICELAND: own flight dates and the calendar', () => {
  it('needs own dates within their limits before step 2', async () => {
    const store = await storeFor('IND-ICELAND');
    const days = selectCalendar(store.getState()).all;
    expect(days[0]?.date).toBe(addDays(today, 10));
    expect(days.length).toBeGreaterThan(380);
    const date = bookableDate(store, 3);
    store.dispatch(chooseSchedule(ofType(date, 'twin')));
    store.dispatch(changePax(2));
    expect(store.getState().booking.party.rooms).toHaveLength(0);
    store.dispatch(roomAdded(ofType(date, 'twin')));
    // No listed flights, but flight airports of its own: the section shows for the own dates (decision).
    expect(selectFlightSection(store.getState())).toEqual({ shown: true, kind: 'ownDates' });
    expect(selectOwnFlightDateErrors(store.getState())).toEqual({ outbound: 'required', inbound: 'required' });
    expect(selectStepOneBlockers(store.getState()).canContinue).toBe(false);
    const { start, end } = ofType(date, 'twin');
    store.dispatch(ownFlightDatesChanged({ outboundDate: start, inboundDate: end }));
    expect(selectStepOneBlockers(store.getState()).canContinue).toBe(true);
    // Step 3 names the dates entered, as they are sent.
    expect(selectArrivalSummary(store.getState())).toEqual({ kind: 'ownDates', outbound: start, inbound: end });
  });
});

describe('OPT-JORDAN: opt-in flights with in-app booking (spec part 1 §4, §5; part 2 §9)', () => {
  it('starts without a flight; opting in asks for a fare; a fare adds the flight price shown', async () => {
    const { store } = await bookedStore('OPT-JORDAN', { pax: 2, rooms: ['twin'] });
    expect([store.getState().booking.arrival.noFlight, selectFlightValid(store.getState())]).toEqual([true, true]);
    expect(selectFlightSection(store.getState()).shown).toBe(true);
    const base = selectTotals(store.getState()).tripPrice;
    store.dispatch(optInToggled());
    expect([store.getState().booking.arrival.noFlight, selectFlightValid(store.getState())]).toEqual([false, false]);
    expect(selectStepOneBlockers(store.getState()).flightError).toBe(true);
    store.dispatch(
      fareChosen({
        fare: {
          ...createFare({ price: 1100.4 }),
          listKey: 'F',
          originalPrice: 1100,
          fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: true },
          legIdentifiers: [],
        } as never,
        validUntil: '2026-11-21T13:00:00Z',
      }),
    );
    expect(selectFlightValid(store.getState())).toBe(true);
    expect(selectTotals(store.getState()).tripPrice).toBe(base + 201);
    store.dispatch(changePax(3));
    expect(store.getState().booking.arrival.flightData.fare).toBeNull();
    store.dispatch(flightRequestChosen({ alternativeAirport: 'VIE' }));
    expect([selectFlightValid(store.getState()), selectIsOnRequest(store.getState())]).toEqual([true, true]);
    // A request without an airport (a stored one) is on request too: the payload says what the overview shows.
    store.dispatch(flightRequestChosen({ alternativeAirport: null }));
    expect([
      selectIsOnRequest(store.getState()),
      selectBookingPayload(store.getState(), { language: 'de', whitelabel: null }).onRequest,
    ]).toEqual([true, true]);
    store.dispatch(flightRequestChosen({ alternativeAirport: 'FRA' }));
    store.dispatch(fareCleared());
    // Withdrawing the request takes its airport along: no longer on request.
    expect(store.getState().booking.arrival.flightData).toMatchObject({ request: false, alternativeAirport: null });
    store.dispatch(optInToggled());
    expect(store.getState().booking.arrival.noFlight).toBe(true);
  });
});

describe('the same date chosen again (spec part 1 §4 "changing the schedule clears the fare")', () => {
  it('is no change: the opt-in answer and the fare stay; another date resets both', async () => {
    const { store, date } = await bookedStore('OPT-JORDAN', { pax: 2, rooms: ['twin'] });
    store.dispatch(optInToggled());
    store.dispatch(
      fareChosen({
        fare: { ...createFare({ price: 500 }), listKey: 'F', originalPrice: 500, legIdentifiers: [] } as never,
        validUntil: '2026-11-21T13:00:00Z',
      }),
    );
    store.dispatch(chooseSchedule(ofType(date, 'twin')));
    expect(store.getState().booking.arrival.noFlight).toBe(false);
    expect(store.getState().booking.arrival.flightData.fare).not.toBeNull();
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twin')));
    expect(store.getState().booking.arrival.flightData.fare).toBeNull();
  });
});

describe('a self-arranged arrival offers nothing that belongs to a flight (issue 39 §6 "texts agree with the data")', () => {
  it('GRP-ALPS by own arrival: no flight upgrade and no rail and fly offered; by flight both again', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 1, rooms: ['single'], date: 4 });
    expect(selectTravelsByFlight(store.getState())).toBe(true);
    expect(selectRailFlyOptions(store.getState()).length).toBeGreaterThan(0);
    store.dispatch(ownArrivalChosen(true));
    expect(selectTravelsByFlight(store.getState())).toBe(false);
    expect(selectRailFlyOptions(store.getState())).toEqual([]);
    store.dispatch(ownArrivalChosen(false));
    expect(selectTravelsByFlight(store.getState())).toBe(true);
  });
});

describe('flight extras and odd cases', () => {
  it('an upgrade or a seat reservation makes the booking on request; a position clears the alternative airport', async () => {
    const { store } = await bookedStore('GRP-ALPS');
    store.dispatch(flightUpgradeChosen('business'));
    expect(selectIsOnRequest(store.getState())).toBe(true);
    store.dispatch(flightUpgradeChosen(null));
    const arrival = store.getState().booking.arrival;
    // A stored booking may carry a seat reservation (its chooser is hidden, spec part 1 §2).
    store.dispatch(
      bookingReconciled({
        fields: { arrival: { ...arrival, flightData: { ...arrival.flightData, reservation: 'window' } } },
        notices: [],
      }),
    );
    expect(selectIsOnRequest(store.getState())).toBe(true);
    store.dispatch(bookingReconciled({ fields: { arrival }, notices: [] }));
    store.dispatch(flightRequestChosen({ alternativeAirport: 'MUC' }));
    expect(selectIsOnRequest(store.getState())).toBe(true);
    store.dispatch(flightPositionChosen(1));
    expect(store.getState().booking.arrival.flightData.alternativeAirport).toBeNull();
    store.dispatch(departureAirportChosen('FRA'));
    expect(store.getState().booking.arrival.flightData.departureAirport).toBe('FRA');
  });

  it('a date with two flight variants: the first until one is chosen, the chosen one on step 3 and in the payload, a new date starts again (spec part 1 §4 "Flight position choice")', async () => {
    const { store } = await bookedStore('PRT-MOROCCO', { pax: 2, rooms: ['twin'] });
    const flownFrom = () => {
      const arrival = selectArrivalSummary(store.getState());
      return arrival.kind === 'flights' ? arrival.flights.map((f) => f.departure.airport.code) : arrival.kind;
    };
    const payload = () => selectBookingPayload(store.getState(), { language: 'de', whitelabel: null });
    expect(selectFlightPanel(store.getState()).options.map((o) => o.position)).toEqual([0, 1]);
    expect(selectFlightPanel(store.getState()).position).toBe(0);
    expect(flownFrom()).toEqual(['FRA', 'RAK']);
    expect(payload().flightPosition).toBe(0);

    store.dispatch(flightRequestChosen({ alternativeAirport: 'VIE' }));
    store.dispatch(flightPositionChosen(1));
    expect(store.getState().booking.arrival.flightData).toMatchObject({ alternativeAirport: null, request: false });
    expect(flownFrom()).toEqual(['MUC', 'RAK']);
    expect(payload()).toMatchObject({ flightPosition: 1, flights: selectIncludedFlights(store.getState()) });
    expect(selectIsOnRequest(store.getState())).toBe(false);

    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twin')));
    expect(selectFlightPanel(store.getState()).position).toBe(0);
  });

  it('optInToggled does nothing outside opt-in; ownArrivalChosen nothing in opt-in', async () => {
    const { store } = await bookedStore('GRP-ALPS');
    store.dispatch(optInToggled());
    expect(store.getState().booking.arrival.noFlight).toBe(false);
    const jordan = await storeFor('OPT-JORDAN');
    jordan.dispatch(chooseSchedule(ofType(bookableDate(jordan), 'twin')));
    jordan.dispatch(ownArrivalChosen(false));
    expect(jordan.getState().booking.arrival.noFlight).toBe(true);
  });
});
