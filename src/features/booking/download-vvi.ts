import { fetchVviPdf } from '@/api/vvi';
import type { Language } from '@/config/page-config';
import type { AppThunk } from '@/lib/app-thunk';
import { selectTravel } from '@/features/travel';
import { selectBookingPayload } from './payload-selectors';

/** The VVI of the booking as entered so far (the submit's payload), as a PDF from the server. */
export const downloadVvi =
  (language: Language, whitelabel: string | null): AppThunk<Promise<Blob>> =>
  (_dispatch, getState, { api }) => {
    const state = getState();
    const payload = selectBookingPayload(state, { language, whitelabel });
    return fetchVviPdf(api, payload, selectTravel(state)?.organizer ?? '');
  };
