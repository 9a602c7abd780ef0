import { redeemVoucher } from '@/api/vouchers';
import type { Voucher, VoucherRequest } from '@/api/schemas';
import { createResourceSlice } from '@/lib/request-phases';
import { voucherCheckPhases } from './voucher-phases';

export const vouchers = createResourceSlice<Voucher | null, { code: string; request: VoucherRequest }>({
  name: 'vouchers',
  // The booking slice takes a valid voucher in and clears a refused one.
  typePrefix: voucherCheckPhases.typePrefix,
  empty: null,
  load: (api, { code, request }) => redeemVoucher(api, code, request),
  // A voucher that does not check out says so at its field.
  quiet: true,
});
