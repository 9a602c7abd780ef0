import { createAction } from '@reduxjs/toolkit';
import type { Booking } from '@/api/schemas';

/** A stored booking (from ?bookingId) replaces the current one: each part of the booking answers it. */
export const bookingLoaded = createAction<Booking>('booking/bookingLoaded');
