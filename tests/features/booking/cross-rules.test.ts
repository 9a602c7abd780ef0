import { describe, expect, it } from 'vitest';
import type { ServiceEntry } from '@/api/schemas';
import { bookingReconciled, bookingReducer } from '@/features/booking/booking-slice';
import { createEmptyBooking, type BookingState } from '@/features/booking/booking-state';
import { paxChanged, roomAdded, scheduleSelected } from '@/features/party/party-reducers';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { FLIGHT_CONTROL } from '@/domain/types';
import { createSchedule } from '../../support/data';
import { withDateChosen } from '../../support/store';

// The rules that cross the booking's parts (spec part 1 §4), run in the composition
// (features/booking/cross-rules): each when what it reads changed.

const reduce = bookingReducer;
const optIn = createSchedule({ flightControl: FLIGHT_CONTROL.optIn });

describe("the date's flight control applies when it changes", () => {
  it('a reply of today that changes an opt-in date to the trip flight books the flight: no opt-out is sent that nobody chose', () => {
    const chosen = reduce(createEmptyBooking('GRP-ALPS'), scheduleSelected({ schedule: optIn }));
    expect(chosen.arrival.noFlight).toBe(true);
    const today = { ...optIn, flightControl: FLIGHT_CONTROL.conveyor };
    const reread = reduce(
      chosen,
      bookingReconciled({ fields: { lastSeen: { ...chosen.lastSeen, schedules: [today] } }, notices: [] }),
    );
    expect([reread.lastSeen.schedules[0]?.flightControl, reread.arrival.noFlight]).toEqual([
      FLIGHT_CONTROL.conveyor,
      false,
    ]);
  });

  it('the same date with the same flight control, re-read, keeps the arrival as chosen', () => {
    const chosen = reduce(createEmptyBooking('GRP-ALPS'), scheduleSelected({ schedule: optIn }));
    const reread = reduce(
      chosen,
      bookingReconciled({
        fields: { lastSeen: { ...chosen.lastSeen, schedules: [{ ...optIn, price: 999 }] } },
        notices: [],
      }),
    );
    expect(reread.arrival).toBe(chosen.arrival);
  });
});

describe('the chosen date as seen is the one chosen, or the one the reconcile took again', () => {
  it('a room added or a new party size from a reply whose flight control changed meanwhile leaves the arrival as it is', () => {
    const chosen = reduce(createEmptyBooking('GRP-ALPS'), scheduleSelected({ schedule: optIn }));
    // The dates came again (a retry, another year and back) with the date's flight control changed.
    const today = { ...optIn, flightControl: FLIGHT_CONTROL.conveyor };
    const sized = reduce(chosen, paxChanged({ pax: 2, roomOptions: [today] }));
    const roomed = reduce(sized, roomAdded(today));
    expect(roomed.lastSeen.schedules).toEqual([optIn]);
    expect(roomed.arrival).toBe(chosen.arrival);
    // The single room type fills the party of two, and one more room is added.
    expect(roomed.party.rooms.map((room) => room.scheduleId)).toEqual([optIn.id, optIn.id]);
  });

  it('the same date chosen again, and the same party size, change nothing (the same booking)', () => {
    const chosen = reduce(
      reduce(createEmptyBooking('GRP-ALPS'), scheduleSelected({ schedule: optIn })),
      paxChanged({ pax: 2, roomOptions: [optIn] }),
    );
    expect(reduce(chosen, scheduleSelected({ schedule: optIn }))).toBe(chosen);
    expect(reduce(chosen, paxChanged({ pax: 2, roomOptions: [optIn] }))).toBe(chosen);
  });
});

describe('a booking restored as it was stored is not changed by the next keystroke', () => {
  const railFly = [3];
  const transfer = { id: 53, travellerIndex: null, details: null };
  /** The transfer to the pre-extension's hotel, as the booking saw it when it was chosen. */
  const toPreHotel = { service: { id: 53, subCategory: 'VH' } } as unknown as ServiceEntry;

  it('rail and fly beside no flight, a transfer without its extension: a name typed leaves the extras as they are', () => {
    const empty = createEmptyBooking('GRP-ALPS');
    const stored: BookingState = {
      ...withDateChosen(empty, createSchedule()),
      arrival: { ...empty.arrival, noFlight: true },
      extras: { ...empty.extras, railFly, transfers: [transfer] },
    };
    const typed = reduce(stored, customerChanged({ firstname: 'Erika' }));
    expect(typed.extras).toBe(stored.extras);
    expect(typed.arrival).toBe(stored.arrival);
  });

  it('but when the journey changes they are made to fit: a transfer to an extension not booked goes', () => {
    const empty = createEmptyBooking('GRP-ALPS');
    const chosen = reduce(empty, scheduleSelected({ schedule: optIn }));
    const stale: BookingState = {
      ...chosen,
      extras: { ...chosen.extras, railFly, transfers: [transfer] },
      lastSeen: { ...chosen.lastSeen, transfers: [toPreHotel] },
    };
    const fitted = reduce(
      stale,
      bookingReconciled({
        fields: { lastSeen: { ...stale.lastSeen, schedules: [{ ...optIn, flightControl: 0 }] } },
        notices: [],
      }),
    );
    expect(fitted.extras.transfers).toEqual([]);
    expect(fitted.lastSeen.transfers).toEqual([]);
  });
});
