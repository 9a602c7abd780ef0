export { CustomerTravellerBlock } from './CustomerTravellerBlock';
export type { TravellerExtras } from './ExtrasList';
export { TravellerBlock } from './TravellerBlock';
