import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Booking, SelectedInsurance } from '@/api/schemas';
import { bookingLoaded } from '@/features/choices';
import { newInsurance, restoreInsurance, insuranceOf, type InsurancePart } from './insurance-part';

/**
 * The insurance's part of the booking (spec part 2 §4): the offer chosen, its terms and
 * pre-contract, or 'no insurance'. Named apart from the offers' family ('insurance').
 */
export const insurancePart = createSlice({
  name: 'insuranceChoice',
  initialState: newInsurance,
  reducers: {
    /** Selecting an offer resets the pre-contract and the terms acceptance (spec part 2 §4); the checkout answers it too. */
    insuranceChosen: (state, action: PayloadAction<SelectedInsurance | null>) => {
      state.chosen = action.payload ? { ...action.payload, preContractId: null, termsUrl: null } : null;
      state.termsAccepted = false;
      if (action.payload) state.declined = false;
    },
    /** 'Keine Versicherung': the decision step 3 asks for (spec part 2 §4 'choose an offer or none'). */
    insuranceDeclined: (state) => {
      state.chosen = null;
      state.termsAccepted = false;
      state.declined = true;
    },
    /** The terms accepted and the pre-contract loaded: its id and terms link go with the choice (spec part 2 §4). */
    insuranceTermsAccepted: (
      state,
      action: PayloadAction<{ offerId: string; preContractId: string; termsUrl: string | null }>,
    ) => {
      if (state.chosen?.offerId !== action.payload.offerId) return;
      state.chosen.preContractId = action.payload.preContractId;
      state.chosen.termsUrl = action.payload.termsUrl;
      state.termsAccepted = true;
    },
    insuranceTermsWithdrawn: (state) => {
      state.termsAccepted = false;
      if (state.chosen) {
        state.chosen.preContractId = null;
        state.chosen.termsUrl = null;
      }
    },
    /**
     * The offers for the booking as it is now (after a new date, party, birthday or price) no longer
     * list the choice at its price: it goes, with its terms and pre-contract; the person chooses
     * again (the submit says so).
     */
    insuranceGone: (state) => {
      state.chosen = null;
      state.termsAccepted = false;
    },
    /** The pre-contract failed: the offer and the acceptance go (spec part 2 §4, §8). */
    insuranceRefused: (state, action: PayloadAction<{ offerId: string }>) => {
      if (state.chosen?.offerId !== action.payload.offerId) return;
      state.chosen = null;
      state.termsAccepted = false;
    },
  },
  extraReducers: (builder) => {
    // A stored booking opened again brings its own insurance.
    builder.addCase(bookingLoaded, (_state, action): InsurancePart => loadedInsurance(action.payload));
  },
});

const loadedInsurance = (booking: Booking): InsurancePart => restoreInsurance(insuranceOf(booking)).part;

export const {
  insuranceChosen,
  insuranceDeclined,
  insuranceTermsAccepted,
  insuranceTermsWithdrawn,
  insuranceRefused,
  insuranceGone,
} = insurancePart.actions;
