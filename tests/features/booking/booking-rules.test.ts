import { selectCompulsoryUpgrades } from '@/features/extras/catalogue-selectors';
import { selectIncludedFlights } from '@/features/arrival/included-flights';
import { selectArrivalSummary } from '@/features/arrival/arrival-selectors';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, toServerDate } from '@/domain/format/index';
import { bookingReconciled } from '@/features/booking/booking-slice';
import {
  dogsChanged,
  extensionChosen,
  railFlyToggled,
  serviceToggled,
  equipmentDetailsChanged,
} from '@/features/extras/extras-reducers';
import {
  fareChosen,
  flightPositionChosen,
  flightRequestChosen,
  flightUpgradeChosen,
  optInToggled,
  ownArrivalChosen,
  ownFlightDatesChanged,
  departureAirportChosen,
  fareCleared,
} from '@/features/arrival/arrival-reducers';
import { flexChosen, paymentMethodChosen, consentChanged } from '@/features/checkout/checkout-reducers';
import { insuranceChosen } from '@/features/insurance/insurance-reducers';
import { roomAdded, roomRemoved } from '@/features/party/party-reducers';
import { customerChanged } from '@/features/travellers/travellers-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { selectFlightSection, selectFlightValid, selectOwnFlightDateErrors } from '@/features/arrival/flight-selectors';
import { selectFlightPanel } from '@/features/arrival/flight-panel';
import { selectRoomLines } from '@/features/party/party-selectors';
import { selectVvi } from '@/features/booking/vvi-selectors';
import { selectScheduleItems } from '@/features/party/schedule-selectors';
import {
  selectIsBookingRequest,
  selectIsOnRequest,
  selectIsMarkedOnRequest,
  selectTotals,
} from '@/features/pricing/price-selectors';
import {
  selectBookingKind,
  selectConsentValues,
  selectFlexOffer,
  selectPaymentMethods,
  selectPaymentMissing,
  selectPaymentType,
  selectIsPaidByCustomer,
} from '@/features/checkout/checkout-selectors';
import { selectPaymentPlan, selectSubmitKind } from '@/features/pricing/plan-selectors';
import { selectBookingPayloadParts } from '@/features/booking/payload-selectors';
import { selectSubmitRefusals } from '@/features/booking/booking-submit-check';
import { userLogin } from '@/features/travellers/user-slice';
import {
  selectExtensionOptions,
  selectRailFlyOptions,
  selectTransferOptions,
} from '@/features/extras/extras-selectors';
import { toBookingPayload } from '@/features/booking/booking-payload';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { selectCalendar } from '@/features/party/calendar-selectors';
import { selectRatings } from '@/features/travel/rating-selectors';
import { vouchers } from '@/features/checkout/vouchers-slice';
import { bookableDate, bookedStore, ofType, storeFor, type TestStore } from '../../support/catalogue-store';
import { createFare } from '../../support/fares';

type Store = TestStore;

const catalogue = (store: Store) => store.getState();

// The seeded catalogue is relative to today, and so are these expectations.
const today = toServerDate(new Date());

describe('GRP-ALPS: a group booking priced by the rules (spec part 1 §4, §9)', () => {
  it('3 travellers in a twin and a single, compulsory tax, e-bike, post extension', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 3 });
    expect(selectCompulsoryUpgrades(store.getState()).map((u) => u.service.name)).toEqual(['Kurtaxe']);
    store.dispatch(roomAdded(ofType(date, 'twin')));
    store.dispatch(roomAdded(ofType(date, 'single')));
    const ebike = catalogue(store).equipment.data[0];
    if (!ebike) throw new Error('no e-bike');
    store.dispatch(serviceToggled({ list: 'equipments', entry: ebike, travellerIndex: 0 }));
    expect(selectStepOneBlockers(store.getState())).toMatchObject({ fieldErrors: true, canContinue: false });
    store.dispatch(
      equipmentDetailsChanged({
        serviceId: ebike.service.id,
        travellerIndex: 0,
        details: { bodySize: 178, bodyWeight: 72, shoeSize: null },
      }),
    );
    const meran = catalogue(store).accommodations.data.find((e) => e.service.erpId === 'EXT-POST-MERAN');
    if (!meran) throw new Error('no Meran');
    // A twin and a single are different room types: the extension cannot be booked (spec part 1 §4).
    store.dispatch(extensionChosen(meran));
    expect(store.getState().booking.accommodations).toEqual([]);
    const totals = selectTotals(store.getState());
    // rooms 2 × 2490 + 2890 = 7870; Kurtaxe 3 × 25 = 75; e-bike 180 once
    expect(totals).toMatchObject({ tripPrice: 8125, totalPrice: 8125, hasOnRequest: false });
    expect(selectPriceLines(store.getState()).map((l) => [l.kind, l.amount])).toEqual([
      ['room', 4980],
      ['room', 2890],
      ['service', 75],
      ['service', 180],
    ]);
    expect(selectStepOneBlockers(store.getState())).toMatchObject({
      roomError: false,
      remaining: 0,
      canContinue: true,
    });
    expect(selectIsOnRequest(store.getState())).toBe(false);
    expect(selectBookingKind(store.getState())).toBe('B');
    // The first date is 20 days ahead: everything is due now.
    expect(selectPaymentPlan(store.getState())).toMatchObject({ deposit: 8125, balance: 0, fullPaymentNow: true });
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 3), 'twin')));
    store.dispatch(roomAdded(ofType(bookableDate(store, 3), 'twin')));
    store.dispatch(roomAdded(ofType(bookableDate(store, 3), 'single')));
    // A later date clears the rooms; tax and e-bike stay: 7870 + 75 + 180 = 8125, 20 % = 1625.
    expect(selectPaymentPlan(store.getState())).toMatchObject({ deposit: 1625, balance: 6500, fullPaymentNow: false });
  });

  it('4 travellers in two twins with a post extension; a single room added later clears it (spec part 1 §4)', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 4, rooms: ['twin', 'twin'] });
    const meran = catalogue(store).accommodations.data.find((e) => e.service.erpId === 'EXT-POST-MERAN');
    if (!meran) throw new Error('no Meran');
    store.dispatch(extensionChosen(meran));
    // rooms 4 × 2490 = 9960; Kurtaxe 4 × 25 = 100; Meran 85 × 3 nights × 4 = 1020
    expect(selectTotals(store.getState())).toMatchObject({ tripPrice: 11080 });
    store.dispatch(changePax(5));
    store.dispatch(roomAdded(ofType(date, 'single')));
    expect(store.getState().booking.accommodations).toEqual([]);
    store.dispatch(extensionChosen(meran));
    expect(store.getState().booking.accommodations).toEqual([]);
  });

  it('room lines: persons, plus and minus, availability and type group', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 3, rooms: ['triple'] });
    const lines = selectRoomLines(store.getState());
    expect(lines.map((l) => [l.schedule.roomType, l.count, l.canAdd, l.canRemove, l.availability, l.type])).toEqual([
      ['twin', 0, false, false, { kind: 'few', count: 6 }, { kind: 'group', group: 'twin' }],
      ['single', 0, false, false, { kind: 'few', count: 3 }, { kind: 'group', group: 'single' }],
      ['triple', 1, false, true, { kind: 'few', count: 1 }, { kind: 'group', group: 'triple' }],
    ]);
    store.dispatch(roomRemoved({ roomType: 'triple' }));
    expect(selectRoomLines(store.getState()).map((l) => l.canAdd)).toEqual([true, true, true]);
  });

  it('lowering pax removes a room, then a traveller; additional travellers follow', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 5, rooms: ['twin', 'twin', 'single'] });
    expect(store.getState().booking.additionalUsers).toHaveLength(4);
    store.dispatch(changePax(4));
    expect(store.getState().booking.rooms.map((r) => r.travellers.length)).toEqual([2, 2]);
    store.dispatch(changePax(3));
    expect(store.getState().booking.rooms.map((r) => r.travellers.length)).toEqual([2, 1]);
    expect(store.getState().booking.additionalUsers).toHaveLength(2);
  });

  it('different room types clear the extensions; a new date clears the rooms', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 3, rooms: ['twin'] });
    const pre = catalogue(store).accommodations.data[0];
    if (!pre) throw new Error('no extension');
    store.dispatch(extensionChosen(pre));
    expect(store.getState().booking.accommodations).toHaveLength(1);
    store.dispatch(roomAdded(ofType(date, 'single')));
    expect(store.getState().booking.accommodations).toEqual([]);
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twin')));
    expect(store.getState().booking.rooms).toEqual([]);
  });

  it('an extension on request makes the booking on request (W); an upgrade on request a booking request too', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    const bozen = catalogue(store).accommodations.data.find((e) => e.price === -1);
    if (!bozen) throw new Error('no Bozen');
    store.dispatch(extensionChosen(bozen));
    expect([selectIsOnRequest(store.getState()), selectBookingKind(store.getState())]).toEqual([true, 'W']);
    expect(selectIsMarkedOnRequest(store.getState())).toBe(true);
    expect(selectTotals(store.getState()).hasOnRequest).toBe(true);
    store.dispatch(extensionChosen({ ...bozen, additionalData: { vv: 0, nv: 0 } }));
    const summit = catalogue(store).upgrades.data.find((u) => u.service.onRequest);
    if (!summit) throw new Error('no summit');
    store.dispatch(serviceToggled({ list: 'upgrades', entry: summit }));
    expect(selectIsBookingRequest(store.getState())).toBe(true);
    expect(selectPriceLines(store.getState()).find((l) => l.kind === 'service' && !l.compulsory)).toMatchObject({
      amount: -1,
    });
  });

  it('a pre-extension swaps the airport transfer FH for FV and VH', async () => {
    const { store } = await bookedStore('GRP-ALPS');
    const fh = catalogue(store).transfers.data.find((t) => t.service.subCategory === 'FH');
    if (!fh) throw new Error('no FH');
    store.dispatch(serviceToggled({ list: 'transfers', entry: fh }));
    expect(selectTransferOptions(store.getState()).map((t) => t.service.subCategory)).toEqual(['FH', 'HF']);
    const pre = catalogue(store).accommodations.data.find((e) => e.additionalData.vv > 0);
    if (!pre) throw new Error('no pre');
    store.dispatch(extensionChosen(pre));
    expect(store.getState().booking.transfers).toEqual([]);
    expect(selectTransferOptions(store.getState()).map((t) => t.service.subCategory)).toEqual(['HF', 'VH']);
  });

  it('the conveyor flight: opting out takes off the flight and transfer reductions', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'] });
    expect(selectTotals(store.getState()).tripPrice).toBe(5030);
    store.dispatch(ownArrivalChosen(true));
    expect(selectTotals(store.getState()).tripPrice).toBe(5030 - 700);
    expect(selectPriceLines(store.getState()).at(-1)).toEqual({
      kind: 'optOut',
      amount: -700,
      onRequest: false,
      requestBadge: false,
    });
    store.dispatch(ownArrivalChosen(false));
    expect(selectTotals(store.getState()).tripPrice).toBe(5030);
  });

  it('schedule items carry their state and sales bubbles; ratings show the real ones', async () => {
    const store = await storeFor('GRP-ALPS');
    const items = selectScheduleItems(store.getState());
    expect(items.slice(0, 5).map((i) => [i.state, i.bubbles.map((b) => b.kind)])).toEqual([
      ['select', ['guaranteed']],
      ['select', ['almostFull']],
      ['full', []],
      ['request', []],
      ['select', ['popular']],
    ]);
    expect(selectRatings(store.getState()).kind).toBe('real');
  });
});

describe('IND-ICELAND: own flight dates and the calendar', () => {
  it('needs own dates within their limits before step 2', async () => {
    const store = await storeFor('IND-ICELAND');
    const days = selectCalendar(store.getState()).all;
    expect(days[0]?.date).toBe(addDays(today, 10));
    expect(days.length).toBeGreaterThan(380);
    const date = bookableDate(store, 3);
    store.dispatch(chooseSchedule(ofType(date, 'twin')));
    store.dispatch(changePax(2));
    expect(store.getState().booking.rooms).toHaveLength(0);
    store.dispatch(roomAdded(ofType(date, 'twin')));
    // No listed flights, but flight airports of its own: the section shows for the own dates (decision).
    expect(selectFlightSection(store.getState())).toEqual({ shown: true, kind: 'ownDates' });
    expect(selectOwnFlightDateErrors(store.getState())).toEqual({ outbound: 'required', inbound: 'required' });
    expect(selectStepOneBlockers(store.getState()).canContinue).toBe(false);
    const { start, end } = ofType(date, 'twin');
    store.dispatch(ownFlightDatesChanged({ outboundDate: start, inboundDate: end }));
    expect(selectStepOneBlockers(store.getState()).canContinue).toBe(true);
  });
});

describe('OPT-JORDAN: opt-in flights with in-app booking (spec part 1 §4, §5; part 2 §9)', () => {
  it('starts without a flight; opting in asks for a fare; a fare adds the flight price shown', async () => {
    const { store } = await bookedStore('OPT-JORDAN', { pax: 2, rooms: ['twin'] });
    expect([store.getState().booking.noFlight, selectFlightValid(store.getState())]).toEqual([true, true]);
    expect(selectFlightSection(store.getState()).shown).toBe(true);
    const base = selectTotals(store.getState()).tripPrice;
    store.dispatch(optInToggled());
    expect([store.getState().booking.noFlight, selectFlightValid(store.getState())]).toEqual([false, false]);
    expect(selectStepOneBlockers(store.getState()).flightError).toBe(true);
    store.dispatch(
      fareChosen({
        fare: {
          ...createFare({ price: 1100.4 }),
          listKey: 'F',
          originalPrice: 1100,
          fareHeader: { cabinClassCombined: 'Economy', fareHasFreeBaggage: true },
          legIdentifiers: [],
        } as never,
        validUntil: '2026-11-21T13:00:00Z',
      }),
    );
    expect(selectFlightValid(store.getState())).toBe(true);
    expect(selectTotals(store.getState()).tripPrice).toBe(base + 201);
    store.dispatch(changePax(3));
    expect(store.getState().booking.flightData.fare).toBeNull();
    store.dispatch(flightRequestChosen({ alternativeAirport: 'VIE' }));
    expect([selectFlightValid(store.getState()), selectIsOnRequest(store.getState())]).toEqual([true, true]);
    // A request without an airport (a stored one) is on request too: the payload says what the overview shows.
    store.dispatch(flightRequestChosen({ alternativeAirport: null }));
    expect([selectIsOnRequest(store.getState()), selectBookingPayloadParts(store.getState()).onRequest]).toEqual([
      true,
      true,
    ]);
    store.dispatch(flightRequestChosen({ alternativeAirport: 'FRA' }));
    store.dispatch(fareCleared());
    // Withdrawing the request takes its airport along: no longer on request.
    expect(store.getState().booking.flightData).toMatchObject({ request: false, alternativeAirport: null });
    store.dispatch(optInToggled());
    expect(store.getState().booking.noFlight).toBe(true);
  });
});

describe('the same date chosen again (spec part 1 §4 "changing the schedule clears the fare")', () => {
  it('is no change: the opt-in answer and the fare stay; another date resets both', async () => {
    const { store, date } = await bookedStore('OPT-JORDAN', { pax: 2, rooms: ['twin'] });
    store.dispatch(optInToggled());
    store.dispatch(
      fareChosen({
        fare: { ...createFare({ price: 500 }), listKey: 'F', originalPrice: 500, legIdentifiers: [] } as never,
        validUntil: '2026-11-21T13:00:00Z',
      }),
    );
    store.dispatch(chooseSchedule(ofType(date, 'twin')));
    expect(store.getState().booking.noFlight).toBe(false);
    expect(store.getState().booking.flightData.fare).not.toBeNull();
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twin')));
    expect(store.getState().booking.flightData.fare).toBeNull();
  });
});

describe('flight extras and odd cases', () => {
  it('an upgrade or a seat reservation makes the booking on request; a position clears the alternative airport', async () => {
    const { store } = await bookedStore('GRP-ALPS');
    store.dispatch(flightUpgradeChosen('business'));
    expect(selectIsOnRequest(store.getState())).toBe(true);
    store.dispatch(flightUpgradeChosen(null));
    const flightData = store.getState().booking.flightData;
    // A stored booking may carry a seat reservation (its chooser is hidden, spec part 1 §2).
    store.dispatch(
      bookingReconciled({ fields: { flightData: { ...flightData, reservation: 'window' } }, notices: [] }),
    );
    expect(selectIsOnRequest(store.getState())).toBe(true);
    store.dispatch(bookingReconciled({ fields: { flightData }, notices: [] }));
    store.dispatch(flightRequestChosen({ alternativeAirport: 'MUC' }));
    expect(selectIsOnRequest(store.getState())).toBe(true);
    store.dispatch(flightPositionChosen(1));
    expect(store.getState().booking.flightData.alternativeAirport).toBeNull();
    store.dispatch(departureAirportChosen('FRA'));
    expect(store.getState().booking.flightData.departureAirport).toBe('FRA');
  });

  it('a date with two flight variants: the first until one is chosen, the chosen one on step 3 and in the payload, a new date starts again (spec part 1 §4 "Flight position choice")', async () => {
    const { store } = await bookedStore('PRT-MOROCCO', { pax: 2, rooms: ['twin'] });
    const flownFrom = () => {
      const arrival = selectArrivalSummary(store.getState());
      return arrival.kind === 'flights' ? arrival.flights.map((f) => f.departure.airport.code) : arrival.kind;
    };
    const payload = () =>
      toBookingPayload({ ...selectBookingPayloadParts(store.getState()), language: 'de', whitelabel: null });
    expect(selectFlightPanel(store.getState()).options.map((o) => o.position)).toEqual([0, 1]);
    expect(selectFlightPanel(store.getState()).position).toBe(0);
    expect(flownFrom()).toEqual(['FRA', 'RAK']);
    expect(payload().flightPosition).toBe(0);

    store.dispatch(flightRequestChosen({ alternativeAirport: 'VIE' }));
    store.dispatch(flightPositionChosen(1));
    expect(store.getState().booking.flightData).toMatchObject({ alternativeAirport: null, request: false });
    expect(flownFrom()).toEqual(['MUC', 'RAK']);
    expect(payload()).toMatchObject({ flightPosition: 1, flights: selectIncludedFlights(store.getState()) });
    expect(selectIsOnRequest(store.getState())).toBe(false);

    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twin')));
    expect(selectFlightPanel(store.getState()).position).toBe(0);
  });

  it('optInToggled does nothing outside opt-in; ownArrivalChosen nothing in opt-in', async () => {
    const { store } = await bookedStore('GRP-ALPS');
    store.dispatch(optInToggled());
    expect(store.getState().booking.noFlight).toBe(false);
    const jordan = await storeFor('OPT-JORDAN');
    jordan.dispatch(chooseSchedule(ofType(bookableDate(jordan), 'twin')));
    jordan.dispatch(ownArrivalChosen(false));
    expect(jordan.getState().booking.noFlight).toBe(true);
  });
});

describe('flex, insurance, voucher and payment (spec part 2 §4, §9)', () => {
  it('flex is offered far ahead, costs 5 %, and variant A asks for an answer', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    expect(selectFlexOffer(store.getState(), 'A')).toMatchObject({ offered: true, price: 252, error: true });
    expect(selectFlexOffer(store.getState(), 'B').error).toBe(false);
    store.dispatch(flexChosen(true));
    expect(selectFlexOffer(store.getState(), 'A').error).toBe(false);
    expect(selectTotals(store.getState()).tripPrice).toBe(5030 + 252);
    store.dispatch(
      insuranceChosen({
        offerId: 'ERV-RRV-D',
        name: 'Reiserücktritt',
        price: 89,
        preContractId: 'x',
        code: null,
        tourId: null,
        termsUrl: null,
      }),
    );
    expect(store.getState().booking).toMatchObject({
      flexBooking: false,
      insuranceAGB: false,
      insurance: { preContractId: null },
    });
    expect(selectFlexOffer(store.getState(), 'A').offered).toBe(false);
    expect(selectTotals(store.getState())).toMatchObject({ totalPrice: 5119, totalInsurancePrice: 89 });
  });

  it('a booking asks for a way to pay; the total of zero pays by bill; the submit refuses what is missing (spec part 2 §5, §9)', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    const refusals = () => selectSubmitRefusals(store.getState(), { now: new Date(), flexVariant: 'A' });
    expect(selectSubmitKind(store.getState())).toBe('book');
    expect(selectPaymentMethods(store.getState())).toHaveLength(8);
    expect(selectPaymentMissing(store.getState())).toBe(true);
    expect(refusals()).toEqual(expect.arrayContaining(['flex', 'payment', 'consents']));
    store.dispatch(paymentMethodChosen('INSTANT_TRANSFER'));
    store.dispatch(flexChosen(false));
    store.dispatch(consentChanged({ gtc: true, consent: true }));
    expect(selectPaymentType(store.getState())).toBe('INSTANT_TRANSFER');
    expect(refusals()).not.toEqual(expect.arrayContaining(['flex']));
    expect(refusals()).not.toContain('payment');
    expect(refusals()).not.toContain('consents');
    expect(selectSubmitRefusals(store.getState(), { now: new Date(), flexVariant: 'B' })).not.toContain('flex');
  });

  it('the consents keep their identity while the customer types, and change with a tick', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 2, rooms: ['twin'], date: 3 });
    const before = selectConsentValues(store.getState());
    store.dispatch(customerChanged({ firstname: 'Erik' }));
    expect(selectConsentValues(store.getState())).toBe(before);
    store.dispatch(consentChanged({ newsletter: true }));
    expect(selectConsentValues(store.getState())).toMatchObject({ newsletter: true, gtc: false });
  });

  it('a voucher larger than the price leaves a remainder; a zero total pays by bill', async () => {
    const { store } = await bookedStore('NOF-DOLOMITES', { pax: 1, rooms: ['single'], pick: 'single' });
    store.dispatch(paymentMethodChosen('VISA'));
    expect(selectPaymentType(store.getState())).toBe('CARD');
    const request = {
      organizerId: 'ASI',
      travelCode: 'NOF-DOLOMITES',
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
    };
    await store.dispatch(vouchers.fetch({ code: 'GROSS5000', request }));
    expect(selectTotals(store.getState())).toMatchObject({ totalPrice: 0, voucherValue: 1490, voucherRemainder: 3510 });
    expect(selectPaymentType(store.getState())).toBe('BILL');
    // Nothing to pay, nothing paid to protect: the insolvency note beside the submit is not shown.
    expect(selectIsPaidByCustomer(store.getState())).toBe(false);
    await store.dispatch(vouchers.fetch({ code: 'UNBEKANNT', request }));
    expect(selectIsPaidByCustomer(store.getState())).toBe(true);
    expect(store.getState().booking.voucher).toBeNull();
  });
});

describe('more booking actions', () => {
  it('dogs get ids DOG_n and at most 3 are kept; equipment details go to their entry; rail and fly replaces', async () => {
    const store = await storeFor('NOF-DOLOMITES');
    const dog = { id: 'DOG_9', dogname: 'Bello', shoulderheight: 40, bodyWeight: 12, race: 'Beagle' };
    store.dispatch(dogsChanged([dog, dog, dog, dog]));
    expect(store.getState().booking.dogs.map((d) => d.id)).toEqual(['DOG_1', 'DOG_2', 'DOG_3']);
    const alps = await storeFor('GRP-ALPS');
    const ebike = catalogue(alps).equipment.data[0];
    if (!ebike) throw new Error('no e-bike');
    alps.dispatch(serviceToggled({ list: 'equipments', entry: ebike, travellerIndex: 1 }));
    alps.dispatch(
      equipmentDetailsChanged({
        serviceId: ebike.service.id,
        travellerIndex: 1,
        details: { bodySize: 180, bodyWeight: 75, shoeSize: null },
      }),
    );
    expect(alps.getState().booking.equipments[0]?.details).toEqual({ bodySize: 180, bodyWeight: 75, shoeSize: null });
    const [first, second] = catalogue(alps).railFly.data;
    if (!first || !second) throw new Error('no rail and fly');
    alps.dispatch(railFlyToggled({ entry: first }));
    alps.dispatch(railFlyToggled({ entry: second }));
    expect(alps.getState().booking.railFly.map((r) => r.service.id)).toEqual([second.service.id]);
    alps.dispatch(consentChanged({ gtc: true, rula: false }));
    expect([alps.getState().booking.gtc, alps.getState().booking.rula]).toEqual([true, false]);
  });

  it('the extensions offered for the chosen date', async () => {
    const store = await storeFor('GRP-ALPS');
    expect(selectExtensionOptions(store.getState())).toEqual([]);
    store.dispatch(chooseSchedule(ofType(bookableDate(store), 'twin')));
    expect(
      selectExtensionOptions(store.getState()).map((o) => [o.extension.service.erpId, o.kind, o.maxNights]),
    ).toEqual([
      ['EXT-PRE-OBERSTDORF', 'pre', 14],
      ['EXT-POST-MERAN', 'post', 14],
      ['EXT-POST-BOZEN', 'post', 14],
    ]);
  });
});

describe('the VVI (spec part 1 §2, §6)', () => {
  it('is for agencies that may generate it, needs a room, and is hidden for partner trips', async () => {
    const alps = await storeFor('GRP-ALPS');
    expect(selectVvi(alps.getState()).shown).toBe(false);
    await alps.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(selectVvi(alps.getState())).toEqual({
      shown: true,
      needsRoom: true,
      action: '/web2print/vvi?pdf=true&vviOnly=true&addAgb=true&supplier=ASI',
    });
    alps.dispatch(chooseSchedule(ofType(bookableDate(alps), 'twin')));
    alps.dispatch(changePax(2));
    alps.dispatch(roomAdded(ofType(bookableDate(alps), 'twin')));
    expect(selectVvi(alps.getState()).needsRoom).toBe(false);
    expect(selectIsMarkedOnRequest(alps.getState())).toBe(false);

    const morocco = await storeFor('PRT-MOROCCO');
    await morocco.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(selectVvi(morocco.getState()).shown).toBe(false);

    const direct = await storeFor('GRP-ALPS');
    await direct.dispatch(userLogin({ username: 'direkt@example.com', password: 'reisen123' }));
    expect(selectVvi(direct.getState()).shown).toBe(false);
  });
});

describe('rail and fly not later than 6 weeks before departure (spec part 2 §9)', () => {
  it('is offered for a date six weeks away or more, not for a nearer one, and a choice made for a later date stops counting', async () => {
    const store = await storeFor('GRP-ALPS');
    const starts = [
      ...new Set(
        store
          .getState()
          .schedules.data.filter((s) => s.bookable)
          .map((s) => s.start),
      ),
    ];
    const near = starts.find((start) => (daysBetween(today, start) ?? 0) < 42);
    const far = starts.find((start) => (daysBetween(today, start) ?? 0) >= 42);
    if (!near || !far) throw new Error('no dates on both sides of six weeks');
    const twinOn = (start: string) =>
      ofType(
        store.getState().schedules.data.filter((s) => s.start === start),
        'twin',
      );
    store.dispatch(chooseSchedule(twinOn(far)));
    store.dispatch(changePax(2));
    store.dispatch(roomAdded(twinOn(far)));
    const train = selectRailFlyOptions(store.getState())[0]?.entry;
    if (!train) throw new Error('no rail and fly offered six weeks ahead');
    const withoutRail = selectTotals(store.getState()).totalPrice;
    store.dispatch(railFlyToggled({ entry: train }));
    expect(selectTotals(store.getState()).totalPrice).toBeGreaterThan(withoutRail);

    store.dispatch(chooseSchedule(twinOn(near)));
    store.dispatch(roomAdded(twinOn(near)));
    expect(selectRailFlyOptions(store.getState())).toEqual([]);
    expect(
      selectPriceLines(store.getState()).map((line) => (line.kind === 'service' ? line.name : line.kind)),
    ).not.toContain(train.service.name);
    expect(
      toBookingPayload({ ...selectBookingPayloadParts(store.getState()), language: 'de', whitelabel: null }).railFly,
    ).toEqual([]);
  });
});
