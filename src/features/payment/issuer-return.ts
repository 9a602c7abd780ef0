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

/** The trip this page comes back from (its booking's, young enough), or null; broken storage reads as none. */
export function readIssuerTrip(bookingNo: string, now: number): IssuerTrip | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const trip = value as Record<string, unknown>;
    if (
      typeof trip.bookingNo !== 'string' ||
      typeof trip.at !== 'number' ||
      typeof trip.amount !== 'number' ||
      !Number.isFinite(trip.amount) ||
      typeof trip.holder !== 'string'
    )
      return null;
    const read: IssuerTrip = {
      bookingNo: trip.bookingNo,
      at: trip.at,
      amount: trip.amount,
      holder: trip.holder.slice(0, 60),
    };
    return isIssuerReturn(read, { bookingNo, now }) ? read : null;
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
