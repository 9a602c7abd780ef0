import { redeemVoucher } from '../../api/vouchers';
import type { Voucher, VoucherRequest } from '../../api/schemas';
import { createResourceSlice } from '../../lib/request-phases';

export const vouchers = createResourceSlice<Voucher | null, { code: string; request: VoucherRequest }>({
  name: 'vouchers',
  empty: null,
  load: (api, { code, request }) => redeemVoucher(api, code, request),
  // A voucher that does not check out says so at its field.
  quiet: true,
});
