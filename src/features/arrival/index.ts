// The arrival: the trip's own flights, the fare search and airports, own arrival and flight dates.

export { airports } from './airports-slice';
export {
  ARRIVAL_FIELDS,
  arrivalOf,
  dateChanged,
  extensionsMoved,
  newArrival,
  newFareForm,
  resetFlightChoice,
  type ArrivalPart,
  type FareForm,
} from './arrival-part';
export {
  arrivalReducer,
  departureAirportChosen,
  flightPositionChosen,
  flightRequestChosen,
  flightUpgradeChosen,
  optInToggled,
  ownArrivalChosen,
  ownFlightDatesChanged,
} from './arrival-reducers';
export { selectArrivalSummary } from './arrival-selectors';
export { type FareOffer, fareSearch } from './fare-search-slice';
export { selectFlightPanel, selectTravelsByFlight } from './flight-panel';
export {
  selectExtensionNights,
  selectFlightDateLimits,
  selectFlightSection,
  selectFlightsMissing,
  selectFlightsUnknown,
  selectFlightValid,
  selectOwnFlightDateErrors,
} from './flight-selectors';
export { flights } from './flights-slice';
export { selectChosenFlightPosition, selectChosenIncludedFlights, selectIncludedFlights } from './included-flights';
export { FlightSection } from './components/FlightSection';
export { FlightUpgradeChooser } from './components/FlightUpgradeChooser';
