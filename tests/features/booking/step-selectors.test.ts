import { selectCompulsoryUpgrades } from '@/features/extras/catalogue-selectors';
import { describe, expect, it } from 'vitest';
import { optInToggled, ownArrivalChosen } from '@/features/arrival/arrival-reducers';
import { railFlyToggled } from '@/features/extras/extras-reducers';
import { roomAdded } from '@/features/party/party-reducers';
import { userSelected } from '@/features/travellers/travellers-reducers';
import { chooseSchedule, enterPax } from '@/features/party/party-thunks';
import { selectFlightPanel } from '@/features/arrival/flight-panel';
import { selectFlightControl, selectRooms } from '@/features/choices/booking-fields';
import { selectRailFlyOptions } from '@/features/extras/extras-selectors';
import { selectPaxText, selectRemainingPersons } from '@/features/party/party-selectors';
import { selectStepOneBlockers, selectStepAvailability } from '@/features/booking/step-selectors';
import { upgrades } from '@/features/extras/extras-catalogue';
import { flights } from '@/features/arrival/flights-slice';
import { schedules } from '@/features/party/schedules-slice';
import { mock } from '../../support/mock-server';
import { bookableDate, bookedStore, ofType, storeFor, type TestStore } from '../../support/catalogue-store';

type Store = TestStore;
const available = (store: Store) => selectStepAvailability(store.getState());

describe('step completion is derived from the rules (spec part 1 §2, §4)', () => {
  it('4 travellers and one twin room: step 2 and 3 stay closed, whatever was stored', async () => {
    const { store, date } = await bookedStore('GRP-ALPS', { pax: 4, rooms: ['twin'] });
    store.dispatch(userSelected({ email: 'erika@example.com' }));
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual(['rooms']);
    expect(available(store)).toEqual({ schedule: true, user: false, overview: false });
    store.dispatch(roomAdded(ofType(date, 'twin')));
    expect(available(store)).toEqual({ schedule: true, user: true, overview: false });
  });

  it('the user selection is part of step 1: without it step 2 stays closed', async () => {
    const { store } = await bookedStore('GRP-ALPS', { pax: 1, rooms: ['single'], pick: 'single' });
    expect(selectStepOneBlockers(store.getState()).canContinue).toBe(true);
    expect(available(store).user).toBe(false);
    store.dispatch(userSelected({ email: 'erika@example.com' }));
    expect(available(store).user).toBe(true);
  });
});

describe('the party size as typed (spec part 1 §5)', () => {
  it.each([
    ['', 'required'],
    ['zwei', 'notNumeric'],
    ['0', 'belowMin'],
    ['13', 'aboveMax'],
  ])('"%s" blocks step 1 with %s and keeps the last party', async (typed, key) => {
    const { store, date } = await bookedStore('GRP-ALPS', { pick: 'single' });
    store.dispatch(enterPax('1'));
    store.dispatch(roomAdded(ofType(date, 'single')));
    store.dispatch(userSelected({ email: 'erika@example.com' }));
    expect(available(store).user).toBe(true);
    store.dispatch(enterPax(typed));
    expect(selectStepOneBlockers(store.getState())).toMatchObject({
      blockers: ['pax'],
      paxError: { key },
      canContinue: false,
    });
    expect(selectPaxText(store.getState())).toBe(typed);
    expect(store.getState().booking.party.pax).toBe(1);
    expect(available(store).user).toBe(false);
    store.dispatch(enterPax('1'));
    expect(available(store).user).toBe(true);
    expect(store.getState().booking.party.paxInput).toBeNull();
  });

  it('a party size that the new date no longer allows blocks until corrected', async () => {
    const store = await storeFor('GRP-ALPS');
    store.dispatch(chooseSchedule(ofType(bookableDate(store), 'twin')));
    store.dispatch(enterPax('12'));
    expect(selectStepOneBlockers(store.getState()).paxError).toBeNull();
    // The server says the second date takes at most 8.
    const smaller = ofType(bookableDate(store, 1), 'twin');
    const listed = mock.db.catalogue.schedules['GRP-ALPS']?.find((s) => s.id === smaller.id);
    if (!listed) throw new Error('no such GRP-ALPS date');
    listed.maxPax = 8;
    await store.dispatch(schedules.fetch({ code: 'GRP-ALPS' }));
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twin')));
    expect(selectStepOneBlockers(store.getState()).paxError).toEqual({ key: 'aboveMax', value: 8 });
  });
});

describe('rooms follow the party size with a single room option (spec part 1 §4)', () => {
  it('2 → 4 gives a second room, 4 → 3 takes a traveller, 3 → 4 fills it, a new date books them again', async () => {
    const store = await storeFor('BRK-NORWAY');
    const cabins = () => store.getState().booking.party.rooms.map((r) => r.travellers.length);
    store.dispatch(chooseSchedule(ofType(bookableDate(store), 'twinCabin')));
    store.dispatch(enterPax('2'));
    expect(cabins()).toEqual([2]);
    store.dispatch(enterPax('4'));
    expect(cabins()).toEqual([2, 2]);
    store.dispatch(enterPax('3'));
    expect(cabins()).toEqual([2, 1]);
    expect(selectRemainingPersons(store.getState())).toBe(0);
    store.dispatch(enterPax('4'));
    expect(cabins()).toEqual([2, 2]);
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 1), 'twinCabin')));
    expect(cabins()).toEqual([2, 2]);
    expect(selectRooms(store.getState())[0]?.schedule.start).toBe(bookableDate(store, 1)[0]?.start);
  });
});

describe('hidden parts never block (spec part 1 §2, §5)', () => {
  it('own dates of a free-mode date without flights or flight airports do not block', async () => {
    const store = await storeFor('IND-ICELAND');
    // The server lists the date without flight airports.
    for (const listed of mock.db.catalogue.schedules['IND-ICELAND'] ?? [])
      if (listed.start === bookableDate(store, 3)[0]?.start)
        Object.assign(listed, { flightArrivalAirportCode: null, flightDepartureAirportCode: null });
    await store.dispatch(schedules.fetch({ code: 'IND-ICELAND' }));
    const date = bookableDate(store, 3);
    store.dispatch(chooseSchedule(ofType(date, 'twin')));
    store.dispatch(enterPax('2'));
    store.dispatch(roomAdded(ofType(date, 'twin')));
    expect(selectFlightControl(store.getState())).toBe(4);
    expect(selectStepOneBlockers(store.getState())).toMatchObject({ blockers: [], dateErrors: {}, canContinue: true });
  });

  it('an intrepid trip with flight booking hides the flight section, so no flight is asked for', async () => {
    const jordan = mock.db.catalogue.travels['OPT-JORDAN'];
    if (!jordan) throw new Error('no OPT-JORDAN');
    jordan.isIntrepid = true;
    const { store, date } = await bookedStore('OPT-JORDAN');
    store.dispatch(enterPax('2'));
    store.dispatch(roomAdded(ofType(date, 'twin')));
    store.dispatch(optInToggled());
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual([]);
  });
});

describe('rail and fly only with a flight (spec part 1 §2)', () => {
  it('is offered with the flight (six weeks ahead or more), leaves the booking when the flight is opted out, and cannot come back without it', async () => {
    const store = await storeFor('GRP-ALPS');
    store.dispatch(chooseSchedule(ofType(bookableDate(store, 3), 'twin')));
    const options = selectRailFlyOptions(store.getState());
    expect(options.length).toBeGreaterThan(0);
    const first = options[0]?.entry;
    if (!first) throw new Error('no rail and fly');
    store.dispatch(railFlyToggled({ entry: first }));
    expect(store.getState().booking.extras.railFly).toHaveLength(1);
    store.dispatch(ownArrivalChosen(true));
    expect(store.getState().booking.extras.railFly).toEqual([]);
    expect(selectRailFlyOptions(store.getState())).toEqual([]);
    store.dispatch(railFlyToggled({ entry: first }));
    expect(store.getState().booking.extras.railFly).toEqual([]);
  });

  it('a trip without flights (flight control 5) offers none', async () => {
    const store = await storeFor('NOF-DOLOMITES');
    store.dispatch(chooseSchedule(ofType(bookableDate(store), 'twin')));
    expect(selectRailFlyOptions(store.getState())).toEqual([]);
  });
});

describe('a failed upgrades load never drops a compulsory charge (issue 9)', () => {
  it('blocks step 1 until the upgrades load, then the charge is in the total', async () => {
    mock.db.fail('upgrade', { kind: 'error', status: 503, times: 1 });
    const { store, date } = await bookedStore('GRP-ALPS', { pick: 'single' });
    store.dispatch(enterPax('1'));
    store.dispatch(roomAdded(ofType(date, 'single')));
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual(['upgrades']);
    await store.dispatch(upgrades.fetch('GRP-ALPS'));
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual([]);
    expect(selectCompulsoryUpgrades(store.getState()).map((u) => u.service.name)).toEqual(['Kurtaxe']);
  });
});

describe('failed flights of a mode that lists them keep step 1 waiting (spec part 1 §4, decision)', () => {
  it('a conveyor trip whose flights failed is blocked until a retry brings them', async () => {
    mock.db.fail('flight', { kind: 'error', status: 503, times: 1 });
    const { store, date } = await bookedStore('GRP-ALPS', { pick: 'single' });
    store.dispatch(enterPax('1'));
    store.dispatch(roomAdded(ofType(date, 'single')));
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual(['flights']);
    expect(selectFlightPanel(store.getState()).detailsFollow).toBe(false);
    await store.dispatch(flights.fetch('GRP-ALPS'));
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual([]);
  });

  it('travelling without the flight reads no listed flight, so a failed flights call does not hold it up', async () => {
    mock.db.fail('flight', { kind: 'error', status: 503 });
    const { store, date } = await bookedStore('GRP-ALPS', { pick: 'single' });
    store.dispatch(enterPax('1'));
    store.dispatch(roomAdded(ofType(date, 'single')));
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual(['flights']);
    store.dispatch(ownArrivalChosen(true));
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual([]);
  });

  it('a trip without flights (flight control 5) is not held up by a failed flights call', async () => {
    mock.db.fail('flight', { kind: 'error', status: 503 });
    const { store, date } = await bookedStore('NOF-DOLOMITES');
    store.dispatch(enterPax('2'));
    store.dispatch(roomAdded(ofType(date, 'twin')));
    expect(store.getState().flights.status).toBe('failed');
    expect(selectStepOneBlockers(store.getState()).blockers).toEqual([]);
  });
});
