// The reports feature's public face: pages and the app shell import only this.

export { sellReport, userReport } from './reports-slices';
