import { bookingDefaults } from '@/api/entity-defaults';
import type { BookedService, Booking } from '@/api/schemas';
import { byServiceField, SERVICE_KINDS, type ServiceField } from '@/api/service-kinds';

/**
 * The extras' part of the booking (spec part 1 §4): the services of every kind by their ids with
 * whom each is for, the extensions with their nights, rail and fly by its services' ids, and the
 * dogs. What each chosen entry is and costs is the current reply's (domain/current-choices); the
 * entry as the booking last saw it stands in while no reply lists it (features/booking last-seen).
 */
export type ExtrasPart = Pick<Booking, 'dogs'> &
  Record<ServiceField, ChosenService[]> & {
    /** The chosen extensions, by their services' ids, with the person's nights. */
    accommodations: ChosenExtension[];
    /** The chosen rail and fly, by its service's id: what it is and costs is the catalogue's. */
    railFly: number[];
  };

/** A chosen service of a kind: its service's id, for whom (a traveller's own equipment; null: the booking), an equipment's body data. */
export interface ChosenService {
  id: number;
  travellerIndex: number | null;
  details: BookedService['details'];
}

/** A chosen extension: its service's id and the person's nights before (vv) and after (nv) the trip. */
export interface ChosenExtension {
  id: number;
  vv: number;
  nv: number;
}

/** A chosen extension's nights as an entry carries them (how domain/extensions reads nights). */
export const nightsOf = ({ vv, nv }: ChosenExtension) => ({ additionalData: { vv, nv } });

/** A booked extension as the /fapi booking carries it, as the person's choice. */
export const chosenExtensionOf = ({ service, additionalData }: Booking['accommodations'][number]): ChosenExtension => ({
  id: service.id,
  vv: additionalData.vv,
  nv: additionalData.nv,
});

/** A booked service as the /fapi booking carries it, as the person's choice. */
export const chosenOf = ({ service, travellerIndex, details }: BookedService): ChosenService => ({
  id: service.id,
  travellerIndex,
  details,
});

/** The booking's fields this part holds, as the /fapi booking names them. */
export const EXTRAS_FIELDS = [
  ...SERVICE_KINDS.map((kind) => kind.field),
  'railFly',
  'accommodations',
  'dogs',
] as const satisfies readonly (keyof Booking & keyof ExtrasPart)[];

/** The extras' fields stored as the /fapi booking has them (the services, extensions and rail and fly are stored by their ids). */
export const EXTRAS_BOOKING_FIELDS = ['dogs'] as const satisfies readonly (typeof EXTRAS_FIELDS)[number][];

/** A new booking's extras: nothing chosen (the Booking entity's defaults, api/entity-defaults). */
export const newExtras = (): ExtrasPart => extrasOf(bookingDefaults());

/** The extras of a booking read from the server (a stored booking opened again). */
export const extrasOf = (booking: Pick<Booking, (typeof EXTRAS_FIELDS)[number]>): ExtrasPart => ({
  ...byServiceField((kind) => booking[kind.field].map(chosenOf)),
  railFly: booking.railFly.map((entry) => entry.service.id),
  accommodations: booking.accommodations.map(chosenExtensionOf),
  dogs: booking.dogs,
});
