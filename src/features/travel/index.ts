// The travel feature's public face: pages, the app shell and other features import only this.
export { travel } from './travel-slices';
export { travelList } from './travel-list-slice';
export { selectTravel, selectTravelError, selectTravelList, selectTravelStatus } from './selectors';
export { socialProofPart } from './parts';
export { BookingHeader } from './components/BookingHeader';
export { suggestTrips } from './suggest-trips';
