// The flights feature's public face: pages and the app shell import only this.
export { flights } from './flights-slice';
export { FlightSection } from './components/FlightSection';
export { FlightUpgradeChooser } from './components/FlightUpgradeChooser';
export { fareSearch, type FareOffer } from './fare-search-slice';
