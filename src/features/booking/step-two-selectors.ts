import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { customerRulesFor, type Booker } from '../../domain/validation/customer';
import { insuranceAgreementMissing, isStepTwoValid } from '../../domain/validation/step-two';
import { papersRule } from '../../domain/validation/traveller';
import { selectToday } from '../../lib/today';
import { selectAdditionalUsers, selectCustomer, selectInsurance, selectInsuranceAgb, selectTravelAgency, selectTravelAgent } from './booking-fields';

const selectTravelData = (state: RootState) => state.travel.data;
const selectUserData = (state: RootState) => state.user.data;
/** Offers not loaded (yet) count as existing: a chosen offer then still needs its terms accepted. */
const selectOffersExist = (state: RootState) => state.insurance === undefined || state.insurance.status !== 'succeeded' || state.insurance.data.length > 0;

/** Who books, as the step 2 rules need it (spec part 2 §5, §6). */
const selectBooker = createSelector(
  [selectTravelAgency, selectUserData, selectTravelData],
  (agency, user, travel): Booker => ({
    isAgency: agency !== null,
    paymentDirect: agency?.paymentDirect ?? false,
    isLoggedIn: user.id !== null,
    userEmail: user.email,
    needsPassport: travel?.needsPassport ?? false,
    agencyEmail: agency ? agency.email || null : null,
  }),
);

/** Nobody is logged in and no agency books: a guest, who may create an account (spec part 2 §6). */
export const selectIsGuest = (state: RootState) => {
  const booker = selectBooker(state);
  return !booker.isLoggedIn && !booker.isAgency;
};

/** Which of the customer's fields are required for this booker, today. */
export const selectCustomerRules = createSelector([selectBooker, selectToday], (booker, today) => customerRulesFor(booker, today));

/** What the trip asks of each traveller's papers: a passport, the nationality only, or nothing. */
export const selectPapersRule = createSelector(
  [selectTravelData],
  (travel) => papersRule({ needsPassport: travel?.needsPassport ?? false, showOnlyNationality: travel?.organizerObject?.showOnlyNationality ?? false }),
);

export const selectInsuranceAgreementMissing = createSelector(
  [selectInsurance, selectInsuranceAgb, selectTravelAgency, selectOffersExist],
  (chosen, accepted, agency, offersExist) => insuranceAgreementMissing({ offerChosen: chosen !== null, offersExist, accepted, isAgency: agency !== null }),
);

/**
 * Step 2's data is valid (spec part 2 §5 'Step 2 exit'): the customer, every additional traveller,
 * the travel agent of an agency and the insurance terms. The step bar, the guards and the submit
 * read it, so no path reaches step 3 with data the form would refuse.
 */
export const selectStepTwoValid = createSelector(
  [selectCustomer, selectAdditionalUsers, selectTravelAgency, selectTravelAgent, selectCustomerRules, selectPapersRule, selectInsuranceAgreementMissing],
  (customer, travellers, agency, agent, rules, papers, agreementMissing) => isStepTwoValid({
    customer, travellers, agent: agency ? agent : null, rules, papers, insuranceAgreementMissing: agreementMissing,
  }),
);

const selectEquipments = (state: RootState) => state.booking.equipments;
const selectPaxCount = (state: RootState) => state.booking.pax ?? 0;

/** Per traveller (0 is the customer): the equipment chosen for them in step 1, with their body size. */
export const selectTravellerEquipment = createSelector([selectEquipments, selectPaxCount], (equipments, pax) =>
  Array.from({ length: pax }, (_, index) => ({
    equipment: equipments
      .filter((entry) => entry.travellerIndex === index)
      .map((entry) => ({ id: entry.service.id, name: entry.service.name, bodySize: entry.details?.bodySize ?? null })),
  })));
