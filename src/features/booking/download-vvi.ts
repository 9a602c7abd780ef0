import { fetchVviPdf } from '@/api/vvi';
import type { Language } from '@/config/page-config';
import type { AppThunk } from '@/lib/app-thunk';
import { selectTravel } from '@/features/travel';
import { toBookingPayload } from './booking-payload';
import { selectBookingPayloadParts } from './payload-selectors';

/** The VVI of the booking as entered so far (the submit's payload), as a PDF from the server. */
export const downloadVvi =
  (language: Language, whitelabel: string | null): AppThunk<Promise<Blob>> =>
  (_dispatch, getState, { api }) => {
    const state = getState();
    const payload = toBookingPayload({ ...selectBookingPayloadParts(state), language, whitelabel });
    return fetchVviPdf(api, payload, selectTravel(state)?.organizer ?? '');
  };

/** Saves a file the way a download link does (no new window, no address with data in it). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
