import { hasMixedRoomTypes } from '@/domain/rooms';
import type { BookingCore } from './booking-state';

// What one choice changes in another concern's core fields (spec part 1 §4); what it changes in a
// concern's own part runs in the composition (features/booking/cross-rules).

/**
 * Different room types across rooms clear the extensions (spec part 1 §4); the fare and the search
 * dates follow the extensions in the composition.
 */
export function clearExtensionsIfMixed(state: BookingCore): void {
  if (hasMixedRoomTypes(state.rooms) && state.accommodations.length > 0) state.accommodations = [];
}
