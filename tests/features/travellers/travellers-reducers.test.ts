import { describe, expect, it } from 'vitest';
import { bookingReducer } from '@/features/booking/booking-slice';
import { createEmptyBooking } from '@/features/booking/booking-state';
import {
  customerChanged,
  travellerChanged,
  travelAgentChanged,
  stepTwoCompleted,
  userSelected,
} from '@/features/travellers/travellers-reducers';
import { paxChanged } from '@/features/party/party-reducers';
import { loginEnded, userLogin, userRelogin } from '@/features/travellers/user-slice';
import { selectEndedLogin, selectLoginEnded } from '@/features/travellers/user-selectors';
import { COMPLETE_CUSTOMER, completeTraveller } from '../../support/step-two';
import { createTestStore } from '../../support/store';

const reduce = bookingReducer;

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
      customerChanged({ specialNeeds: { ...createEmptyBooking().travellers.user.specialNeeds, vegan: true } }),
      false,
    ],
    ['the travel agent changed', travelAgentChanged({ firstname: 'Anna' }), false],
    ['a traveller who is not in the party', travellerChanged({ index: 5, values: { lastname: 'Meier' } }), true],
  ])('%s: step 2 stays complete = %s', (_case, action, complete) => {
    const booking = reduce(left(), action);
    expect(booking.travellers.stepTwoComplete).toBe(complete);
  });

  it('keeps what each traveller typed, by place in the party', () => {
    const booking = reduce(left(), travellerChanged({ index: 0, values: { passportNumber: 'C01X00T47' } }));
    expect(booking.travellers.additionalUsers[0]).toMatchObject({ firstname: 'Max2', passportNumber: 'C01X00T47' });
  });
});

describe('a logged-in user in the booking (spec part 1 §6)', () => {
  it('a customer becomes the booking customer with the profile prefilled', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    expect(store.getState().booking.travellers.user).toMatchObject({
      email: 'kunde@example.com',
      firstname: 'Klara',
      city: 'München',
    });
    expect(store.getState().booking.travellers.travelAgency).toBeNull();
  });

  it('the profile\'s street "Hauptstraße 5" fills street and house number, so the prefilled form is valid (issue 23)', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    expect(store.getState().booking.travellers.user).toMatchObject({
      street: 'Hauptstraße',
      number: '5',
      zip: '80331',
    });
  });

  it('an agency becomes the booking agency, not its customer', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(store.getState().booking.travellers.travelAgency).toEqual({
      erpId: 'AG-4711',
      companyName: 'Reisebüro Sonnenschein',
      email: 'agentur@example.com',
      paymentDirect: false,
      canGenerateVVI: true,
    });
    expect(store.getState().booking.travellers.user.email).toBe('');
  });

  it('a login that ends asks for the same kind again: nobody, a customer or another agency no longer carries an agency’s booking, which stays the agency’s (issue 42 §3)', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'agentur@example.com', password: 'reisen123' }));
    expect(store.getState().booking.travellers.loggedInAs).toBe('agency');
    expect(selectLoginEnded(store.getState())).toBe(false);
    store.dispatch(loginEnded({ kind: 'agency' }));
    expect(selectLoginEnded(store.getState())).toBe(true);
    expect(selectEndedLogin(store.getState())).toMatchObject({ kind: 'agency', email: 'agentur@example.com' });
    for (const other of ['kunde@example.com', 'direkt@example.com']) {
      await store.dispatch(userRelogin({ username: other, password: 'reisen123' }));
      expect(store.getState().booking.travellers.travelAgency?.erpId).toBe('AG-4711');
      expect(store.getState().booking.travellers.user.email).toBe('');
      expect(selectLoginEnded(store.getState())).toBe(true);
      expect(selectEndedLogin(store.getState())).toMatchObject({ otherAccount: true });
    }
    // Neither does a plain login or the current user's reply take it over.
    await store.dispatch(userLogin({ username: 'direkt@example.com', password: 'reisen123' }));
    expect(store.getState().booking.travellers.travelAgency?.erpId).toBe('AG-4711');
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
    expect(store.getState().booking.travellers.user).toMatchObject({ firstname: 'Klara-Marie', city: 'Augsburg' });
  });

  it('a customer whose login ended may go on as a guest: the booking asks no login any more', async () => {
    const store = createTestStore({ booking: createEmptyBooking('GRP-ALPS') });
    await store.dispatch(userLogin({ username: 'kunde@example.com', password: 'reisen123' }));
    store.dispatch(loginEnded({ kind: 'customer' }));
    expect(selectLoginEnded(store.getState())).toBe(true);
    store.dispatch(userSelected({ email: 'kunde@example.com' }));
    expect(selectLoginEnded(store.getState())).toBe(false);
    expect(store.getState().booking.travellers.user).toMatchObject({ firstname: 'Klara', email: 'kunde@example.com' });
  });
});
