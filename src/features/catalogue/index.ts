// The catalogue feature's public face (services, extensions, airports, rail and fly, selling
// points, countries): pages, the app shell and other features import only this.
export {
  accommodations,
  airports,
  benefits,
  countries,
  equipment,
  railFly,
  serviceFamilies,
  upgrades,
} from './catalogue-slices';
export { selectBenefits } from './benefit-selectors';
export { selectCountryOptions } from './country-selectors';
export {
  selectAirportGroups,
  selectAirportsFailed,
  selectEquipmentFailed,
  selectExtensionsFailed,
  selectUpgradesFailed,
} from './family-selectors';
