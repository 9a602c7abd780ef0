import { selectCompulsoryUpgrades } from '@/features/extras/catalogue-selectors';
import { describe, expect, it } from 'vitest';
import { extensionChosen, serviceToggled, equipmentDetailsChanged } from '@/features/extras/extras-reducers';
import { ownArrivalChosen } from '@/features/arrival/arrival-reducers';
import { roomAdded, roomRemoved } from '@/features/party/party-reducers';
import { changePax, chooseSchedule } from '@/features/party/party-thunks';
import { selectStepOneBlockers } from '@/features/booking/step-selectors';
import { selectRoomLines } from '@/features/party/party-selectors';
import { selectScheduleItems } from '@/features/party/schedule-selectors';
import {
  selectIsBookingRequest,
  selectIsOnRequest,
  selectIsMarkedOnRequest,
  selectTotals,
} from '@/features/pricing/price-selectors';
import { selectBookingKind } from '@/features/checkout/checkout-selectors';
import { selectPaymentPlan } from '@/features/pricing/plan-selectors';
import { selectTransferOptions } from '@/features/extras/extras-selectors';
import { selectPriceLines } from '@/features/pricing/price-line-selectors';
import { selectRatings } from '@/features/travel/rating-selectors';
import { bookableDate, bookedStore, ofType, storeFor, type TestStore } from '../../support/catalogue-store';

type Store = TestStore;

const catalogue = (store: Store) => store.getState();

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
    expect(store.getState().booking.extras.accommodations).toEqual([]);
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
    expect(store.getState().booking.extras.accommodations).toEqual([]);
    store.dispatch(extensionChosen(meran));
    expect(store.getState().booking.extras.accommodations).toEqual([]);
  });

  it('room lines: persons, plus and minus, availability and type group', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 3, rooms: ['triple'] });
    const lines = selectRoomLines(store.getState());
    expect(lines.map((l) => [l.schedule.roomType, l.count, l.canAdd, l.canRemove, l.availability, l.type])).toEqual([
      ['twin', 0, false, false, { kind: 'few', count: 6 }, { kind: 'group', group: 'twin' }],
      ['single', 0, false, false, { kind: 'few', count: 3 }, { kind: 'group', group: 'single' }],
      ['triple', 1, false, true, { kind: 'few', count: 1 }, { kind: 'group', group: 'triple' }],
    ]);
    store.dispatch(roomRemoved({ scheduleId: lines[2]?.schedule.id ?? 0 }));
    expect(selectRoomLines(store.getState()).map((l) => l.canAdd)).toEqual([true, true, true]);
  });

  it('lowering pax removes a room, then a traveller; additional travellers follow', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 5, rooms: ['twin', 'twin', 'single'] });
    expect(store.getState().booking.travellers.additionalUsers).toHaveLength(4);
    store.dispatch(changePax(4));
    expect(store.getState().booking.party.rooms.map((r) => r.travellers.length)).toEqual([2, 2]);
    store.dispatch(changePax(3));
    expect(store.getState().booking.party.rooms.map((r) => r.travellers.length)).toEqual([2, 1]);
    expect(store.getState().booking.travellers.additionalUsers).toHaveLength(2);
  });

  it('different room types clear the extensions; a new date clears the rooms', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 3, rooms: ['twin'] });
    const pre = catalogue(store).accommodations.data[0];
    if (!pre) throw new Error('no extension');
    store.dispatch(extensionChosen(pre));
    expect(store.getState().booking.extras.accommodations).toHaveLength(1);
    store.dispatch(roomAdded(ofType(date, 'single')));
    expect(store.getState().booking.extras.accommodations).toEqual([]);
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twin')));
    expect(store.getState().booking.party.rooms).toEqual([]);
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
    expect(store.getState().booking.extras.transfers).toEqual([]);
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
