// The services feature's public face (the choice boxes of step 1): pages import only this.
export { ChoiceBox } from './components/ChoiceBox';
export { DogSelector } from './components/DogSelector';
export { EquipmentList } from './components/EquipmentList';
export { OptionalServicesBox } from './components/OptionalServicesBox';
