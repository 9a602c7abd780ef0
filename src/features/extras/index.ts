// The extras: upgrades, equipment, transfers, extensions, rail and fly, dogs.

export { selectBookedRailFly, selectCompulsoryUpgrades } from './catalogue-selectors';
export {
  selectChoicesUnnamed,
  selectExtensionsNotAllowed,
  selectExtrasFieldErrors,
  selectUpgradesMissing,
  selectUpgradesPending,
} from './extras-blockers';
export { accommodations, equipment, railFly, serviceFamilies, upgrades } from './extras-catalogue';
export { extrasFittingJourney } from './journey-fit';
export {
  dogsChanged,
  equipmentDetailsChanged,
  extensionChosen,
  extrasReducer,
  railFlyToggled,
  serviceToggled,
} from './extras-reducers';
export {
  EXTRAS_BOOKING_FIELDS,
  EXTRAS_FIELDS,
  extrasOf,
  newExtras,
  nightsOf,
  type ChosenExtension,
  type ChosenService,
  type ExtrasPart,
} from './extras-part';
export {
  selectChoiceBoxes,
  selectDogRows,
  selectEquipmentLeftOut,
  selectEquipmentRows,
  selectRailFlyBox,
  selectServicesBox,
} from './extras-selectors';
export { selectEquipmentFailed, selectExtensionsFailed, selectUpgradesFailed } from './family-selectors';
export { ChoiceBox } from './components/ChoiceBox';
export { DogSelector } from './components/DogSelector';
export { EquipmentList } from './components/EquipmentList';
export { OptionalServicesBox } from './components/OptionalServicesBox';
