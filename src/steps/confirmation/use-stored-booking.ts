import { useEffect, useMemo, useState } from 'react';
import { fetchStoredBooking } from '@/api/booking';
import type { ApiClient } from '@/api/client';
import type { StoredBooking, TripImage } from '@/api/schemas';
import { fetchTravel } from '@/api/travel';
import { confirmationFacts } from '@/domain/confirmation';

/**
 * A booking by its number (GET /fapi/booking/{no}), its trip's name and picture and what the confirmation says
 * of it (request or booking, what is due and how), for the pages after the booking.
 */
export function useStoredBooking(api: ApiClient, bookingNo: string, onLoaded?: (travelCode: string) => void) {
  const [booking, setBooking] = useState<StoredBooking | null>(null);
  const [trip, setTrip] = useState<{ name: string; image: TripImage | null } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // No number, nothing to ask (the page says the link is broken).
    if (bookingNo === '') return;
    fetchStoredBooking(api, bookingNo).then(
      (loaded) => {
        setBooking(loaded);
        onLoaded?.(loaded.travelCode);
        // The trip's name and picture are a courtesy: without them the code stands.
        fetchTravel(api, { code: loaded.travelCode }).then(
          (travel) => setTrip({ name: travel.name, image: travel.image }),
          () => undefined,
        );
      },
      () => setFailed(true),
    );
  }, [api, bookingNo, onLoaded]);
  const facts = useMemo(
    () =>
      booking
        ? confirmationFacts({
            onRequest: booking.onRequest,
            bookingRequest: booking.bookingRequest,
            byAgency: booking.travelAgency !== null,
            paymentDirect: booking.travelAgency?.paymentDirect ?? false,
            paymentType: booking.paymentType,
            totalPrice: booking.totals.totalPrice,
            deposit: booking.totals.deposit,
            totalInsurancePrice: booking.totals.totalInsurancePrice,
            start: booking.schedule?.start ?? null,
          })
        : null,
    [booking],
  );
  return { booking, tripName: trip?.name ?? null, tripImage: trip?.image ?? null, failed, facts };
}
