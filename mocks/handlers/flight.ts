import { addMinutes, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { Fare } from '../../src/api/schemas';
import type { MockDatabase } from '../db/database';
import { api, readJson, route } from './respond';

const CARRIERS = [['LH', 'Lufthansa'], ['OS', 'Austrian'], ['LX', 'Swiss'], ['RJ', 'Royal Jordanian'], ['TK', 'Turkish Airlines']] as const;
const HUBS = ['MUC', 'VIE', 'ZRH', 'IST'] as const;

function connection(legIndex: number, connectionIndex: number, date: string, from: string, to: string, stops: number, seed: number) {
  const [code, hint] = CARRIERS[seed % CARRIERS.length] ?? CARRIERS[0];
  const departure = new Date(`${date}T${String(6 + ((seed * 3) % 14)).padStart(2, '0')}:${seed % 2 ? '35' : '05'}:00`);
  const legMinutes = 150 + stops * 110 + (seed % 5) * 20;
  const arrival = addMinutes(departure, legMinutes);
  const stopsAt = HUBS.slice(0, stops);
  const points = [from, ...stopsAt, to];
  const segments = points.slice(0, -1).map((point, i) => {
    const segStart = addMinutes(departure, (legMinutes / (points.length - 1)) * i);
    const segEnd = addMinutes(segStart, legMinutes / (points.length - 1) - (i < points.length - 2 ? 45 : 0));
    return {
      departureDate: segStart.toISOString(), arrivalDate: segEnd.toISOString(), carrier: { code, hint },
      flightNumber: `${code} ${100 + seed * 7 + i}`, codeShare: null, equipmentCode: '32N',
      departureAirport: { name: point, code: point }, arrivalAirport: { name: points[i + 1] ?? to, code: points[i + 1] ?? to },
      layoverMs: i < points.length - 2 ? 45 * 60000 : 0,
    };
  });
  return {
    connectionIdentifier: { legIndex, connectionIndex },
    connectionHeader: {
      departureDate: format(departure, 'dd.MM.yyyy'), departure: from, arrival: to,
      departureDisplayTime: format(departure, 'HH:mm'), arrivalDisplayTime: format(arrival, 'HH:mm'),
      departureFullName: from, arrivalFullName: to, via: stopsAt, travelStopps: stops,
      dayIndicator: arrival.getDate() === departure.getDate() ? 0 : 1,
      legTravelTime: { daysStayOver: 0, hours: Math.floor(legMinutes / 60), minutes: legMinutes % 60, addHours: 0 },
    },
    segments,
  };
}

export const flightHandlers = (db: MockDatabase) => [
  http.get(api('/fapi/flight/:code'), route(db, ({ params }) => HttpResponse.json(db.catalogue.flights[String(params.code)] ?? []))),
  http.post(api('/hh/search'), route(db, async ({ request }) => {
    const body = await readJson(request);
    const from = String(body.departureAirport ?? 'FRA');
    const to = String(body.destinationAirport ?? 'AMM');
    const back = String(body.destinationReturnAirport ?? to);
    const outbound = String(body.outboundDate ?? '');
    const inbound = String(body.inboundDate ?? '');
    const pax = Number(body.pax ?? 1);
    if (from === 'LUX') {
      return HttpResponse.json({ fareSearchResult: { fareResultID: 'none', validUntil: addMinutes(new Date(), 30).toISOString(), request: true, fares: [] } });
    }
    const fares: Fare[] = Array.from({ length: 12 }, (_, i) => {
      const stops = body.directOnly ? 0 : i % 3;
      const out = connection(0, 0, outbound, from, to, stops, i);
      const ret = connection(1, 0, inbound, back, from, stops, i + 3);
      const perPerson = 420 + ((i * 53) % 260) - stops * 40;
      return {
        fareIndex: i, listKey: `F${i}`, totalPrice: perPerson * pax + 0.4, originalPrice: perPerson * pax,
        totalTime: (out.connectionHeader.legTravelTime.hours + ret.connectionHeader.legTravelTime.hours) * 60,
        fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: i % 2 === 0 },
        fareInfoBox: { lastTicketingDate: outbound },
        legIdentifiers: [`L0-${i}`, `L1-${i}`],
        legs: [{ index: 0, connections: [out] }, { index: 1, connections: [ret] }],
      };
    });
    return HttpResponse.json({ fareSearchResult: { fareResultID: `R${Date.now()}`, validUntil: addMinutes(new Date(), 30).toISOString(), request: false, fares } });
  })),
];
