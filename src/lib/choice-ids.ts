/**
 * The places where a person makes a choice that a reason for 'auf Anfrage' can point to
 * (features/booking's RequestReasons): the element ids, one per place. A service row carries
 * `data-service-id`, a room row `data-room-type`.
 */
export const CHOICE_IDS = {
  flight: 'choice-flight',
  flightUpgrade: 'choice-flight-upgrade',
  rooms: 'choice-rooms',
  insurance: 'choice-insurance',
} as const;
