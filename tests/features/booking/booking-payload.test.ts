import { describe, expect, it } from 'vitest';
import { bookingSchema, travellerSchema } from '@/api/schemas/index';
import { toBookingPayload, type PayloadCatalogue, type PayloadComputed } from '@/features/booking/booking-payload';
import { byServiceField } from '@/api/service-kinds';
import { choicesOf, type BookingChoices, type BookingSeen } from '@/features/booking/booking-state';
import { namedRooms, namedSchedule } from '@/domain/current-choices';
import { withDateChosen } from '../../support/store';
import { bookingRequestProblems } from '../../support/booking-request-schema';
import { createSchedule } from '../../support/data';
import { searchedFares } from '../../support/fares';
import { withChosenConnections } from '@/domain/fares';

const totals = {
  totalPrice: 4930,
  totalPriceWithoutInsurance: 4841,
  totalPriceWithoutVoucher: 4980,
  totalInsurancePrice: 89,
  tripPrice: 4891,
  voucherValue: 50,
  voucherRemainder: 0,
  hasOnRequest: false,
};

/** What the catalogue says of the choices when its replies list each chosen entry as it was stored (no service or extension, unless a test lists one). */
const listedAsStored = (b: BookingChoices & BookingSeen): PayloadCatalogue => ({
  chosen: {
    schedule: namedSchedule(b.party, null, b.lastSeen.schedules),
    rooms: namedRooms(b.party, null, b.lastSeen.schedules),
    accommodations: [],
    ...byServiceField(() => []),
  },
  compulsories: [],
  includedFlights: [],
  flightPosition: null,
  flightControl: null,
  railFly: [],
});

/** The page's computed values: nothing on request, no deposit, no way to pay yet, unless a test says. */
const computed = (fields: Partial<PayloadComputed> = {}): PayloadComputed => ({
  language: 'de',
  whitelabel: null,
  totals,
  deposit: 0,
  flexPrice: 0,
  onRequest: false,
  bookingRequest: false,
  paymentType: null,
  paymentMethod: null,
  ...fields,
});

/** The body of a booking whose chosen entries the catalogue lists as stored. */
const bodyOf = (b: BookingChoices & BookingSeen, fields: Partial<PayloadComputed> = {}) =>
  toBookingPayload(b, listedAsStored(b), computed(fields));

describe('the booking POST body (spec part 2 §7)', () => {
  const choices = choicesOf(bookingSchema.parse({ travelCode: 'GRP-ALPS', pax: 2 }));
  const booking = {
    ...withDateChosen(choices, createSchedule(), [
      { schedule: createSchedule(), travellers: [travellerSchema.parse({}), travellerSchema.parse({})] },
    ]),
    token: 'secret',
    travellers: {
      ...choices.travellers,
      user: { ...bookingSchema.parse({}).user, firstname: 'Erika', lastname: 'Muster' },
      additionalUsers: [travellerSchema.parse({ firstname: 'Max', lastname: 'Muster' })],
    },
    extras: {
      ...choices.extras,
      dogs: [{ id: 'DOG_1', dogname: 'Bello', shoulderheight: 40, bodyWeight: 12, race: 'Beagle' }],
    },
    insurance: {
      chosen: {
        offerId: 'ERV-RRV-D',
        name: 'Reiserücktritt',
        price: 89,
        preContractId: 'PC-1',
        code: 'RRV',
        tourId: 'T1',
        termsUrl: null,
      },
      termsAccepted: false,
      declined: false,
    },
    arrival: {
      ...choices.arrival,
      flightData: { ...choices.arrival.flightData, outboundDate: '2027-05-08T00:00:00', inboundDate: '2027-05-18' },
    },
  };
  const payload = bodyOf(booking, {
    language: 'it',
    whitelabel: 'partner-x',
    deposit: 1067,
    flexPrice: 245,
    onRequest: true,
    paymentType: 'BILL',
    paymentMethod: 'BILL',
  });

  it('carries the totals with the deposit, the language, whitelabel and the flags', () => {
    expect(payload).toMatchObject({
      totals: {
        totalPrice: 4930,
        totalPriceWithoutInsurance: 4841,
        totalPriceWithoutVoucher: 4980,
        totalInsurancePrice: 89,
        deposit: 1067,
      },
      language: 'it',
      whitelabel: 'partner-x',
      onRequest: true,
      bookingRequest: false,
      paymentType: 'BILL',
      hitchHiker: false,
    });
  });

  it('sends the flight dates as yyyy-mm-dd and the insurance block', () => {
    expect(payload.flightData).toMatchObject({ outboundDate: '2027-05-08', inboundDate: '2027-05-18' });
    // The fare search form's classes and direct-only choice stay in the browser.
    expect(Object.keys(payload.flightData).filter((key) => key === 'classes' || key === 'directOnly')).toEqual([]);
    expect(payload.insurance).toEqual({
      offerId: 'ERV-RRV-D',
      name: 'Reiserücktritt',
      price: 89,
      preContractId: 'PC-1',
      code: 'RRV',
      tourId: 'T1',
    });
  });

  it('puts the dogs on the first traveller and leaves out the token and internal flags', () => {
    const rooms = payload.rooms as { travellers: { firstname: string; dogs: unknown[] }[] }[];
    expect(rooms[0]?.travellers[0]).toMatchObject({ firstname: 'Erika', dogs: [{ id: 'DOG_1', dogname: 'Bello' }] });
    expect(rooms[0]?.travellers[1]?.dogs).toEqual([]);
    expect(Object.keys(payload)).toEqual(
      expect.not.arrayContaining(['token', 'dogs', 'flexAnswered', 'status', 'error']),
    );
  });

  it('names who sleeps in each room: in order by default, as chosen on step 2 (issue 23 item 9)', () => {
    const single = createSchedule({ id: createSchedule().id + 1, roomType: 'single', allocation: '1' });
    const withRooms = withDateChosen(booking, createSchedule(), [
      { schedule: createSchedule(), travellers: [travellerSchema.parse({}), travellerSchema.parse({})] },
      { schedule: single, travellers: [travellerSchema.parse({})] },
    ]);
    const twoRooms = {
      ...withRooms,
      party: { ...withRooms.party, pax: 3 },
      travellers: {
        ...booking.travellers,
        additionalUsers: [
          travellerSchema.parse({ firstname: 'Max', lastname: 'Muster' }),
          travellerSchema.parse({ firstname: 'Lena', lastname: 'Berg', birthday: '1990-02-03' }),
        ],
      },
    };
    const names = (b: typeof twoRooms) =>
      bodyOf(b).rooms.map((room) => room.travellers.map((t) => `${t.firstname} ${t.lastname}`));
    expect(names(twoRooms)).toEqual([['Erika Muster', 'Max Muster'], ['Lena Berg']]);
    expect(names({ ...twoRooms, travellers: { ...twoRooms.travellers, roomPlaces: [[0, 2], [1]] } })).toEqual([
      ['Erika Muster', 'Lena Berg'],
      ['Max Muster'],
    ]);
    const lena = bodyOf({ ...twoRooms, travellers: { ...twoRooms.travellers, roomPlaces: [[0, 2], [1]] } }).rooms[0]
      ?.travellers[1];
    expect(lena).toMatchObject({ firstname: 'Lena', birthday: '1990-02-03' });
  });

  it('sends each chosen entry as the catalogue lists it now, never the stored choice (issue 41 §2)', () => {
    const stored = createSchedule();
    const today = { ...stored, price: stored.price + 120 };
    const upgrade = { service: { id: 7, price: 40 }, price: 40, travellerIndex: null, details: null };
    const bike = { service: { id: 8, price: 30 }, price: 30, travellerIndex: 0, details: { bodySize: 172 } };
    const extension = { service: { id: 9, price: 90 }, price: 90, additionalData: { vv: 2, nv: 0 } };
    const choices = {
      ...booking,
      extras: {
        ...booking.extras,
        upgrades: [{ id: 7, travellerIndex: null, details: null }],
        equipments: [{ id: 8, travellerIndex: 0, details: { bodySize: 172, bodyWeight: null, shoeSize: null } }],
        accommodations: [{ id: 9, vv: 2, nv: 0 }],
      },
    };
    const listed = listedAsStored(choices);
    const body = toBookingPayload(
      choices,
      {
        ...listed,
        chosen: {
          ...listed.chosen,
          schedule: today,
          rooms: choices.party.rooms.map((room) => ({ travellers: room.travellers, schedule: today })),
          upgrades: [{ ...upgrade, price: 55 } as never],
          equipments: [{ ...bike, price: 35 } as never],
          accommodations: [{ ...extension, price: 95 } as never],
        },
      },
      computed(),
    );
    expect([
      body.schedule?.price,
      body.rooms[0]?.schedule.price,
      body.upgrades[0]?.price,
      body.equipments[0]?.price,
      body.accommodations[0]?.price,
    ]).toEqual([stored.price + 120, stored.price + 120, 55, 35, 95]);
    // Who sleeps where stays the person's.
    expect(body.rooms[0]?.travellers[0]).toMatchObject({ firstname: 'Erika' });
  });

  it('holds to the written contract in docs/api: every field known, no other property', () => {
    expect(bookingRequestProblems(payload)).toEqual([]);
    expect(bookingRequestProblems({ ...payload, _persist: { version: 1, rehydrated: true } })).toEqual([
      '(root) must NOT have additional properties _persist',
    ]);
  });

  it('sends the flex price only with the flex tariff chosen', () => {
    expect(payload.flexPrice).toBe(0);
    expect(
      bodyOf({ ...booking, checkout: { ...booking.checkout, flexBooking: true } }, { flexPrice: 245 }).flexPrice,
    ).toBe(245);
  });

  it('sends null for no insurance', () => {
    expect(
      bodyOf({ ...booking, insurance: { chosen: null, termsAccepted: false, declined: true } }).insurance,
    ).toBeNull();
  });
});

describe('a chosen fare in the POST body (spec part 2 §7: hitchHiker, flightData)', () => {
  it('sends the fare with its one connection per leg and says hitchHiker', () => {
    const base = choicesOf(bookingSchema.parse({ travelCode: 'OPT-JORDAN', pax: 2 }));
    const found = searchedFares().find((f) => f.legs.every((leg) => leg.connections.length > 1));
    const fare = found ? { ...withChosenConnections(found, [1, 0]), listKey: 'F7', totalPrice: 1301 } : null;
    if (!fare) throw new Error('no fare with several connections per leg');
    // The search form was changed after the choice: the fare's own days and airport are sent.
    const booking = {
      ...base,
      ...withDateChosen(base, createSchedule()),
      arrival: {
        ...base.arrival,
        flightData: {
          ...base.arrival.flightData,
          fare: fare as never,
          fareValidUntil: '2027-05-01T10:00:00Z',
          outboundDate: '2027-05-03',
          inboundDate: '2027-05-20',
          departureAirport: 'FRA',
        },
      },
    };
    const body = bodyOf(booking, { paymentType: 'CARD', paymentMethod: 'VISA' });
    expect(body.hitchHiker).toBe(true);
    expect(body.flightData).toMatchObject({
      fare: { listKey: 'F7', totalPrice: 1301 },
      totalPrice: 1301,
      outboundDate: '2027-05-10',
      inboundDate: '2027-05-17',
      departureAirport: 'MUC',
    });
    expect(
      body.flightData.fare?.legs.map((leg) => leg.connections.map((c) => c.connectionIdentifier.connectionIndex)),
    ).toEqual([[1], [0]]);
    expect(bookingRequestProblems(body)).toEqual([]);
  });
});
