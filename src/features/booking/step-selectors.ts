import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { stepAvailability } from '../../domain/steps';
import { customerContactErrors } from '../../domain/validation/customer';
import { selectStepOneBlockers } from './selectors';

/**
 * The person chose how to book (spec part 1 §2 'User-selection dialog'): as a guest with an
 * e-mail, by logging in, or as an agency.
 */
export const selectIsUserChosen = (state: RootState) =>
  state.booking.userChosen || state.booking.travelAgency !== null || state.user.data.id !== null;

/** Step 2's data is valid (spec part 2 §5): the customer's contact, the e-mail unless an agency books. */
export const selectStepTwoValid = createSelector(
  [(state: RootState) => state.booking.user, (state: RootState) => state.booking.travelAgency],
  (user, agency) => Object.keys(customerContactErrors(user, { requireEmail: agency === null })).length === 0,
);

/**
 * Which steps may be opened, derived from the rules rather than stored (spec part 1 §2): the step
 * bar, the route guards and the submit read it.
 */
export const selectStepAvailability = createSelector(
  [(state: RootState) => selectStepOneBlockers(state).blockers, selectIsUserChosen, (state: RootState) => state.booking.stepTwoComplete, selectStepTwoValid],
  (blockers, userChosen, stepTwoLeft, stepTwoValid) => stepAvailability({ stepOneBlockers: blockers, userChosen, stepTwoLeft, stepTwoValid }),
);
