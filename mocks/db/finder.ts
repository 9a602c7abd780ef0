import { fromPrice } from '../../src/domain/catalogue';
import type { Travel } from '../../src/api/schemas';
import type { Catalogue } from './catalogue';
import { isLanguage, LANGUAGES } from '../../src/config/language';

/** The finder's filter values of the demo trips (the types follow from each trip's flags). */
const ATTRIBUTES: Record<string, { regions: string[]; focus: string[] }> = {
  'GRP-ALPS': { regions: ['alps'], focus: ['hiking'] },
  'IND-ICELAND': { regions: ['northern-europe'], focus: ['nature'] },
  'OPT-JORDAN': { regions: ['middle-east'], focus: ['culture', 'hiking'] },
  'NOF-DOLOMITES': { regions: ['alps', 'southern-europe'], focus: ['hiking', 'dogs'] },
  'BRK-NORWAY': { regions: ['northern-europe'], focus: ['nature'] },
  'PRT-MOROCCO': { regions: ['africa'], focus: ['culture'] },
  'CRU-NILE': { regions: ['africa'], focus: ['culture'] },
  'PAS-INDIA': { regions: ['asia'], focus: ['culture'] },
  NODATES: { regions: ['southern-europe'], focus: ['cycling'] },
};

function typesOf(travel: Travel): string[] {
  return [
    travel.isCruise ? 'cruise' : null,
    travel.isPartner ? 'partner' : null,
    travel.isBroker ? 'broker' : null,
  ].filter((t): t is string => t !== null);
}

export interface FinderQuery {
  ids: string[];
  regions: string[];
  types: string[];
  focus: string[];
  group: boolean;
  start: string | null;
  end: string | null;
  search: string | null;
}

/** Reads GET/POST /fapi/travel's query (regions[]=…) and the POST body's search. */
export function finderQuery(url: URL, body: Record<string, unknown> | null): FinderQuery {
  const list = (key: string) => url.searchParams.getAll(`${key}[]`);
  const search = typeof body?.search === 'string' && body.search.trim() !== '' ? body.search.trim() : null;
  return {
    ids: list('ids'),
    regions: list('regions'),
    types: list('types'),
    focus: list('focus'),
    group: url.searchParams.get('group') === 'true',
    start: url.searchParams.get('start'),
    end: url.searchParams.get('end'),
    search,
  };
}

const matches = (travel: Travel, text: string) =>
  `${travel.name} ${travel.code}`.toLowerCase().includes(text.toLowerCase());

/** The trips of a query (any of a list's values, every list), with price from and next date from today. */
export function findTrips(catalogue: Catalogue, query: FinderQuery, today: string) {
  return Object.values(catalogue.travels)
    .filter((travel) => {
      const attributes = ATTRIBUTES[travel.code] ?? { regions: [], focus: [] };
      const any = (wanted: string[], has: string[]) =>
        wanted.length === 0 || wanted.some((value) => has.includes(value));
      if (
        !any(query.regions, attributes.regions) ||
        !any(query.focus, attributes.focus) ||
        !any(query.types, typesOf(travel))
      )
        return false;
      if (query.ids.length > 0 && !query.ids.includes(String(travel.id))) return false;
      if (query.group && !travel.isGroup) return false;
      if (query.search && !matches(travel, query.search)) return false;
      if (query.start || query.end) {
        const dates = (catalogue.schedules[travel.code] ?? []).map((s) => s.start.slice(0, 10));
        if (!dates.some((day) => (!query.start || day >= query.start) && (!query.end || day <= query.end)))
          return false;
      }
      return true;
    })
    .map((travel) => {
      // The next date and its price within the chosen period, if one was chosen.
      const inPeriod = (day: string) =>
        day >= today && (!query.start || day >= query.start) && (!query.end || day <= query.end);
      const schedules = (catalogue.schedules[travel.code] ?? []).filter(
        (s) => inPeriod(s.start.slice(0, 10)) && (s.bookable || s.onRequest),
      );
      const { price, room } = fromPrice(schedules);
      return {
        code: travel.code,
        name: travel.name,
        isGroup: travel.isGroup,
        priceFrom: price > 0 ? price : null,
        priceFromRoomType: price > 0 && room ? room.roomType : null,
        nextDate: schedules.map((s) => s.start.slice(0, 10)).sort()[0] ?? null,
        image: travel.image,
      };
    });
}

/** Today as 'yyyy-mm-dd' in local time (the catalogue's dates are relative to it). */
export const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** POST /fapi/travel/search-box's text reply: the server's suggestion list as HTML, five at most. */
export function searchBoxHtml(catalogue: Catalogue, text: string, language: string): string {
  const prefix = LANGUAGES[isLanguage(language) ? language : 'de'].prefix;
  const found =
    text.trim().length < 2
      ? []
      : Object.values(catalogue.travels)
          .filter((travel) => matches(travel, text.trim()))
          .slice(0, 5);
  return `<ul class="search-box">${found.map((t) => `<li><a href="${prefix}/b/${encodeURIComponent(t.code)}">${escapeHtml(t.name)}</a></li>`).join('')}</ul>`;
}
