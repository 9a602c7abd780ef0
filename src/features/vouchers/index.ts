// The vouchers feature's public face: pages and the app shell import only this.
export { vouchers } from './vouchers-slice';
export { VoucherForm } from './components/VoucherForm';
