import { addDays, compareIso, monthOf } from './format/date';
import type { ScheduleFacts } from './types';

/** Sales bubbles show only on trips for more than 4 (spec part 1 §9). */
const BUBBLE_MIN_MAX_PAX = 4;
const ALMOST_FULL_BELOW = 4;
const POPULAR_BELOW = 8;

export type SalesBubble =
  | { kind: 'guaranteed' }
  | { kind: 'almostFull'; placesLeft: number }
  | { kind: 'popular' }
  | { kind: 'deltaToGuarantee'; missing: number };

/**
 * The sales bubbles of a date (spec part 1 §9): guaranteed; 'almost full' under 4 places left,
 * else 'popular' under 8; 'only 1 or 2 missing' when that many bookings are missing for the
 * guarantee (the travel's minimum group size, decision). Only when maxPax is above 4.
 */
export function salesBubbles(
  schedule: Pick<ScheduleFacts, 'maxPax' | 'diffPax' | 'guaranteed' | 'bookable'>,
  minGroupSize: number,
): SalesBubble[] {
  if (schedule.maxPax <= BUBBLE_MIN_MAX_PAX || !schedule.bookable) return [];
  const bubbles: SalesBubble[] = [];
  if (schedule.guaranteed) bubbles.push({ kind: 'guaranteed' });
  if (schedule.diffPax > 0 && schedule.diffPax < ALMOST_FULL_BELOW)
    bubbles.push({ kind: 'almostFull', placesLeft: schedule.diffPax });
  else if (schedule.diffPax > 0 && schedule.diffPax < POPULAR_BELOW) bubbles.push({ kind: 'popular' });
  const booked = schedule.maxPax - schedule.diffPax;
  const missing = minGroupSize - booked;
  if (!schedule.guaranteed && (missing === 1 || missing === 2)) bubbles.push({ kind: 'deltaToGuarantee', missing });
  return bubbles;
}

export type ScheduleItemState = 'select' | 'request' | 'full' | 'inactive' | 'incomplete';

/**
 * The dates whose schedules came incomplete: a broken room entry of theirs was left out, so their
 * rooms and lowest price are not whole. A broken entry that names no date makes every date so.
 */
export interface IncompleteDates {
  all: boolean;
  days: ReadonlySet<string>;
}

/** From the days the left-out entries name ('' for one that names none). */
export function incompleteDates(leftOutDays: readonly string[]): IncompleteDates {
  return { all: leftOutDays.includes(''), days: new Set(leftOutDays.filter((day) => day !== '')) };
}

/** A date is offered only whole: one whose rooms came incomplete is neither chosen nor priced. */
export const isDateIncomplete = (incomplete: IncompleteDates, start: string): boolean =>
  incomplete.all || incomplete.days.has(start.slice(0, 10));

/** Bookable: select; else on request: request; sold out: full; else inactive (spec part 1 §2). */
export function scheduleItemState(
  schedule: Pick<ScheduleFacts, 'bookable' | 'onRequest' | 'diffPax'>,
): ScheduleItemState {
  if (schedule.bookable) return 'select';
  if (schedule.onRequest) return 'request';
  if (schedule.diffPax <= 0) return 'full';
  return 'inactive';
}

type LeadFacts = Pick<ScheduleFacts, 'start' | 'price' | 'bookable' | 'onRequest'>;

/**
 * How many departure dates the trip has: the days of the trip's own list (every year) and of the dates
 * listed now, each once. 'Termin ändern' shows with more than one (spec part 1 §2), whichever year the
 * list shows.
 */
export function countDates(tripDates: readonly ({ start: string } | null)[], listedDays: Iterable<string>): number {
  const days = [...tripDates.flatMap((date) => (date ? [date.start] : [])), ...listedDays];
  // A day is the same day whether a reply writes it with a time or without.
  return new Set(days.map((start) => start.slice(0, 10))).size;
}

/** The schedules of each departure date, in the order they came; the map is sorted by date. */
export function schedulesByDate<S extends Pick<ScheduleFacts, 'start'>>(
  schedules: readonly S[],
): ReadonlyMap<string, readonly S[]> {
  const byDate = new Map<string, S[]>();
  for (const s of schedules) {
    const list = byDate.get(s.start);
    if (list) list.push(s);
    else byDate.set(s.start, [s]);
  }
  return new Map([...byDate.entries()].sort(([a], [b]) => compareIso(a, b)));
}

/**
 * A date list grouped by the month of each arrival, months in the order their dates come (the
 * list is in date order): a long list of dates reads as a few months of a few rows each.
 */
export function groupByMonth<T>(items: readonly T[], startOf: (item: T) => string): { month: string; items: T[] }[] {
  const groups: { month: string; items: T[] }[] = [];
  for (const item of items) {
    const month = monthOf(startOf(item));
    const last = groups[groups.length - 1];
    if (last && last.month === month) last.items.push(item);
    else groups.push({ month, items: [item] });
  }
  return groups;
}

const leadRank = (s: LeadFacts) => (s.bookable ? 0 : s.onRequest ? 1 : 2);
const comparablePrice = (s: LeadFacts) => (s.price >= 0 ? s.price : Number.POSITIVE_INFINITY);

/**
 * The schedule that speaks for a date (spec part 1 §2: the table row, the calendar day and what a
 * click chooses): a bookable one before one on request before the rest, the cheapest known price
 * among equals, else the first listed. Null for no schedules.
 */
export function leadSchedule<S extends LeadFacts>(list: readonly S[]): S | null {
  let lead: S | null = null;
  for (const s of list) {
    if (
      !lead ||
      leadRank(s) < leadRank(lead) ||
      (leadRank(s) === leadRank(lead) && comparablePrice(s) < comparablePrice(lead))
    )
      lead = s;
  }
  return lead;
}

/** The cheapest known price of a date's schedules; -1 (on request) when none has one. */
export function cheapestPrice(list: readonly Pick<ScheduleFacts, 'price'>[]): number {
  const prices = list.flatMap((s) => (s.price >= 0 ? [s.price] : []));
  return prices.length > 0 ? Math.min(...prices) : -1;
}

/** The rooms a trip's price is quoted in: per person in the twin room, as the trips' price notes say ('pro Person im Doppelzimmer'). */
const REFERENCE_ROOM_TYPES: readonly string[] = ['twin', 'twinCabin'];

/** The price a date is advertised with, and the room it is in where that is not the room the price notes name. */
export interface PriceFrom {
  /** The lowest known price per person of the schedules (spec part 1 §2 'minimum schedule price'); -1 when none has one. */
  price: number;
  /**
   * The room of that price (its type code and the server's description) when it is not a twin
   * room or cabin: 'ab € 2.390,– im Dreibettzimmer', so the lowest price and the note 'pro
   * Person im Doppelzimmer' are both true. Null for a twin room's price (also on a tie) or none.
   */
  room: { roomType: string; description: string } | null;
}

/**
 * The price a date (or a trip's dates) is advertised with ('Preis ab' in the table, the calendar
 * and the finder): the lowest known price of its schedules, naming the room where it is not the
 * room the trips' price notes name.
 */
export function fromPrice(
  list: readonly (Pick<ScheduleFacts, 'price' | 'roomType'> & { roomTypeDescription?: string })[],
): PriceFrom {
  const price = cheapestPrice(list);
  if (price < 0) return { price, room: null };
  const atPrice = list.filter((s) => s.price === price);
  if (atPrice.some((s) => REFERENCE_ROOM_TYPES.includes(s.roomType))) return { price, room: null };
  const first = atPrice[0];
  return { price, room: first ? { roomType: first.roomType, description: first.roomTypeDescription ?? '' } : null };
}

/**
 * The room every priced date of a list is advertised in, when it is one and the same and not the
 * twin room (GRP-ALPS: each date's lowest is the triple room): the list then names it once above
 * its dates instead of under each price. Null when the dates differ or name no room.
 */
export function sharedPriceRoom(prices: readonly PriceFrom[]): PriceFrom['room'] {
  const rooms = prices.filter((p) => p.price >= 0).map((p) => p.room);
  const first = rooms[0];
  if (rooms.length < 2 || !first) return null;
  return rooms.every((room) => room?.roomType === first.roomType && room.description === first.description)
    ? first
    : null;
}

/** A date's guide as the list names them: the first of its guides. */
interface GuideName {
  firstname: string;
  lastname: string;
}

/**
 * The guide who leads every date of a list, when it is one and the same person (by name): the
 * list on a phone then names the guide once above its dates instead of under each. Null when a
 * date has another guide or none yet, or the list has fewer than two dates.
 */
export function sharedGuide<G extends GuideName>(guides: readonly (G | undefined)[]): G | null {
  const first = guides[0];
  if (guides.length < 2 || !first) return null;
  const same = (guide: G | undefined) =>
    guide !== undefined && guide.firstname === first.firstname && guide.lastname === first.lastname;
  return guides.every(same) ? first : null;
}

/** The calendar's earliest selectable day is 10 days from today (spec part 1 §5). */
const CALENDAR_LEAD_DAYS = 10;

interface CalendarDay {
  date: string;
  /** The day's advertised price (`fromPrice`) of its bookable or on-request schedules; -1 when only on request at -1. */
  priceFrom: PriceFrom;
  bookable: boolean;
}

type DayFacts = Pick<ScheduleFacts, 'start' | 'price' | 'roomType' | 'bookable' | 'onRequest'> & {
  roomTypeDescription?: string;
};

/** A date (room type) that can be chosen: bookable, or offered on request (spec part 1 §4). */
export const isOffered = (schedule: { bookable: boolean; onRequest: boolean }): boolean =>
  schedule.bookable || schedule.onRequest;

/**
 * The selectable calendar days: from 10 days ahead, only days with a bookable or on-request
 * schedule, each with its lowest price and the room of it (spec part 1 §2, §5), read from the schedules grouped by
 * date (`schedulesByDate`); `keep` narrows the schedules that count (the single-room filter).
 * In date order.
 */
export function calendarDays<S extends DayFacts>(
  byDate: ReadonlyMap<string, readonly S[]>,
  today: string,
  keep: (schedule: S) => boolean = () => true,
): CalendarDay[] {
  const earliest = addDays(today, CALENDAR_LEAD_DAYS);
  const days: CalendarDay[] = [];
  for (const [date, schedules] of byDate) {
    if (date < earliest) continue;
    const open = schedules.filter((s) => keep(s) && isOffered(s));
    if (open.length === 0) continue;
    days.push({ date, priceFrom: fromPrice(open), bookable: open.some((s) => s.bookable) });
  }
  return days.sort((a, b) => compareIso(a.date, b.date));
}

/**
 * A date the address may choose (?date, ?schedule, #/schedule/{erpId}): one the page itself
 * offers, bookable or on request, and on a trip chosen by calendar no nearer than the calendar's
 * first day (spec part 1 §2, §5).
 */
export const isPreselectable = (
  schedule: { start: string; bookable: boolean; onRequest: boolean },
  { isGroup, today }: { isGroup: boolean; today: string },
): boolean => isOffered(schedule) && (isGroup || schedule.start.slice(0, 10) >= addDays(today, CALENDAR_LEAD_DAYS));

/**
 * Date updates are offered on a trip without dates, and where every date is sold out (spec
 * part 1 §2 'sold out: full'): nothing can be booked or requested.
 */
export function offersDateUpdates(states: readonly ScheduleItemState[]): boolean {
  return states.length === 0 || states.every((state) => state === 'full');
}
