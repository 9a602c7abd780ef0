import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRIP_FILTER,
  filterFromQuery,
  filterToQuery,
  isFilterEmpty,
  periodProblem,
  travelListCall,
} from '@/domain/trip-finder';

const CHOICES = { regions: ['alps', 'africa'], types: ['group', 'cruise'], focus: ['hiking'] };

describe('the trip finder (spec part 2 §7: GET /fapi/travel with regions[], types[], focus[], ids[], group, start, end; POST with a search body when a search is set)', () => {
  it.each([
    ['nothing set: a plain GET', {}, { query: {}, search: null }],
    [
      'lists and group',
      { regions: ['alps', 'africa'], types: ['cruise'], focus: ['hiking'], groupOnly: true },
      { query: { regions: ['alps', 'africa'], types: ['cruise'], focus: ['hiking'], group: true }, search: null },
    ],
    [
      'a period',
      { start: '2027-05-01', end: '2027-06-30' },
      { query: { start: '2027-05-01', end: '2027-06-30' }, search: null },
    ],
    ['only a start', { start: '2027-05-01' }, { query: { start: '2027-05-01' }, search: null }],
    [
      'a period ending before it starts is left out',
      { start: '2027-06-30', end: '2027-05-01' },
      { query: {}, search: null },
    ],
    [
      'a search: POST with it, the lists still in the query',
      { regions: ['alps'], search: '  Meran ' },
      { query: { regions: ['alps'] }, search: 'Meran' },
    ],
    ['only spaces are no search', { search: '   ' }, { query: {}, search: null }],
    [
      'given trips: ids[] beside the rest',
      { ids: ['1', '7'], regions: ['alps'] },
      { query: { ids: ['1', '7'], regions: ['alps'] }, search: null },
    ],
  ])('%s', (_name, change, expected) => {
    expect(travelListCall({ ...EMPTY_TRIP_FILTER, ...change })).toEqual(expected);
  });

  it('keeps the filter in the address and reads it back, known values only', () => {
    const filter = {
      ...EMPTY_TRIP_FILTER,
      ids: ['3', '12'],
      regions: ['alps', 'africa'],
      types: ['group'],
      focus: ['hiking'],
      groupOnly: true,
      start: '2027-05-01',
      end: '2027-06-30',
      search: 'Meran',
    };
    const query = filterToQuery(filter);
    expect(query).toBe(
      '?id=3&id=12&region=alps&region=africa&type=group&focus=hiking&group=1&start=2027-05-01&end=2027-06-30&q=Meran',
    );
    expect(filterFromQuery(query, CHOICES)).toEqual(filter);
  });

  it.each([
    ['unknown values and doubles go', '?region=mars&region=alps&region=alps&type=spaceship', { regions: ['alps'] }],
    ['impossible and malformed dates go', '?start=2027-02-30&end=31.12.2027', {}],
    ['a date with more after it goes', '?start=2027-05-01x&end=x2027-05-31', {}],
    ['a year outside 2000-2099 goes (a year half typed)', '?start=0202-05-01&end=2100-01-01', {}],
    ['good dates stay', '?start=2027-05-01&end=2027-05-31', { start: '2027-05-01', end: '2027-05-31' }],
    ['group only as 1', '?group=true', {}],
    ['a search is at most 100 characters', `?q=${'x'.repeat(150)}`, { search: 'x'.repeat(100) }],
    ['trip ids are whole numbers, each once', '?id=4&id=x&id=0&id=-2&id=4&id=1.5&id=12', { ids: ['4', '12'] }],
    [
      'at most 50 trip ids',
      `?${Array.from({ length: 60 }, (_, i) => `id=${i + 1}`).join('&')}`,
      { ids: Array.from({ length: 50 }, (_, i) => String(i + 1)) },
    ],
    ['broken encoding is read as far as it goes', '?region=%E0%A4%A&region=africa', { regions: ['africa'] }],
  ])('reading an address: %s', (_name, query, expected) => {
    expect(filterFromQuery(query, CHOICES)).toEqual({ ...EMPTY_TRIP_FILTER, ...expected });
  });

  it('writes the search without its spaces', () => {
    expect(filterToQuery({ ...EMPTY_TRIP_FILTER, search: '  Meran ' })).toBe('?q=Meran');
  });

  it('a period must not end before it starts; nothing set is the whole list', () => {
    expect(periodProblem({ start: '2027-06-01', end: '2027-05-31' })).toBe('endBeforeStart');
    expect(periodProblem({ start: '2027-06-01', end: '2027-06-01' })).toBeNull();
    expect(periodProblem({ start: null, end: '2027-05-31' })).toBeNull();
    expect(isFilterEmpty(EMPTY_TRIP_FILTER)).toBe(true);
    expect(isFilterEmpty({ ...EMPTY_TRIP_FILTER, search: ' ' })).toBe(true);
    expect(isFilterEmpty({ ...EMPTY_TRIP_FILTER, groupOnly: true })).toBe(false);
  });
});
