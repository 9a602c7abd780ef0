import { floorToCents, ON_REQUEST_PRICE } from './format/price';
import type { ExtensionFacts, ServiceFacts } from './types';

interface PricedRoom {
  schedule: { price: number };
  travellers: readonly unknown[];
}

/** A part of the price: its amount, and whether something in it is on request (adds nothing). */
interface PricePart {
  amount: number;
  hasOnRequest: boolean;
}

const NOTHING: PricePart = { amount: 0, hasOnRequest: false };

function add(a: PricePart, b: PricePart): PricePart {
  return { amount: a.amount + b.amount, hasOnRequest: a.hasOnRequest || b.hasOnRequest };
}

/**
 * The rooms: the schedule price per traveller in the room (spec part 1 §9 "per-person prices are
 * multiplied"). A room on request (-1) adds nothing and marks the sum.
 */
export function priceRooms(rooms: readonly PricedRoom[]): PricePart {
  return rooms.reduce<PricePart>(
    (sum, room) =>
      add(
        sum,
        room.schedule.price === ON_REQUEST_PRICE
          ? { amount: 0, hasOnRequest: true }
          : { amount: room.schedule.price * room.travellers.length, hasOnRequest: false },
      ),
    NOTHING,
  );
}

/**
 * One service entry: per person times pax, else once; a traveller's own entry (equipment) once.
 * -1 is on request and adds nothing (spec part 1 §3).
 */
export function priceService(entry: ServiceFacts, pax: number): PricePart {
  if (entry.price === ON_REQUEST_PRICE) return { amount: 0, hasOnRequest: true };
  const ownEntry = entry.travellerIndex !== undefined && entry.travellerIndex !== null;
  const times = entry.service.perPerson && !ownEntry ? pax : 1;
  return { amount: entry.price * times, hasOnRequest: false };
}

export function priceServices(entries: readonly ServiceFacts[], pax: number): PricePart {
  return entries.reduce((sum, entry) => add(sum, priceService(entry, pax)), NOTHING);
}

/**
 * An extension: its price is per person and night (decision), times the nights chosen before (vv)
 * and after (nv) the trip, times pax when per person.
 */
export function priceExtension(extension: ExtensionFacts, pax: number): PricePart {
  if (extension.price === ON_REQUEST_PRICE) return { amount: 0, hasOnRequest: true };
  const nights = extension.additionalData.vv + extension.additionalData.nv;
  return { amount: extension.price * nights * (extension.service.perPerson ? pax : 1), hasOnRequest: false };
}

export function priceExtensions(extensions: readonly ExtensionFacts[], pax: number): PricePart {
  return extensions.reduce((sum, extension) => add(sum, priceExtension(extension, pax)), NOTHING);
}

export interface TotalsInputs {
  pax: number;
  rooms: PricePart;
  services: PricePart;
  extensions: PricePart;
  /** The fare's price beyond the included flight (flightPriceShown), for all travellers. */
  flight: PricePart;
  /** The opt-out reduction, zero or negative. */
  optOutReduction: number;
  flexPrice: number;
  /** The chosen insurance's price for the whole booking; null without insurance. */
  insurancePrice: number | null;
  voucher: { reduction: number | null; percentage: number | null } | null;
}

export interface Totals {
  /** What the customer pays: trip and insurance, less the voucher. */
  totalPrice: number;
  /** The trip (incl. flex), less the part of the voucher it takes. */
  totalPriceWithoutInsurance: number;
  /** Trip and insurance before the voucher. */
  totalPriceWithoutVoucher: number;
  totalInsurancePrice: number;
  /** The trip price: everything but insurance and voucher (deposit and flex are computed on it). */
  tripPrice: number;
  /** What the voucher takes off. */
  voucherValue: number;
  /** What is left of a voucher larger than the price. */
  voucherRemainder: number;
  hasOnRequest: boolean;
}

/** The voucher's value: an amount, or a percentage of the trip price (decision: not of the insurance). */
export function voucherNominal(voucher: TotalsInputs['voucher'], tripPrice: number): number {
  if (!voucher) return 0;
  if (voucher.reduction !== null && voucher.reduction > 0) return voucher.reduction;
  if (voucher.percentage !== null && voucher.percentage > 0)
    return floorToCents((tripPrice * Math.min(voucher.percentage, 100)) / 100);
  return 0;
}

/**
 * The totals of spec part 1 §3: trip price (rooms, services, extensions, flight, opt-out
 * reduction, flex), insurance, voucher (it applies to the final payment; a voucher larger than
 * the price leaves a remainder). Floored to cents, never below zero.
 */
export function computeTotals(inputs: TotalsInputs): Totals {
  const raw =
    inputs.rooms.amount +
    inputs.services.amount +
    inputs.extensions.amount +
    inputs.flight.amount +
    inputs.optOutReduction +
    inputs.flexPrice;
  const tripPrice = floorToCents(Math.max(0, raw));
  const insurance = floorToCents(Math.max(0, inputs.insurancePrice ?? 0));
  const totalPriceWithoutVoucher = floorToCents(tripPrice + insurance);
  const nominal = voucherNominal(inputs.voucher, tripPrice);
  const voucherValue = floorToCents(Math.min(nominal, totalPriceWithoutVoucher));
  return {
    totalPrice: floorToCents(totalPriceWithoutVoucher - voucherValue),
    totalPriceWithoutInsurance: floorToCents(tripPrice - Math.min(voucherValue, tripPrice)),
    totalPriceWithoutVoucher,
    totalInsurancePrice: insurance,
    tripPrice,
    voucherValue,
    voucherRemainder: floorToCents(Math.max(0, nominal - voucherValue)),
    hasOnRequest:
      inputs.rooms.hasOnRequest ||
      inputs.services.hasOnRequest ||
      inputs.extensions.hasOnRequest ||
      inputs.flight.hasOnRequest,
  };
}
