/**
 * What an expired stored booking keeps (spec part 2 §9, decision): the step-1 choices (the party,
 * the extras, the arrival), the entries they name as last seen, and the booking's code and offer,
 * which are re-read against the catalogue on load. Everything else (the customer, the travellers, the agency, the consents, the
 * payment choice) is personal or belongs to a later step. Read from a booking in today's shape
 * (booking-migrations `migrateStoredFields` brings an earlier one to it).
 */
const STEP_ONE_FIELDS = ['travelCode', 'osc', 'party', 'extras', 'arrival', 'lastSeen', '_persist'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The equipment without the body data given with it (personal). */
function withoutBodyData(extras: Record<string, unknown>): Record<string, unknown> {
  const { equipments } = extras;
  if (!Array.isArray(equipments)) return extras;
  return {
    ...extras,
    equipments: equipments.map((entry: unknown) => (isRecord(entry) ? { ...entry, details: null } : entry)),
  };
}

/** The rooms with their traveller places kept, empty (what was held in them is personal). */
function withEmptyPlaces(party: Record<string, unknown>): Record<string, unknown> {
  const { rooms } = party;
  if (!Array.isArray(rooms)) return party;
  return {
    ...party,
    rooms: rooms.map((room: unknown) =>
      isRecord(room) && Array.isArray(room.travellers)
        ? { ...room, travellers: room.travellers.map(() => ({})) }
        : room,
    ),
  };
}

/**
 * A stored booking's step-1 choices only. Body data given with an equipment entry and anything held
 * in a room's traveller places are personal too and go; the places stay, empty.
 */
export function stepOneOnly(stored: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = Object.fromEntries(
    STEP_ONE_FIELDS.filter((key) => key in stored).map((key) => [key, stored[key]]),
  );
  if (isRecord(kept.extras)) kept.extras = withoutBodyData(kept.extras);
  if (isRecord(kept.party)) kept.party = withEmptyPlaces(kept.party);
  return kept;
}
