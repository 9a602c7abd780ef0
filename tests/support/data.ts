import type { Schedule } from '@/api/schemas';
import { buildCatalogue } from '../../mocks/db/catalogue';

const catalogue = buildCatalogue(new Date());

/** A schedule of the seeded catalogue with overrides: the same data the browser tests see. */
export function createSchedule(overrides: Partial<Schedule> = {}): Schedule {
  const base = catalogue.schedules['GRP-ALPS']?.find((s) => s.bookable && s.roomType === 'twin');
  if (!base) throw new Error('seed has no bookable GRP-ALPS twin room');
  return { ...base, ...overrides };
}

/** A date as a back end written from the spec alone sends it: the fields the app needs, then `fields`. */
export const scheduleReply = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  erpId: 'E1',
  start: '2027-05-10',
  end: '2027-05-17',
  price: 1990,
  roomType: 'twin',
  allocation: '2',
  maxPax: 12,
  diffPax: 4,
  roomsAvailable: 3,
  ...fields,
});

/** What a voucher check sends besides the code (spec part 2 §3, §7), for a trip and a made-up customer. */
export const voucherRequest = (travelCode: string) => ({
  organizerId: 'ASI',
  travelCode,
  dateSpan: 'x',
  user: {
    email: 'a@b.de',
    female: true,
    lastname: 'L',
    firstname: 'F',
    title: '',
    street: 'S',
    country: 'DE',
    postcode: '1',
    city: 'C',
    birthday: '1980-01-01',
    mobile: '1',
  },
});
