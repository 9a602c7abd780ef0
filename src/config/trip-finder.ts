import type { FilterChoices } from '../domain/trip-finder';

/**
 * The trip finder's filter values as the operator's server names them (decision: the spec names the
 * parameters, not their values). Their names are texts (pages:finder.*).
 */
export const TRIP_FILTER_CHOICES: FilterChoices = {
  regions: ['alps', 'northern-europe', 'southern-europe', 'africa', 'asia', 'middle-east'],
  // Group trips are the `group` flag ('Nur Gruppenreisen'), not a type: one way to ask for them.
  types: ['cruise', 'partner', 'broker'],
  focus: ['hiking', 'cycling', 'culture', 'nature', 'dogs'],
};
