// The insurance feature's public face: pages and the app shell import only this.
export { insurance } from './insurance-slice';
