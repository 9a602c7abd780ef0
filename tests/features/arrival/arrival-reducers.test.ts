import { describe, expect, it } from 'vitest';
import { bookingReducer } from '@/features/booking/booking-slice';
import { createEmptyBooking } from '@/features/booking/booking-state';
import {
  departureAirportChosen,
  fareChosen,
  fareExpiryNoticed,
  fareOfferExpired,
  fareSearchOptionsChanged,
  flightRequestChosen,
} from '@/features/arrival/arrival-reducers';
import { extensionChosen } from '@/features/extras/extras-reducers';
import { scheduleSelected } from '@/features/party/party-reducers';
import { createSchedule } from '../../support/data';
import { createFare } from '../../support/fares';

const reduce = bookingReducer;

/** A pre-programme extension of two nights. */
const PRE_EXTENSION = {
  service: {
    id: 9,
    erpId: 'PRE',
    serviceId: 'S9',
    name: 'Vorprogramm',
    description: '',
    price: 80,
    perPerson: true,
    subCategory: null,
    onRequest: false,
  },
  additionalData: { vv: 2, nv: 0 },
  price: 80,
};

describe('the arrival: fare, search and flight request (spec part 1 §4, part 2 §4)', () => {
  it('changing the schedule clears the fare, the error and the flight search dates (spec part 1 §4)', () => {
    const before = {
      ...createEmptyBooking(),
      error: { kind: 'http' as const, message: 'alt', status: 409, call: null },
      arrival: {
        ...createEmptyBooking().arrival,
        flightData: {
          ...createEmptyBooking().arrival.flightData,
          outboundDate: '2027-01-01',
          inboundDate: '2027-01-09',
          fareValidUntil: 'x',
        },
      },
    };
    const state = reduce(before, scheduleSelected({ schedule: createSchedule() }));
    expect([
      state.error,
      state.arrival.flightData.outboundDate,
      state.arrival.flightData.inboundDate,
      state.arrival.flightData.fare,
      state.arrival.flightData.fareValidUntil,
    ]).toEqual([null, null, null, null, null]);
  });

  it('with flight booking the search dates start as the stay and move with the extension nights, which clear a fare (spec part 2 §4)', () => {
    const schedule = createSchedule({ flightBookingEnabled: true, start: '2027-05-10', end: '2027-05-17' });
    const booked = reduce(createEmptyBooking(), scheduleSelected({ schedule }));
    expect([booked.arrival.flightData.outboundDate, booked.arrival.flightData.inboundDate]).toEqual([
      '2027-05-10',
      '2027-05-17',
    ]);
    const withFare = reduce(
      booked,
      fareChosen({
        fare: {
          ...createFare(),
          listKey: 'F',
          originalPrice: 800,
          fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: false },
          legIdentifiers: [],
        } as never,
        validUntil: '2027-05-01T10:00:00Z',
      }),
    );
    const extended = reduce(withFare, extensionChosen(PRE_EXTENSION as never));
    expect([
      extended.arrival.flightData.fare,
      extended.arrival.flightData.outboundDate,
      extended.arrival.flightData.inboundDate,
    ]).toEqual([null, '2027-05-08', '2027-05-17']);
    const back = reduce(extended, extensionChosen({ ...PRE_EXTENSION, additionalData: { vv: 0, nv: 0 } } as never));
    expect([back.arrival.flightData.outboundDate, back.arrival.flightData.inboundDate]).toEqual([
      '2027-05-10',
      '2027-05-17',
    ]);
    // Without flight booking the dates are the customer's own: a new schedule empties them.
    expect(
      reduce(booked, scheduleSelected({ schedule: createSchedule({ flightBookingEnabled: false }) })).arrival.flightData
        .outboundDate,
    ).toBeNull();
  });

  it('a flight request stays when the extensions change; another airport takes it along, the same airport changes nothing', () => {
    const schedule = createSchedule({ flightBookingEnabled: true });
    const requested = reduce(
      reduce(reduce(createEmptyBooking(), scheduleSelected({ schedule })), departureAirportChosen('MUC')),
      flightRequestChosen({ alternativeAirport: 'MUC' }),
    );
    expect(reduce(requested, extensionChosen(PRE_EXTENSION as never)).arrival.flightData).toMatchObject({
      request: true,
      alternativeAirport: 'MUC',
    });
    expect(reduce(requested, departureAirportChosen('MUC')).arrival.flightData).toMatchObject({
      request: true,
      alternativeAirport: 'MUC',
    });
    expect(reduce(requested, departureAirportChosen('FRA')).arrival.flightData).toMatchObject({
      request: false,
      alternativeAirport: null,
      departureAirport: 'FRA',
    });
    // A chosen fare stays when the airport changes, until another is chosen or it is removed.
    const withFare = reduce(
      reduce(createEmptyBooking(), departureAirportChosen('MUC')),
      fareChosen({
        fare: {
          ...createFare(),
          listKey: 'F',
          originalPrice: 800,
          fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: false },
          legIdentifiers: [],
        } as never,
        validUntil: '2027-05-01T10:00:00Z',
      }),
    );
    expect(reduce(withFare, departureAirportChosen('FRA')).arrival.flightData.fare).not.toBeNull();
  });

  it('an offer that ran out takes the fare and its price away and says so until the person goes on (spec part 2 §4)', () => {
    const fare = {
      ...createFare(),
      listKey: 'F',
      originalPrice: 800,
      fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: false },
      legIdentifiers: [],
    } as never;
    const chosen = reduce(createEmptyBooking(), fareChosen({ fare, validUntil: '2027-05-01T10:00:00.000Z' }));
    expect(
      reduce(chosen, fareOfferExpired({ now: '2027-05-01T09:59:59.000Z' })).arrival.flightData.fare,
    ).not.toBeNull();
    const expired = reduce(chosen, fareOfferExpired({ now: '2027-05-01T10:00:00.000Z' }));
    expect(expired.arrival.flightData).toMatchObject({
      fare: null,
      fareValidUntil: null,
      offerExpired: true,
    });
    expect(reduce(expired, fareExpiryNoticed()).arrival.flightData.offerExpired).toBe(false);
    expect(
      reduce(expired, fareChosen({ fare, validUntil: '2027-05-01T11:00:00.000Z' })).arrival.flightData.offerExpired,
    ).toBe(false);
  });

  it('the search keeps at least one cabin class', () => {
    const state = reduce(
      reduce(createEmptyBooking(), fareSearchOptionsChanged({ classes: [] })),
      fareSearchOptionsChanged({ directOnly: true }),
    );
    expect([state.arrival.flightData.classes, state.arrival.flightData.directOnly]).toEqual([['economy'], true]);
    expect(
      reduce(state, fareSearchOptionsChanged({ classes: ['business', 'first'] })).arrival.flightData.classes,
    ).toEqual(['business', 'first']);
    // Unticking the last one falls back to economy.
    expect(
      reduce(
        reduce(state, fareSearchOptionsChanged({ classes: ['business'] })),
        fareSearchOptionsChanged({ classes: [] }),
      ).arrival.flightData.classes,
    ).toEqual(['economy']);
  });
});
