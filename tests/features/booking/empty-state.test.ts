import { describe, expect, it } from 'vitest';
import { airportGroupsSchema, bookingSchema, travellerSchema } from '@/api/schemas';
import { EMPTY_AIRPORTS } from '@/features/arrival/airports-slice';
import { choicesOf, createEmptyBooking } from '@/features/booking/booking-state';
import { newTraveller } from '@/features/choices';

// Spec part 1 §3, §4: a new booking holds the Booking entity's defaults. The first page builds it
// from api/entity-defaults (generated from the schemas) without building them; these tests hold
// each part equal to what the booking schema reads.
describe('a new booking', () => {
  it('holds the defaults the booking schema gives an empty booking of the trip', () => {
    const { status, error, notices, ...booking } = createEmptyBooking('GRP-ALPS');
    // What is computed when the booking is sent (the totals…) is no part of it until then.
    expect(booking).toEqual(choicesOf(bookingSchema.parse({ travelCode: 'GRP-ALPS' })));
    expect({ status, error, notices }).toEqual({ status: 'idle', error: null, notices: [] });
    expect(booking.party.paxInput).toBeNull();
    expect(booking.travellers).toMatchObject({ userChosen: false, loggedInAs: null });
  });

  it('adds a traveller with the defaults the schema gives an empty traveller', () => {
    expect(newTraveller()).toEqual(travellerSchema.parse({}));
  });

  it('never shares its lists or objects between two bookings', () => {
    const first = createEmptyBooking('A');
    const second = createEmptyBooking('B');
    expect(first.party.rooms).not.toBe(second.party.rooms);
    expect(first.arrival.flightData).not.toBe(second.arrival.flightData);
    expect(first.travellers.user).not.toBe(second.travellers.user);
    expect(first.travellers.user.specialNeeds).not.toBe(second.travellers.user.specialNeeds);
    expect(newTraveller().specialNeeds).not.toBe(newTraveller().specialNeeds);
  });
});

describe('no airports yet', () => {
  it('is every airport group, empty, as the airport schema reads a reply without them', () => {
    expect(EMPTY_AIRPORTS).toEqual(airportGroupsSchema.parse({}));
  });
});
