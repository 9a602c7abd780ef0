import { fetchPreContract } from '@/api/insurance';
import { serializeError, type SerializedApiError } from '@/api/errors';
import { createAppAsyncThunk, QUIET_FAILURE } from '@/lib/app-thunk';
import { insuranceRefused, insuranceTermsAccepted } from './insurance-reducers';
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
    const chosen = state.booking.insurance;
    const query = selectInsuranceQuery(state);
    if (!chosen) return undefined;
    if (!query) {
      dispatch(insuranceRefused({ offerId: chosen.offerId }));
      return rejectWithValue({ kind: 'unknown', message: '', status: null, call: null }, QUIET_FAILURE);
    }
    const { gender, firstname, lastname, birthday, street, number, zip, city, country, email } = state.booking.user;
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
