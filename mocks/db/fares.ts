import { addMinutes, format } from 'date-fns';
import type { AirportGroups, Fare } from '../../src/api/schemas';

/**
 * Seeded fares for `POST /hh/search`: the same search always finds the same fares. Nonstop, one-
 * and two-stop connections, one to three connections per leg, overnight arrivals (+1), code
 * shares, duplicates to merge (same flight numbers, prices within and beyond 50), fares outside
 * the trip's windows (arriving too late, returning too early, ticketing too early or missing).
 * A search from FRA finds 500 fares; one from LUX finds none.
 */

const CARRIERS: Record<string, string> = {
  LH: 'Lufthansa',
  OS: 'Austrian Airlines',
  LX: 'Swiss',
  RJ: 'Royal Jordanian',
  TK: 'Turkish Airlines',
  // No logo: the fare shows the carrier's name instead (spec part 2 §3 'airline logos load as images').
  XQ: 'SunExpress',
};
const HUBS = ['IST', 'VIE', 'ZRH', 'ATH', 'CAI'] as const;
const OTHER_AIRPORTS: Record<string, string> = {
  AMM: 'Amman Queen Alia',
  KEF: 'Reykjavík Keflavík',
  IST: 'Istanbul',
  ATH: 'Athen',
  CAI: 'Kairo',
  INN: 'Innsbruck',
  BGO: 'Bergen',
  KKN: 'Kirkenes',
  RAK: 'Marrakesch Menara',
  LXR: 'Luxor',
  ASW: 'Assuan',
  DEL: 'Delhi Indira Gandhi',
};

export interface FareSearch {
  departureAirport: string;
  destinationAirport: string;
  destinationReturnAirport: string;
  outboundDate: string;
  inboundDate: string;
  pax: number;
  classes: string[];
  directOnly: boolean;
}

/** mulberry32: a small seeded random generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const local = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm:ss");
const CLASS_FACTOR: Record<string, number> = { economy: 1, premiumEconomy: 1.7, business: 3.2, first: 5 };
const CLASS_NAME: Record<string, string> = {
  economy: 'Economy',
  premiumEconomy: 'Premium Economy',
  business: 'Business',
  first: 'First',
};

function airportName(code: string, airports: AirportGroups): string {
  for (const group of Object.values(airports)) {
    const found = group.find((a) => a.code === code);
    if (found) return found.name;
  }
  return OTHER_AIRPORTS[code] ?? code;
}

interface LegPlan {
  legIndex: number;
  connectionIndex: number;
  day: string;
  from: string;
  to: string;
  stops: number;
  carrier: string;
  number: number;
  hour: number;
  minute: number;
}

function connection(plan: LegPlan, airports: AirportGroups, rand: () => number) {
  const departure = new Date(
    `${plan.day}T${String(plan.hour).padStart(2, '0')}:${String(plan.minute).padStart(2, '0')}:00`,
  );
  const points = [
    plan.from,
    ...HUBS.slice(0, plan.stops).map((_, i) => HUBS[(plan.number + i) % HUBS.length] ?? 'IST'),
    plan.to,
  ];
  const segments = [];
  let clock = departure;
  for (let i = 0; i < points.length - 1; i++) {
    const flyMinutes = (plan.stops === 0 ? 200 : 100) + Math.round(rand() * 12) * 5;
    const arrival = addMinutes(clock, flyMinutes);
    const layover = i < points.length - 2 ? 45 + Math.round(rand() * 12) * 5 : 0;
    const codeShare = rand() < 0.15 ? `${plan.carrier === 'LH' ? 'OS' : 'LH'} ${7000 + plan.number + i}` : null;
    const from = points[i] ?? plan.from;
    const to = points[i + 1] ?? plan.to;
    segments.push({
      departureDate: local(clock),
      arrivalDate: local(arrival),
      carrier: { code: plan.carrier, hint: CARRIERS[plan.carrier] ?? plan.carrier },
      flightNumber: `${plan.carrier} ${plan.number + i * 10}`,
      codeShare,
      equipmentCode: rand() < 0.5 ? '32N' : '789',
      departureAirport: { name: airportName(from, airports), code: from },
      arrivalAirport: { name: airportName(to, airports), code: to },
      layoverMs: layover * 60000,
    });
    clock = addMinutes(arrival, layover);
  }
  const last = segments[segments.length - 1];
  const arrival = new Date(last?.arrivalDate ?? departure);
  const minutes = Math.round((arrival.getTime() - departure.getTime()) / 60000);
  const days = Math.round(
    (new Date(format(arrival, 'yyyy-MM-dd')).getTime() - new Date(format(departure, 'yyyy-MM-dd')).getTime()) /
      86400000,
  );
  return {
    connectionIdentifier: { legIndex: plan.legIndex, connectionIndex: plan.connectionIndex },
    connectionHeader: {
      departureDate: format(departure, 'dd.MM.yyyy'),
      departure: plan.from,
      arrival: plan.to,
      departureDisplayTime: format(departure, 'HH:mm'),
      arrivalDisplayTime: format(arrival, 'HH:mm'),
      departureFullName: airportName(plan.from, airports),
      arrivalFullName: airportName(plan.to, airports),
      via: points.slice(1, -1),
      travelStopps: plan.stops,
      dayIndicator: days,
      legTravelTime: { daysStayOver: days, hours: Math.floor(minutes / 60), minutes: minutes % 60, addHours: 0 },
    },
    segments,
  };
}

/** The fares a search finds (see the module's comment). */
export function generateFares(search: FareSearch, airports: AirportGroups): Fare[] {
  if (search.departureAirport === 'LUX') return [];
  const rand = random(hash(JSON.stringify(search)));
  const count = search.departureAirport === 'FRA' ? 500 : 36;
  const classes = search.classes.length > 0 ? search.classes : ['economy'];
  const carriers = Object.keys(CARRIERS);
  const fares: Fare[] = [];
  for (let i = 0; fares.length < count; i++) {
    // Every ninth fare repeats the one before with the same flights: a duplicate to merge.
    const previous = fares[fares.length - 1];
    if (i % 9 === 8 && previous) {
      const apart = i % 2 === 0 ? 30 : 80;
      fares.push({
        ...previous,
        fareIndex: fares.length,
        listKey: `F${fares.length}`,
        totalPrice: previous.totalPrice + apart,
        originalPrice: previous.originalPrice + apart,
        fareInfoBox: {
          lastTicketingDate: format(
            addMinutes(new Date(`${search.outboundDate}T00:00:00`), -60 * 24 * (i % 4 === 0 ? 20 : 40)),
            'yyyy-MM-dd',
          ),
        },
      });
      continue;
    }
    const cabin = classes[i % classes.length] ?? 'economy';
    const carrier = carriers[Math.floor(rand() * carriers.length)] ?? 'LH';
    const maxStops = search.directOnly ? 0 : 2;
    const stops = Math.min(maxStops, rand() < 0.35 ? 0 : rand() < 0.7 ? 1 : 2);
    const legs = [
      { index: 0, day: search.outboundDate, from: search.departureAirport, to: search.destinationAirport },
      { index: 1, day: search.inboundDate, from: search.destinationReturnAirport, to: search.departureAirport },
    ].map((leg) => {
      const connections = Math.ceil(rand() * 3);
      return {
        index: leg.index,
        connections: Array.from({ length: connections }, (_, c) => {
          // Early outbound and afternoon return flights; every seventh fare and some further
          // connections miss the trip's windows.
          const late = c === 0 ? i % 7 === 3 : rand() < 0.2;
          const hour =
            leg.index === 0
              ? late
                ? 15 + Math.floor(rand() * 7)
                : 4 + Math.floor(rand() * 4)
              : late
                ? 6 + Math.floor(rand() * 4)
                : 13 + Math.floor(rand() * 9);
          const legStops = c === 0 ? stops : Math.min(maxStops, Math.floor(rand() * 3));
          return connection(
            {
              legIndex: leg.index,
              connectionIndex: c,
              day: leg.day,
              from: leg.from,
              to: leg.to,
              stops: legStops,
              carrier,
              number: 100 + ((i * 37 + leg.index * 500 + c * 13) % 8900),
              hour,
              minute: Math.floor(rand() * 12) * 5,
            },
            airports,
            rand,
          );
        }),
      };
    });
    const stopsDiscount = stops * 45;
    const perPerson = Math.round((420 + rand() * 480 - stopsDiscount) * (CLASS_FACTOR[cabin] ?? 1) * 100) / 100;
    const ticketingRoll = rand();
    const ticketing =
      i % 17 === 11
        ? null
        : format(
            addMinutes(
              new Date(`${search.outboundDate}T00:00:00`),
              -60 * 24 * (ticketingRoll < 0.08 ? 60 : 10 + Math.floor(rand() * 15)),
            ),
            'yyyy-MM-dd',
          );
    const totalTime = legs.reduce(
      (sum, leg) =>
        sum +
        ((leg.connections[0]?.connectionHeader.legTravelTime.hours ?? 0) * 60 +
          (leg.connections[0]?.connectionHeader.legTravelTime.minutes ?? 0)),
      0,
    );
    fares.push({
      fareIndex: fares.length,
      listKey: `F${fares.length}`,
      totalPrice: Math.round(perPerson * search.pax * 100) / 100 + 0.37,
      originalPrice: perPerson * search.pax,
      totalTime,
      fareHeader: { cabinClassCombined: CLASS_NAME[cabin] ?? 'Economy', fareHasFreeBaggage: rand() < 0.6 },
      fareInfoBox: { lastTicketingDate: ticketing },
      legIdentifiers: legs.map((leg) => `L${leg.index}-${fares.length}`),
      legs,
    });
  }
  return fares;
}

/** A small SVG mark for a carrier, or null for one without a logo. */
export function airlineLogo(code: string): string | null {
  if (code === 'XQ' || !CARRIERS[code]) return null;
  const colour = { LH: '#05164d', OS: '#d81e05', LX: '#e2001a', RJ: '#7a1f3d', TK: '#c70a0c' }[code] ?? '#333';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="8" fill="${colour}"/><text x="24" y="30" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${code}</text></svg>`;
}
