import { describe, expect, it } from 'vitest';
import { bookingReducer } from '@/features/booking/booking-slice';
import { insuranceChosen, insuranceTermsAccepted } from '@/features/insurance/insurance-reducers';
import { consentChanged, paymentMethodChosen, flexChosen } from '@/features/checkout/checkout-reducers';
import { createEmptyBooking } from '@/features/booking/booking-state';
import {
  customerChanged,
  travellerChanged,
  stepTwoCompleted,
  userSelected,
} from '@/features/travellers/travellers-reducers';
import { ownArrivalChosen } from '@/features/arrival/arrival-reducers';
import { paxChanged, roomAdded, scheduleSelected } from '@/features/party/party-reducers';
import { selectTotals } from '@/features/pricing/price-selectors';
import { bookingSubmit } from '@/features/booking/booking-submit';
import { selectSubmitFailure } from '@/features/booking';
import { bookingRequestProblems } from '../../support/booking-request-schema';
import { mock } from '../../support/mock-server';
import { COMPLETE_CUSTOMER, completeTraveller } from '../../support/step-two';
import { createSchedule } from '../../support/data';
import { createTestStore } from '../../support/store';
import { upgrades } from '@/features/extras/extras-catalogue';
import type { BookingState } from '@/features/booking/booking-state';

/** The Idempotency-Key and body of every booking POST, in order. */
const sentBookings = () => {
  const sent: { key: string | null; body: Promise<unknown> }[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/fapi/booking/GRP-ALPS')
      sent.push({ key: request.headers.get('Idempotency-Key'), body: request.clone().json() });
  });
  return sent;
};

/** A store with `booking` and the trip's upgrades answered (a compulsory charge is known before a submit). */
async function answeredStore(booking: BookingState) {
  const store = createTestStore({ booking });
  await store.dispatch(upgrades.fetch(booking.travelCode));
  return store;
}

const reduce = bookingReducer;

describe('submit: request, success, error (spec part 2 §4)', () => {
  const SEND = { language: 'de', whitelabel: null, flexVariant: 'A' } as const;
  /** A booking every check lets through: date, 2 travellers in a twin, a guest with name and e-mail, step 2 left, terms accepted. */
  const ready = (pax = 2) => {
    const schedule = createSchedule();
    let booking = reduce(createEmptyBooking('GRP-ALPS'), scheduleSelected({ schedule: schedule }));
    booking = reduce(reduce(booking, paxChanged({ pax, roomOptions: [] })), roomAdded(schedule));
    booking = reduce(booking, userSelected({ email: 'erika@example.com' }));
    booking = reduce(booking, customerChanged(COMPLETE_CUSTOMER));
    for (let index = 0; index < pax - 1; index += 1)
      booking = reduce(booking, travellerChanged({ index, values: completeTraveller(index + 2) }));
    booking = reduce(reduce(booking, stepTwoCompleted(true)), consentChanged({ gtc: true, consent: true }));
    return reduce(reduce(booking, flexChosen(false)), paymentMethodChosen('VISA'));
  };

  it('sends the booking and answers the url to go to', async () => {
    const store = await answeredStore(ready());
    const result = await store.dispatch(bookingSubmit(SEND));
    expect(result.payload).toEqual({ url: '/booking/ASI-100001', bookingNo: 'ASI-100001' });
    expect(store.getState().booking.status).toBe('succeeded');
    expect(mock.db.state.bookings.map((b) => b.travelCode)).toEqual(['GRP-ALPS']);
  });

  // Issue 23 item 6 (docs/api/insurance-booking.md): the booking server books the insurance with the booking.
  it.each([
    ['a premium shown: booked with its pre-contract', 89, 'booked'],
    ['a premium on request: asked for, not booked', -1, 'requested'],
  ])(
    'the insurance travels in the booking and the server books it; the app never calls insurance/book: %s',
    async (_case, price, status) => {
      let booking = reduce(
        ready(),
        insuranceChosen({
          offerId: 'ERV-RRV-D',
          name: 'Reiserücktritt mit SB',
          price,
          preContractId: null,
          code: 'ERV-RRV',
          tourId: null,
          termsUrl: null,
        }),
      );
      booking = reduce(
        booking,
        insuranceTermsAccepted({ offerId: 'ERV-RRV-D', preContractId: 'PC-ERV-RRV-D-1', termsUrl: null }),
      );
      booking = reduce(reduce(booking, stepTwoCompleted(true)), consentChanged({ insurancePreContractEmail: true }));
      // Travelling on their own: no flights to choose, so the booking is bookable at once (a booking
      // on request books no insurance yet).
      booking = reduce(booking, ownArrivalChosen(true));
      const store = await answeredStore(booking);
      const paths: string[] = [];
      mock.server.events.on('request:start', ({ request }) => {
        paths.push(new URL(request.url).pathname);
      });
      const result = await store.dispatch(bookingSubmit(SEND));
      expect(result.payload).toMatchObject({ bookingNo: 'ASI-100001' });
      expect(paths.filter((path) => path.startsWith('/fapi/insurance'))).toEqual([]);
      expect(mock.db.state.insurancePolicies).toEqual([
        {
          bookingNo: 'ASI-100001',
          offerId: 'ERV-RRV-D',
          preContractId: 'PC-ERV-RRV-D-1',
          premium: price >= 0 ? price : null,
          status,
        },
      ]);
      mock.server.events.removeAllListeners();
    },
  );

  it('sends a body that holds to docs/api, with the total the overview shows (spec part 2 §7)', async () => {
    const store = await answeredStore({ ...ready(), _persist: { version: 1, rehydrated: true } } as ReturnType<
      typeof ready
    >);
    const posts = sentBookings();
    await store.dispatch(bookingSubmit(SEND));
    const sent = await posts[0]?.body;
    expect(bookingRequestProblems(sent)).toEqual([]);
    expect(sent).toMatchObject({
      totals: { totalPrice: selectTotals(store.getState()).totalPrice },
      pax: 2,
      language: 'de',
    });
    mock.server.events.removeAllListeners();
  });

  it.each([
    // Two of them have no place in a room either (issue 23 item 9).
    ['4 travellers in one twin room (spec part 1 §5)', () => ready(4), ['stepOne', 'stepTwo']],
    [
      'a traveller without a place in a room (spec part 1 §8)',
      () => ({ ...ready(), travellers: { ...ready().travellers, roomPlaces: [[0, null]] } }),
      ['stepTwo'],
    ],
    [
      'no user selection',
      () => ({
        ...ready(),
        travellers: { ...ready().travellers, userChosen: false, user: { ...ready().travellers.user, email: '' } },
      }),
      ['user', 'stepTwo'],
    ],
    [
      'step 2 not left with valid data',
      () => ({ ...ready(), travellers: { ...ready().travellers, stepTwoComplete: false } }),
      ['stepTwo'],
    ],
    [
      'a customer without a last name',
      () => ({
        ...ready(),
        travellers: { ...ready().travellers, user: { ...ready().travellers.user, lastname: ' ' } },
      }),
      ['stepTwo'],
    ],
    ['the terms not accepted', () => ({ ...ready(), checkout: { ...ready().checkout, gtc: false } }), ['consents']],
    [
      'no data consent (spec part 2 §5 "data consent")',
      () => ({ ...ready(), checkout: { ...ready().checkout, consent: false } }),
      ['consents'],
    ],
    [
      'a party size typed wrong',
      () => {
        const booking = ready();
        return { ...booking, party: { ...booking.party, paxInput: '' } };
      },
      ['stepOne'],
    ],
  ])('refuses %s and sends nothing, whatever route led there', async (_case, booking, refusals) => {
    const store = await answeredStore(booking());
    const result = await store.dispatch(bookingSubmit(SEND));
    expect(result.payload).toMatchObject({ kind: 'refused', refusals });
    expect(store.getState().booking.status).toBe('failed');
    expect(mock.db.state.bookings).toEqual([]);
  });

  it.each([
    ['the upgrades (the compulsory ones)', 'upgrade'],
    ['the flights (the included ones)', 'flight'],
  ] as const)('refuses while %s are still on their way, and sends once they came', async (_case, family) => {
    const store = await answeredStore(ready());
    // The list comes, empty, after a while.
    mock.db.fail(family, { kind: 'reply', body: [], delayMs: 200 });
    const loading =
      family === 'upgrade'
        ? store.dispatch((await import('@/features/extras')).serviceFamilies.upgrades.fetch('GRP-ALPS'))
        : store.dispatch((await import('@/features/arrival')).flights.fetch('GRP-ALPS'));
    const early = await store.dispatch(bookingSubmit(SEND));
    expect(early.payload).toMatchObject({ kind: 'refused', refusals: ['loading'] });
    expect(mock.db.state.bookings).toEqual([]);
    await loading;
    const later = await store.dispatch(bookingSubmit(SEND));
    expect(bookingSubmit.fulfilled.match(later)).toBe(true);
  });

  it('refuses before the upgrades were even asked for (a reload), and sends with the compulsory charge once they came', async () => {
    const store = createTestStore({ booking: ready() });
    const withoutCharges = selectTotals(store.getState()).totalPrice;
    const early = await store.dispatch(bookingSubmit(SEND));
    expect(early.payload).toMatchObject({ kind: 'refused', refusals: ['loading'] });
    expect(mock.db.state.bookings).toEqual([]);
    await store.dispatch(upgrades.fetch('GRP-ALPS'));
    const whole = selectTotals(store.getState()).totalPrice;
    expect(whole).toBeGreaterThan(withoutCharges);
    const posts = sentBookings();
    const later = await store.dispatch(bookingSubmit(SEND));
    expect(bookingSubmit.fulfilled.match(later)).toBe(true);
    expect(await posts[0]?.body).toMatchObject({ totals: { totalPrice: whole } });
    mock.server.events.removeAllListeners();
  });

  it('keeps the server message on failure, for the payment area, not the overlay', async () => {
    const store = await answeredStore(ready());
    mock.db.fail('booking', { kind: 'error', status: 409, message: 'Der Termin ist inzwischen ausgebucht.' });
    await store.dispatch(bookingSubmit(SEND));
    expect(store.getState().booking).toMatchObject({
      status: 'failed',
      error: { kind: 'http', message: 'Der Termin ist inzwischen ausgebucht.' },
    });
    expect(store.getState().errors.items).toEqual([]);
  });

  it('a refusal for a changed price keeps the attempt: the next submit sends the fresh booking under the same key (issue 42 §2)', async () => {
    const store = await answeredStore(ready());
    const sent = sentBookings();
    mock.db.fail('booking', { kind: 'error', status: 409, message: 'Der Preis hat sich geändert.', times: 1 });
    await store.dispatch(bookingSubmit(SEND));
    expect(selectSubmitFailure(store.getState())).toBe('changed');
    // The booking of now differs from the refused one (here: the flex tariff added).
    store.dispatch(flexChosen(true));
    await store.dispatch(bookingSubmit(SEND));
    expect(store.getState().booking.status).toBe('succeeded');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(await sent[1]?.body).not.toEqual(await sent[0]?.body);
    expect(mock.db.state.bookings).toHaveLength(1);
    mock.server.events.removeAllListeners();
  });

  it('no answer: the same booking is asked for again under the same key and books once; the booking made is answered (issue 42 §4)', async () => {
    const store = await answeredStore(ready());
    const sent = sentBookings();
    // The server books, the answer is lost on the way.
    mock.db.fail('booking', { kind: 'lost', times: 1 });
    await store.dispatch(bookingSubmit(SEND));
    expect(selectSubmitFailure(store.getState())).toBe('unknown');
    expect(mock.db.state.bookings).toHaveLength(1);
    // Meanwhile a choice changed on the page: what is asked again is what was sent.
    store.dispatch(flexChosen(true));
    const again = await store.dispatch(bookingSubmit(SEND));
    expect(again.payload).toEqual({ url: '/booking/ASI-100001', bookingNo: 'ASI-100001' });
    expect(sent.map((s) => s.key)).toEqual([sent[0]?.key, sent[0]?.key]);
    expect(await sent[1]?.body).toEqual(await sent[0]?.body);
    expect(mock.db.state.bookings).toHaveLength(1);
    mock.server.events.removeAllListeners();
  });

  it('an ended login (401) keeps the attempt: the booking sent after the login again goes under the same key (issue 42 §3)', async () => {
    const store = await answeredStore(ready());
    const sent = sentBookings();
    mock.db.fail('booking', { kind: 'error', status: 401, message: 'Unauthorized', times: 1 });
    await store.dispatch(bookingSubmit(SEND));
    expect(selectSubmitFailure(store.getState())).toBe('loggedOut');
    store.dispatch(flexChosen(true));
    await store.dispatch(bookingSubmit(SEND));
    expect(store.getState().booking.status).toBe('succeeded');
    expect(sent[1]?.key).toBe(sent[0]?.key);
    mock.server.events.removeAllListeners();
  });

  it('asking again for an unanswered booking keeps it after a server fault: the first may exist (issue 42 §4)', async () => {
    const store = await answeredStore(ready());
    const sent = sentBookings();
    mock.db.fail('booking', { kind: 'network', times: 1 });
    await store.dispatch(bookingSubmit(SEND));
    mock.db.fail('booking', { kind: 'error', status: 500, times: 1 });
    await store.dispatch(bookingSubmit(SEND));
    store.dispatch(flexChosen(true));
    await store.dispatch(bookingSubmit(SEND));
    expect(sent.map((s) => s.key)).toEqual([sent[0]?.key, sent[0]?.key, sent[0]?.key]);
    expect(await sent[2]?.body).toEqual(await sent[0]?.body);
    expect(mock.db.state.bookings).toHaveLength(1);
    mock.server.events.removeAllListeners();
  });

  it('a plain refusal ends the attempt: the next submit is a new one with its own key', async () => {
    const store = await answeredStore(ready());
    const sent = sentBookings();
    mock.db.fail('booking', { kind: 'error', status: 422, message: 'Ungültige Anfrage.', times: 1 });
    await store.dispatch(bookingSubmit(SEND));
    expect(selectSubmitFailure(store.getState())).toBe('failed');
    store.dispatch(flexChosen(true));
    await store.dispatch(bookingSubmit(SEND));
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    mock.server.events.removeAllListeners();
  });

  it('is ignored while one is being sent', async () => {
    const store = await answeredStore(ready());
    const first = store.dispatch(bookingSubmit(SEND));
    const second = await store.dispatch(bookingSubmit(SEND));
    await first;
    expect(bookingSubmit.rejected.match(second) && second.meta.condition).toBe(true);
    expect(mock.db.state.bookings).toHaveLength(1);
  });

  it('is ignored once booked: a click before the browser has left for the payment page books nothing more', async () => {
    const store = await answeredStore(ready());
    await store.dispatch(bookingSubmit(SEND));
    const again = await store.dispatch(bookingSubmit(SEND));
    expect(bookingSubmit.rejected.match(again) && again.meta.condition).toBe(true);
    expect(mock.db.state.bookings).toHaveLength(1);
    expect(store.getState().booking.status).toBe('succeeded');
  });
});
