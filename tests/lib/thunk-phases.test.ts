import { describe, expect, it } from 'vitest';
import { bookingSubmit } from '@/features/booking/booking-submit';
import { bookingSubmitPhases } from '@/features/booking/submit-phases';
import { voucherCheckPhases } from '@/features/checkout/voucher-phases';
import { vouchers } from '@/features/checkout/vouchers-slice';
import { thunkPhases } from '@/lib/thunk-phases';

describe('phases of a thunk that loads later than the slice following it', () => {
  it('match the phases of the thunk made with their type, and only those', () => {
    const phases = thunkPhases<number, string>('family/call');
    expect(phases.pending({ type: 'family/call/pending' })).toBe(true);
    expect(phases.fulfilled({ type: 'family/call/fulfilled' })).toBe(true);
    expect(phases.rejected({ type: 'family/call/rejected' })).toBe(true);
    expect(phases.fulfilled({ type: 'family/call/rejected' })).toBe(false);
    expect(phases.fulfilled({ type: 'family/other/fulfilled' })).toBe(false);
  });

  it.each([
    ['the submit', bookingSubmit, bookingSubmitPhases],
    ['the voucher check', vouchers.fetch, voucherCheckPhases],
  ] as const)('the booking slice follows %s by the type its thunk is made with', (_name, thunk, phases) => {
    expect(phases.pending({ type: thunk.pending.type })).toBe(true);
    expect(phases.fulfilled({ type: thunk.fulfilled.type })).toBe(true);
    expect(phases.rejected({ type: thunk.rejected.type })).toBe(true);
  });
});
