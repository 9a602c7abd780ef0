import { travellerDefaults } from '@/api/entity-defaults';

/** An additional traveller with nothing filled in: a traveller's defaults (spec part 1 §3, api/entity-defaults). */
export const newTraveller = travellerDefaults;
