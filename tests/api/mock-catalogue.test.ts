import { voucherRequest } from '../support/data';
import { describe, expect, it } from 'vitest';
import {
  fetchAccommodations,
  fetchAirports,
  fetchBenefits,
  fetchCountries,
  fetchRailFly,
  fetchServiceEntries,
} from '@/api/catalogue';
import { SERVICE_KINDS } from '@/api/service-kinds';
import { fetchFlights } from '@/api/flights';
import { fetchSchedules } from '@/api/schedules';
import { fetchTravel } from '@/api/travel';
import { fetchTravelList } from '@/api/travel-list';
import { DEMO_TRIPS } from '../../mocks/db/demo-trips';
import { toServerDate } from '@/domain/format';
import { createTestClient } from '../support/api';
import { mock } from '../support/mock-server';

const client = createTestClient();
const today = new Date();
const inDays = (n: number) => toServerDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + n));

describe('the mock catalogue keeps the contract for every demo trip', () => {
  it.each(DEMO_TRIPS.map((t) => t.code))('%s: every catalogue call parses', async (code) => {
    const results = await Promise.all([
      fetchTravel(client, { code }),
      fetchSchedules(client, { code }),
      ...SERVICE_KINDS.map((kind) => fetchServiceEntries(client, kind, code)),
      fetchAccommodations(client, code),
      fetchFlights(client, code),
    ]);
    expect(results[0]).toMatchObject({ code });
  });

  it('serves the shared lists', async () => {
    const [airports, railFly, benefits, countries, list] = await Promise.all([
      fetchAirports(client),
      fetchRailFly(client),
      fetchBenefits(client, 'ibe'),
      fetchCountries(client),
      fetchTravelList(client, { query: {}, search: null }),
    ]);
    expect(Object.keys(airports)).toEqual(['DE', 'AT', 'CH', 'IT', 'LUX']);
    expect(railFly.some((entry) => entry.tui)).toBe(true);
    expect(benefits.length).toBeGreaterThanOrEqual(4);
    // The spec's shape: only a value; the app names the country itself.
    expect(countries.find((c) => c.value === 'DE')).toEqual({ value: 'DE', label: null });
    expect(list.map((t) => t.code)).toEqual(DEMO_TRIPS.map((t) => t.code));
  });
});

describe('the seeded trips have what the issue asks for, relative to today', () => {
  it('GRP-ALPS: dates this year and next, sold out, on request, guaranteed, almost full; three room types', async () => {
    const schedules = await fetchSchedules(client, { code: 'GRP-ALPS' });
    const years = new Set(schedules.map((s) => s.start.slice(0, 4)));
    const thisYearLeft = today.getMonth() < 11 || today.getDate() < 31;
    expect(years).toEqual(
      new Set([...(thisYearLeft ? [String(today.getFullYear())] : []), String(today.getFullYear() + 1)]),
    );
    expect(schedules.some((s) => !s.bookable && !s.onRequest)).toBe(true);
    expect(schedules.some((s) => !s.bookable && s.onRequest)).toBe(true);
    expect(schedules.some((s) => s.guaranteed)).toBe(true);
    expect(schedules.some((s) => s.bookable && s.diffPax < 4)).toBe(true);
    expect(new Set(schedules.map((s) => s.roomType))).toEqual(new Set(['single', 'twin', 'triple']));
    expect(schedules.every((s) => s.start > inDays(0))).toBe(true);
  });

  it('GRP-ALPS: a compulsory and an on-request upgrade, EB and ST equipment, pre and post extensions, 8+ qualifying ratings', async () => {
    const [travel, upgrades, equipment, extensions] = await Promise.all([
      fetchTravel(client, { code: 'GRP-ALPS' }),
      fetchServiceEntries(client, { path: 'upgrade' }, 'GRP-ALPS'),
      fetchServiceEntries(client, { path: 'equipment' }, 'GRP-ALPS'),
      fetchAccommodations(client, 'GRP-ALPS'),
    ]);
    expect(upgrades.some((u) => u.compulsoryPaxMin !== null)).toBe(true);
    expect(upgrades.some((u) => u.price === -1)).toBe(true);
    expect(equipment.map((e) => e.service.subCategory)).toEqual(['EB', 'ST']);
    expect(extensions.some((e) => e.additionalData.vv > 0)).toBe(true);
    expect(extensions.some((e) => e.additionalData.nv > 0)).toBe(true);
    expect(
      travel.rating.filter((r) => r !== null && r.nps >= 7 && r.description.length > 10).length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('IND-ICELAND departs every day for 400 days from 10 days ahead, with own flight dates', async () => {
    const schedules = await fetchSchedules(client, { code: 'IND-ICELAND' });
    const starts = [...new Set(schedules.map((s) => s.start))].sort();
    expect(starts).toHaveLength(400);
    expect(starts[0]).toBe(inDays(10));
    expect(schedules.every((s) => s.flightControl === 4)).toBe(true);
  });

  it.each([
    [
      'OPT-JORDAN',
      (_t: { code: string }, s: { flightControl: number | null; flightBookingEnabled: boolean }[]) =>
        s.every((x) => x.flightControl === 6 && x.flightBookingEnabled),
    ],
    [
      'NOF-DOLOMITES',
      (t: { dogFriendly?: boolean }, s: { flightControl: number | null }[]) =>
        Boolean(t.dogFriendly) && s.every((x) => x.flightControl === 5),
    ],
    ['BRK-NORWAY', (t: { isBroker?: boolean; brokerName?: string | null }) => Boolean(t.isBroker && t.brokerName)],
    ['PRT-MOROCCO', (t: { isPartner?: boolean }) => Boolean(t.isPartner)],
    ['CRU-NILE', (t: { isCruise?: boolean }) => Boolean(t.isCruise)],
    ['PAS-INDIA', (t: { needsPassport?: boolean }) => Boolean(t.needsPassport)],
    ['NODATES', (_t: unknown, s: unknown[]) => s.length === 0],
  ] as const)('%s is the trip kind it names', async (code, check) => {
    const [travel, schedules] = await Promise.all([fetchTravel(client, { code }), fetchSchedules(client, { code })]);
    expect((check as (t: unknown, s: unknown[]) => boolean)(travel, schedules)).toBe(true);
  });
});

describe('the mock server keeps state like a real one', () => {
  it('a voucher used in a submitted booking cannot be redeemed again', async () => {
    const { submitBooking } = await import('@/api/booking');
    const { redeemVoucher } = await import('@/api/vouchers');
    const request = {
      ...voucherRequest('GRP-ALPS'),
      dateSpan: '2027-05-01|2027-05-08',
    };
    expect((await redeemVoucher(client, 'SOMMER50', request)).reduction).toBe(50);
    await submitBooking(
      client,
      'GRP-ALPS',
      { schedule: {}, pax: 2, rooms: [{}], voucher: { code: 'sommer50' } },
      { idempotencyKey: 'k-voucher' },
    );
    await expect(redeemVoucher(createTestClient('en'), 'SOMMER50', request)).rejects.toThrow(
      'This voucher has already been redeemed.',
    );
  });

  it('refuses an incomplete booking with a message naming what is missing', async () => {
    const { submitBooking } = await import('@/api/booking');
    await expect(submitBooking(client, 'GRP-ALPS', { pax: 2 }, { idempotencyKey: 'k-incomplete' })).rejects.toThrow(
      'Die Buchung ist unvollständig: schedule, rooms.',
    );
  });

  it('books once per Idempotency-Key: a repeated key answers the first booking again (issue 9)', async () => {
    const { submitBooking } = await import('@/api/booking');
    const body = { schedule: {}, pax: 2, rooms: [{}] };
    const first = await submitBooking(client, 'GRP-ALPS', body, { idempotencyKey: 'k-1' });
    const again = await submitBooking(client, 'GRP-ALPS', body, { idempotencyKey: 'k-1' });
    const other = await submitBooking(client, 'GRP-ALPS', body, { idempotencyKey: 'k-2' });
    expect(again).toEqual(first);
    expect(other.url).not.toBe(first.url);
    expect(mock.db.state.bookings).toHaveLength(2);
  });
});
