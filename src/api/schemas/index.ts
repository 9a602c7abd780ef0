export * from './booking';
export * from './catalogue';
export * from './services';
export * from './flight';
// Insurance offers and reports are imported from their own files: steps 2-3 and reports load them.
export * from './insurance-choice';
export * from './user';
export * from './voucher';
export type { TripImage } from './trip-image';
