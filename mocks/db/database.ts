import type { InsurancePolicy } from './insurance-policies';
import { buildCatalogue, type Catalogue } from './catalogue';

/** How a call fails when told to (from a test, the demo's URL or the console). */
export interface Failure {
  /**
   * error: a JSON {message} with a status; network: no answer; malformed: JSON against the
   * contract; hang: an answer that never comes; html: a proxy's HTML error page; reply: the given
   * body as JSON with status 200 (or the given status); text: the given body as plain text (not
   * JSON, or empty); the last two for hostile replies; lost: the call is done, its answer never arrives.
   */
  kind: 'error' | 'network' | 'malformed' | 'hang' | 'html' | 'reply' | 'text' | 'lost';
  status?: number;
  message?: string;
  /** For kind reply: the body to answer with. */
  body?: unknown;
  /** How many calls fail; null or missing: until reset. */
  times?: number | null;
  /** The failure answers this many milliseconds late (a call failing while the person is elsewhere). */
  delayMs?: number;
}

export interface StoredBooking {
  bookingNo: string;
  travelCode: string;
  createdAt: string;
  language: string;
  payload: Record<string, unknown>;
  /** The Idempotency-Key it was sent with: the same key books once. */
  idempotencyKey?: string | null;
  /** The reply it got, repeated for the same key. */
  url?: string;
}

/** What a real server would keep between page loads. */
export interface MockState {
  bookings: StoredBooking[];
  redeemedVouchers: string[];
  loggedInUserId: number | null;
  failures: Record<string, Failure>;
  nextBookingNo: number;
  /** Option bookings confirmed through their link. */
  confirmedOptions?: string[];
  /** Bookings whose due amount this mock has taken (the payment page). */
  paidBookings?: string[];
  /** The Idempotency-Key each of them was paid with: the same payment again gets the same answer. */
  paymentKeys?: Record<string, string>;
  /** Card payments waiting for the issuer's 3-D Secure page, by booking: the provider's charge, the key, the page. */
  pendingCharges?: Record<string, { chargeId: string; key: string | null; url: string }>;
  /** The insurances the server booked (or asked the insurer for) with each booking. */
  insurancePolicies?: InsurancePolicy[];
  /** How long a fare offer stays valid, in seconds; null: 30 minutes (`POST /__mock/fares`). */
  fareValiditySeconds?: number | null;
  /** Every /fapi answer comes this many milliseconds late, as from a real server (`POST /__mock/latency`). */
  latencyMs?: number;
  /** Gift vouchers ordered (POST /fapi/voucher/create/new), by their order number. */
  giftVouchers?: GiftVoucherRecord[];
}

/** A gift voucher order: what was asked for, its code (redeemable once paid, or at once by invoice). */
export interface GiftVoucherRecord {
  orderNo: string;
  code: string;
  templateId: string;
  amount: number;
  recipient: string;
  message: string;
  buyer: { firstname: string; lastname: string; email: string };
  paymentType: 'CARD' | 'INSTANT_TRANSFER' | 'BILL';
  language: string;
  createdAt: string;
  idempotencyKey: string | null;
}

export interface StateStore {
  load(): MockState | null;
  save(state: MockState): void;
}

const memoryStore = (): StateStore => {
  let saved: MockState | null = null;
  return {
    load: () => saved,
    save: (state) => {
      saved = structuredClone(state);
    },
  };
};

const emptyState = (): MockState => ({
  bookings: [],
  redeemedVouchers: ['EINGELOEST'],
  loggedInUserId: null,
  failures: {},
  nextBookingNo: 100001,
});

export function familyOfPath(pathname: string): string {
  const fapi = /\/fapi\/([^/?]+)/.exec(pathname);
  if (fapi) return fapi[1] ?? '';
  const other = /^\/(hh|question|web2print)\b/.exec(pathname);
  return other ? (other[1] ?? '') : '';
}

export interface MockDatabase {
  catalogue: Catalogue;
  state: MockState;
  save(): void;
  /** Makes calls of a family fail until reset (or `times` calls). */
  fail(family: string, failure: Failure): void;
  /** The failure for this call, counting it down; null when the call should succeed. */
  takeFailure(family: string): Failure | null;
  reset(): void;
}

function isMockState(value: unknown): value is MockState {
  const v = value as MockState | null;
  return (
    !!v &&
    Array.isArray(v.bookings) &&
    Array.isArray(v.redeemedVouchers) &&
    typeof v.failures === 'object' &&
    typeof v.nextBookingNo === 'number'
  );
}

export function createDatabase({
  today = new Date(),
  store = memoryStore(),
}: { today?: Date; store?: StateStore } = {}): MockDatabase {
  const loaded = (() => {
    try {
      return store.load();
    } catch {
      return null;
    }
  })();
  const db: MockDatabase = {
    catalogue: buildCatalogue(today),
    state: isMockState(loaded) ? loaded : emptyState(),
    save() {
      try {
        store.save(db.state);
      } catch {
        // a full storage only loses the demo's memory across reloads
      }
    },
    fail(family, failure) {
      db.state.failures[family] = failure;
      db.save();
    },
    takeFailure(family) {
      const failure = db.state.failures[family];
      if (!failure) return null;
      if (typeof failure.times === 'number') {
        if (failure.times <= 1) delete db.state.failures[family];
        else db.state.failures[family] = { ...failure, times: failure.times - 1 };
        db.save();
      }
      return failure;
    },
    reset() {
      db.catalogue = buildCatalogue(today);
      db.state = emptyState();
      db.save();
    },
  };
  return db;
}

/** Reads `?mockFail=schedule:error,upgrade:malformed,hh:network,travel:error:503` from the demo's URL. */
export function parseFailureParam(value: string | null): Record<string, Failure> {
  const result: Record<string, Failure> = {};
  if (!value) return result;
  for (const part of value.split(',')) {
    const [family, kind = 'error', status] = part.split(':');
    if (!family || !['error', 'network', 'malformed', 'hang', 'html'].includes(kind)) continue;
    result[family] = { kind: kind as Failure['kind'], status: status ? Number(status) : undefined };
  }
  return result;
}
