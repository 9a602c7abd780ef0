import type { Booking } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceField } from '@/api/service-kinds';

/**
 * The extras' part of the booking (spec part 1 §4): the services of every kind with whom each is
 * for, the extensions with their nights, rail and fly by its services' ids, and the dogs. Each chosen
 * entry is priced by the current reply (domain/current-choices); a stored entry only stands in while
 * no reply lists it.
 */
export type ExtrasPart = Pick<Booking, ServiceField | 'accommodations' | 'dogs'> & {
  /** The chosen rail and fly, by its service's id: what it is and costs is the catalogue's. */
  railFly: number[];
};

/** The booking's fields this part holds, as the /fapi booking names them. */
export const EXTRAS_FIELDS = [
  ...SERVICE_KINDS.map((kind) => kind.field),
  'railFly',
  'accommodations',
  'dogs',
] as const satisfies readonly (keyof Booking & keyof ExtrasPart)[];

/** The extras' fields stored as the /fapi booking has them (rail and fly is stored by its ids). */
export const EXTRAS_BOOKING_FIELDS = EXTRAS_FIELDS.filter(
  (field): field is Exclude<(typeof EXTRAS_FIELDS)[number], 'railFly'> => field !== 'railFly',
);

/** A new booking's extras: nothing chosen. */
export const newExtras = (): ExtrasPart => ({
  ...byServiceField((): Booking['upgrades'] => []),
  railFly: [],
  accommodations: [],
  dogs: [],
});

/** The extras of a booking read from the server (a stored booking opened again). */
export const extrasOf = (booking: Pick<Booking, (typeof EXTRAS_FIELDS)[number]>): ExtrasPart => ({
  ...byServiceField((kind) => booking[kind.field]),
  railFly: booking.railFly.map((entry) => entry.service.id),
  accommodations: booking.accommodations,
  dogs: booking.dogs,
});
