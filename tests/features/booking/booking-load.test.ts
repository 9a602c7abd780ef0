import { describe, expect, it } from 'vitest';
import { bookingSchema } from '@/api/schemas/index';
import { bookingLoaded, bookingReconciled, bookingReducer } from '@/features/booking/booking-slice';
import { createEmptyBooking } from '@/features/booking/booking-state';
import { newExtras } from '@/features/extras/extras-part';
import { paxChanged, scheduleSelected } from '@/features/party/party-reducers';
import { createSchedule } from '../../support/data';

const reduce = bookingReducer;

describe('a stored booking loaded and reconciled (spec part 1 §1)', () => {
  it('a reconcile that finds everything as it was leaves the booking as it was: nothing recomputes on a first visit', () => {
    const state = createEmptyBooking('GRP-ALPS');
    const unchanged = {
      // The reconcile brings the party and the extras anew: a part whose every field is the same
      // value or a list of the same entries stays as it was.
      party: { scheduleId: null, selectedDate: null, rooms: [], pax: null, paxInput: null },
      extras: newExtras(),
    };
    expect(reduce(state, bookingReconciled({ fields: unchanged, notices: [] }))).toBe(state);
  });

  it('a reconcile that drops a service changes that list and tells it once', () => {
    const state = reduce(createEmptyBooking('GRP-ALPS'), paxChanged({ pax: 2, roomOptions: [] }));
    const booked = {
      ...state,
      extras: { ...state.extras, upgrades: [{ id: 7, travellerIndex: null, details: null }] },
    };
    const next = reduce(
      booked,
      bookingReconciled({
        fields: { extras: { ...booked.extras, upgrades: [] }, party: { ...booked.party, rooms: [] } },
        notices: ['serviceGone'],
      }),
    );
    expect(next.extras.upgrades).toEqual([]);
    expect(next.party).toBe(booked.party);
    expect(next.notices).toEqual(['serviceGone']);
    expect(reduce(next, bookingReconciled({ fields: {}, notices: ['serviceGone'] })).notices).toEqual(['serviceGone']);
  });

  it('load replaces the booking and drops the token', () => {
    const stored = { ...bookingSchema.parse({ travelCode: 'GRP-ALPS', pax: 2 }), token: 'secret' };
    const state = reduce(createEmptyBooking('GRP-ALPS'), bookingLoaded(stored));
    expect(state).toMatchObject({ party: { pax: 2 }, token: null, status: 'idle' });
  });

  it("a stored booking's date and rooms are their ids on the date's own day, whatever form the server gives the day in", () => {
    const twin = createSchedule();
    const stored = bookingSchema.parse({
      travelCode: 'GRP-ALPS',
      pax: 2,
      schedule: twin,
      selectedDate: `${twin.start}T00:00:00`,
      rooms: [{ schedule: twin, travellers: [{}, {}] }],
    });
    const state = reduce(createEmptyBooking('GRP-ALPS'), bookingLoaded(stored));
    expect(state.party).toMatchObject({ scheduleId: twin.id, selectedDate: twin.start });
    expect(state.party.rooms).toEqual([{ scheduleId: twin.id, travellers: stored.rooms[0]?.travellers }]);
    // The entries stay seen: the date and its room stand in until the dates' reply comes.
    expect(state.lastSeen.schedules).toEqual([twin]);
  });

  it('load sets every part from the stored booking: the travellers (whoever books it logs in anew), the insurance, the checkout', () => {
    const stored = bookingSchema.parse({
      travelCode: 'GRP-ALPS',
      pax: 2,
      user: { firstname: 'Erika', email: 'erika@example.com' },
      additionalUsers: [{ firstname: 'Max' }],
      stepTwoComplete: true,
      insurance: { offerId: 'ERV-RRV-D', name: 'Reiserücktritt', price: 89 },
      insuranceAGB: true,
      gtc: true,
      paymentMethod: 'VISA',
      voucher: { code: 'SOMMER50', reduction: 50 },
    });
    const before = reduce(createEmptyBooking('GRP-ALPS'), paxChanged({ pax: 4, roomOptions: [] }));
    const state = reduce(before, bookingLoaded(stored));
    expect(state.travellers).toMatchObject({
      user: { firstname: 'Erika' },
      additionalUsers: [{ firstname: 'Max' }],
      stepTwoComplete: true,
      userChosen: true,
      loggedInAs: null,
    });
    expect(state.insurance).toMatchObject({ chosen: { offerId: 'ERV-RRV-D', price: 89 }, termsAccepted: true });
    expect(state.checkout).toMatchObject({ gtc: true, paymentMethod: 'VISA', voucher: { code: 'SOMMER50' } });
  });

  it('a part the re-read brings (an undo) that does not fit the party size is fitted, frozen as it comes', () => {
    const state = reduce(createEmptyBooking('GRP-ALPS'), paxChanged({ pax: 2, roomOptions: [] }));
    const travellers: typeof state.travellers = Object.freeze({ ...state.travellers, additionalUsers: [] });
    const next = reduce(
      state,
      bookingReconciled({ fields: { party: { ...state.party, pax: 3 }, travellers }, notices: [] }),
    );
    expect(next.travellers.additionalUsers).toHaveLength(2);
    expect(next.travellers.user).toBe(state.travellers.user);
  });
});

describe("the booking's own fields answer the party", () => {
  it("another date clears the submit's error; the same date chosen again keeps it (spec part 1 §4)", () => {
    const date = createSchedule();
    const chosen = reduce(createEmptyBooking('GRP-ALPS'), scheduleSelected({ schedule: date }));
    const failed = {
      ...chosen,
      status: 'failed' as const,
      error: { kind: 'network' as const, message: 'offline', status: null, call: 'POST /booking' },
    };
    expect(reduce(failed, scheduleSelected({ schedule: { ...date } })).error).toEqual(failed.error);
    expect(
      reduce(failed, scheduleSelected({ schedule: createSchedule({ id: 9, start: '2099-01-01' }) })).error,
    ).toBeNull();
  });
});
