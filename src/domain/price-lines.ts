import { floorToCents, ON_REQUEST_PRICE } from './format/price';
import { FLIGHT_CAUSES, type RequestReason } from './on-request';
import { priceExtension, priceRooms, priceService } from './pricing';
import { hasRoomError } from './rooms';
import type { ExtensionFacts, ServiceFacts } from './types';

export type PriceLine =
  | { kind: 'room'; roomType: string; name: string; quantity: number; amount: number }
  | { kind: 'service'; serviceId: number; name: string; quantity: number; amount: number; compulsory: boolean }
  | { kind: 'extension'; serviceId: number; name: string; nights: number; amount: number }
  | { kind: 'flight'; amount: number }
  | { kind: 'optOut'; amount: number }
  | { kind: 'flex'; amount: number }
  | { kind: 'insurance'; name: string; amount: number }
  | { kind: 'voucher'; code: string; amount: number };

type NamedService = ServiceFacts & { service: { name: string } };

export interface PriceLineInputs {
  pax: number;
  rooms: readonly {
    schedule: { price: number; roomType: string; roomTypeDescription: string };
    travellers: readonly unknown[];
  }[];
  compulsories: readonly NamedService[];
  /** The chosen services in booking order: upgrades, equipment, transfers, rail and fly. */
  services: readonly NamedService[];
  extensions: readonly (ExtensionFacts & { service: { name: string } })[];
  /** The chosen fare's price shown, or null without a fare. */
  flight: number | null;
  optOutReduction: number;
  /** The flex price when the flex tariff is chosen, else null. */
  flex: number | null;
  insurance: { name: string; price: number } | null;
  /** The voucher's code and the value it takes off (0: nothing to show). */
  voucher: { code: string; value: number } | null;
}

const orOnRequest = (part: { amount: number; hasOnRequest: boolean }) => (part.hasOnRequest ? -1 : part.amount);

/**
 * Every line of the price overview (spec part 1 §9, part 2 §9), in booking order; amounts are -1
 * when on request. Rooms of one type make one line with their travellers counted; a per-person
 * service counts pax, a traveller's own entry once; an opt-out, flex, insurance and voucher line
 * only when they change the price. The lines use the rules that price the total, so they add up.
 */
export function priceLines(inputs: PriceLineInputs): PriceLine[] {
  const rooms = new Map<string, { roomType: string; name: string; quantity: number; amount: number }>();
  for (const room of inputs.rooms) {
    const seen = rooms.get(room.schedule.roomType) ?? {
      roomType: room.schedule.roomType,
      name: room.schedule.roomTypeDescription || room.schedule.roomType,
      quantity: 0,
      amount: 0,
    };
    const part = orOnRequest(priceRooms([room]));
    rooms.set(room.schedule.roomType, {
      ...seen,
      quantity: seen.quantity + room.travellers.length,
      amount: part < 0 || seen.amount < 0 ? -1 : seen.amount + part,
    });
  }
  const service =
    (compulsory: boolean) =>
    (entry: NamedService): PriceLine => ({
      kind: 'service',
      serviceId: entry.service.id,
      name: entry.service.name,
      quantity: entry.service.perPerson && (entry.travellerIndex ?? null) === null ? inputs.pax : 1,
      amount: orOnRequest(priceService(entry, inputs.pax)),
      compulsory,
    });
  const lines: PriceLine[] = [
    ...[...rooms.values()].map((room): PriceLine => ({ kind: 'room', ...room })),
    ...inputs.compulsories.map(service(true)),
    ...inputs.services.map(service(false)),
    ...inputs.extensions.map((e): PriceLine => ({
      kind: 'extension',
      serviceId: e.service.id,
      name: e.service.name,
      nights: e.additionalData.vv + e.additionalData.nv,
      amount: orOnRequest(priceExtension(e, inputs.pax)),
    })),
  ];
  if (inputs.flight !== null) lines.push({ kind: 'flight', amount: inputs.flight });
  if (inputs.optOutReduction !== 0) lines.push({ kind: 'optOut', amount: inputs.optOutReduction });
  if (inputs.flex !== null) lines.push({ kind: 'flex', amount: inputs.flex });
  if (inputs.insurance) lines.push({ kind: 'insurance', name: inputs.insurance.name, amount: inputs.insurance.price });
  if (inputs.voucher && inputs.voucher.value > 0)
    lines.push({ kind: 'voucher', code: inputs.voucher.code, amount: -inputs.voucher.value });
  return lines;
}

/** A line that takes money off: its -1 is € 1 off, never 'auf Anfrage'. */
export const isReduction = (line: PriceLine): boolean => line.kind === 'voucher' || line.kind === 'optOut';

/**
 * Each line a request reason names, or priced 'auf Anfrage', marked on request on its own line: a
 * room type on request or beyond its availability, a service or extension on request, the flight
 * for a flight cause, the insurance above its limit. One rule with the reasons, so the marks and
 * 'Warum auf Anfrage?' always agree.
 */
export function markOnRequest(
  lines: readonly PriceLine[],
  reasons: readonly RequestReason[],
): (PriceLine & { onRequest: boolean; requestBadge: boolean })[] {
  const named = (line: PriceLine): boolean => {
    switch (line.kind) {
      case 'room':
        return reasons.some((r) => r.roomType === line.roomType);
      case 'service':
      case 'extension':
        return reasons.some((r) => r.serviceId === line.serviceId);
      case 'flight':
        return reasons.some((r) => FLIGHT_CAUSES.includes(r.cause));
      case 'insurance':
        return reasons.some((r) => r.cause === 'insuranceOnRequest');
      default:
        return false;
    }
  };
  return lines.map((line) => {
    const priced = !isReduction(line) && line.amount === ON_REQUEST_PRICE;
    // A price on request already reads 'auf Anfrage'; a line with a price gets the word beside its name.
    return { ...line, onRequest: priced || named(line), requestBadge: !priced && named(line) };
  });
}

/** What the price box needs before it shows a total, in the order a person chooses it. */
const PRICE_PREREQUISITES = ['date', 'pax', 'rooms'] as const;
export type PricePrerequisite = (typeof PRICE_PREREQUISITES)[number];

/**
 * What is still to choose before the price is the trip's: a date, the party size, a room for
 * every traveller (spec part 1 §5's rule to leave step 1). Until then no total shows, never the
 * surcharges alone.
 */
export function missingForPrice({
  hasDate,
  pax,
  rooms,
}: {
  hasDate: boolean;
  pax: number | null;
  rooms: readonly { travellers: readonly unknown[] }[];
}): PricePrerequisite[] {
  const missing = { date: !hasDate, pax: pax === null, rooms: hasRoomError(pax, rooms) };
  return PRICE_PREREQUISITES.filter((part) => missing[part]);
}

/** The total per person, floored to cents (never more than a share); null for one traveller. */
export function pricePerPerson(total: number, pax: number | null): number | null {
  return pax !== null && pax > 1 ? floorToCents(total / pax) : null;
}
