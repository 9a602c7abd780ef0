import { createSelector } from '@reduxjs/toolkit';
import type { BookedService } from '@/api/schemas';
import type { RootState } from '@/app/store';
import { compulsoryUpgrades } from '@/domain/pax';
import { isRailFlyOffered } from '@/domain/rail-fly';
import { selectToday } from '@/lib/today';
import { selectPax, selectRailFly, selectSelectedDate } from '@/features/choices';

// What the catalogue decides for the extras: derived from the current replies, never copied into
// the booking, so a reply that arrives after the date was chosen still counts.

const selectUpgradeCatalogue = (state: RootState) => state.upgrades.data;
/** The partner user (spec part 1 §1 user kinds), not a partner trip: a customer of a partner trip pays what is compulsory. */
export const selectIsPartnerUser = (state: RootState) => state.user.data.roles.includes('ROLE_PARTNER');

/** The upgrades compulsory for the chosen date and party size (spec part 1 §4, §9), as booked for everyone; on request for a partner. */
export const selectCompulsoryUpgrades = createSelector(
  [selectUpgradeCatalogue, selectPax, selectSelectedDate, selectIsPartnerUser],
  (upgrades, pax, date, partner): BookedService[] =>
    compulsoryUpgrades(upgrades, { pax, date, partner }).map((entry) => ({
      ...entry,
      travellerIndex: null,
      details: null,
    })),
);

/** Whether rail and fly can be booked for the chosen date today (spec part 2 §9: not later than RAIL_FLY_LEAD_WEEKS before departure). */
export const selectRailFlyOffered = createSelector([selectSelectedDate, selectToday], (start, today) =>
  isRailFlyOffered({ start, today }),
);

/** The rail and fly chosen that still counts: none once departure is closer than RAIL_FLY_LEAD_WEEKS (a stored choice included). */
export const selectBookedRailFly = createSelector([selectRailFly, selectRailFlyOffered], (railFly, offered) =>
  offered ? railFly : [],
);
