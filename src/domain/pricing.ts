import { floorToCents, ON_REQUEST_PRICE } from './format/price';

export interface PricedRoom {
  schedule: { price: number };
  travellers: readonly unknown[];
}

/**
 * The rooms' part of the trip price: the schedule price per traveller in the room (spec part 1
 * §9 "Per-person prices are multiplied by pax"). An on-request price (-1) adds nothing and marks
 * the sum as incomplete. Floored to cents.
 */
export function sumRoomPrices(rooms: readonly PricedRoom[]): { total: number; hasOnRequest: boolean } {
  let total = 0;
  let hasOnRequest = false;
  for (const room of rooms) {
    if (room.schedule.price === ON_REQUEST_PRICE) hasOnRequest = true;
    else total += room.schedule.price * room.travellers.length;
  }
  return { total: floorToCents(total), hasOnRequest };
}
