import { priceExtension, priceRooms, priceService } from './pricing';
import type { ExtensionFacts, ServiceFacts } from './types';

export type PriceLine =
  | { kind: 'room'; roomType: string; name: string; quantity: number; amount: number }
  | { kind: 'service'; name: string; quantity: number; amount: number; compulsory: boolean }
  | { kind: 'extension'; name: string; nights: number; amount: number }
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
