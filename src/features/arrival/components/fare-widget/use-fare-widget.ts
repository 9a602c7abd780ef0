import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAppDispatch, useAppSelector, useAppSelectorWith } from '@/app/hooks';
import type { Fare } from '@/api/schemas';
import { useDeadlineClock } from '@/lib/use-deadline-clock';
import { departureAirportChosen, fareCleared, fareExpiryNoticed } from '../../arrival-reducers';
import { chooseFare, requestFlight, searchFlights } from '../../fare-actions';
import { fareSearch } from '../../fare-search-slice';
import {
  selectChosenFare,
  selectFareOffer,
  selectFareSearchForm,
  selectFareValidUntil,
  selectOfferExpired,
} from '../../fare-selectors';
import { useFareExpiry } from './use-fare-expiry';
import { useFareWidgetFocus } from './use-fare-widget-focus';

/**
 * The flight widget's state and moves: the search (cancelled when the widget goes), the dialog,
 * changing the chosen flight, choosing a fare, the flight request, and where the focus goes after each.
 */
export function useFareWidget(showErrors: boolean) {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectFareSearchForm);
  const offer = useAppSelector(selectFareOffer);
  const chosenValidUntil = useAppSelector(selectFareValidUntil);
  const now = useDeadlineClock([chosenValidUntil, offer?.validUntil]);
  const chosen = useAppSelectorWith(selectChosenFare, now);
  const offerExpired = useAppSelectorWith(selectOfferExpired, now);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [changing, setChanging] = useState(false);
  const [touched, setTouched] = useState(false);
  const running = useRef<{ abort: () => void } | null>(null);
  const airportInput = useRef<HTMLInputElement | null>(null);
  const searchButton = useRef<HTMLButtonElement | null>(null);
  const focus = useFareWidgetFocus();
  const { expiredNotice, expiredButton } = useFareExpiry(chosen?.expired ?? false, now);
  useEffect(() => () => running.current?.abort(), []);

  const problems = form.problems;
  const search = async () => {
    setTouched(true);
    const pending = dispatch(searchFlights());
    if (!pending) {
      if (problems.airport) airportInput.current?.focus();
      return;
    }
    running.current = pending;
    const result = await pending;
    running.current = null;
    if (fareSearch.fetch.fulfilled.match(result)) setDialogOpen(true);
  };
  // From the expired flight: the form shows, its search button takes the focus (the overlay and the
  // dialog give it back there), then the search runs.
  const searchAgain = () => {
    flushSync(() => {
      dispatch(fareExpiryNoticed());
      setChanging(false);
    });
    searchButton.current?.focus();
    void search();
  };
  const choose = (fare: Fare, connections: number[]) => {
    if (dispatch(chooseFare({ fare, connections }))) {
      setDialogOpen(false);
      setChanging(false);
      focus.focusOn('chosen');
    }
  };
  const request = () => {
    setDialogOpen(false);
    setChanging(false);
    dispatch(requestFlight());
    focus.focusOn('requested');
  };
  const clearChoice = () => {
    dispatch(fareCleared());
    focus.focusOn('form');
  };
  const otherAirport = () => {
    setDialogOpen(false);
    setChanging(true);
    // After the dialog has given focus back.
    setTimeout(() => airportInput.current?.focus(), 0);
  };

  return {
    form,
    offer,
    chosen,
    offerExpired,
    dialogOpen,
    changing,
    showProblems: touched || showErrors,
    expiredNotice,
    refs: {
      chosenHeading: focus.chosenHeading,
      formHeading: focus.formHeading,
      requestedNotice: focus.requestedNotice,
      expiredButton,
      searchButton,
    },
    search: () => void search(),
    searchAgain,
    choose,
    request,
    clearChoice,
    otherAirport,
    abort: () => running.current?.abort(),
    openDialog: () => setDialogOpen(true),
    closeDialog: () => setDialogOpen(false),
    searchFromDialog: () => {
      setDialogOpen(false);
      void search();
    },
    changeChosen: () => {
      if (offer && !offerExpired) setDialogOpen(true);
      else setChanging(true);
    },
    closeChange: changing && chosen ? () => setChanging(false) : null,
    airportChosen: (code: string | null) => {
      setTouched(true);
      dispatch(departureAirportChosen(code));
    },
    requestFromForm: () => {
      if (form.departureAirport) request();
      else {
        setTouched(true);
        airportInput.current?.focus();
      }
    },
    airportInputRef: (element: HTMLInputElement | null) => {
      airportInput.current = element;
    },
  };
}
