import { fetchPreContract } from '@/api/insurance';
import { serializeError, type SerializedApiError } from '@/api/errors';
import { createAppAsyncThunk, QUIET_FAILURE } from '@/lib/app-thunk';
import { isInsuranceStillOffered } from '@/domain/insurance';
import { insuranceGone, insuranceRefused, insuranceTermsAccepted } from './insurance-reducers';
import { insurance } from './insurance-slice';
import type { InsuranceOffersRequest } from '@/api/schemas/insurance';
import type { AppThunk } from '@/lib/app-thunk';
import { selectInsuranceQuery } from './selectors';

/**
 * Accepting the terms loads the pre-contract (spec part 2 §4, §7): the offer, the trip and the
 * customer; its id and terms link join the choice. A failure clears the offer and the acceptance
 * and is told in the insurance box (not the error overlay).
 */
export const acceptInsuranceTerms = createAppAsyncThunk<void, void, { rejectValue: SerializedApiError }>(
  'insurance/preContract',
  async (_, { getState, dispatch, extra, rejectWithValue }) => {
    const state = getState();
    const chosen = state.booking.insurance.chosen;
    const query = selectInsuranceQuery(state);
    if (!chosen) return undefined;
    if (!query) {
      dispatch(insuranceRefused({ offerId: chosen.offerId }));
      return rejectWithValue({ kind: 'unknown', message: '', status: null, call: null }, QUIET_FAILURE);
    }
    const { gender, firstname, lastname, birthday, street, number, zip, city, country, email } =
      state.booking.travellers.user;
    try {
      const contract = await fetchPreContract(extra.api, {
        ...query,
        offerId: chosen.offerId,
        user: { gender, firstname, lastname, birthday, street, number, zip, city, country, email },
      });
      const terms = contract.urls.find((url) => url.type === 'TAC')?.url ?? null;
      dispatch(
        insuranceTermsAccepted({ offerId: chosen.offerId, preContractId: contract.preContractId, termsUrl: terms }),
      );
      return undefined;
    } catch (error) {
      dispatch(insuranceRefused({ offerId: chosen.offerId }));
      return rejectWithValue(serializeError(error), QUIET_FAILURE);
    }
  },
);

/**
 * Asks for the offers of the booking as it is now; once they came, a choice they no longer list at
 * its price goes (insurance-reducers `insuranceGone`). Step 2's box and step 3 ask through here.
 */
export const askInsuranceOffers =
  (query: InsuranceOffersRequest): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const result = await dispatch(insurance.fetch(query));
    // Offers for a booking that changed meanwhile (a price that came on) decide nothing about the choice.
    const current = selectInsuranceQuery(getState());
    if (!insurance.fetch.fulfilled.match(result) || JSON.stringify(current) !== JSON.stringify(query)) return;
    const chosen = getState().booking.insurance.chosen;
    if (chosen && !isInsuranceStillOffered(chosen, result.payload)) dispatch(insuranceGone());
  };
