import { redeemVoucher } from '@/api/vouchers';
import type { Voucher, VoucherRequest } from '@/api/schemas';
import { createAskedResourceSlice, type AskedResourceState } from '@/lib/request-phases';

/** What a voucher check asks: the code, for this trip, these dates and this customer. */
export interface VoucherCheck {
  code: string;
  request: VoucherRequest;
  /** The redeemed voucher checked again for a changed booking (not a code the person typed). */
  again?: boolean;
}

/** The voucher checks' family; `asked` is the check its answer is for. */
export type VouchersState = AskedResourceState<Voucher | null, VoucherCheck>;

// Named 'vouchers', its thunk is 'vouchers/fetch' (voucher-phases): the booking slice takes a
// valid voucher in and clears a refused one.
export const vouchers = createAskedResourceSlice<Voucher | null, VoucherCheck, VoucherCheck>({
  name: 'vouchers',
  empty: null,
  load: (api, { code, request }) => redeemVoucher(api, code, request),
  // A voucher that does not check out says so at its field.
  quiet: true,
  asked: (check) => check,
});
