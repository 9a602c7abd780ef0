/** The tab's last booking number the server confirmed, kept for the confirmation page (this tab only). */
const KEY = 'asi-just-booked';

/** Remembers a booking number the server just confirmed; nothing when the storage is off. */
export function rememberJustBooked(bookingNo: string | null): void {
  try {
    if (bookingNo) sessionStorage.setItem(KEY, bookingNo);
  } catch {
    /* storage off: the confirmation page then knows the booking only from the server */
  }
}

/** Whether this tab just booked `bookingNo` (its details may still be on their way to the server's list). */
export function wasJustBooked(bookingNo: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === bookingNo;
  } catch {
    return false;
  }
}
