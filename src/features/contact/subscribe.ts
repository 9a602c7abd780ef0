import { subscribeToDates } from '@/api/forms';
import type { AppThunk } from '@/lib/app-thunk';
import { selectTravel } from '@/features/travel';

/** Registers for date updates of this trip (spec part 2 §7); the server's words come back when it sends any. */
export const subscribeForDates =
  (values: {
    email: string;
    newsletter: boolean;
    agb: boolean;
  }): AppThunk<Promise<{ ok: boolean; message: string | null }>> =>
  (_dispatch, getState, { api }) =>
    subscribeToDates(api, selectTravel(getState())?.code ?? '', { ...values, email: values.email.trim() });
