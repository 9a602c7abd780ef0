export * from './booking';
export * from './catalogue';
export * from './flight';
export * from './insurance';
export * from './reports';
export * from './user';
export * from './voucher';
