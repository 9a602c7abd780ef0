import { describe, expect, it } from 'vitest';
import { z } from '@/config/z';
import { storedBookingSchema } from '@/api/schemas/booking';
import {
  accommodationListSchema,
  airportGroupsSchema,
  benefitListSchema,
  countryListSchema,
  railFlyListSchema,
  scheduleListSchema,
  serviceEntryListSchema,
  travelSchema,
  userSchema,
} from '@/api/schemas';
import { createTestStore } from '../support/store';
import { scheduleReply } from '../support/data';
import { countries } from '@/features/travellers/countries-slice';
import { selectCountryOptions } from '@/features/travellers/country-selectors';

/**
 * What a back end written from the spec alone may send: the fields the spec lists that the app
 * needs, nothing else (spec part 1 §3, part 2 §3). Every reply schema must take it.
 */
const MINIMAL: [string, z.core.$ZodType, unknown][] = [
  ['travel (code, name; id, organizer and all flags left out)', travelSchema, { code: 'X-1', name: 'Reise' }],
  ['schedule list (no travelCode, duration, description or flight fields)', scheduleListSchema, [scheduleReply()]],
  [
    'service entries (service and price)',
    serviceEntryListSchema,
    [{ service: { id: 1, erpId: 'U1', serviceId: 'S1', name: 'Kurtaxe', price: 25 }, price: 25 }],
  ],
  [
    'extensions',
    accommodationListSchema,
    [
      {
        service: { id: 2, erpId: 'A1', serviceId: 'S2', name: 'Meran', price: 85 },
        price: 85,
        additionalData: { nv: 3 },
      },
    ],
  ],
  [
    'rail and fly',
    railFlyListSchema,
    [{ service: { id: 3, erpId: 'R1', serviceId: 'S3', name: 'Rail&Fly', price: 79 }, price: 79 }],
  ],
  [
    'airports (groups may be missing)',
    airportGroupsSchema,
    { DE: [{ name: 'München', code: 'MUC', city: 'München' }] },
  ],
  ['selling points', benefitListSchema, [{ id: 1, name: 'Kleine Gruppen', content: 'Höchstens 12' }]],
  ['countries (value only, spec part 2 §3)', countryListSchema, [{ value: 'DE' }, { value: 'AT' }]],
  ['the empty user', userSchema, {}],
];

describe("replies of the spec's minimal shape never open the error overlay", () => {
  it.each(MINIMAL)('%s parses', (_name, schema, reply) => {
    expect(z.safeParse(schema, reply).success).toBe(true);
  });

  it('countries sent with only a value are named in the page language', async () => {
    const store = createTestStore();
    await store.dispatch(countries.fetch());
    const options = selectCountryOptions(store.getState(), 'de');
    expect(options.find((o) => o.value === 'DE')?.name).toBe('Deutschland');
    expect(selectCountryOptions(store.getState(), 'it').find((o) => o.value === 'AT')?.name).toBe('Austria');
    expect(store.getState().errors.items).toEqual([]);
  });
});

describe('yes/no fields as PHP back ends send them (spec part 2 §5 "truthy flag values: true, 1, \\"1\\"")', () => {
  const schedule = (flags: Record<string, unknown>) => [scheduleReply(flags)];
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
    [null, false],
    [undefined, false],
  ] as const)('%j reads as %s in a schedule, a trip and a user', (value, expected) => {
    expect(z.parse(scheduleListSchema, schedule({ bookable: value, onRequest: value }))[0]).toMatchObject({
      bookable: expected,
      onRequest: expected,
    });
    expect(z.parse(travelSchema, { code: 'X-1', name: 'Reise', isBroker: value, isGroup: value })).toMatchObject({
      isBroker: expected,
      isGroup: expected,
    });
    expect(z.parse(userSchema, { isTravelAgency: value })).toMatchObject({ isTravelAgency: expected });
  });

  it("a profile without a country names none, so the booking's own (the page language's) stays at login", () => {
    expect(z.parse(userSchema, {}).country).toBe('');
    expect(z.parse(userSchema, { country: null }).country).toBe('');
    expect(z.parse(userSchema, { country: 'AT' }).country).toBe('AT');
  });

  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
    [true, true],
  ] as const)('%j reads as %s in a stored booking (GET /fapi/booking/{no})', (value, expected) => {
    const stored = z.parse(storedBookingSchema, {
      travelCode: 'GRP-ALPS',
      gtc: value,
      onRequest: value,
      bookingRequest: value,
      flexBooking: value,
      travelAgency: { companyName: 'Reisebüro', paymentDirect: value, canGenerateVVI: value },
      flightData: { request: value },
    });
    expect(stored).toMatchObject({
      gtc: expected,
      onRequest: expected,
      bookingRequest: expected,
      flexBooking: expected,
      travelAgency: { paymentDirect: expected, canGenerateVVI: expected },
      flightData: { request: expected },
    });
  });

  it.each([['yes'], ['true'], [2], [-1], [''], [{}]])(
    'anything else (%j) is no: the spec names only true, 1 and "1" as yes, and the reply stands',
    (value) => {
      const travel = z.safeParse(travelSchema, { code: 'X-1', name: 'Reise', isBroker: value });
      expect(travel.success && travel.data.isBroker).toBe(false);
      expect(travel.success).toBe(true);
    },
  );
});
