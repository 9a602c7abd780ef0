import { createSelector } from '@reduxjs/toolkit';
import { priceExtensions, priceRooms, priceServices } from '../../domain/pricing';
import { selectFlexPrice, selectFlightPriceShown, selectOptOutReduction, selectTotals } from './price-selectors';
import { selectBooking } from './selectors';

// The price lines load with the price overview (after the first paint) and step 3.

export type PriceLine =
  | { kind: 'room'; name: string; quantity: number; amount: number }
  | { kind: 'service'; name: string; quantity: number; amount: number; compulsory: boolean }
  | { kind: 'extension'; name: string; nights: number; amount: number }
  | { kind: 'flight'; amount: number }
  | { kind: 'optOut'; amount: number }
  | { kind: 'flex'; amount: number }
  | { kind: 'insurance'; name: string; amount: number }
  | { kind: 'voucher'; code: string; amount: number };

/**
 * Every line of the price overview, in booking order; amounts are -1 when on request. The lines
 * add up to selectTotals (the same rules price both).
 */
export const selectPriceLines = createSelector(
  [selectBooking, selectFlightPriceShown, selectOptOutReduction, selectFlexPrice, selectTotals],
  (booking, flight, optOut, flex, totals): PriceLine[] => {
    const pax = booking.pax ?? 0;
    const lines: PriceLine[] = [];
    const byType = new Map<string, { name: string; quantity: number; price: number }>();
    for (const room of booking.rooms) {
      const key = `${room.schedule.roomType}`;
      const seen = byType.get(key) ?? { name: room.schedule.roomTypeDescription || room.schedule.roomType, quantity: 0, price: 0 };
      const part = priceRooms([room]);
      byType.set(key, { ...seen, quantity: seen.quantity + room.travellers.length, price: part.hasOnRequest || seen.price < 0 ? -1 : seen.price + part.amount });
    }
    for (const line of byType.values()) lines.push({ kind: 'room', name: line.name, quantity: line.quantity, amount: line.price });
    const service = (entries: typeof booking.upgrades, compulsory: boolean) => {
      for (const entry of entries) {
        const part = priceServices([entry], pax);
        const ownEntry = entry.travellerIndex !== null;
        lines.push({ kind: 'service', name: entry.service.name, quantity: entry.service.perPerson && !ownEntry ? pax : 1, amount: part.hasOnRequest ? -1 : part.amount, compulsory });
      }
    };
    service(booking.compulsoriesUpgrade, true);
    service(booking.upgrades, false);
    service(booking.equipments, false);
    service(booking.transfers, false);
    service(booking.railFly.map((r) => ({ ...r, travellerIndex: null, details: null })), false);
    for (const extension of booking.accommodations) {
      const part = priceExtensions([extension], pax);
      lines.push({ kind: 'extension', name: extension.service.name, nights: extension.additionalData.vv + extension.additionalData.nv, amount: part.hasOnRequest ? -1 : part.amount });
    }
    if (booking.flightData.fare) lines.push({ kind: 'flight', amount: flight });
    if (optOut !== 0) lines.push({ kind: 'optOut', amount: optOut });
    if (booking.flexBooking) lines.push({ kind: 'flex', amount: flex });
    if (booking.insurance) lines.push({ kind: 'insurance', name: booking.insurance.name, amount: booking.insurance.price });
    if (booking.voucher && totals.voucherValue > 0) lines.push({ kind: 'voucher', code: booking.voucher.code, amount: -totals.voucherValue });
    return lines;
  },
);

