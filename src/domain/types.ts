/**
 * The plain values the rules take. They are the shapes of the API entities, reduced to the fields
 * a rule reads, so a rule can be called with an API object or a hand-made one in a table test.
 */

/** Flight control modes (spec part 1 §3). */
export const FLIGHT_CONTROL = {
  conveyor: 0,
  noConveyor: 1,
  diverting: 2,
  selectable: 3,
  free: 4,
  noFlight: 5,
  optIn: 6,
} as const;

export interface ScheduleFacts {
  id: number;
  start: string;
  end: string;
  price: number;
  roomType: string;
  allocation: string;
  maxPax: number;
  diffPax: number;
  roomsAvailable: number;
  bookable: boolean;
  onRequest: boolean;
  guaranteed: boolean;
  /** Included flight price per person, in cents. */
  flightPrice: number;
  flightBookingEnabled: boolean;
  flightControl: number | null;
  flightArrivalLatest: string | null;
  flightDepartureEarliest: string | null;
  lastTicketingDate: string | null;
  transferReductionStart: number;
  transferReductionEnd: number;
}

export interface ServiceFacts {
  /** -1 means on request. */
  price: number;
  service: {
    id: number;
    perPerson: boolean;
    onRequest: boolean;
    subCategory: string | null;
    /** Where spec part 2 §3 places the validity; the entry's own goes first (`validityOf`). */
    validFrom?: string | null;
    validUntil?: string | null;
  };
  validFrom?: string | null;
  validUntil?: string | null;
  compulsoryPaxMin?: number | null;
  compulsoryPaxMax?: number | null;
  /** For a traveller's own entry (equipment): counted once. */
  travellerIndex?: number | null;
}

export interface ExtensionFacts extends ServiceFacts {
  /** vv: nights before the trip, nv: nights after it. */
  additionalData: { vv: number; nv: number };
}

export interface RoomFacts {
  schedule: Pick<ScheduleFacts, 'price' | 'roomType' | 'onRequest' | 'bookable' | 'roomsAvailable' | 'allocation'>;
  travellers: readonly unknown[];
}

/**
 * An entry's validity where either part of the spec places it: its own (part 1 §3), else its
 * service's (part 2 §3 'service (…, validFrom, validUntil)').
 */
export const validityOf = (entry: {
  validFrom?: string | null;
  validUntil?: string | null;
  service?: { validFrom?: string | null; validUntil?: string | null };
}): { from: string | null; until: string | null } => ({
  from: entry.validFrom ?? entry.service?.validFrom ?? null,
  until: entry.validUntil ?? entry.service?.validUntil ?? null,
});
