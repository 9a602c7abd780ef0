import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SelectedInsurance } from '@/api/schemas';
import { createBookingCore, type BookingCore } from '@/features/draft';

/** The insurance choice, its terms and its pre-contract (spec part 2 §4). */
const insuranceReducers = {
  /**
   * Selecting an offer resets the pre-contract and the terms acceptance (spec part 2 §4); the
   * checkout answers it too (the pre-contract by e-mail, the flex tariff).
   */
  insuranceChosen: (state: BookingCore, action: PayloadAction<SelectedInsurance | null>) => {
    state.insurance = action.payload ? { ...action.payload, preContractId: null, termsUrl: null } : null;
    state.insuranceAGB = false;
    if (action.payload) state.insuranceDeclined = false;
  },
  /** 'Keine Versicherung': the decision step 3 asks for (spec part 2 §4 'choose an offer or none'). */
  insuranceDeclined: (state: BookingCore) => {
    state.insurance = null;
    state.insuranceAGB = false;
    state.insuranceDeclined = true;
  },
  /** The terms accepted and the pre-contract loaded: its id and terms link go with the choice (spec part 2 §4). */
  insuranceTermsAccepted: (
    state: BookingCore,
    action: PayloadAction<{ offerId: string; preContractId: string; termsUrl: string | null }>,
  ) => {
    if (state.insurance?.offerId !== action.payload.offerId) return;
    state.insurance.preContractId = action.payload.preContractId;
    state.insurance.termsUrl = action.payload.termsUrl;
    state.insuranceAGB = true;
  },
  insuranceTermsWithdrawn: (state: BookingCore) => {
    state.insuranceAGB = false;
    if (state.insurance) {
      state.insurance.preContractId = null;
      state.insurance.termsUrl = null;
    }
  },
  /**
   * The offers for the booking as it is now (after a new date, party, birthday or price) no longer
   * list the choice at its price: it goes, with its terms and pre-contract; the person chooses
   * again (the submit says so).
   */
  insuranceGone: (state: BookingCore) => {
    state.insurance = null;
    state.insuranceAGB = false;
  },
  /** The pre-contract failed: the offer and the acceptance go (spec part 2 §4, §8). */
  insuranceRefused: (state: BookingCore, action: PayloadAction<{ offerId: string }>) => {
    if (state.insurance?.offerId !== action.payload.offerId) return;
    state.insurance = null;
    state.insuranceAGB = false;
  },
};

/** The insurance: its part of the one booking, composed into it by features/booking. */
export const insuranceBooking = createSlice({
  name: 'booking',
  initialState: createBookingCore,
  reducers: insuranceReducers,
});

export const {
  insuranceChosen,
  insuranceDeclined,
  insuranceTermsAccepted,
  insuranceTermsWithdrawn,
  insuranceRefused,
  insuranceGone,
} = insuranceBooking.actions;
