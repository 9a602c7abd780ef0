import { AIRPORT_GROUPS } from './catalogue';
import {
  decoration,
  flag,
  int,
  objectOrEmpty,
  optionalText,
  orElse,
  price,
  serverDay,
  withDefault,
  z,
} from '../../config/z';

// The replies of the calls that follow the first paint (services, extensions, rail and fly,
// airports, selling points, countries): their schemas load with those calls, not with the page.

/** A service as the catalogue names and prices it (spec part 1 §3). */
const serviceSchema = z.object({
  id: z.number(),
  erpId: z.string(),
  serviceId: z.string(),
  name: z.string(),
  description: withDefault(z.string(), ''),
  /** Missing or null reads as -1, 'auf Anfrage' (spec part 1 §9). */
  price: orElse(price(), -1),
  perPerson: flag,
  subCategory: optionalText,
  onRequest: flag,
  /** Where spec part 2 §3 places the validity; the entry's own goes first (domain/pax `isCompulsoryFor`). */
  validFrom: z.optional(decoration(serverDay, null)),
  validUntil: z.optional(decoration(serverDay, null)),
});

const serviceEntryShape = {
  service: serviceSchema,
  additionalData: orElse(z.record(z.string(), z.unknown()), {}),
  /** -1 means on request; missing or null reads as -1 (spec part 1 §9). */
  price: orElse(price(), -1),
  /**
   * Spec part 1 §3 places the validity on the entry, part 2 §3 on its service: read from either
   * (domain/pax `isCompulsoryFor`), with or without a time; one that cannot be read as a day limits nothing.
   */
  validFrom: decoration(serverDay, null),
  validUntil: decoration(serverDay, null),
  compulsoryPaxMin: orElse(int(), null),
  compulsoryPaxMax: orElse(int(), null),
  duration: orElse(z.number(), null),
};

/** Upgrades, equipment, transfers, extensions and rail and fly share this entry (spec part 1 §3). */
export const serviceEntrySchema = z.object(serviceEntryShape);
export const serviceEntryListSchema = z.array(serviceEntrySchema);

export const nightsSchema = withDefault(int().check(z.minimum(0), z.maximum(14)), 0);
const nights = nightsSchema;
export const accommodationSchema = z.object({
  ...serviceEntryShape,
  roomTypeDescription: withDefault(z.string(), ''),
  boardDescription: withDefault(z.string(), ''),
  board: withDefault(z.string(), ''),
  /** vv: nights before the trip, nv: nights after it (0 to 14). */
  additionalData: objectOrEmpty(z.catchall(z.object({ vv: nights, nv: nights }), z.unknown())),
});
export const accommodationListSchema = z.array(accommodationSchema);

export const railFlySchema = z.object({ ...serviceEntryShape, tui: flag });
export const railFlyListSchema = z.array(railFlySchema);

const airportSchema = z.object({ name: z.string(), code: z.string(), city: withDefault(z.string(), '') });
const airportList = withDefault(z.array(airportSchema), []);
export const airportGroupsSchema = z.object(
  Object.fromEntries(AIRPORT_GROUPS.map((group) => [group, airportList])) as Record<
    (typeof AIRPORT_GROUPS)[number],
    typeof airportList
  >,
);

const benefitSchema = z.object({ id: z.number(), name: z.string(), content: z.string() });
export const benefitListSchema = z.array(benefitSchema);

/** A country (spec part 2 §3: items carry value); a server's label wins over the name the app gives it. */
const countrySchema = z.object({ value: z.string(), label: optionalText });
export const countryListSchema = z.array(countrySchema);

export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export type Accommodation = z.infer<typeof accommodationSchema>;
export type RailFly = z.infer<typeof railFlySchema>;
export type Airport = z.infer<typeof airportSchema>;
export type AirportGroups = z.infer<typeof airportGroupsSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type Country = z.infer<typeof countrySchema>;
