import type { Schedule } from '@/api/schemas';
import { buildCatalogue } from '../../mocks/db/catalogue';

const catalogue = buildCatalogue(new Date());

/** A schedule of the seeded catalogue with overrides: the same data the browser tests see. */
export function createSchedule(overrides: Partial<Schedule> = {}): Schedule {
  const base = catalogue.schedules['GRP-ALPS']?.find((s) => s.bookable && s.roomType === 'twin');
  if (!base) throw new Error('seed has no bookable GRP-ALPS twin room');
  return { ...base, ...overrides };
}
