import type { Booking } from '@/api/schemas';
import { SERVICE_KINDS } from '@/api/service-kinds';

/**
 * What an expired stored booking keeps (spec part 2 §9, decision): the step-1 choices (the date,
 * the party, the rooms, the services, the extensions, the arrival, the dogs), which are re-read
 * against the catalogue on load. Everything else (the customer, the travellers, the agency, the
 * consents, the payment choice) is personal or belongs to a later step.
 */
const STEP_ONE_FIELDS = [
  'travelCode',
  'schedule',
  'selectedDate',
  'rooms',
  'pax',
  ...SERVICE_KINDS.map((kind) => kind.field),
  'railFly',
  'accommodations',
  'arrival',
  // The arrival as a booking of an earlier shape stored it, before it had its part.
  'flightPosition',
  'flightData',
  'noFlight',
  'dogs',
  'osc',
  'paxInput',
] as const satisfies readonly (keyof Booking | 'paxInput' | 'arrival')[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * A stored booking's step-1 choices only. Body data given with an equipment entry and anything held
 * in a room's traveller places are personal too and go; the places stay, empty.
 */
export function stepOneOnly(stored: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = Object.fromEntries(
    STEP_ONE_FIELDS.filter((key) => key in stored).map((key) => [key, stored[key]]),
  );
  if (Array.isArray(kept.equipments))
    kept.equipments = kept.equipments.map((entry: unknown) => (isRecord(entry) ? { ...entry, details: null } : entry));
  if (Array.isArray(kept.rooms))
    kept.rooms = kept.rooms.map((room: unknown) =>
      isRecord(room) && Array.isArray(room.travellers)
        ? { ...room, travellers: room.travellers.map(() => ({})) }
        : room,
    );
  return kept;
}
