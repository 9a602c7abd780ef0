import { redeemVoucher } from '../../api/vouchers';
import type { Voucher, VoucherRequest } from '../../api/schemas';
import { createResourceSlice } from '../resource/resource-slice';

export const vouchers = createResourceSlice<Voucher | null, { code: string; request: VoucherRequest }>({
  name: 'vouchers',
  empty: null,
  load: (api, { code, request }) => redeemVoucher(api, code, request),
});
