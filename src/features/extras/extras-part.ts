import type { Booking } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceField } from '@/api/service-kinds';

/**
 * The extras' part of the booking (spec part 1 §4): the services of every kind with whom each is
 * for, the extensions with their nights, rail and fly, and the dogs. Each chosen entry is priced by
 * the current reply (domain/current-choices); the stored entry only stands in while no reply lists it.
 */
export type ExtrasPart = Pick<Booking, ServiceField | 'railFly' | 'accommodations' | 'dogs'>;

/** The booking's fields this part holds, as the /fapi booking names them. */
export const EXTRAS_FIELDS = [
  ...SERVICE_KINDS.map((kind) => kind.field),
  'railFly',
  'accommodations',
  'dogs',
] as const satisfies readonly (keyof Booking & keyof ExtrasPart)[];

/** A new booking's extras: nothing chosen. */
export const newExtras = (): ExtrasPart => ({
  ...byServiceField((): Booking['upgrades'] => []),
  railFly: [],
  accommodations: [],
  dogs: [],
});

/** The extras of a booking read from the server (a stored booking opened again). */
export const extrasOf = (booking: ExtrasPart): ExtrasPart => ({
  ...byServiceField((kind) => booking[kind.field]),
  railFly: booking.railFly,
  accommodations: booking.accommodations,
  dogs: booking.dogs,
});
