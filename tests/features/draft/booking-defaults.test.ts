import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/api/schemas/index';
import { createEmptyBooking } from '@/features/draft/booking-state';

describe('booking defaults (spec part 1 §3, §4)', () => {
  it('rula yes, osc null, step one complete, steps two and three not', () => {
    const booking = createEmptyBooking('GRP-ALPS');
    expect(booking).toMatchObject({
      travelCode: 'GRP-ALPS',
      rula: true,
      osc: null,
      stepOneComplete: true,
      stepTwoComplete: false,
      stepThreeComplete: false,
      status: 'idle',
      error: null,
    });
  });

  it('holds every field of the Booking entity the person chooses; what the catalogue decides is derived, not stored', () => {
    const fields = [
      'travelCode',
      'gtc',
      'insuranceAGB',
      'rula',
      'schedule',
      'selectedDate',
      'rooms',
      'pax',
      'upgrades',
      'equipments',
      'transfers',
      'railFly',
      'accommodations',
      'flexBooking',
      'flightPosition',
      'flightData',
      'flightControl',
      'noFlight',
      'osc',
      'voucher',
      'insurance',
      'user',
      'travelAgency',
      'travelAgent',
      'additionalUsers',
      'paymentType',
      'newsletter',
      'consent',
      'token',
    ];
    expect(Object.keys(createEmptyBooking())).toEqual(expect.arrayContaining(fields));
    // Derived: what the catalogue decides, and what is computed when the booking is sent.
    for (const derived of ['compulsoriesUpgrade', 'flights', 'totals', 'flexPrice', 'onRequest', 'bookingRequest'])
      expect(Object.keys(createEmptyBooking())).not.toContain(derived);
    expect(Object.keys(createEmptyBooking().flightData)).toEqual(
      expect.arrayContaining([
        'fare',
        'upgrade',
        'reservation',
        'alternativeAirport',
        'outboundDate',
        'inboundDate',
        'totalPrice',
      ]),
    );
  });

  it('step 3 starts with no box ticked, no way to pay and no insurance decision; a stored unknown method reads as none', () => {
    expect(createEmptyBooking('GRP-ALPS')).toMatchObject({
      gtc: false,
      consent: false,
      newsletter: false,
      insurancePreContractEmail: false,
      agentPreContract: false,
      agentConsent: false,
      customerDataConsent: false,
      twoG: false,
      paymentMethod: null,
      paymentType: null,
      insuranceDeclined: false,
    });
    expect(bookingSchema.parse({ travelCode: 'GRP-ALPS', paymentMethod: 'BITCOIN', pax: 2 })).toMatchObject({
      paymentMethod: null,
      pax: 2,
    });
  });
});
