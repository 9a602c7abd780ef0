import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CONSENT_KEYS, type ConsentKey } from '@/domain/consents';
import type { PaymentMethod } from '@/domain/payment';
import { bookingLoaded } from '@/features/choices';
import { insuranceChosen, insuranceDeclined, insuranceGone } from '@/features/insurance';
import { checkoutOf, newCheckout, type CheckoutPart } from './checkout-part';
import { voucherCheckPhases } from './voucher-phases';

/** The boxes consentChanged may set: step 3's (the insurance terms are accepted through their pre-contract) and the documents choice. */
type CheckoutBox = Exclude<ConsentKey, 'insuranceAGB'> | 'rula';
const CHECKOUT_BOXES: ReadonlySet<string> = new Set<CheckoutBox>([
  ...CONSENT_KEYS.filter((key): key is Exclude<ConsentKey, 'insuranceAGB'> => key !== 'insuranceAGB'),
  'rula',
]);

/**
 * The checkout's part of the booking (spec part 2 §4, §9): the flex tariff, the way to pay, the
 * voucher, the consents. What another concern's event changes here, this slice answers itself.
 */
export const checkoutPart = createSlice({
  name: 'checkout',
  initialState: newCheckout,
  reducers: {
    flexChosen: (state, action: PayloadAction<boolean>) => {
      state.flexBooking = action.payload;
      state.flexAnswered = true;
    },
    /** A way to pay chosen on step 3; the booking's payment type follows it by selector (spec part 2 §9). */
    paymentMethodChosen: (state, action: PayloadAction<PaymentMethod | null>) => {
      state.paymentMethod = action.payload;
    },
    /** The customer takes the voucher off again (spec part 2 §2 'Voucher redemption'). */
    voucherRemoved: (state) => {
      state.voucher = null;
    },
    /** Step 3's boxes and the documents choice. */
    consentChanged: (state, action: PayloadAction<Partial<Record<CheckoutBox, boolean>>>) => {
      for (const [key, value] of Object.entries(action.payload))
        if (CHECKOUT_BOXES.has(key) && typeof value === 'boolean') state[key as CheckoutBox] = value;
    },
  },
  extraReducers: (builder) => {
    builder
      // A stored booking opened again brings its own checkout.
      .addCase(bookingLoaded, (_state, action): CheckoutPart => checkoutOf(action.payload))
      // A new insurance choice, or none, asks again for the pre-contract by e-mail; an insurance
      // chosen ends the flex tariff (spec part 2 §9: flex is offered without insurance only).
      .addCase(insuranceChosen, (state, action) => {
        state.insurancePreContractEmail = false;
        if (action.payload) state.flexBooking = false;
      })
      .addCase(insuranceDeclined, (state) => {
        state.insurancePreContractEmail = false;
      })
      .addCase(insuranceGone, (state) => {
        state.insurancePreContractEmail = false;
      })
      // Voucher: success stores it in the booking, an error clears it (spec part 2 §4).
      .addMatcher(voucherCheckPhases.fulfilled, (state, action) => {
        state.voucher = action.payload;
      })
      .addMatcher(voucherCheckPhases.rejected, (state) => {
        state.voucher = null;
      });
  },
});

export const { flexChosen, paymentMethodChosen, voucherRemoved, consentChanged } = checkoutPart.actions;
