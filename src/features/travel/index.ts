// The travel feature's public face: pages, the app shell and other features import only this.

export { benefits } from './benefits-slice';
export { socialProofPart } from './parts';
export { selectTravel, selectTravelError, selectTravelList, selectTravelStatus } from './selectors';
export { suggestTrips } from './suggest-trips';
export { travelList } from './travel-list-slice';
export { travel } from './travel-slices';
export { BookingHeader } from './components/BookingHeader';
