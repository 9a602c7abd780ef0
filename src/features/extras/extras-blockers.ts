import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { validateDog, validateEquipment } from '@/domain/validation/traveller';
import { isExtensionAllowed } from '@/domain/extensions';
import { SERVICE_KINDS } from '@/api/service-kinds';
import {
  selectAccommodations,
  selectEquipments,
  selectRailFly,
  selectSchedule,
  selectServicesByField,
} from '@/features/choices';
import { selectRailFlyOffered } from './catalogue-selectors';
import { selectToday } from '@/lib/today';

// What of the extras blocks leaving step 1: read from the first page on (the step bar and the
// guards), so kept apart from the selectors of the extras' boxes, which load with them.

/**
 * The upgrades failed to load: the price may lack a compulsory charge. While they are
 * still loading nothing is blocked (a reload on step 2 must not bounce back to step 1); their
 * charges join the booking the moment they arrive.
 */
export const selectUpgradesMissing = (state: RootState) => state.upgrades.status === 'failed';

/**
 * The upgrades' reply has not come yet (not asked yet after a reload, or on its way): a compulsory
 * charge may still join the price, so no figure reads as the total until it is here. Nothing is
 * blocked by it (see above).
 */
export const selectUpgradesPending = (state: RootState) =>
  state.upgrades.status === 'idle' || state.upgrades.status === 'pending';

/**
 * A service, an extension, or rail and fly offered for the date, is chosen that neither its current reply nor the
 * booking's last sight of it names (storage kept its id only): no price stands for it until its
 * reply comes ('pending'), or its reply failed or came without it ('failed'); null when every choice is named.
 */
export const selectChoicesUnnamed = (state: RootState): 'pending' | 'failed' | null => {
  const services = selectServicesByField(state);
  const unnamed = [
    ...SERVICE_KINDS.filter((kind) => services[kind.field].length !== state.booking.extras[kind.field].length).map(
      (kind) => state[kind.family],
    ),
    ...(selectAccommodations(state).length !== state.booking.extras.accommodations.length
      ? [state.accommodations]
      : []),
    ...(selectRailFlyOffered(state) && selectRailFly(state).length !== state.booking.extras.railFly.length
      ? [state.railFly]
      : []),
  ];
  if (unnamed.length === 0) return null;
  // Only a reply still to come can name it; one that came (or failed) without it will not.
  return unnamed.every((family) => family.status === 'pending' || family.status === 'idle') ? 'pending' : 'failed';
};

const NO_DETAILS = { bodySize: null, bodyWeight: null, shoeSize: null };

/** Field errors of the extras that block leaving step 1 (spec part 1 §4 "when the form is invalid"): equipment and dog fields. */
export const selectExtrasFieldErrors = createSelector(
  [selectEquipments, (state: RootState) => state.booking.extras.dogs],
  (equipments, dogs) =>
    equipments.some((e) => Object.keys(validateEquipment(e.service.subCategory, e.details ?? NO_DETAILS)).length > 0) ||
    dogs.some((dog) => Object.keys(validateDog(dog)).length > 0),
);

/** A chosen extension the chosen date does not allow (a shared offer's nights, a stored booking opened days later). */
export const selectExtensionsNotAllowed = createSelector(
  [selectAccommodations, selectSchedule, selectToday],
  (extensions, schedule, today) =>
    schedule !== null && extensions.some((extension) => !isExtensionAllowed(extension, schedule, today)),
);
