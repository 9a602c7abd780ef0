import { describe, expect, it } from 'vitest';
import {
  canOptOutOfFlight,
  fareSearchProblems,
  isOptInMode,
  flightDateLimits,
  flightSectionKind,
  isFlightSectionShown,
  isFlightValid,
  noFlightForMode,
  validateOwnFlightDates,
} from '@/domain/flight-control';

describe('flight control (spec part 1 §4, §5; part 2 §5)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, true],
    [6, true],
    [null, false],
  ])('selecting mode %s sets noFlight %s', (mode, expected) => {
    expect(noFlightForMode(mode)).toBe(expected);
  });

  it.each([
    [1, 'fixed'],
    [4, 'ownDates'],
    [6, 'ownDates'],
    [0, 'other'],
    [5, 'other'],
    [null, 'other'],
  ] as const)('mode %s shows %s', (mode, kind) => {
    expect(flightSectionKind(mode)).toBe(kind);
  });

  it.each([
    [{ hasFlights: true, flightControl: 0, flightBookingEnabled: false, isIntrepid: false }, true],
    [{ hasFlights: false, flightControl: 6, flightBookingEnabled: false, isIntrepid: false }, true],
    [{ hasFlights: false, flightControl: 4, flightBookingEnabled: true, isIntrepid: false }, true],
    [{ hasFlights: false, flightControl: 4, flightBookingEnabled: false, isIntrepid: false }, false],
    [{ hasFlights: true, flightControl: 0, flightBookingEnabled: false, isIntrepid: true }, false],
    [{ hasFlights: true, flightControl: 5, flightBookingEnabled: true, isIntrepid: false }, false],
  ])('section shown for %j: %s', (facts, expected) => {
    expect(isFlightSectionShown(facts)).toBe(expected);
  });

  const valid = { flightControl: 6, flightBookingEnabled: true, hasFare: false, noFlight: false, isRequest: false };
  it.each([
    ['no-flight mode', { flightControl: 5 }, true],
    ['flight booking disabled', { flightBookingEnabled: false }, true],
    ['a fare', { hasFare: true }, true],
    ['no flight chosen', { noFlight: true }, true],
    ['a flight request', { isRequest: true }, true],
    ['booking enabled and nothing chosen', {}, false],
  ] as const)('flight valid with %s: %s (spec part 1 §5)', (_name, overrides, expected) => {
    expect(isFlightValid({ ...valid, ...overrides })).toBe(expected);
  });

  const limits = flightDateLimits({ start: '2027-05-10', end: '2027-05-17', nightsBefore: 2, nightsAfter: 1 });
  it('bounds own dates by the schedule, its 15 days and the extension nights', () => {
    expect(limits).toEqual({
      outbound: { min: '2027-04-23', max: '2027-05-08' },
      inbound: { min: '2027-05-18', max: '2027-06-02' },
    });
  });

  it.each([
    [null, null, { outbound: 'required', inbound: 'required' }],
    ['2027-05-08', '2027-05-18', {}],
    ['2027-04-23', '2027-06-02', {}],
    ['2027-04-22', '2027-05-18', { outbound: 'tooEarly' }],
    ['2027-05-09', '2027-05-18', { outbound: 'tooLate' }],
    ['2027-05-08', '2027-05-17', { inbound: 'tooEarly' }],
    ['2027-05-08', '2027-06-03', { inbound: 'tooLate' }],
  ])('own dates %s / %s -> %j', (outbound, inbound, errors) => {
    expect(validateOwnFlightDates({ outbound, inbound, limits })).toEqual(errors);
  });

  it('the return must not be before the outbound', () => {
    const wide = {
      outbound: { min: '2027-01-01', max: '2027-12-31' },
      inbound: { min: '2027-01-01', max: '2027-12-31' },
    };
    expect(validateOwnFlightDates({ outbound: '2027-05-10', inbound: '2027-05-09', limits: wide })).toEqual({
      inbound: 'beforeOutbound',
    });
  });

  const searchLimits = flightDateLimits({ start: '2027-05-10', end: '2027-05-17', nightsBefore: 0, nightsAfter: 0 });
  const ok = { departureAirport: 'FRA', destination: 'AMM', outbound: '2027-05-10', inbound: '2027-05-17', pax: 2 };
  it.each([
    [{}, {}],
    [{ outbound: '2027-04-25', inbound: '2027-06-01' }, {}],
    [{ departureAirport: null }, { airport: 'airportRequired' }],
    [{ destination: null }, { airport: 'noDestination' }],
    [{ outbound: '2027-05-11' }, { outbound: 'tooLate' }],
    [{ outbound: '2027-04-24' }, { outbound: 'tooEarly' }],
    [{ inbound: '2027-05-16' }, { inbound: 'tooEarly' }],
    [{ inbound: '2027-06-02' }, { inbound: 'tooLate' }],
    [
      { outbound: null, inbound: null },
      { outbound: 'required', inbound: 'required' },
    ],
    [{ pax: null }, { pax: 'invalid' }],
  ])(
    'fare search with %j: problems %j (spec part 2 §5: airport, dates within 15 days of the stay)',
    (input, expected) => {
      expect(fareSearchProblems({ ...ok, ...input, limits: searchLimits })).toEqual(expected);
    },
  );
});

describe('flight opt-out and opt-in modes (spec part 1 §9 "unless mode is 5 or 6", part 2 §4)', () => {
  it.each([
    [0, true, false],
    [1, true, false],
    [2, true, false],
    [3, true, false],
    [4, true, false],
    [5, false, false],
    [6, false, true],
    [null, true, false],
  ] as const)('mode %s: may opt out %s, opt-in %s', (mode, optOut, optIn) => {
    expect(canOptOutOfFlight(mode)).toBe(optOut);
    expect(isOptInMode(mode)).toBe(optIn);
  });
});
