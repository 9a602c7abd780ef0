import type { SerializedApiError } from '@/api/errors';
import type { Voucher } from '@/api/schemas';
import { thunkPhases } from '@/lib/thunk-phases';

/**
 * The voucher check (the vouchers family), declared once: its thunk loads with step 3 while the
 * booking follows its phases from the first page. A valid voucher goes into the booking, a failed
 * check clears it.
 */
export const voucherCheckPhases = thunkPhases<Voucher | null, SerializedApiError>('vouchers/fetch');
