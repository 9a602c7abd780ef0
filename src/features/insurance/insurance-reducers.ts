import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SelectedInsurance } from '@/api/schemas';
import type { InsuranceOffer } from '@/api/schemas/insurance';
import { isInsuranceStillOffered } from '@/domain/insurance';
import { createEmptyBooking, type BookingState } from '@/features/draft';

/** The insurance choice, its terms and its pre-contract (spec part 2 §4). */
const insuranceReducers = {
  /** Selecting an offer resets the pre-contract and the terms acceptance (spec part 2 §4). */
  insuranceChosen: (state: BookingState, action: PayloadAction<SelectedInsurance | null>) => {
    state.insurance = action.payload ? { ...action.payload, preContractId: null, termsUrl: null } : null;
    state.insuranceAGB = false;
    state.insurancePreContractEmail = false;
    if (action.payload) {
      state.flexBooking = false;
      state.insuranceDeclined = false;
    }
  },
  /** 'Keine Versicherung': the decision step 3 asks for (spec part 2 §4 'choose an offer or none'). */
  insuranceDeclined: (state: BookingState) => {
    state.insurance = null;
    state.insuranceAGB = false;
    state.insurancePreContractEmail = false;
    state.insuranceDeclined = true;
  },
  /** The terms accepted and the pre-contract loaded: its id and terms link go with the choice (spec part 2 §4). */
  insuranceTermsAccepted: (
    state: BookingState,
    action: PayloadAction<{ offerId: string; preContractId: string; termsUrl: string | null }>,
  ) => {
    if (state.insurance?.offerId !== action.payload.offerId) return;
    state.insurance.preContractId = action.payload.preContractId;
    state.insurance.termsUrl = action.payload.termsUrl;
    state.insuranceAGB = true;
  },
  insuranceTermsWithdrawn: (state: BookingState) => {
    state.insuranceAGB = false;
    if (state.insurance) {
      state.insurance.preContractId = null;
      state.insurance.termsUrl = null;
    }
  },
  /**
   * The offers for the booking as it is now came (after a new date, party, birthday or price): a
   * choice they no longer list at its price goes, with its terms and pre-contract; the person
   * chooses again (the submit says so).
   */
  insuranceOffersArrived: (state: BookingState, action: PayloadAction<readonly InsuranceOffer[]>) => {
    if (!state.insurance || isInsuranceStillOffered(state.insurance, action.payload)) return;
    state.insurance = null;
    state.insuranceAGB = false;
    state.insurancePreContractEmail = false;
  },
  /** The pre-contract failed: the offer and the acceptance go (spec part 2 §4, §8). */
  insuranceRefused: (state: BookingState, action: PayloadAction<{ offerId: string }>) => {
    if (state.insurance?.offerId !== action.payload.offerId) return;
    state.insurance = null;
    state.insuranceAGB = false;
  },
};

/** The insurance: its part of the one booking, composed into it by features/booking. */
export const insuranceBooking = createSlice({
  name: 'booking',
  initialState: createEmptyBooking,
  reducers: insuranceReducers,
});

export const {
  insuranceChosen,
  insuranceDeclined,
  insuranceTermsAccepted,
  insuranceTermsWithdrawn,
  insuranceRefused,
  insuranceOffersArrived,
} = insuranceBooking.actions;
