/**
 * A shared offer: the step-1 choices of a booking (date, party, rooms, services, extensions, rail
 * and fly, the way to travel) as a short text for a link. Never a name, an address or anything
 * else of a person: only ids and counts from the catalogue. Read back strictly: anything that is
 * not exactly this shape is no offer.
 */
export interface Offer {
  schedule: number;
  pax: number;
  /** The rooms' schedule ids, one per room. */
  rooms: number[];
  /** The chosen services by kind (its one-letter key), with the traveller for a per-traveller entry. */
  services: Record<string, { id: number; traveller: number | null }[]>;
  extensions: { id: number; nights: number }[];
  railFly: number[];
  /** Travelling without the trip's flight (on one's own, or not opting in). */
  noFlight: boolean;
  flightPosition: number | null;
  /** The flight upgrade's index in the list of upgrades; null for none. */
  upgrade: number | null;
}

/** The version of the text: a link made today still opens after the shape grows. */
const VERSION = '1';
/** Bounds of what a link may hold (a party of 99 at most, a trip's lists are short). */
const MAX_LIST = 99;
const MAX_ID = 2 ** 40;

const num = (n: number) => n.toString(36);
const readNum = (text: string, max = MAX_ID): number | null => {
  if (!/^[0-9a-z]{1,9}$/.test(text)) return null;
  const n = parseInt(text, 36);
  return Number.isSafeInteger(n) && n <= max ? n : null;
};
const list = (values: readonly string[]) => values.join('-');

/** The offer as text: '1', then one part per fact, '.' between them; numbers in base 36. */
export function encodeOffer(offer: Offer): string {
  const parts = [VERSION, `s${num(offer.schedule)}`, `p${num(offer.pax)}`];
  if (offer.rooms.length) parts.push(`r${list(offer.rooms.map(num))}`);
  for (const [key, entries] of Object.entries(offer.services)) {
    if (entries.length === 0) continue;
    // One item per service: its id, then the travellers it is for ('_' and one digit each).
    const byId = new Map<number, (number | null)[]>();
    for (const { id, traveller } of entries) byId.set(id, [...(byId.get(id) ?? []), traveller]);
    const items = [...byId].map(([id, travellers]) => {
      const who = travellers.filter((t): t is number => t !== null);
      return who.length ? `${num(id)}_${who.map(num).join('')}` : num(id);
    });
    parts.push(`c${key}${list(items)}`);
  }
  if (offer.extensions.length) parts.push(`x${list(offer.extensions.map((e) => `${num(e.id)}_${num(e.nights)}`))}`);
  if (offer.railFly.length) parts.push(`f${list(offer.railFly.map(num))}`);
  if (offer.noFlight) parts.push('an');
  if (offer.flightPosition !== null) parts.push(`q${num(offer.flightPosition)}`);
  if (offer.upgrade !== null) parts.push(`g${num(offer.upgrade)}`);
  return parts.join('.');
}

function readList<T>(text: string, read: (item: string) => T | null): T[] | null {
  const items = text.split('-');
  if (items.length > MAX_LIST) return null;
  const values = items.map(read);
  return values.every((v): v is T => v !== null) ? values : null;
}

/** The offer a text holds; null for anything else (another version, a part twice, a number out of range). */
export function decodeOffer(text: string, serviceKeys: readonly string[]): Offer | null {
  if (text.length > 600) return null;
  const [version, ...parts] = text.split('.');
  if (version !== VERSION) return null;
  const offer: Offer = {
    schedule: -1,
    pax: 0,
    rooms: [],
    services: {},
    extensions: [],
    railFly: [],
    noFlight: false,
    flightPosition: null,
    upgrade: null,
  };
  const seen = new Set<string>();
  for (const part of parts) {
    const tag = part.startsWith('c') ? part.slice(0, 2) : part.slice(0, 1);
    const body = part.slice(tag.length);
    if (seen.has(tag) || body === '') return null;
    seen.add(tag);
    if (tag === 's') offer.schedule = readNum(body) ?? -1;
    else if (tag === 'p') offer.pax = readNum(body, 99) ?? 0;
    else if (tag === 'r') {
      const rooms = readList(body, (item) => readNum(item));
      if (!rooms) return null;
      offer.rooms = rooms;
    } else if (tag.startsWith('c') && serviceKeys.includes(tag.slice(1))) {
      const items = readList(body, (item) => {
        const [id, who, extra] = item.split('_');
        const serviceId = readNum(id ?? '');
        if (serviceId === null || extra !== undefined) return null;
        if (who === undefined) return [{ id: serviceId, traveller: null }];
        const travellers = [...who].map((t) => readNum(t, 98));
        return who !== '' && travellers.every((t) => t !== null)
          ? travellers.map((traveller) => ({ id: serviceId, traveller }))
          : null;
      });
      if (!items) return null;
      offer.services[tag.slice(1)] = items.flat();
    } else if (tag === 'x') {
      const extensions = readList(body, (item) => {
        const [id, nights, extra] = item.split('_');
        const extensionId = readNum(id ?? '');
        const count = readNum(nights ?? '', 365);
        return extensionId === null || count === null || extra !== undefined
          ? null
          : { id: extensionId, nights: count };
      });
      if (!extensions) return null;
      offer.extensions = extensions;
    } else if (tag === 'f') {
      const railFly = readList(body, (item) => readNum(item));
      if (!railFly) return null;
      offer.railFly = railFly;
    } else if (tag === 'a') {
      if (body !== 'n') return null;
      offer.noFlight = true;
    } else if (tag === 'q') offer.flightPosition = readNum(body, 99);
    else if (tag === 'g') offer.upgrade = readNum(body, 9);
    else return null;
  }
  const positionBroken = seen.has('q') && offer.flightPosition === null;
  const upgradeBroken = seen.has('g') && offer.upgrade === null;
  if (offer.schedule < 0 || offer.pax < 1 || positionBroken || upgradeBroken) return null;
  return offer;
}
