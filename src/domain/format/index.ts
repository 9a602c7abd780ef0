export * from './date';
export * from './price';
export * from './number';
