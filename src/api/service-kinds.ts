// The kinds of bookable service a trip lists under its travel code (spec part 1 §3, §7): one entry
// per kind, in booking order. The catalogue families and their calls, the booking page's loader,
// the booking's lists (schema, payload, reconcile), the price lists and the chooser on step 1 are
// built from this list, so a new kind is one entry here plus its texts and the mock's list.

/**
 * - family: the catalogue family (the store's key) and the texts' namespace key;
 * - path: the call, GET /fapi/{path}/{code};
 * - field: the booking's list of what the person chose (spec part 1 §3 'Booking');
 * - view: how step 1 offers it: the services box (with the extensions), the equipment list (per
 *   traveller, with sizes) or a list of choices (one click each);
 * - offerKey: its letter in a shared offer's link (domain/offer-link); never reused for another kind.
 */
export const SERVICE_KINDS = [
  { family: 'upgrades', path: 'upgrade', field: 'upgrades', view: 'services', offerKey: 'u' },
  { family: 'equipment', path: 'equipment', field: 'equipments', view: 'equipment', offerKey: 'e' },
  { family: 'transfers', path: 'transfer', field: 'transfers', view: 'choices', offerKey: 't' },
] as const;

export type ServiceKind = (typeof SERVICE_KINDS)[number];
export type ServiceFamily = ServiceKind['family'];
export type ServiceField = ServiceKind['field'];
/** The kinds step 1 offers as a list of choices. */
export type ChoiceKind = Extract<ServiceKind, { view: 'choices' }>;

/** One value per kind, keyed by the booking field. */
export function byServiceField<T>(make: (kind: ServiceKind) => T): Record<ServiceField, T> {
  return Object.fromEntries(SERVICE_KINDS.map((kind) => [kind.field, make(kind)])) as Record<ServiceField, T>;
}

/** One value per kind, keyed by the catalogue family. */
export function byServiceFamily<T>(make: (kind: ServiceKind) => T): Record<ServiceFamily, T> {
  return Object.fromEntries(SERVICE_KINDS.map((kind) => [kind.family, make(kind)])) as Record<ServiceFamily, T>;
}
