import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/api/schemas/index';
import { createEmptyBooking } from '@/features/booking/booking-state';

describe('booking defaults (spec part 1 §3, §4)', () => {
  it('rula yes, osc null, step one complete, steps two and three not', () => {
    const booking = createEmptyBooking('GRP-ALPS');
    expect(booking.checkout.rula).toBe(true);
    expect(booking.travellers.stepTwoComplete).toBe(false);
    expect(booking).toMatchObject({
      travelCode: 'GRP-ALPS',
      osc: null,
      stepOneComplete: true,
      stepThreeComplete: false,
      status: 'idle',
      error: null,
    });
  });

  it('holds every field of the Booking entity the person chooses; what the catalogue decides is derived, not stored', () => {
    const fields = ['travelCode', 'osc', 'token', 'stepOneComplete', 'stepThreeComplete'];
    expect(Object.keys(createEmptyBooking())).toEqual(expect.arrayContaining(fields));
    // The party, the extras, the arrival, the travellers, the insurance and the checkout's choices are parts of their own.
    expect(Object.keys(createEmptyBooking().party)).toEqual(['scheduleId', 'selectedDate', 'rooms', 'pax', 'paxInput']);
    expect(Object.keys(createEmptyBooking())).not.toEqual(expect.arrayContaining(['schedule']));
    expect(Object.keys(createEmptyBooking().extras)).toEqual(
      expect.arrayContaining(['upgrades', 'equipments', 'transfers', 'railFly', 'accommodations', 'dogs']),
    );
    expect(Object.keys(createEmptyBooking().arrival)).toEqual(['noFlight', 'flightPosition', 'flightData']);
    expect(Object.keys(createEmptyBooking().travellers)).toEqual(
      expect.arrayContaining(['user', 'travelAgency', 'travelAgent', 'additionalUsers']),
    );
    expect(Object.keys(createEmptyBooking().checkout)).toEqual(
      expect.arrayContaining(['gtc', 'rula', 'flexBooking', 'voucher', 'paymentMethod', 'newsletter', 'consent']),
    );
    // Derived: what the catalogue decides, and what is computed when the booking is sent (the
    // payment type follows the way to pay).
    for (const derived of [
      'compulsoriesUpgrade',
      'flights',
      'totals',
      'flexPrice',
      'onRequest',
      'bookingRequest',
      'paymentType',
      'flightControl',
    ]) {
      expect(Object.keys(createEmptyBooking())).not.toContain(derived);
      expect(Object.keys(createEmptyBooking().checkout)).not.toContain(derived);
    }
    expect(Object.keys(createEmptyBooking().arrival.flightData)).toEqual(
      expect.arrayContaining(['fare', 'upgrade', 'reservation', 'alternativeAirport', 'outboundDate', 'inboundDate']),
    );
    // The fare's price is the fare's: sent from it, never kept beside it.
    expect(Object.keys(createEmptyBooking().arrival.flightData)).not.toContain('totalPrice');
  });

  it('step 3 starts with no box ticked, no way to pay and no insurance decision; a stored unknown method reads as none', () => {
    const booking = createEmptyBooking('GRP-ALPS');
    expect(booking.checkout).toMatchObject({
      gtc: false,
      consent: false,
      newsletter: false,
      insurancePreContractEmail: false,
      agentPreContract: false,
      agentConsent: false,
      customerDataConsent: false,
      twoG: false,
      paymentMethod: null,
    });
    expect(booking.insurance).toEqual({ chosen: null, termsAccepted: false, declined: false });
    expect(bookingSchema.parse({ travelCode: 'GRP-ALPS', paymentMethod: 'BITCOIN', pax: 2 })).toMatchObject({
      paymentMethod: null,
      pax: 2,
    });
  });
});
