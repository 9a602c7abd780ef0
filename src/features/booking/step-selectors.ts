import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { overviewFlags, stepAvailability, stepOneBlockers } from '@/domain/steps';
import {
  selectFlightSection,
  selectFlightsMissing,
  selectFlightValid,
  selectOwnFlightDateErrors,
} from '@/features/arrival';
import { selectSchedule } from '@/features/choices';
import {
  selectChoicesUnnamed,
  selectExtensionsNotAllowed,
  selectExtrasFieldErrors,
  selectUpgradesMissing,
} from '@/features/extras';
import {
  selectChosenDateIncomplete,
  selectHasRoomError,
  selectPaxError,
  selectRemainingPersons,
} from '@/features/party';
import { selectStepTwoProblems, selectStepTwoValid } from '@/features/travellers';

// The steps: what blocks leaving step 1, read from each concern's rules, and which steps may be
// opened.

/**
 * What blocks leaving step 1 (spec part 1 §4, §5): the party size, the room error with its count,
 * the flight step and own dates (only while the flight section is shown), field errors. The step
 * bar, the guards and the submit read the same list.
 */
export const selectStepOneBlockers = createSelector(
  [
    selectSchedule,
    selectPaxError,
    selectHasRoomError,
    selectRemainingPersons,
    selectFlightSection,
    selectFlightValid,
    selectOwnFlightDateErrors,
    selectExtrasFieldErrors,
    selectUpgradesMissing,
    selectChoicesUnnamed,
    selectFlightsMissing,
    selectChosenDateIncomplete,
    selectExtensionsNotAllowed,
  ],
  (
    schedule,
    paxError,
    roomError,
    remaining,
    section,
    flightValid,
    dateErrors,
    fieldErrors,
    upgradesMissing,
    choicesUnnamed,
    flightsMissing,
    roomsIncomplete,
    extensionsNotAllowed,
  ) => {
    const blockers = stepOneBlockers({
      hasSchedule: schedule !== null,
      paxValid: paxError === null,
      roomError,
      flightSectionShown: section.shown,
      flightValid,
      ownDateErrorCount: Object.keys(dateErrors).length,
      fieldErrors,
      upgradesMissing,
      choicesUnnamed: choicesUnnamed !== null,
      flightsMissing,
      roomsIncomplete,
      extensionsNotAllowed,
    });
    return {
      blockers,
      paxError,
      roomError: blockers.includes('rooms'),
      remaining,
      flightError: blockers.includes('flight'),
      dateErrors,
      fieldErrors,
      canContinue: blockers.length === 0,
    };
  },
);

/**
 * The person chose how to book (spec part 1 §2 'User-selection dialog'): as a guest with an
 * e-mail, by logging in, or as an agency.
 */
export const selectIsUserChosen = (state: RootState) =>
  state.booking.travellers.userChosen || state.booking.travellers.travelAgency !== null || state.user.data.id !== null;

/**
 * The street, flight and room error flags step 3 shows where they stand (spec part 2 §8), and
 * whether they are all that is broken (step 3 then stays open).
 */
export const selectOverviewFlags = createSelector(
  [selectStepOneBlockers, selectStepTwoProblems, selectIsUserChosen],
  (one, problems, userChosen) =>
    overviewFlags({ stepOneBlockers: one.blockers, remaining: one.remaining, stepTwoProblems: problems, userChosen }),
);

/**
 * Which steps may be opened, derived from the rules rather than stored (spec part 1 §2): the step
 * bar, the route guards and the submit read it.
 */
export const selectStepAvailability = createSelector(
  [
    (state: RootState) => selectStepOneBlockers(state).blockers,
    selectIsUserChosen,
    (state: RootState) => state.booking.travellers.stepTwoComplete,
    selectStepTwoValid,
    (state: RootState) => selectOverviewFlags(state).flagsSuffice,
  ],
  (blockers, userChosen, stepTwoLeft, stepTwoValid, flagsSuffice) =>
    stepAvailability({ stepOneBlockers: blockers, userChosen, stepTwoLeft, stepTwoValid, flagsSuffice }),
);
