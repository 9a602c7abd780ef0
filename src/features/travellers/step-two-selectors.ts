import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/app/store';
import { addDays } from '@/domain/format';
import { customerRulesFor, type Booker } from '@/domain/validation/customer';
import { insuranceAgreementMissing, stepTwoProblems } from '@/domain/validation/step-two';
import { papersRule } from '@/domain/validation/traveller';
import { selectToday } from '@/lib/today';
import { resolveRoomPlaces, unassignedTravellers } from '@/domain/room-assignment';
import {
  selectAdditionalUsers,
  selectCustomer,
  selectEquipments,
  selectInsurance,
  selectInsuranceAgb,
  selectRooms,
  selectSchedule,
  selectTravelAgency,
  selectTravelAgent,
} from '@/features/choices';
import { selectExtensionNights } from '@/features/arrival';

const selectTravelData = (state: RootState) => state.travel.data;
const selectUserData = (state: RootState) => state.user.data;
/** Offers not loaded (yet) count as existing: a chosen offer then still needs its terms accepted. */
const selectOffersExist = (state: RootState) =>
  state.insurance === undefined || state.insurance.status !== 'succeeded' || state.insurance.data.length > 0;

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

/** The journey's last day: the date's end moved by the post-extension nights (passports must last until then). */
const selectJourneyEnd = createSelector([selectSchedule, selectExtensionNights], (schedule, nights) =>
  schedule ? addDays(schedule.end.slice(0, 10), nights.after) : null,
);

/** Which of the customer's fields are required for this booker, today. */
export const selectCustomerRules = createSelector([selectBooker, selectToday, selectJourneyEnd], (booker, today, end) =>
  customerRulesFor(booker, today, end),
);

/** What the trip asks of each traveller's papers: a passport, the nationality only, or nothing. */
export const selectPapersRule = createSelector([selectTravelData], (travel) =>
  papersRule({
    needsPassport: travel?.needsPassport ?? false,
    showOnlyNationality: travel?.organizerObject?.showOnlyNationality ?? false,
  }),
);

export const selectInsuranceAgreementMissing = createSelector(
  [selectInsurance, selectInsuranceAgb, selectTravelAgency, selectOffersExist],
  (chosen, accepted, agency, offersExist) =>
    insuranceAgreementMissing({ offerChosen: chosen !== null, offersExist, accepted, isAgency: agency !== null }),
);

const selectRoomPlacesChosen = (state: RootState) => state.booking.travellers.roomPlaces;
const selectTravellerCount = (state: RootState) => 1 + state.booking.travellers.additionalUsers.length;

/** Who sleeps where (0 is the customer): the person's choice while it fits the rooms, else in order. */
export const selectRoomPlaces = createSelector(
  [selectRoomPlacesChosen, selectRooms, selectTravellerCount],
  (chosen, rooms, count) =>
    resolveRoomPlaces(
      chosen,
      rooms.map((room) => room.travellers.length),
      count,
    ),
);

/** The travellers without a place in a room (0 is the customer): step 2 cannot be left while there are any. */
export const selectUnassignedTravellers = createSelector(
  [selectRoomPlaces, selectTravellerCount],
  unassignedTravellers,
);

/**
 * What keeps step 2's data from being valid (spec part 2 §5 'Step 2 exit'): the customer, every
 * additional traveller, the travel agent of an agency, everybody's room and the insurance terms,
 * with a too long street named apart (step 3 flags it). The step bar, the guards and the submit
 * read it, so no path reaches step 3 with data the form would refuse.
 */
export const selectStepTwoProblems = createSelector(
  [
    selectCustomer,
    selectAdditionalUsers,
    selectTravelAgency,
    selectTravelAgent,
    selectCustomerRules,
    selectPapersRule,
    selectInsuranceAgreementMissing,
    selectUnassignedTravellers,
  ],
  (customer, travellers, agency, agent, rules, papers, agreementMissing, unassigned) =>
    stepTwoProblems({
      customer,
      travellers,
      agent: agency ? agent : null,
      rules,
      papers,
      insuranceAgreementMissing: agreementMissing,
      unassigned: unassigned.length,
    }),
);

/** Step 2 may be left (spec part 2 §5 'Step 2 exit'): none of its problems stands. */
export const selectStepTwoValid = createSelector([selectStepTwoProblems], (problems) => problems.length === 0);

const selectPaxCount = (state: RootState) => state.booking.party.pax ?? 0;

/** Per traveller (0 is the customer): the equipment chosen for them in step 1, with their body size. */
export const selectTravellerEquipment = createSelector([selectEquipments, selectPaxCount], (equipments, pax) =>
  Array.from({ length: pax }, (_, index) => ({
    equipment: equipments
      .filter((entry) => entry.travellerIndex === index)
      .map((entry) => ({ id: entry.service.id, name: entry.service.name, bodySize: entry.details?.bodySize ?? null })),
  })),
);
