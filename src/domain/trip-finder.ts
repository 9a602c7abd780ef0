import { parseServerDate } from './format/date';

/**
 * The start page's trip finder (spec part 2 §7 'GET or POST /fapi/travel': regions[], types[],
 * focus[], ids[], group, start, end; POST with a search body when a search is set).
 */
export interface TripFilter {
  /** Given trips only, by their id (`ids[]`): an operator's page that links a selection of trips. */
  ids: string[];
  regions: string[];
  types: string[];
  focus: string[];
  /** Group trips only (`group=true`); otherwise every trip. */
  groupOnly: boolean;
  /** The travel period, 'yyyy-mm-dd'. */
  start: string | null;
  end: string | null;
  search: string;
}

export const EMPTY_TRIP_FILTER: TripFilter = {
  ids: [],
  regions: [],
  types: [],
  focus: [],
  groupOnly: false,
  start: null,
  end: null,
  search: '',
};

/** What the finder offers to choose from (decision: the operator's filter values; their names are texts). */
export interface FilterChoices {
  regions: readonly string[];
  types: readonly string[];
  focus: readonly string[];
}

/**
 * A day the finder takes: 'yyyy-mm-dd', a real date, in 2000-2099 (a date input passes through
 * years like 0002 while a year is typed: those are not sent).
 */
export const isFinderDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^20\d{2}-\d{2}-\d{2}$/.test(text) && parseServerDate(text) !== null;

/** At most this many given trips are asked for: an address longer than that is not a page's selection. */
const MAX_IDS = 50;
/** A trip's id as the address may name it: a whole number (the travel reply's `id`). */
const isTripId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** A finder's address keeps its filter (a reload, back, a shared link): ?id=…&region=…&type=…&focus=…&group=1&start=…&end=…&q=… */
export function filterFromQuery(query: string, choices: FilterChoices): TripFilter {
  const params = new URLSearchParams(query);
  const known = (key: string, allowed: readonly string[]) => [
    ...new Set(params.getAll(key).filter((value) => allowed.includes(value))),
  ];
  const start = params.get('start');
  const end = params.get('end');
  return {
    ids: [...new Set(params.getAll('id').filter(isTripId))].slice(0, MAX_IDS),
    regions: known('region', choices.regions),
    types: known('type', choices.types),
    focus: known('focus', choices.focus),
    groupOnly: params.get('group') === '1',
    start: isFinderDay(start) ? start : null,
    end: isFinderDay(end) ? end : null,
    search: (params.get('q') ?? '').slice(0, 100),
  };
}

export function filterToQuery(filter: TripFilter): string {
  const params = new URLSearchParams();
  filter.ids.forEach((value) => params.append('id', value));
  filter.regions.forEach((value) => params.append('region', value));
  filter.types.forEach((value) => params.append('type', value));
  filter.focus.forEach((value) => params.append('focus', value));
  if (filter.groupOnly) params.set('group', '1');
  if (filter.start) params.set('start', filter.start);
  if (filter.end) params.set('end', filter.end);
  if (filter.search.trim()) params.set('q', filter.search.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

type PeriodProblem = 'endBeforeStart';

/** The travel period must not end before it starts. */
export function periodProblem(filter: Pick<TripFilter, 'start' | 'end'>): PeriodProblem | null {
  return filter.start && filter.end && filter.end < filter.start ? 'endBeforeStart' : null;
}

export interface TravelListCall {
  query: {
    ids?: string[];
    regions?: string[];
    types?: string[];
    focus?: string[];
    group?: boolean;
    start?: string;
    end?: string;
  };
  /** POST with this body when a search is set; GET otherwise. */
  search: string | null;
}

/** The call for a filter: only what is set goes along; a period that ends before it starts is left out. */
export function travelListCall(filter: TripFilter): TravelListCall {
  const query: TravelListCall['query'] = {};
  if (filter.ids.length > 0) query.ids = filter.ids;
  if (filter.regions.length > 0) query.regions = filter.regions;
  if (filter.types.length > 0) query.types = filter.types;
  if (filter.focus.length > 0) query.focus = filter.focus;
  if (filter.groupOnly) query.group = true;
  if (!periodProblem(filter)) {
    if (filter.start) query.start = filter.start;
    if (filter.end) query.end = filter.end;
  }
  const search = filter.search.trim();
  return { query, search: search === '' ? null : search };
}

/** Nothing is filtered: the whole list. */
export const isFilterEmpty = (filter: TripFilter) => filterToQuery(filter) === '';
