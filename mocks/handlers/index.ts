import type { MockDatabase } from '../db/database';
import { bookingHandlers } from './booking';
import { controlHandlers } from './control';
import { flightHandlers } from './flight';
import { formHandlers } from './forms';
import { insuranceHandlers } from './insurance';
import { paymentHandlers } from './payment';
import { reportHandlers } from './report';
import { referenceHandlers } from './reference';
import { scheduleHandlers } from './schedule';
import { serviceHandlers } from './services';
import { travelHandlers } from './travel';
import { userHandlers } from './user';
import { voucherHandlers } from './voucher';

/** Every call of spec part 1 §7 and part 2 §7, over one database. Order matters: specific paths first. */
export const createHandlers = (db: MockDatabase) => [
  ...controlHandlers(db),
  ...formHandlers(db),
  ...travelHandlers(db),
  ...scheduleHandlers(db),
  ...serviceHandlers(db),
  ...referenceHandlers(db),
  ...userHandlers(db),
  ...paymentHandlers(db),
  ...bookingHandlers(db),
  ...flightHandlers(db),
  ...insuranceHandlers(db),
  ...voucherHandlers(db),
  ...reportHandlers(db),
];
