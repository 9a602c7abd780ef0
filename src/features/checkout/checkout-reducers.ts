import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CONSENT_KEYS, type ConsentKey } from '@/domain/consents';
import { paymentTypeOf, type PaymentMethod } from '@/domain/payment';
import { voucherCheckPhases } from './voucher-phases';
import { createEmptyBooking, type BookingState } from '@/features/draft';

/** The fields consentChanged may set: the boxes of step 3 (the insurance terms are accepted through their pre-contract) and the documents choice. */
const CONSENT_FIELDS: ReadonlySet<string> = new Set([...CONSENT_KEYS.filter((key) => key !== 'insuranceAGB'), 'rula']);

/** The checkout: the flex tariff, the way to pay, the voucher, the consents (spec part 2 §4, §9). */
const checkoutReducers = {
  flexChosen: (state: BookingState, action: PayloadAction<boolean>) => {
    state.flexBooking = action.payload;
    state.flexAnswered = true;
  },
  /** A way to pay chosen on step 3; the booking's paymentType follows it (spec part 2 §9). */
  paymentMethodChosen: (state: BookingState, action: PayloadAction<PaymentMethod | null>) => {
    state.paymentMethod = action.payload;
    state.paymentType = action.payload ? paymentTypeOf(action.payload) : null;
  },
  /** The customer takes the voucher off again (spec part 2 §2 'Voucher redemption'). */
  voucherRemoved: (state: BookingState) => {
    state.voucher = null;
  },
  /** Step 3's boxes (the insurance terms are accepted through their pre-contract, not here) and the documents choice. */
  consentChanged: (
    state: BookingState,
    action: PayloadAction<Partial<Record<Exclude<ConsentKey, 'insuranceAGB'> | 'rula', boolean>>>,
  ) => {
    for (const [key, value] of Object.entries(action.payload)) {
      if (CONSENT_FIELDS.has(key) && typeof value === 'boolean') state[key as ConsentKey | 'rula'] = value;
    }
  },
};

/** The checkout (flex tariff, way to pay, voucher, consents): its part of the one booking, composed into it by features/booking. */
export const checkoutBooking = createSlice({
  name: 'booking',
  initialState: createEmptyBooking,
  reducers: checkoutReducers,
  extraReducers: (builder) => {
    builder
      // Voucher: success stores it in the booking, an error clears it (spec part 2 §4).
      .addMatcher(voucherCheckPhases.fulfilled, (state, action) => {
        state.voucher = action.payload;
      })
      .addMatcher(voucherCheckPhases.rejected, (state) => {
        state.voucher = null;
      });
  },
});

export const { flexChosen, paymentMethodChosen, voucherRemoved, consentChanged } = checkoutBooking.actions;
