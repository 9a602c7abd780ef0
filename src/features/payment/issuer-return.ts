import { z } from '@/config/z';
import { isIssuerReturn } from '@/domain/card-payment';

/**
 * What the page remembers in the tab while the person is on the issuer's 3-D Secure page: which
 * booking, when it left, the amount, and the holder's name to fill in again if the payment did not
 * go through. Never the card number or the security code. sessionStorage is the tab's: the issuer
 * sends the person back to this tab, and another tab or a later visit does not see it.
 */
export interface IssuerTrip {
  bookingNo: string;
  at: number;
  amount: number;
  holder: string;
}

const KEY = 'asi-issuer-return';

export function rememberIssuerTrip(trip: IssuerTrip): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(trip));
  } catch {
    /* without storage the return reads as a plain visit: the server's status still tells paid or not */
  }
}

const issuerTripSchema = z.object({
  bookingNo: z.string(),
  at: z.number().check(z.refine(Number.isFinite)),
  amount: z.number().check(z.refine(Number.isFinite)),
  holder: z.string().check(z.maxLength(60)),
});

/** The trip this page comes back from (its booking's, young enough), or null; broken storage reads as none. */
export function readIssuerTrip(bookingNo: string, now: number): IssuerTrip | null {
  try {
    const trip = z.safeParse(issuerTripSchema, JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null'));
    return trip.success && isIssuerReturn(trip.data, { bookingNo, now }) ? trip.data : null;
  } catch {
    return null;
  }
}

/** Read once: a reload after the return is a plain visit (the server's status says paid or not). */
export function forgetIssuerTrip(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
