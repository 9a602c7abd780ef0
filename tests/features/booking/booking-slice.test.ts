import { describe, expect, it } from 'vitest';
import { bookingSchema, type BookedService } from '@/api/schemas/index';
import { bookingLoaded, bookingReconciled, bookingReducer } from '@/features/booking/booking-slice';
import { insuranceChosen, insuranceTermsAccepted } from '@/features/insurance/insurance-reducers';
import { consentChanged, paymentMethodChosen, flexChosen } from '@/features/checkout/checkout-reducers';
import { createEmptyBooking } from '@/features/draft/booking-state';
import {
  customerChanged,
  travellerChanged,
  travelAgentChanged,
  stepTwoCompleted,
  userSelected,
} from '@/features/travellers/travellers-reducers';
import {
  departureAirportChosen,
  fareChosen,
  fareExpiryNoticed,
  fareOfferExpired,
  fareSearchOptionsChanged,
  flightRequestChosen,
  ownArrivalChosen,
} from '@/features/arrival/arrival-reducers';
import { extensionChosen } from '@/features/extras/extras-reducers';
import { paxChanged, roomAdded, roomRemoved, scheduleSelected } from '@/features/party/party-reducers';
import { selectTotals } from '@/features/pricing/price-selectors';
import { bookingSubmit } from '@/features/booking/booking-submit';
import { selectSubmitFailure } from '@/features/booking';
import { bookingRequestProblems } from '../../support/booking-request-schema';
import { loginEnded, userLogin, userRelogin } from '@/features/travellers/user-slice';
import { selectEndedLogin, selectLoginEnded } from '@/features/travellers/user-selectors';
import { mock } from '../../support/mock-server';
import { COMPLETE_CUSTOMER, completeTraveller } from '../../support/step-two';
import { createSchedule } from '../../support/data';
import { createFare } from '../../support/fares';
import { createTestStore } from '../../support/store';

const reduce = bookingReducer;

describe('booking defaults (spec part 1 §3, §4)', () => {
  it('rula yes, osc null, step one complete, steps two and three not', () => {
    const booking = createEmptyBooking('GRP-ALPS');
    expect(booking).toMatchObject({
      travelCode: 'GRP-ALPS',
      rula: true,
      osc: null,
      stepOneComplete: true,
      stepTwoComplete: false,
      stepThreeComplete: false,
      status: 'idle',
      error: null,
    });
  });

  it('holds every field of the Booking entity the person chooses; what the catalogue decides is derived, not stored', () => {
    const fields = [
      'travelCode',
      'gtc',
      'insuranceAGB',
      'rula',
      'schedule',
      'selectedDate',
      'rooms',
      'pax',
      'upgrades',
      'equipments',
      'transfers',
      'railFly',
      'accommodations',
      'flexBooking',
      'flightPosition',
      'flightData',
      'flightControl',
      'noFlight',
      'osc',
      'voucher',
      'insurance',
      'user',
      'travelAgency',
      'travelAgent',
      'additionalUsers',
      'paymentType',
      'newsletter',
      'consent',
      'token',
    ];
    expect(Object.keys(createEmptyBooking())).toEqual(expect.arrayContaining(fields));
    // Derived: what the catalogue decides, and what is computed when the booking is sent.
    for (const derived of ['compulsoriesUpgrade', 'flights', 'totals', 'flexPrice', 'onRequest', 'bookingRequest'])
      expect(Object.keys(createEmptyBooking())).not.toContain(derived);
    expect(Object.keys(createEmptyBooking().flightData)).toEqual(
      expect.arrayContaining([
        'fare',
        'upgrade',
        'reservation',
        'alternativeAirport',
        'outboundDate',
        'inboundDate',
        'totalPrice',
      ]),
    );
  });

  it('step 3 starts with no box ticked, no way to pay and no insurance decision; a stored unknown method reads as none', () => {
    expect(createEmptyBooking('GRP-ALPS')).toMatchObject({
      gtc: false,
      consent: false,
      newsletter: false,
      insurancePreContractEmail: false,
      agentPreContract: false,
      agentConsent: false,
      customerDataConsent: false,
      twoG: false,
      paymentMethod: null,
      paymentType: null,
      insuranceDeclined: false,
    });
    expect(bookingSchema.parse({ travelCode: 'GRP-ALPS', paymentMethod: 'BITCOIN', pax: 2 })).toMatchObject({
      paymentMethod: null,
      pax: 2,
    });
  });
});

describe('booking actions', () => {
  it('a reconcile that finds everything as it was leaves the booking as it was: nothing recomputes on a first visit', () => {
    const state = createEmptyBooking('GRP-ALPS');
    const unchanged = {
      schedule: null,
      selectedDate: null,
      rooms: [],
      pax: null,
      additionalUsers: [],
      upgrades: [],
      equipments: [],
      transfers: [],
      railFly: [],
      accommodations: [],
    };
    expect(reduce(state, bookingReconciled({ fields: unchanged, notices: [] }))).toBe(state);
  });

  it('a reconcile that drops a service changes that list and tells it once', () => {
    const state = reduce(createEmptyBooking('GRP-ALPS'), paxChanged({ pax: 2, roomOptions: [] }));
    const booked = { ...state, upgrades: [{ service: { id: 7 } } as unknown as BookedService] };
    const next = reduce(booked, bookingReconciled({ fields: { upgrades: [], rooms: [] }, notices: ['serviceGone'] }));
    expect(next.upgrades).toEqual([]);
    expect(next.rooms).toBe(booked.rooms);
    expect(next.notices).toEqual(['serviceGone']);
    expect(reduce(next, bookingReconciled({ fields: {}, notices: ['serviceGone'] })).notices).toEqual(['serviceGone']);
  });

  it('load replaces the booking and drops the token', () => {
    const stored = { ...bookingSchema.parse({ travelCode: 'GRP-ALPS', pax: 2 }), token: 'secret' };
    const state = reduce(createEmptyBooking('GRP-ALPS'), bookingLoaded(stored));
    expect(state).toMatchObject({ pax: 2, token: null, status: 'idle' });
  });

  it('changing the selected date clears the rooms; the same date keeps them (spec part 1 §4)', () => {
    const first = createSchedule();
    const sameDateSingle = createSchedule({ id: first.id + 1, roomType: 'single', allocation: '1' });
    const otherDate = createSchedule({ id: 9, start: '2099-01-01' });
    let state = reduce(createEmptyBooking(), scheduleSelected({ schedule: first }));
    state = reduce(state, paxChanged({ pax: 2, roomOptions: [] }));
    state = reduce(state, roomAdded(first));
    expect(reduce(state, scheduleSelected({ schedule: sameDateSingle })).rooms).toHaveLength(1);
    expect(reduce(state, scheduleSelected({ schedule: otherDate })).rooms).toEqual([]);
  });

  it.each([
    [6, true],
    [5, true],
    [0, false],
    [1, false],
    [4, false],
    [null, false],
  ] as const)(
    'selecting a schedule with flight control %s sets noFlight %s (spec part 1 §4)',
    (flightControl, noFlight) => {
      const state = reduce(createEmptyBooking(), scheduleSelected({ schedule: createSchedule({ flightControl }) }));
      expect([state.flightControl, state.noFlight]).toEqual([flightControl, noFlight]);
    },
  );

  it('changing the schedule clears the fare, the error and the flight search dates (spec part 1 §4)', () => {
    const before = {
      ...createEmptyBooking(),
      error: { kind: 'http' as const, message: 'alt', status: 409, call: null },
      flightData: {
        ...createEmptyBooking().flightData,
        outboundDate: '2027-01-01',
        inboundDate: '2027-01-09',
        fareValidUntil: 'x',
      },
    };
    const state = reduce(before, scheduleSelected({ schedule: createSchedule() }));
    expect([
      state.error,
      state.flightData.outboundDate,
      state.flightData.inboundDate,
      state.flightData.fare,
      state.flightData.fareValidUntil,
    ]).toEqual([null, null, null, null, null]);
  });

  it('with flight booking the search dates start as the stay and move with the extension nights, which clear a fare (spec part 2 §4)', () => {
    const schedule = createSchedule({ flightBookingEnabled: true, start: '2027-05-10', end: '2027-05-17' });
    const booked = reduce(createEmptyBooking(), scheduleSelected({ schedule }));
    expect([booked.flightData.outboundDate, booked.flightData.inboundDate]).toEqual(['2027-05-10', '2027-05-17']);
    const withFare = reduce(
      booked,
      fareChosen({
        fare: {
          ...createFare(),
          listKey: 'F',
          originalPrice: 800,
          fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: false },
          legIdentifiers: [],
        } as never,
        validUntil: '2027-05-01T10:00:00Z',
      }),
    );
    const pre = {
      service: {
        id: 9,
        erpId: 'PRE',
        serviceId: 'S9',
        name: 'Vorprogramm',
        description: '',
        price: 80,
        perPerson: true,
        subCategory: null,
        onRequest: false,
      },
      additionalData: { vv: 2, nv: 0 },
      price: 80,
    };
    const extended = reduce(withFare, extensionChosen(pre as never));
    expect([extended.flightData.fare, extended.flightData.outboundDate, extended.flightData.inboundDate]).toEqual([
      null,
      '2027-05-08',
      '2027-05-17',
    ]);
    const back = reduce(extended, extensionChosen({ ...pre, additionalData: { vv: 0, nv: 0 } } as never));
    expect([back.flightData.outboundDate, back.flightData.inboundDate]).toEqual(['2027-05-10', '2027-05-17']);
    // Without flight booking the dates are the customer's own: a new schedule empties them.
    expect(
      reduce(booked, scheduleSelected({ schedule: createSchedule({ flightBookingEnabled: false }) })).flightData
        .outboundDate,
    ).toBeNull();
  });

  it('a flight request stays when the extensions change; another airport takes it along, the same airport changes nothing', () => {
    const schedule = createSchedule({ flightBookingEnabled: true });
    const requested = reduce(
      reduce(reduce(createEmptyBooking(), scheduleSelected({ schedule })), departureAirportChosen('MUC')),
      flightRequestChosen({ alternativeAirport: 'MUC' }),
    );
    const pre = {
      service: {
        id: 9,
        erpId: 'PRE',
        serviceId: 'S9',
        name: 'Vorprogramm',
        description: '',
        price: 80,
        perPerson: true,
        subCategory: null,
        onRequest: false,
      },
      additionalData: { vv: 2, nv: 0 },
      price: 80,
    };
    expect(reduce(requested, extensionChosen(pre as never)).flightData).toMatchObject({
      request: true,
      alternativeAirport: 'MUC',
    });
    expect(reduce(requested, departureAirportChosen('MUC')).flightData).toMatchObject({
      request: true,
      alternativeAirport: 'MUC',
    });
    expect(reduce(requested, departureAirportChosen('FRA')).flightData).toMatchObject({
      request: false,
      alternativeAirport: null,
      departureAirport: 'FRA',
    });
    // A chosen fare stays when the airport changes, until another is chosen or it is removed.
    const withFare = reduce(
      reduce(createEmptyBooking(), departureAirportChosen('MUC')),
      fareChosen({
        fare: {
          ...createFare(),
          listKey: 'F',
          originalPrice: 800,
          fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: false },
          legIdentifiers: [],
        } as never,
        validUntil: '2027-05-01T10:00:00Z',
      }),
    );
    expect(reduce(withFare, departureAirportChosen('FRA')).flightData.fare).not.toBeNull();
  });

  it('an offer that ran out takes the fare and its price away and says so until the person goes on (spec part 2 §4)', () => {
    const fare = {
      ...createFare(),
      listKey: 'F',
      originalPrice: 800,
      fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: false },
      legIdentifiers: [],
    } as never;
    const chosen = reduce(createEmptyBooking(), fareChosen({ fare, validUntil: '2027-05-01T10:00:00.000Z' }));
    expect(reduce(chosen, fareOfferExpired({ now: '2027-05-01T09:59:59.000Z' })).flightData.fare).not.toBeNull();
    const expired = reduce(chosen, fareOfferExpired({ now: '2027-05-01T10:00:00.000Z' }));
    expect(expired.flightData).toMatchObject({
      fare: null,
      fareValidUntil: null,
      totalPrice: null,
      offerExpired: true,
    });
    expect(reduce(expired, fareExpiryNoticed()).flightData.offerExpired).toBe(false);
    expect(reduce(expired, fareChosen({ fare, validUntil: '2027-05-01T11:00:00.000Z' })).flightData.offerExpired).toBe(
      false,
    );
  });

  it('the search keeps at least one cabin class', () => {
    const state = reduce(
      reduce(createEmptyBooking(), fareSearchOptionsChanged({ classes: [] })),
      fareSearchOptionsChanged({ directOnly: true }),
    );
    expect([state.flightData.classes, state.flightData.directOnly]).toEqual([['economy'], true]);
    expect(reduce(state, fareSearchOptionsChanged({ classes: ['business', 'first'] })).flightData.classes).toEqual([
      'business',
      'first',
    ]);
    // Unticking the last one falls back to economy.
    expect(
      reduce(
        reduce(state, fareSearchOptionsChanged({ classes: ['business'] })),
        fareSearchOptionsChanged({ classes: [] }),
      ).flightData.classes,
    ).toEqual(['economy']);
  });

  it.each([
    [1, 0],
    [3, 2],
    [5, 4],
  ])('pax %i keeps %i additional travellers (spec part 1 §4)', (pax, additional) => {
    const grown = reduce(
      reduce(createEmptyBooking(), paxChanged({ pax: 5, roomOptions: [] })),
      paxChanged({ pax: pax, roomOptions: [] }),
    );
    expect(grown.additionalUsers).toHaveLength(additional);
    expect(reduce(createEmptyBooking(), paxChanged({ pax: pax, roomOptions: [] })).additionalUsers).toHaveLength(
      additional,
    );
  });

  it('a room holds as many travellers as its allocation says; removing takes the last of its type', () => {
    const twin = createSchedule();
    const single = createSchedule({ id: 77, roomType: 'single', allocation: '1' });
    let state = reduce(createEmptyBooking(), roomAdded(twin));
    state = reduce(state, roomAdded(single));
    state = reduce(state, roomAdded(twin));
    expect(state.rooms.map((r) => [r.schedule.roomType, r.travellers.length])).toEqual([
      ['twin', 2],
      ['single', 1],
      ['twin', 2],
    ]);
    state = reduce(state, roomRemoved({ roomType: 'single' }));
    expect(state.rooms.map((r) => r.schedule.roomType)).toEqual(['twin', 'twin']);
    expect(reduce(state, roomRemoved({ roomType: 'triple' })).rooms).toHaveLength(2);
  });
});

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
    const store = createTestStore({ booking: ready() });
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
      const store = createTestStore({ booking });
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
    const store = createTestStore({
      booking: { ...ready(), _persist: { version: 1, rehydrated: true } } as ReturnType<typeof ready>,
    });
    let sent: unknown = null;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/fapi/booking/'))
        void request
          .clone()
          .json()
          .then((body: unknown) => {
            sent = body;
          });
    });
    await store.dispatch(bookingSubmit(SEND));
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
      () => ({ ...ready(), roomPlaces: [[0, null]] }),
      ['stepTwo'],
    ],
    [
      'no user selection',
      () => ({ ...ready(), userChosen: false, user: { ...ready().user, email: '' } }),
      ['user', 'stepTwo'],
    ],
    ['step 2 not left with valid data', () => ({ ...ready(), stepTwoComplete: false }), ['stepTwo']],
    ['a customer without a last name', () => ({ ...ready(), user: { ...ready().user, lastname: ' ' } }), ['stepTwo']],
    ['the terms not accepted', () => ({ ...ready(), gtc: false }), ['consents']],
    ['no data consent (spec part 2 §5 "data consent")', () => ({ ...ready(), consent: false }), ['consents']],
    ['a party size typed wrong', () => ({ ...ready(), paxInput: '' }), ['stepOne']],
  ])('refuses %s and sends nothing, whatever route led there', async (_case, booking, refusals) => {
    const store = createTestStore({ booking: booking() });
    const result = await store.dispatch(bookingSubmit(SEND));
    expect(result.payload).toMatchObject({ kind: 'refused', refusals });
    expect(store.getState().booking.status).toBe('failed');
    expect(mock.db.state.bookings).toEqual([]);
  });

  it('keeps the server message on failure, for the payment area, not the overlay', async () => {
    const store = createTestStore({ booking: ready() });
    mock.db.fail('booking', { kind: 'error', status: 409, message: 'Der Termin ist inzwischen ausgebucht.' });
    await store.dispatch(bookingSubmit(SEND));
    expect(store.getState().booking).toMatchObject({
      status: 'failed',
      error: { kind: 'http', message: 'Der Termin ist inzwischen ausgebucht.' },
    });
    expect(store.getState().errors.items).toEqual([]);
  });

  /** The Idempotency-Key and body of every booking POST, in order. */
  const sentBookings = () => {
    const sent: { key: string | null; body: Promise<unknown> }[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/fapi/booking/GRP-ALPS')
        sent.push({ key: request.headers.get('Idempotency-Key'), body: request.clone().json() });
    });
    return sent;
  };

  it('a refusal for a changed price keeps the attempt: the next submit sends the fresh booking under the same key (issue 42 §2)', async () => {
    const store = createTestStore({ booking: ready() });
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
    const store = createTestStore({ booking: ready() });
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
    const store = createTestStore({ booking: ready() });
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
    const store = createTestStore({ booking: ready() });
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
    const store = createTestStore({ booking: ready() });
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
    const store = createTestStore({ booking: ready() });
    const first = store.dispatch(bookingSubmit(SEND));
    const second = await store.dispatch(bookingSubmit(SEND));
    await first;
    expect(bookingSubmit.rejected.match(second) && second.meta.condition).toBe(true);
    expect(mock.db.state.bookings).toHaveLength(1);
  });

  it('is ignored once booked: a click before the browser has left for the payment page books nothing more', async () => {
    const store = createTestStore({ booking: ready() });
    await store.dispatch(bookingSubmit(SEND));
    const again = await store.dispatch(bookingSubmit(SEND));
    expect(bookingSubmit.rejected.match(again) && again.meta.condition).toBe(true);
    expect(mock.db.state.bookings).toHaveLength(1);
    expect(store.getState().booking.status).toBe('succeeded');
  });
});

describe('step 2 data in the booking (spec part 2 §2 "Step 2 is complete after leaving it with valid data")', () => {
  const left = () => {
    let booking = reduce(createEmptyBooking('GRP-ALPS'), paxChanged({ pax: 2, roomOptions: [] }));
    booking = reduce(booking, customerChanged(COMPLETE_CUSTOMER));
    booking = reduce(booking, travellerChanged({ index: 0, values: completeTraveller(2) }));
    return reduce(booking, stepTwoCompleted(true));
  };
  it.each([
    [
      "the customer's same values again (a field showing what it holds)",
      customerChanged({ ...COMPLETE_CUSTOMER }),
      true,
    ],
    ["a traveller's same values again", travellerChanged({ index: 0, values: completeTraveller(2) }), true],
    ["the customer's phone changed", customerChanged({ telephone: '+43 660 1234567' }), false],
    ["a traveller's name changed", travellerChanged({ index: 0, values: { lastname: 'Meier' } }), false],
    [
      "the customer's diet changed",
      customerChanged({ specialNeeds: { ...createEmptyBooking().user.specialNeeds, vegan: true } }),
      false,
    ],
    ['the travel agent changed', travelAgentChanged({ firstname: 'Anna' }), false],
    ['a traveller who is not in the party', travellerChanged({ index: 5, values: { lastname: 'Meier' } }), true],
  ])('%s: step 2 stays complete = %s', (_case, action, complete) => {
    const booking = reduce(left(), action);
    expect(booking.stepTwoComplete).toBe(complete);
  });

  it('keeps what each traveller typed, by place in the party', () => {
    const booking = reduce(left(), travellerChanged({ index: 0, values: { passportNumber: 'C01X00T47' } }));
    expect(booking.additionalUsers[0]).toMatchObject({ firstname: 'Max2', passportNumber: 'C01X00T47' });
  });
});

describe('a logged-in user in the booking (spec part 1 §6)', () => {
  it('a customer becomes the booking customer with the profile prefilled', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    expect(store.getState().booking.user).toMatchObject({
      email: 'kunde@example.com',
      firstname: 'Klara',
      city: 'München',
    });
    expect(store.getState().booking.travelAgency).toBeNull();
  });

  it('the profile\'s street "Hauptstraße 5" fills street and house number, so the prefilled form is valid (issue 23)', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    expect(store.getState().booking.user).toMatchObject({ street: 'Hauptstraße', number: '5', zip: '80331' });
  });

  it('an agency becomes the booking agency, not its customer', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(store.getState().booking.travelAgency).toEqual({
      erpId: 'AG-4711',
      companyName: 'Reisebüro Sonnenschein',
      email: 'agentur@example.com',
      paymentDirect: false,
      canGenerateVVI: true,
    });
    expect(store.getState().booking.user.email).toBe('');
  });

  it('a login that ends asks for the same kind again: nobody, a customer or another agency no longer carries an agency’s booking, which stays the agency’s (issue 42 §3)', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(store.getState().booking.loggedInAs).toBe('agency');
    expect(selectLoginEnded(store.getState())).toBe(false);
    store.dispatch(loginEnded({ kind: 'agency' }));
    expect(selectLoginEnded(store.getState())).toBe(true);
    expect(selectEndedLogin(store.getState())).toMatchObject({ kind: 'agency', email: 'agentur@example.com' });
    for (const other of ['kunde@example.com', 'direkt@example.com']) {
      await store.dispatch(userRelogin({ username: other, password: 'reisen123' }));
      expect(store.getState().booking.travelAgency?.erpId).toBe('AG-4711');
      expect(store.getState().booking.user.email).toBe('');
      expect(selectLoginEnded(store.getState())).toBe(true);
      expect(selectEndedLogin(store.getState())).toMatchObject({ otherAccount: true });
    }
    // Neither does a plain login or the current user's reply take it over.
    await store.dispatch(userLogin({ username: 'direkt@example.com', password: 'reisen123' }));
    expect(store.getState().booking.travelAgency?.erpId).toBe('AG-4711');
    await store.dispatch(userRelogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(selectLoginEnded(store.getState())).toBe(false);
  });

  it('logging in again leaves what was typed: the profile does not overwrite it', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    store.dispatch(customerChanged({ firstname: 'Klara-Marie', city: 'Augsburg' }));
    store.dispatch(loginEnded({ kind: 'customer' }));
    await store.dispatch(userRelogin({ username: 'kunde@example.com', password: 'falsch' }));
    expect(selectLoginEnded(store.getState())).toBe(true);
    await store.dispatch(userRelogin({ username: 'kunde@example.com', password: 'reisen123' }));
    expect(selectLoginEnded(store.getState())).toBe(false);
    expect(store.getState().booking.user).toMatchObject({ firstname: 'Klara-Marie', city: 'Augsburg' });
  });

  it('a customer whose login ended may go on as a guest: the booking asks no login any more', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    store.dispatch(loginEnded({ kind: 'customer' }));
    expect(selectLoginEnded(store.getState())).toBe(true);
    store.dispatch(userSelected({ email: 'kunde@example.com' }));
    expect(selectLoginEnded(store.getState())).toBe(false);
    expect(store.getState().booking.user).toMatchObject({ firstname: 'Klara', email: 'kunde@example.com' });
  });
});
