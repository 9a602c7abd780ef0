export * from './date';
export * from './price';
