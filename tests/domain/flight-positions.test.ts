import { describe, expect, it } from 'vitest';
import { chosenFlightPosition, chosenFlights, flightOptions } from '@/domain/flight-positions';

const flight = (position: number, flightNumber: string) => ({ position, flightNumber });

describe('flight variants by position (spec part 1 §3 Flight "position")', () => {
  it.each([
    ['no flights', [], []],
    [
      'one variant',
      [flight(0, 'LH1'), flight(0, 'LH2')],
      [{ position: 0, flights: [flight(0, 'LH1'), flight(0, 'LH2')] }],
    ],
    [
      'two variants, lowest position first, flights in the catalogue order',
      [flight(2, 'OS5'), flight(1, 'LH1'), flight(2, 'OS6'), flight(1, 'LH2')],
      [
        { position: 1, flights: [flight(1, 'LH1'), flight(1, 'LH2')] },
        { position: 2, flights: [flight(2, 'OS5'), flight(2, 'OS6')] },
      ],
    ],
  ])('%s', (_case, flights, expected) => {
    expect(flightOptions(flights)).toEqual(expected);
  });
});

describe('the chosen variant (spec part 1 §4 "Flight position choice")', () => {
  const two = [flight(0, 'LH1'), flight(0, 'LH2'), flight(1, 'OS5'), flight(1, 'OS6')];
  it.each([
    ['no flights: none', [], null, null, []],
    ['no flights, a stale choice: none', [], 1, null, []],
    ['nothing chosen: the first variant', two, null, 0, [flight(0, 'LH1'), flight(0, 'LH2')]],
    ['the second chosen', two, 1, 1, [flight(1, 'OS5'), flight(1, 'OS6')]],
    ['a choice the catalogue no longer lists: the first', two, 7, 0, [flight(0, 'LH1'), flight(0, 'LH2')]],
  ])('%s', (_case, flights, chosen, position, list) => {
    expect(chosenFlightPosition(flights, chosen)).toBe(position);
    expect(chosenFlights(flights, chosen)).toEqual(list);
  });
});
