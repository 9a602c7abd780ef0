import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { selectTravel } from '@/features/travel';
import { selectRooms, selectTravelAgency } from '@/features/choices';

/**
 * The VVI (spec part 1 §2, §6): for agencies that may generate it, not for partner trips; it needs
 * at least one room. The path is /web2print/vvi with pdf, vviOnly, addAgb and the organizer.
 */
export const selectVvi = createSelector(
  [selectTravelAgency, selectRooms, selectTravel, (state: RootState) => state.user.data],
  (travelAgency, rooms, travel, user) => ({
    shown: (travelAgency?.canGenerateVVI ?? user.canGenerateVVI) && !(travel?.isPartner ?? false),
    needsRoom: rooms.length === 0,
    action: `/web2print/vvi?pdf=true&vviOnly=true&addAgb=true&supplier=${encodeURIComponent(travel?.organizer ?? '')}`,
  }),
);
