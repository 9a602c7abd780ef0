import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';

type Guard<A> = (action: UnknownAction) => action is UnknownAction & A;

/**
 * The phases of a thunk that loads later than a slice following it (the submit, the voucher check
 * load with step 3; the booking slice loads with the first page). The thunk is made with
 * `typePrefix` and the slice matches with these guards, so the type is written once and a rename
 * moves both.
 */
export function thunkPhases<Returned, RejectValue>(typePrefix: string) {
  const is = <A>(phase: 'pending' | 'fulfilled' | 'rejected') =>
    ((action: UnknownAction) => action.type === `${typePrefix}/${phase}`) as Guard<A>;
  return {
    typePrefix,
    pending: is<{ meta: { requestId: string } }>('pending'),
    fulfilled: is<PayloadAction<Returned>>('fulfilled'),
    rejected: is<PayloadAction<RejectValue | undefined, string, never, { message?: string }>>('rejected'),
  };
}
