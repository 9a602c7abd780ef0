import type { Fare } from '@/api/schemas';
import type { AppThunk } from '@/lib/app-thunk';
import { withChosenConnections } from '@/domain/fares';
import { fareChosen, flightRequestChosen } from './arrival-reducers';
import { fareSearch } from './fare-search-slice';
import { selectFareOffer, selectFareSearchForm, selectFareWindow } from './fare-selectors';

/**
 * Sends the fare search of the form (spec part 2 §5: only with an airport and dates inside the
 * bounds); null when the form does not allow it yet.
 */
export const searchFlights =
  (): AppThunk<ReturnType<ReturnType<typeof fareSearch.fetch>> | null> => (dispatch, getState) => {
    const state = getState();
    const { request } = selectFareSearchForm(state);
    if (!request) return null;
    return dispatch(fareSearch.fetch({ search: request, window: selectFareWindow(state) }));
  };

/**
 * A fare and a connection per leg are chosen (spec part 2 §4): the booking keeps the fare with
 * only those connections and the offer's validity. False when a leg has no connection chosen.
 */
export const chooseFare =
  ({ fare, connections }: { fare: Fare; connections: readonly number[] }): AppThunk<boolean> =>
  (dispatch, getState) => {
    const offer = selectFareOffer(getState());
    const booked = withChosenConnections(fare, connections);
    if (!offer || !booked) return false;
    dispatch(fareChosen({ fare: booked, validUntil: offer.validUntil }));
    return true;
  };

/** A flight request from the departure airport chosen (spec part 2 §4: stored with the alternative airport). */
export const requestFlight = (): AppThunk => (dispatch, getState) => {
  dispatch(flightRequestChosen({ alternativeAirport: selectFareSearchForm(getState()).departureAirport }));
};
