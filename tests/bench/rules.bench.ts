import { bench, describe } from 'vitest';
import { makeStore, type RootState } from '@/app/store';
import { createApiClient } from '@/api/client';
import { travellerSchema, type BookedService } from '@/api/schemas';
import { prepareFares } from '@/domain/fare-sort';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { selectTotals } from '@/features/pricing/price-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { createSchedule } from '../support/data';
import { createFare } from '../support/fares';

// Issue 3: both must stay well under one frame (16 ms).

const schedule = createSchedule();
const service = (i: number): BookedService => ({
  service: {
    id: i,
    erpId: `S${i}`,
    serviceId: `S${i}`,
    name: `Leistung ${i}`,
    description: '',
    price: 10 + i,
    perPerson: i % 2 === 0,
    subCategory: null,
    onRequest: false,
  },
  additionalData: {},
  price: i % 13 === 0 ? -1 : 10 + i,
  validFrom: null,
  validUntil: null,
  compulsoryPaxMin: null,
  compulsoryPaxMax: null,
  duration: null,
  travellerIndex: i % 3 === 0 ? i % 10 : null,
  details: null,
});

function bookingState(version: number) {
  // version shifts the prices, so different bookings price differently
  const rooms = Array.from({ length: 5 }, () => ({
    schedule,
    travellers: [travellerSchema.parse({}), travellerSchema.parse({})],
  }));
  const all = Array.from({ length: 40 }, (_, i) => service(i + version));
  const empty = createEmptyBooking('GRP-ALPS');
  return {
    ...empty,
    schedule,
    selectedDate: schedule.start,
    pax: 10,
    rooms,
    upgrades: all.slice(0, 10),
    compulsoriesUpgrade: all.slice(10, 15),
    equipments: all.slice(15, 30),
    transfers: all.slice(30, 40),
    accommodations: [
      { ...service(99), roomTypeDescription: '', boardDescription: '', board: '', additionalData: { vv: 2, nv: 0 } },
    ],
    insurance: {
      chosen: {
        offerId: 'O',
        name: 'Reiserücktritt',
        price: 189,
        preContractId: null,
        code: null,
        tourId: null,
        termsUrl: null,
      },
      termsAccepted: false,
      declined: false,
    },
    checkout: {
      ...empty.checkout,
      voucher: { code: 'SOMMER50', reduction: 50, percentage: null, redeemed: false, error: false, message: null },
      flexBooking: true,
    },
  };
}

const store = makeStore({ api: createApiClient({ language: 'de', baseUrl: 'http://localhost' }) });
const base = store.getState();
const booking = bookingState(0);
// A new booking object every run (a shallow copy, as a reducer makes), so no memoised selector
// can answer from its cache: reselect 5 caches by identity across many states.
const fresh = (): RootState => ({ ...base, booking: { ...booking } });

describe('totals for 10 travellers and 40 chosen services', () => {
  bench('selectTotals (recomputed)', () => {
    selectTotals(fresh());
  });
  bench('selectTotals + selectPriceLines (recomputed)', () => {
    selectPriceLines(fresh());
  });
});

const fares = Array.from({ length: 500 }, (_, i) =>
  createFare({
    index: i,
    price: 400 + ((i * 37) % 900) + (i % 7) * 0.3,
    time: 150 + ((i * 53) % 900),
    stops: i % 3,
    arrival: `2027-05-${i % 5 === 0 ? '11' : '10'}T${String(6 + (i % 12)).padStart(2, '0')}:00:00`,
    ticketing: i % 11 === 0 ? null : '2027-04-30',
    numbers: [`LH ${100 + (i % 350)}`, `LH ${200 + (i % 350)}`],
    departs: `${String(5 + (i % 15)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  }),
);
const limits = {
  arrivalLatest: '2027-05-10T14:00:00',
  departureEarliest: '2027-05-17T12:00:00',
  lastTicketingDate: '2027-04-10',
  nightsBefore: 0,
  nightsAfter: 0,
};

describe('500 fares', () => {
  bench('filter + merge + sort by best', () => {
    prepareFares(fares, { ...limits, stops: 'any', sort: 'best' });
  });
  bench('filter + merge + max 1 stop + sort by price', () => {
    prepareFares(fares, { ...limits, stops: 'max1', sort: 'price' });
  });
});
