/**
 * What the booking rules take back when a person changes another choice (spec part 1 §4): the
 * rooms after a new date or a smaller party, the extensions when the room types come to differ, transfers that no longer fit the journey, the
 * chosen fare after a new date, party size or arrival, rail and fly and the flight upgrade without
 * a flight, and equipment of travellers no longer in the party. The page names each in a polite
 * message where it was, so no choice disappears without a word.
 */

/** The choices a rule may take back; in the order the page shows them. */
const TAKEN_BACK_KINDS = ['rooms', 'extensions', 'equipment', 'transfers', 'railFly', 'fare', 'flightUpgrade'] as const;
export type TakenBackKind = (typeof TAKEN_BACK_KINDS)[number];

/** The change that made the rules take something back (the store maps each to its actions, all of them). */
export type TakeBackCause = 'date' | 'party' | 'rooms' | 'extensions' | 'arrival';

/** The choices compared, as the booking holds them. */
export interface ChoiceFacts {
  extras: {
    accommodations: readonly unknown[];
    equipments: readonly unknown[];
    transfers: readonly unknown[];
    railFly: readonly unknown[];
  };
  party: { rooms: readonly { scheduleId: number; travellers: readonly { equipments: readonly unknown[] }[] }[] };
  arrival: {
    flightData: { fare: unknown; upgrade: unknown };
    /** Travelling without a flight: a fare that goes then is the person's own choice. */
    noFlight: boolean;
  };
}

const equipmentCount = (facts: ChoiceFacts) =>
  facts.extras.equipments.length +
  facts.party.rooms.reduce(
    (sum, room) => sum + room.travellers.reduce((inRoom, traveller) => inRoom + traveller.equipments.length, 0),
    0,
  );

/**
 * The rooms before that are not among the rooms after, room type by room type: a room a new date
 * filled again by itself (a single room option) does not hide that the person's rooms went.
 */
function roomsGone(before: ChoiceFacts, after: ChoiceFacts): number {
  const left = after.party.rooms.map((room) => room.scheduleId);
  return before.party.rooms.filter((room) => {
    const kept = left.indexOf(room.scheduleId);
    if (kept >= 0) left.splice(kept, 1);
    return kept < 0;
  }).length;
}

const counts: Record<Exclude<TakenBackKind, 'rooms'>, (facts: ChoiceFacts) => number> = {
  extensions: (facts) => facts.extras.accommodations.length,
  equipment: equipmentCount,
  transfers: (facts) => facts.extras.transfers.length,
  railFly: (facts) => facts.extras.railFly.length,
  fare: (facts) => (facts.arrival.flightData.fare ? 1 : 0),
  flightUpgrade: (facts) => (facts.arrival.flightData.upgrade ? 1 : 0),
};

/**
 * The kinds of choice that a change took back, with how many went. What the person changed
 * themselves is not taken back (new extensions move the fare, but a changed extension is the
 * person's own doing), so the kind the cause names is never listed, nor a fare when the person now
 * travels without a flight.
 */
export function takenBack(
  before: ChoiceFacts,
  after: ChoiceFacts,
  cause: TakeBackCause,
): { kind: TakenBackKind; count: number }[] {
  return TAKEN_BACK_KINDS.filter((kind) => kind !== cause && !(kind === 'fare' && after.arrival.noFlight))
    .map((kind) => ({
      kind,
      count: kind === 'rooms' ? roomsGone(before, after) : counts[kind](before) - counts[kind](after),
    }))
    .filter(({ count }) => count > 0);
}

/** The compulsory services a change made due or no longer due, by name, each once. */
export interface CompulsoryChange {
  added: string[];
  gone: string[];
}

/**
 * The services a change made compulsory or no longer compulsory (spec part 1 §4: compulsory when
 * the party and the date fall within the service's limits): they change the price without a choice
 * of the person's, so the page names them where the change was made.
 */
export function compulsoryChange(before: readonly string[], after: readonly string[]): CompulsoryChange {
  const unique = (names: readonly string[]) => [...new Set(names)];
  return {
    added: unique(after.filter((name) => !before.includes(name))),
    gone: unique(before.filter((name) => !after.includes(name))),
  };
}

/** A change made nothing compulsory and took nothing compulsory away. */
export const isNoCompulsoryChange = ({ added, gone }: CompulsoryChange): boolean =>
  added.length === 0 && gone.length === 0;
