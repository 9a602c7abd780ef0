import { describe, expect, it } from 'vitest';
import { airportLabel, airportNamed, matchAirports } from '@/domain/airports';

const groups = [
  {
    group: 'DE',
    airports: [
      { code: 'FRA', name: 'Frankfurt', city: 'Frankfurt am Main' },
      { code: 'MUC', name: 'München', city: 'München' },
      { code: 'CGN', name: 'Köln/Bonn', city: 'Köln' },
    ],
  },
  {
    group: 'AT',
    airports: [
      { code: 'VIE', name: 'Wien-Schwechat', city: 'Wien' },
      { code: 'SZG', name: 'Salzburg', city: 'Salzburg' },
    ],
  },
  { group: 'LUX', airports: [{ code: 'LUX', name: 'Luxemburg-Findel', city: 'Luxemburg' }] },
];
const codes = (text: string) =>
  matchAirports(groups, text).map((g) => `${g.group}:${g.airports.map((a) => a.code).join(',')}`);

describe('the airport type-ahead (spec part 2 §3: grouped DE, AT, CH, IT, LUX; minimum input 0)', () => {
  it.each([
    ['', ['DE:FRA,MUC,CGN', 'AT:VIE,SZG', 'LUX:LUX']],
    ['mun', ['DE:MUC']],
    ['Munchen', ['DE:MUC']],
    ['wien', ['AT:VIE']],
    ['schwechat', ['AT:VIE']],
    ['koln', ['DE:CGN']],
    ['sz', ['AT:SZG']],
    ['lux', ['LUX:LUX']],
    ['fr', ['DE:FRA']],
    ['burg', ['AT:SZG', 'LUX:LUX']],
    ['m', ['DE:MUC,FRA', 'LUX:LUX']],
    ['xyz', []],
  ])('%j lists %j', (text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it('names an airport by its code or its label, nothing else', () => {
    expect([
      airportNamed(
        groups.flatMap((g) => g.airports),
        'muc',
      )?.code,
      airportNamed(
        groups.flatMap((g) => g.airports),
        'München (MUC)',
      )?.code,
      airportNamed(
        groups.flatMap((g) => g.airports),
        'Mün',
      ),
      airportNamed([], ''),
    ]).toEqual(['MUC', 'MUC', null, null]);
    expect(airportLabel({ code: 'MUC', name: 'München', city: 'München' })).toBe('München (MUC)');
  });
});
