import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { stepAvailability } from '@/domain/steps';
import { selectStepOneBlockers } from './selectors';
import { selectStepTwoValid } from './step-two-selectors';

/**
 * The person chose how to book (spec part 1 §2 'User-selection dialog'): as a guest with an
 * e-mail, by logging in, or as an agency.
 */
export const selectIsUserChosen = (state: RootState) =>
  state.booking.userChosen || state.booking.travelAgency !== null || state.user.data.id !== null;

/**
 * Which steps may be opened, derived from the rules rather than stored (spec part 1 §2): the step
 * bar, the route guards and the submit read it.
 */
export const selectStepAvailability = createSelector(
  [
    (state: RootState) => selectStepOneBlockers(state).blockers,
    selectIsUserChosen,
    (state: RootState) => state.booking.stepTwoComplete,
    selectStepTwoValid,
  ],
  (blockers, userChosen, stepTwoLeft, stepTwoValid) =>
    stepAvailability({ stepOneBlockers: blockers, userChosen, stepTwoLeft, stepTwoValid }),
);
